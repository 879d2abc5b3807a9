import {
  Box,
  CalendarDays,
  Clock,
  Gift,
  type LucideIcon,
  MapPin,
  NotebookPen,
  Recycle,
  Rocket,
  Snowflake,
  Store,
  Sun,
  Truck,
} from 'lucide-react';
import { Badge } from '@/web/components/ui/badge';
import { cn } from '@/web/lib/cn';
import { useBusinessDetails, useBusinessSettings } from '@/web/lib/get-business-settings';
import { gstNoteFor } from '@/domain/checkout-pricing';
import { useDeliveryFees } from '@/web/lib/delivery-fees';
import { chargesDelivery, type DeliveryFees, deliveryFeeEstimate, feeLabel, zoneName } from '@/domain/delivery-fees';
import { formatCurrency } from '@/domain/money';
import { HelpCta } from './help-cta';
import { InfoHero } from './info-hero';
import { PageMeta } from './page-meta';
import { InfoSection } from './info-section';
import { SectionHeading } from './section-heading';

const FEES: {
  name: string;
  price: string;
  timing: string;
  note: string;
  icon: LucideIcon;
  featured?: boolean;
}[] = [
  {
    name: 'Standard',
    price: '$8.50',
    timing: '2–3 business days',
    note: 'Our everyday option for boxes of sweets, biscuits and cakes ordered ahead.',
    icon: Truck,
  },
  {
    name: 'Express',
    price: '$15.00',
    timing: 'Next business day',
    note: 'Order before 2 PM and it arrives the next business day.',
    icon: Rocket,
    featured: true,
  },
  {
    name: 'Same Day',
    price: '$25.00',
    timing: 'Today',
    note: 'Order before 10 AM. Available in selected central areas.',
    icon: Sun,
  },
];

const AREAS: { region: string; suburbs: string[]; sameDay?: boolean }[] = [
  {
    region: 'Central Auckland',
    suburbs: ['CBD', 'Ponsonby', 'Grey Lynn', 'Parnell', 'Newmarket', 'Mt Eden', 'Epsom', 'Remuera', 'Kingsland'],
    sameDay: true,
  },
  {
    region: 'North Shore',
    suburbs: ['Takapuna', 'Devonport', 'Milford', 'Glenfield', 'Albany', 'Browns Bay', 'Birkenhead'],
  },
  {
    region: 'West Auckland',
    suburbs: ['Henderson', 'New Lynn', 'Titirangi', 'Te Atatū', 'Massey', 'Kelston', 'Avondale'],
  },
  {
    region: 'East Auckland',
    suburbs: ['Howick', 'Pakuranga', 'Botany', 'Half Moon Bay', 'Ellerslie', 'Mission Bay', 'St Heliers'],
  },
  {
    region: 'South Auckland',
    suburbs: ['Manukau', 'Papatoetoe', 'Ōtāhuhu', 'Māngere', 'Manurewa', 'Takanini', 'Papakura'],
  },
];

const DAYS: [string, boolean][] = [
  ['Mon', true],
  ['Tue', true],
  ['Wed', true],
  ['Thu', true],
  ['Fri', true],
  ['Sat', true],
  ['Sun', false],
];

const SLOTS = ['9:00–11:00', '11:00–13:00', '13:00–15:00', '15:00–17:00', '17:00–19:00'];

const PACKAGING: { title: string; text: string; icon: LucideIcon }[] = [
  {
    title: 'Cakes travel safely',
    text: 'Every cake sits on a cake board in a snug, tall box. Tiered cakes are dowelled inside and driven flat on a non-slip mat.',
    icon: Box,
  },
  {
    title: 'Kept cool',
    text: 'Cream cakes, cheesecakes and rasmalai ride in insulated bags with ice packs, so they arrive as fresh as they left the chiller.',
    icon: Snowflake,
  },
  {
    title: 'Ready to give',
    text: 'Sweets are packed in gift boxes lined with tissue, so a box of baklava or mithai can go straight to the party.',
    icon: Gift,
  },
  {
    title: 'Kind to Aotearoa',
    text: 'Our boxes are recyclable cardboard and our bags are compostable. No polystyrene, ever.',
    icon: Recycle,
  },
];

const INSTRUCTIONS = [
  'Gate codes, apartment buzzer numbers or which door to use',
  'A safe, shaded spot if nobody will be home (not for cream cakes)',
  'A contact number for the recipient if the order is a gift',
  '“It’s a surprise!” and we will not call ahead to the recipient',
  'Anything about access: steep driveways, dogs, or a back entrance',
];

/**
 * The fee cards: the spec's three speeds while the shop charges no fee of its own (its fallback
 * text), else exactly the fees the server charges (issue 26), so no fee is first seen at payment.
 */
function feeCards(fees: DeliveryFees): typeof FEES {
  if (!chargesDelivery(fees)) return FEES;
  return [
    {
      name: fees.zones.length ? 'Everywhere else we deliver' : 'Anywhere we deliver',
      price: feeLabel(fees.baseFeeCents),
      timing: 'Monday to Saturday',
      note: 'In a two-hour window you choose at checkout.',
      icon: Truck,
      featured: true,
    },
    ...fees.zones.map((zone) => ({
      name: zoneName(zone),
      price: feeLabel(zone.feeCents),
      timing: 'Monday to Saturday',
      note: zone.suburb ? `Deliveries to ${zone.suburb}.` : `Deliveries anywhere in ${zone.region}.`,
      icon: MapPin,
    })),
  ];
}

/** "$50.00" from the shop's threshold, the spec's "$50" while it charges no fee; null when never free. */
function freeOverText(fees: DeliveryFees): string | null {
  if (!chargesDelivery(fees)) return '$50';
  return fees.freeOverCents === null ? null : formatCurrency(fees.freeOverCents);
}

export function DeliveryInfoPage() {
  const business = useBusinessDetails();
  const fees = useDeliveryFees();
  const cards = feeCards(fees);
  const freeOver = freeOverText(fees);
  const charging = chargesDelivery(fees);
  // Fees are priced like the goods (decision 0210): the same GST wording as every other price.
  const settings = useBusinessSettings().data;
  const gst = settings ? gstNoteFor(settings) : null;
  return (
    <>
      <PageMeta
        title="Delivery Information"
        description={
          charging
            ? `Cakes and sweets delivered Monday to Saturday. Delivery from ${formatCurrency(deliveryFeeEstimate(fees, 0).cents)}${freeOver ? `, free on orders over ${freeOver}` : ''}.`
            : 'Cakes and sweets delivered across Auckland, Monday to Saturday. Standard $8.50, express $15, same day $25, and free delivery on orders over $50.'
        }
      />
      <InfoHero
        eyebrow="Delivery information"
        title="Fresh from our oven to your door"
        icon={Truck}
        lead="We deliver right across Auckland, Monday to Saturday, in our own vans, with drivers who know that a three-tier cake is not a parcel."
      >
        {freeOver ? (
          <p className="inline-flex items-center gap-2 rounded-full border border-pistachio-300 bg-pistachio-50 px-4 py-2 font-semibold text-pistachio-800">
            <Gift aria-hidden="true" className="size-5" />
            Free delivery on orders over {freeOver}
          </p>
        ) : null}
      </InfoHero>

      <InfoSection
        id="delivery-fees"
        eyebrow="Delivery fees"
        title={charging ? 'What delivery costs' : 'Choose how fast it arrives'}
        lead={
          charging
            ? `The fee depends on where your order goes. You see it in your cart and at checkout, before you pay${gst ? ` (${gst})` : ''}.`
            : `Pick your option at checkout. Every fee covers careful handling and a delivery window that suits you${gst ? ` (${gst})` : ''}.`
        }
        align="center"
      >
        <ul className="mt-12 grid gap-6 md:grid-cols-3" data-testid="delivery-fee-list">
          {cards.map((fee) => {
            const Icon = fee.icon;
            return (
              <li
                key={fee.name}
                className={cn(
                  'relative flex flex-col rounded-card border bg-card p-8 shadow-soft',
                  fee.featured ? 'border-saffron-300 shadow-warm ring-2 ring-saffron-200' : 'border-border',
                )}
              >
                {fee.featured ? (
                  <Badge variant="warning" className="absolute top-6 right-6">
                    Most popular
                  </Badge>
                ) : null}
                <span
                  aria-hidden="true"
                  className="grid size-12 place-items-center rounded-2xl bg-saffron-100 text-saffron-800"
                >
                  <Icon className="size-6" />
                </span>
                <h3 className="mt-5 text-h3 text-cocoa-950">{fee.name}</h3>
                <p className="mt-1 font-display text-4xl font-semibold text-cocoa-950">{fee.price}</p>
                <p className="mt-3 font-semibold text-saffron-800">{fee.timing}</p>
                <p className="mt-2 text-cocoa-700">{fee.note}</p>
              </li>
            );
          })}
        </ul>
        {freeOver ? (
          <div className="mt-8 flex flex-col items-center gap-2 rounded-card border border-pistachio-200 bg-pistachio-50 px-6 py-5 text-center sm:flex-row sm:justify-center sm:gap-4">
            <Gift aria-hidden="true" className="size-6 text-pistachio-700" />
            <p className="text-pistachio-900">
              <strong className="font-semibold">Orders over {freeOver} travel free.</strong> No code needed: the saving
              is applied at checkout.
            </p>
          </div>
        ) : null}
      </InfoSection>

      <InfoSection id="delivery-areas" band="cream">
        <div className="grid gap-10 lg:grid-cols-[minmax(0,1fr)_minmax(0,2fr)] lg:gap-16">
          <div>
            <SectionHeading
              id="delivery-areas"
              eyebrow="Delivery areas"
              title="Auckland-wide, from Albany to Papakura"
              lead="If it has an Auckland postcode, we will most likely get there. These are some of the suburbs we drive to every week."
            />
            <p className="mt-6 flex gap-3 rounded-card border border-border bg-card p-5 text-cocoa-700 shadow-soft">
              <MapPin aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-saffron-700" />
              <span>
                Waiheke Island, Pukekohe, Warkworth or further out? Give us a call before you order and we will do our
                best to arrange something.
              </span>
            </p>
          </div>
          <ul className="grid gap-4 sm:grid-cols-2">
            {AREAS.map((area) => (
              <li key={area.region} className="rounded-card border border-border bg-card p-6 shadow-soft">
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <h3 className="text-h4 text-cocoa-950">{area.region}</h3>
                  {area.sameDay ? <Badge variant="success">Same day available</Badge> : null}
                </div>
                <ul className="mt-3 flex flex-wrap gap-1.5">
                  {area.suburbs.map((suburb) => (
                    <li
                      key={suburb}
                      className="rounded-full bg-cream-100 px-2.5 py-0.5 text-caption font-medium text-cocoa-800"
                    >
                      {suburb}
                    </li>
                  ))}
                </ul>
              </li>
            ))}
            <li className="rounded-card border border-saffron-300 bg-gradient-to-br from-saffron-100 to-saffron-50 p-6 shadow-soft">
              <h3 className="flex items-center gap-2 text-h4 text-cocoa-950">
                <Store aria-hidden="true" className="size-5 text-saffron-800" />
                Prefer to collect?
              </h3>
              <p className="mt-2 text-small leading-relaxed text-cocoa-800">
                Choose pickup at checkout and collect from our cafe at {business?.address}, any day we are open.
              </p>
            </li>
          </ul>
        </div>
      </InfoSection>

      <InfoSection id="delivery-times">
        <div className="grid gap-10 lg:grid-cols-2 lg:gap-16">
          <div>
            <SectionHeading
              id="delivery-times"
              eyebrow="Delivery times"
              title="Monday to Saturday, in a two-hour window"
              lead="Choose a delivery date and time slot at checkout. Our driver will phone you if they can’t find the door."
            />
            <ul aria-label="Delivery days" className="mt-8 flex flex-wrap gap-1.5 sm:gap-2">
              {DAYS.map(([day, delivers]) => (
                <li
                  key={day}
                  className={cn(
                    'grid size-10 place-items-center rounded-xl border text-caption font-semibold sm:size-14 sm:rounded-2xl sm:text-small',
                    delivers
                      ? 'border-saffron-300 bg-saffron-100 text-cocoa-900'
                      : 'border-dashed border-cocoa-300 bg-transparent text-cocoa-600 line-through',
                  )}
                >
                  {day}
                  <span className="sr-only">{delivers ? ': deliveries' : ': no deliveries'}</span>
                </li>
              ))}
            </ul>
          </div>
          <div className="space-y-6">
            <div className="rounded-card border border-border bg-card p-6 shadow-soft">
              <h3 className="flex items-center gap-2 text-h4 text-cocoa-950">
                <Clock aria-hidden="true" className="size-5 text-saffron-700" />
                Time slots
              </h3>
              <ul className="mt-4 flex flex-wrap gap-2">
                {SLOTS.map((slot) => (
                  <li
                    key={slot}
                    className="rounded-full border border-saffron-200 bg-saffron-50 px-3.5 py-1.5 text-small font-semibold text-cocoa-800 tabular-nums"
                  >
                    {slot}
                  </li>
                ))}
              </ul>
            </div>
            <div className="rounded-card border border-border bg-card p-6 shadow-soft">
              <h3 className="flex items-center gap-2 text-h4 text-cocoa-950">
                <CalendarDays aria-hidden="true" className="size-5 text-saffron-700" />
                Good to know
              </h3>
              <ul className="mt-4 list-disc space-y-2 pl-5 text-cocoa-700 marker:text-saffron-500">
                <li>
                  We deliver Monday to Saturday. There are no deliveries on Sundays, but you can still collect from the
                  cafe.
                </li>
                <li>Orders placed after 2 PM may be scheduled for the next business day.</li>
                <li>Public holidays can shift delivery days; we will contact you if yours is affected.</li>
              </ul>
            </div>
          </div>
        </div>
      </InfoSection>

      <section aria-labelledby="delivery-packaging" className="mx-auto max-w-7xl px-4 sm:px-6">
        <SectionHeading
          id="delivery-packaging"
          eyebrow="Packaging"
          title="Packed as carefully as it was baked"
          align="center"
        />
        <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {PACKAGING.map((item) => {
            const Icon = item.icon;
            return (
              <li key={item.title} className="rounded-card border border-border bg-card p-6 shadow-soft">
                <span
                  aria-hidden="true"
                  className="grid size-12 place-items-center rounded-2xl bg-rose-100 text-rose-800"
                >
                  <Icon className="size-6" />
                </span>
                <h3 className="mt-5 text-h4 text-cocoa-950">{item.title}</h3>
                <p className="mt-2 text-cocoa-700">{item.text}</p>
              </li>
            );
          })}
        </ul>
      </section>

      <section aria-labelledby="delivery-instructions" className="mx-auto max-w-7xl px-4 pt-16 sm:px-6 md:pt-20">
        <div className="grid items-start gap-8 rounded-[2rem] border border-saffron-200 bg-gradient-to-br from-saffron-50 to-cream-50 p-6 shadow-soft sm:p-10 lg:grid-cols-2 lg:gap-14">
          <div>
            <span
              aria-hidden="true"
              className="grid size-12 place-items-center rounded-2xl bg-saffron-400 text-cocoa-950"
            >
              <NotebookPen className="size-6" />
            </span>
            <h2 id="delivery-instructions" className="mt-5 text-h2 text-cocoa-950">
              Special instructions
            </h2>
            <p className="mt-4 text-lg leading-relaxed text-cocoa-700">
              Use the special instructions box at checkout to tell our driver anything that helps. For cream cakes and
              tiered cakes, someone needs to be home to receive them: we never leave them in the sun.
            </p>
          </div>
          <ul className="space-y-3">
            {INSTRUCTIONS.map((line) => (
              <li key={line} className="flex gap-3 rounded-xl bg-card/80 px-4 py-3 text-cocoa-800 shadow-soft">
                <span aria-hidden="true" className="mt-2 size-2 shrink-0 rounded-full bg-saffron-500" />
                {line}
              </li>
            ))}
          </ul>
        </div>
      </section>

      <HelpCta
        id="delivery-help"
        eyebrow="Questions about delivery?"
        title="Talk to a real person"
        lead="Need a specific time, an address outside our usual areas, or to check on an order? Give us a call and we will sort it out."
      />
    </>
  );
}
