import {
  ArrowDown,
  Briefcase,
  Cake,
  CalendarClock,
  Check,
  Gem,
  type LucideIcon,
  CakeSlice,
  Flower2,
  Layers,
  Wheat,
  PartyPopper,
  Sparkles,
} from 'lucide-react';
import { Button } from '@/web/components/ui/button';
import { paths } from '@/web/lib/paths';
import { Link } from 'react-router';
import { cn } from '@/web/lib/cn';
import { HelpCta } from './help-cta';
import { InfoHero } from './info-hero';
import { PageMeta } from './page-meta';
import { InfoSection } from './info-section';
import { StepText } from './step-text';
import { SectionHeading } from './section-heading';

const OCCASIONS: { title: string; text: string; icon: LucideIcon; tint: string; examples: string[] }[] = [
  {
    title: 'Weddings',
    text: 'Tiered cakes, dessert tables and boxed mithai or baklava favours, designed with you around your colours and flowers.',
    icon: Gem,
    tint: 'from-rose-100 to-rose-50 text-rose-800',
    examples: ['Tiered cakes', 'Dessert tables', 'Favours'],
  },
  {
    title: 'Birthdays',
    text: 'From a dinosaur for a fourth birthday to an elegant gold-leaf cake for a sixtieth, made to make the birthday person grin.',
    icon: PartyPopper,
    tint: 'from-saffron-100 to-saffron-50 text-saffron-800',
    examples: ['Character cakes', 'Number cakes', 'Cupcakes'],
  },
  {
    title: 'Corporate',
    text: 'Logo cookies, branded cupcakes, morning-tea platters and gift boxes for clients and teams, delivered on time.',
    icon: Briefcase,
    tint: 'from-pistachio-100 to-pistachio-50 text-pistachio-800',
    examples: ['Logo cookies', 'Platters', 'Client gifts'],
  },
  {
    title: 'Special Events',
    text: 'Eid, Diwali, Christmas, engagements, baby showers and graduations: celebration cakes and festive sweet boxes for every tradition.',
    icon: Sparkles,
    tint: 'from-cream-200 to-cream-50 text-cocoa-800',
    examples: ['Festive boxes', 'Showers', 'Engagements'],
  },
];

const OPTIONS: { title: string; icon: LucideIcon; items: string[] }[] = [
  {
    title: 'Flavours',
    icon: CakeSlice,
    items: [
      'Vanilla bean',
      'Belgian chocolate',
      'Red velvet',
      'Pistachio & rose',
      'Saffron & cardamom',
      'Lemon & elderflower',
      'Carrot & walnut',
      'Mango & passionfruit',
    ],
  },
  {
    title: 'Fillings',
    icon: Layers,
    items: [
      'Swiss meringue buttercream',
      'Dark chocolate ganache',
      'Salted caramel',
      'Passionfruit curd',
      'Raspberry compote',
      'Rose & cardamom cream',
      'Cream cheese frosting',
    ],
  },
  {
    title: 'Decorations',
    icon: Flower2,
    items: [
      'Fresh seasonal flowers',
      'Handmade sugar flowers',
      'Edible gold leaf',
      'Hand-piped messages',
      'Edible photo prints',
      'Fondant figures',
      'Chocolate drip & macarons',
    ],
  },
  {
    title: 'Dietary',
    icon: Wheat,
    items: ['Eggless sponges', 'Gluten-free sponge', 'Nut-free recipes', 'No gelatine or alcohol', 'Reduced sugar'],
  },
];

const STEPS = [
  {
    title: 'Share your idea',
    text: 'Call or message us with your date, the number of guests, your favourite flavours and any inspiration photos.',
  },
  {
    title: 'Design and quote',
    text: 'Our decorator sketches a design and sends you a clear, itemised quote, usually within one business day.',
  },
  {
    title: 'Confirm with a deposit',
    text: 'A 50% deposit locks in your date, and we confirm every detail with you in writing.',
  },
  {
    title: 'We bake, you celebrate',
    text: 'Your cake is baked fresh for your day and ready to collect from the cafe or delivered anywhere in Auckland.',
  },
];

const SIZES = [
  { size: '4 inch', serves: '2–4' },
  { size: '6 inch', serves: '8–10' },
  { size: '8 inch', serves: '12–20' },
  { size: '10 inch', serves: '25–35' },
  { size: '12 inch', serves: '40–50' },
];

const PRICING = [
  { label: 'Base price', value: '$35 – $120', note: 'From $35 for a 6 inch cake to $120 for a 12 inch cake' },
  { label: 'Design fee', value: 'From $25', note: 'For custom artwork, lettering and themed designs' },
  { label: 'Premium decorations', value: '$15 – $50', note: 'Sugar flowers, gold leaf, figurines and photo prints' },
  {
    label: 'Deposit',
    value: '50%',
    note: 'Secures your date; the balance is paid before your order leaves the kitchen',
  },
];

const TIMELINE: { label: string; value: string; note: string; highlight?: boolean }[] = [
  { label: 'Minimum notice', value: '48 hours', note: 'For simple designs and sizes we have in stock' },
  { label: 'Standard designs', value: '5–7 business days', note: 'Most birthday and celebration cakes' },
  { label: 'Complex designs', value: '7–10 business days', note: 'Sculpted cakes, sugar work and multiple tiers' },
  { label: 'Wedding cakes', value: '2–3 weeks', note: 'Including a tasting and a design consultation' },
  {
    label: 'Rush orders',
    value: '3–4 days',
    note: 'Orders with less than 5 days’ notice carry a 30% rush surcharge',
    highlight: true,
  },
];

export function CustomOrdersPage() {
  return (
    <>
      <PageMeta
        title="Custom Orders"
        description="Custom wedding, birthday and celebration cakes made in Auckland. Flavours, sizes from 4 to 12 inches, pricing from $35, and how to order."
      />
      <InfoHero
        eyebrow="Custom orders"
        title="The cake you’ve been picturing, made by hand"
        icon={Cake}
        lead="Tell us about your celebration and our decorators will design a cake, dessert table or sweet box that looks like you imagined and tastes even better."
      >
        <Button asChild size="lg">
          <Link to={paths.customCakeRequest()}>Request a custom cake</Link>
        </Button>
        <Button asChild size="lg" variant="outline">
          <a href="#custom-process">
            How ordering works
            <ArrowDown aria-hidden="true" />
          </a>
        </Button>
      </InfoHero>

      <InfoSection
        id="custom-occasions"
        eyebrow="Occasions"
        title="Made for your moment"
        lead="Whatever you are celebrating, and however many people are coming, we will design something just for it."
        align="center"
      >
        <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {OCCASIONS.map((o) => {
            const Icon = o.icon;
            return (
              <li
                key={o.title}
                className="flex flex-col overflow-hidden rounded-card border border-border bg-card shadow-soft"
              >
                <div aria-hidden="true" className={cn('grid h-32 place-items-center bg-gradient-to-br', o.tint)}>
                  <Icon strokeWidth={1.5} className="size-14" />
                </div>
                <div className="flex flex-1 flex-col p-6">
                  <h3 className="text-h3 text-cocoa-950">{o.title}</h3>
                  <p className="mt-2 flex-1 text-cocoa-700">{o.text}</p>
                  <ul className="mt-4 flex flex-wrap gap-1.5">
                    {o.examples.map((example) => (
                      <li
                        key={example}
                        className="rounded-full bg-saffron-50 px-2.5 py-0.5 text-caption font-semibold text-saffron-900"
                      >
                        {example}
                      </li>
                    ))}
                  </ul>
                </div>
              </li>
            );
          })}
        </ul>
      </InfoSection>

      <InfoSection
        id="custom-options"
        band="cream"
        eyebrow="Make it yours"
        title="Flavours, fillings and finishing touches"
        lead="Mix and match from our favourites, or ask for something new. We love a challenge."
      >
        <div className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {OPTIONS.map((group) => (
            <div key={group.title} className="rounded-card border border-border bg-card p-6 shadow-soft">
              <h3 className="flex items-center gap-2 text-h4 text-cocoa-950">
                <group.icon aria-hidden="true" className="size-5 text-saffron-700" />
                {group.title}
              </h3>
              <ul className="mt-4 space-y-2">
                {group.items.map((item) => (
                  <li key={item} className="flex gap-2.5 text-cocoa-700">
                    <Check aria-hidden="true" className="mt-1 size-4 shrink-0 text-pistachio-600" />
                    {item}
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </div>
        <p className="mt-6 text-small text-muted-foreground">
          Our kitchen handles nuts, gluten, dairy, eggs and sesame, so we cannot guarantee any cake is completely free
          of allergens. Please tell us about allergies when you order.
        </p>
      </InfoSection>

      <section
        id="custom-process"
        aria-labelledby="custom-process-heading"
        className="mx-auto max-w-7xl scroll-mt-32 px-4 py-16 sm:px-6 md:py-20"
      >
        <SectionHeading
          id="custom-process-heading"
          eyebrow="How it works"
          title="Four steps to your custom cake"
          align="center"
        />
        <ol className="mt-12 grid gap-6 md:grid-cols-2 lg:grid-cols-4">
          {STEPS.map((step, index) => (
            <li key={step.title} className="relative rounded-card border border-border bg-card p-6 pt-8 shadow-soft">
              <span
                aria-hidden="true"
                className="grid size-12 place-items-center rounded-full bg-saffron-400 font-display text-xl font-semibold text-cocoa-950 shadow-glow"
              >
                {index + 1}
              </span>
              <StepText number={index + 1} title={step.title} text={step.text} />
            </li>
          ))}
        </ol>
      </section>

      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <div className="grid gap-8 lg:grid-cols-2">
          <section
            aria-labelledby="custom-pricing"
            className="rounded-[2rem] border border-border bg-card p-6 shadow-warm sm:p-10"
          >
            <SectionHeading id="custom-pricing" eyebrow="Pricing" title="Clear prices, no surprises" />
            <dl className="mt-8 divide-y divide-border">
              {PRICING.map((row) => (
                <div key={row.label} className="grid gap-1 py-4 sm:grid-cols-[minmax(0,1fr)_auto] sm:gap-6">
                  <dt>
                    <span className="font-semibold text-cocoa-900">{row.label}</span>
                    <span className="mt-0.5 block text-small text-muted-foreground">{row.note}</span>
                  </dt>
                  <dd className="font-display text-2xl font-semibold text-saffron-800 sm:text-right">{row.value}</dd>
                </div>
              ))}
            </dl>
            <h3 className="mt-8 text-h4 text-cocoa-950">Cake sizes</h3>
            <ul className="mt-4 grid grid-cols-[repeat(auto-fit,minmax(5.25rem,1fr))] gap-2">
              {SIZES.map((s) => (
                <li key={s.size} className="rounded-xl border border-saffron-200 bg-saffron-50 px-2 py-3 text-center">
                  <span className="block font-display text-lg font-semibold whitespace-nowrap text-cocoa-950">
                    {s.size}
                  </span>
                  <span className="block text-caption text-cocoa-700">
                    Serves <span className="block font-semibold whitespace-nowrap text-cocoa-900">{s.serves}</span>
                  </span>
                </li>
              ))}
            </ul>
            <p className="mt-6 rounded-xl bg-pistachio-50 px-4 py-3 text-small text-pistachio-900">
              <strong className="font-semibold">Payment plans:</strong> for orders over $200 you can pay a 50% deposit
              and spread the balance before your event.
            </p>
          </section>

          <section
            aria-labelledby="custom-timeline"
            className="rounded-[2rem] border border-saffron-200 bg-gradient-to-b from-saffron-50 to-cream-50 p-6 shadow-warm sm:p-10"
          >
            <p className="text-eyebrow font-semibold tracking-[0.14em] text-saffron-700 uppercase">Timeline</p>
            <h2 id="custom-timeline" className="mt-2 text-h2 text-cocoa-950">
              How much notice we need
            </h2>
            <p className="mt-4 text-cocoa-700">
              Great cakes take time. Book as early as you can, especially for weddings and the Eid, Diwali and Christmas
              rush.
            </p>
            <ol className="mt-8 space-y-4">
              {TIMELINE.map((row) => (
                <li
                  key={row.label}
                  className={cn(
                    'flex gap-4 rounded-xl border p-4',
                    row.highlight ? 'border-rose-200 bg-rose-50' : 'border-border bg-card shadow-soft',
                  )}
                >
                  <CalendarClock
                    aria-hidden="true"
                    className={cn('mt-0.5 size-5 shrink-0', row.highlight ? 'text-rose-700' : 'text-saffron-700')}
                  />
                  <div className="flex-1">
                    <div className="flex flex-wrap items-baseline justify-between gap-x-4">
                      <h3 className="font-sans text-base font-semibold text-cocoa-950">{row.label}</h3>
                      <p
                        className={cn(
                          'font-display text-lg font-semibold',
                          row.highlight ? 'text-rose-800' : 'text-saffron-800',
                        )}
                      >
                        {row.value}
                      </p>
                    </div>
                    <p className="mt-1 text-small text-cocoa-700">{row.note}</p>
                  </div>
                </li>
              ))}
            </ol>
          </section>
        </div>
      </div>

      <HelpCta
        id="custom-help"
        eyebrow="Let’s start planning"
        title="Ready to design your cake?"
        lead="Call us for a chat about your ideas, or send a message with your date, guest numbers and inspiration photos. We reply within 24 hours."
      />
    </>
  );
}
