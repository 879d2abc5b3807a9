import { gstNoteFor } from '@/domain/checkout-pricing';
import { chargesDelivery, type DeliveryFees, deliveryFeeEstimate } from '@/domain/delivery-fees';
import { formatCurrency } from '@/domain/money';
import { useDeliveryFees } from '@/web/lib/delivery-fees';
import {
  CalendarHeart,
  Clock,
  ExternalLink,
  Headphones,
  type LucideIcon,
  Mail,
  MapPin,
  MessageCircle,
  MessagesSquare,
  Navigation,
  Phone,
} from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { WEEKDAYS } from '@/domain/business';
import { Button } from '@/web/components/ui/button';
import { type BusinessDetails, formatTime } from '@/web/lib/business-format';
import { cn } from '@/web/lib/cn';
import { useBusinessDetails, useBusinessSettings } from '@/web/lib/get-business-settings';
import { ContactForm } from '@/web/components/contact-form';
import { WEEKDAY_LABELS } from '@/web/lib/weekday-labels';
import { useSendContactMessage } from './api/send-contact-message';
import { InfoHero } from './info-hero';
import { PageMeta } from './page-meta';
import { HolidayHoursNotice } from './holiday-hours-notice';
import { SectionHeading } from './section-heading';

const SUPPORT_HOURS: { label: string; value: string; icon: LucideIcon }[] = [
  { label: 'Public holidays', value: '10am–5pm', icon: CalendarHeart },
  { label: 'Phone support', value: '8am–6pm', icon: Headphones },
  { label: 'Live chat', value: '9am–5pm', icon: MessagesSquare },
  { label: 'Email replies', value: 'Within 24 hours', icon: Mail },
];

/** The contact page's own FAQ. The vegan answer differs from the FAQ page on purpose (spec README). */
const CONTACT_FAQ = [
  {
    question: 'How far ahead should I order a custom cake?',
    answer:
      'We need at least 48 hours’ notice, and 5–7 business days is ideal for most designs. Wedding cakes are best booked 2–3 weeks ahead.',
  },
  {
    question: 'Do you deliver across Auckland?',
    // Filled from the shop's delivery fees (deliveryAnswer), so it never names a fee not charged.
    answer: '',
  },
  {
    question: 'Do you offer vegan options?',
    answer:
      'Yes, vegan options are available on request. Give us a call or send a message and we will talk you through what we can make.',
  },
  {
    question: 'Can I pick up my order from the cafe?',
    answer:
      'Of course. Choose pickup at checkout and collect from our counter during opening hours; we will have it boxed and ready for you.',
  },
];

interface ContactCardProps {
  icon: LucideIcon;
  title: string;
  children: ReactNode;
  action: ReactNode;
  tint: string;
}

function ContactCard({ icon: Icon, title, children, action, tint }: ContactCardProps) {
  return (
    <li className="flex flex-col rounded-card border border-border bg-card p-7 shadow-soft transition-shadow hover:shadow-warm">
      <span aria-hidden="true" className={cn('grid size-14 place-items-center rounded-2xl', tint)}>
        <Icon className="size-7" />
      </span>
      <h3 className="mt-5 text-h3 text-cocoa-950">{title}</h3>
      <div className="mt-2 flex-1 text-cocoa-700">{children}</div>
      <div className="mt-6">{action}</div>
    </li>
  );
}

function MapPlaceholder({ business }: { business: BusinessDetails | undefined }) {
  const newTabId = useId();
  return (
    <section aria-labelledby="contact-map" className="mx-auto max-w-7xl px-4 pt-16 sm:px-6">
      <div className="relative isolate overflow-hidden rounded-[2rem] border border-border bg-pistachio-50 shadow-warm md:min-h-[24rem]">
        {/* An illustrated "map": streets, parks, the harbour and a pin. Purely decorative. */}
        <div aria-hidden="true" className="relative h-60 md:absolute md:inset-0 md:-z-10 md:h-auto">
          <div
            className="absolute inset-0"
            style={{
              backgroundImage:
                'linear-gradient(rgb(121 158 54 / 0.10) 1px, transparent 1px), linear-gradient(90deg, rgb(121 158 54 / 0.10) 1px, transparent 1px)',
              backgroundSize: '36px 36px',
            }}
          />
          <div className="absolute top-[14%] left-[58%] h-10 w-16 rounded-lg bg-cream-200/80" />
          <div className="absolute top-[68%] left-[61%] h-14 w-24 rounded-lg bg-cream-200/80" />
          <div className="absolute top-[70%] left-[78%] h-12 w-20 rounded-lg bg-cream-200/70" />
          <div className="absolute top-[36%] left-[84%] h-8 w-14 rounded-lg bg-rose-100/80" />
          <div className="absolute -top-10 -right-24 h-56 w-[30rem] rotate-[-8deg] rounded-[50%] bg-gradient-to-br from-sky-200/80 to-sky-100/60" />
          <div className="absolute bottom-10 left-[8%] h-28 w-44 rounded-[2.5rem] bg-pistachio-200/80" />
          <div className="absolute top-[18%] left-[30%] h-24 w-32 rounded-[2rem] bg-pistachio-200/60" />
          <div className="absolute top-0 bottom-0 left-[56%] w-5 bg-white shadow-[0_0_0_2px_rgb(226_196_151/0.6)]" />
          <div className="absolute top-[58%] right-0 left-0 h-5 -rotate-3 bg-white shadow-[0_0_0_2px_rgb(226_196_151/0.6)]" />
          <div className="absolute top-[30%] right-0 left-0 h-3 rotate-6 bg-white/90" />
          <div className="absolute top-0 bottom-0 left-[72%] w-3 rotate-12 bg-white/90" />
          <div className="absolute top-0 bottom-0 left-[18%] w-3 -rotate-6 bg-white/90" />
          <div className="absolute top-[52%] left-[56%] -translate-x-1/2 -translate-y-full">
            <span className="absolute top-full left-1/2 size-10 -translate-x-1/2 -translate-y-1/2 rounded-full bg-saffron-400/30 motion-safe:animate-ping" />
            <span className="relative grid size-14 place-items-center rounded-full rounded-br-none bg-saffron-400 shadow-glow [transform:rotate(45deg)]">
              <MapPin className="size-6 -rotate-45 text-cocoa-950" />
            </span>
          </div>
        </div>
        <div className="relative -mt-20 p-3 sm:p-8 md:mt-0 md:flex md:min-h-[24rem] md:items-center">
          <div className="w-full rounded-card border border-border bg-card/95 p-5 shadow-lifted backdrop-blur sm:p-6 md:max-w-sm">
            <p className="text-eyebrow font-semibold tracking-[0.14em] text-saffron-700 uppercase">Find us</p>
            <h2 id="contact-map" className="mt-1 text-h3 text-cocoa-950">
              {business?.name}
            </h2>
            <p className="mt-2 text-cocoa-700">{business?.address}</p>
            <Button asChild className="mt-5" variant="primary">
              <a href={business?.mapsUrl} target="_blank" rel="noopener noreferrer" aria-describedby={newTabId}>
                <Navigation aria-hidden="true" />
                Open in a maps service
                <ExternalLink aria-hidden="true" className="hidden size-4 sm:block" />
              </a>
            </Button>
            <span id={newTabId} className="sr-only">
              Opens in a new tab
            </span>
          </div>
        </div>
      </div>
    </section>
  );
}

/**
 * The delivery answer (issue 26): the spec's text while the shop charges no fee of its own, else
 * its own lowest fee and threshold; with the GST wording every price carries.
 */
function deliveryAnswer(fees: DeliveryFees, gst: string | null): string {
  const wording = gst ? ` (${gst})` : '';
  if (!chargesDelivery(fees)) {
    return `Yes, from the North Shore to South Auckland, Monday to Saturday. Standard delivery is $8.50${wording} and orders over $50 travel free.`;
  }
  const from = formatCurrency(deliveryFeeEstimate(fees, 0).cents);
  const free = fees.freeOverCents === null ? '' : ` and orders over ${formatCurrency(fees.freeOverCents)} travel free`;
  return `Yes, Monday to Saturday. Delivery is from ${from}${wording}${free}; your cart shows the fee for your area.`;
}

export function ContactPage() {
  const business = useBusinessDetails();
  const fees = useDeliveryFees();
  const settings = useBusinessSettings().data;
  const faq = CONTACT_FAQ.map((item) =>
    item.answer ? item : { ...item, answer: deliveryAnswer(fees, settings ? gstNoteFor(settings) : null) },
  );
  const send = useSendContactMessage();
  const newTabId = useId();

  return (
    <>
      <PageMeta
        title="Contact Us"
        description={(name) =>
          `Visit, call or message ${name} in Auckland. Opening hours, phone, email and a quick contact form for orders and questions.`
        }
      />
      <InfoHero
        eyebrow="Contact us"
        title="We’d love to hear from you"
        icon={MessageCircle}
        lead="Planning a celebration, chasing an order, or just wondering whether the baklava is still warm? Call, email, drop in or send us a message, and a real person from our team will get back to you."
      />

      <section aria-labelledby="contact-ways" className="mx-auto max-w-7xl px-4 py-16 sm:px-6">
        <h2 id="contact-ways" className="sr-only">
          Ways to reach us
        </h2>
        <ul className="grid gap-6 md:grid-cols-3">
          <ContactCard
            icon={MapPin}
            title="Visit the cafe"
            tint="bg-saffron-100 text-saffron-800"
            action={
              <>
                <Button asChild variant="outline">
                  <a href={business?.mapsUrl} target="_blank" rel="noopener noreferrer" aria-describedby={newTabId}>
                    <Navigation aria-hidden="true" />
                    Get Directions
                  </a>
                </Button>
                <span id={newTabId} className="sr-only">
                  Opens in a new tab
                </span>
              </>
            }
          >
            <address className="not-italic">
              {business?.addressLines.map((line) => (
                <span key={line} className="block">
                  {line}
                </span>
              ))}
            </address>
            <p className="mt-2 text-small text-muted-foreground">
              Pop in for a coffee and a slice. Pickup orders are collected from the counter.
            </p>
          </ContactCard>
          <ContactCard
            icon={Phone}
            title="Call us"
            tint="bg-rose-100 text-rose-800"
            action={
              <Button asChild variant="outline">
                <a href={business?.phoneHref}>
                  <Phone aria-hidden="true" />
                  Call Now
                </a>
              </Button>
            }
          >
            <p className="font-semibold text-cocoa-900">{business?.phone}</p>
            <p className="mt-2 text-small text-muted-foreground">
              Orders, cake consultations and delivery questions, 8am–6pm.
            </p>
          </ContactCard>
          <ContactCard
            icon={Mail}
            title="Email us"
            tint="bg-pistachio-100 text-pistachio-800"
            action={
              <Button asChild variant="outline">
                <a href={business?.emailHref}>
                  <Mail aria-hidden="true" />
                  Send Email
                </a>
              </Button>
            }
          >
            <p className="font-semibold break-all text-cocoa-900">{business?.email}</p>
            <p className="mt-2 text-small text-muted-foreground">
              Send us photos and ideas for your cake. We reply within 24 hours.
            </p>
          </ContactCard>
        </ul>
      </section>

      <div className="mx-auto grid max-w-7xl gap-8 px-4 sm:px-6 lg:grid-cols-[minmax(0,1.6fr)_minmax(0,1fr)]">
        <section
          aria-labelledby="contact-form-heading"
          className="rounded-[2rem] border border-border bg-card p-6 shadow-warm sm:p-10"
        >
          <SectionHeading
            id="contact-form-heading"
            eyebrow="Send a message"
            title="Tell us what you’re planning"
            lead="Questions about an order, a quote for a custom cake, or feedback for the team: it all lands with us."
          />
          <div className="mt-8">
            <ContactForm
              variant="contact"
              labelledBy="contact-form-heading"
              onSend={(message) => send.mutateAsync({ ...message, source: 'contact' })}
            />
          </div>
        </section>

        <div className="flex flex-col gap-8">
          <section
            aria-labelledby="contact-hours"
            className="rounded-[2rem] border border-saffron-200 bg-gradient-to-b from-saffron-50 to-cream-50 p-6 shadow-soft sm:p-8"
          >
            <div className="flex items-center gap-3">
              <span
                aria-hidden="true"
                className="grid size-11 place-items-center rounded-xl bg-saffron-400 text-cocoa-950"
              >
                <Clock className="size-5" />
              </span>
              <h2 id="contact-hours" className="text-h3 text-cocoa-950">
                Opening hours
              </h2>
            </div>
            <dl className="mt-6 divide-y divide-saffron-200/70">
              {WEEKDAYS.map((day) => {
                const hours = business?.openingHours[day];
                if (!hours) return null;
                return (
                  <div key={day} className="flex items-center justify-between gap-4 py-2.5">
                    <dt className="font-medium text-cocoa-800">{WEEKDAY_LABELS[day]}</dt>
                    <dd className={hours.closed ? 'font-semibold text-rose-700' : 'text-cocoa-900 tabular-nums'}>
                      {hours.closed ? 'Closed' : `${formatTime(hours.open)}–${formatTime(hours.close)}`}
                    </dd>
                  </div>
                );
              })}
            </dl>
            <HolidayHoursNotice />
          </section>

          <section
            aria-labelledby="contact-support"
            className="rounded-[2rem] border border-border bg-card p-6 shadow-soft sm:p-8"
          >
            <h2 id="contact-support" className="text-h3 text-cocoa-950">
              Holidays &amp; support
            </h2>
            <ul className="mt-5 space-y-4">
              {SUPPORT_HOURS.map((item) => {
                const Icon = item.icon;
                return (
                  <li key={item.label} className="flex items-center gap-3">
                    <span
                      aria-hidden="true"
                      className="grid size-9 shrink-0 place-items-center rounded-lg bg-cream-200 text-cocoa-800"
                    >
                      <Icon className="size-4" />
                    </span>
                    <span className="flex flex-1 flex-wrap items-baseline justify-between gap-x-3">
                      <span className="font-medium text-cocoa-800">{item.label}</span>
                      <span className="text-cocoa-900">{item.value}</span>
                    </span>
                  </li>
                );
              })}
            </ul>
          </section>
        </div>
      </div>

      <MapPlaceholder business={business} />

      <section aria-labelledby="contact-faq" className="mx-auto max-w-7xl px-4 pt-16 sm:px-6 md:pt-20">
        <SectionHeading
          id="contact-faq"
          eyebrow="Before you ask"
          title="Quick answers"
          lead="The questions we hear most at the counter."
          align="center"
        />
        <ul className="mt-10 grid gap-6 md:grid-cols-2">
          {faq.map((item) => (
            <li key={item.question} className="rounded-card border border-border bg-card p-7 shadow-soft">
              <h3 className="text-h4 text-cocoa-950">{item.question}</h3>
              <p className="mt-2 leading-relaxed text-cocoa-700">{item.answer}</p>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
