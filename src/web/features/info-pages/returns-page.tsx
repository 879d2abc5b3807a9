import {
  BadgeCheck,
  Camera,
  CircleCheck,
  Clock,
  CreditCard,
  Gift,
  type LucideIcon,
  Mail,
  MessageCircle,
  Phone,
  RefreshCcw,
  ShieldCheck,
  X,
} from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/web/components/ui/button';
import { paths } from '@/web/lib/paths';
import { useBusinessDetails } from '@/web/lib/get-business-settings';
import { InfoHero } from './info-hero';
import { PageMeta } from './page-meta';
import { InfoSection } from './info-section';
import { StepText } from './step-text';
import { SectionHeading } from './section-heading';

const COVERED = [
  'Your order arrived damaged, squashed or melted',
  'We sent the wrong item, size, flavour or message',
  'Something is missing from your order',
  'The quality is not what you expect from us',
  'Your delivery was very late or did not arrive',
];

const NOT_COVERED = [
  'A change of mind once an order has been made',
  'Problems reported more than 24 hours after delivery or pickup',
  'Desserts that were stored incorrectly after they reached you',
  'Damage after a cake has been collected or signed for in good condition',
];

const STEPS: { title: string; text: string; icon: LucideIcon }[] = [
  {
    title: 'Tell us within 24 hours',
    text: 'Call or message us within 24 hours of delivery or pickup, with your order number.',
    icon: Clock,
  },
  {
    title: 'Send a photo',
    text: 'A quick photo of the problem, and the box if it was damaged in transit, helps us sort it out fast.',
    icon: Camera,
  },
  {
    title: 'We review it',
    text: 'A member of our team looks into it, usually the same day, and talks you through your options.',
    icon: BadgeCheck,
  },
  {
    title: 'Refund issued',
    text: 'If you choose a refund, it goes back to your original card and takes 3–5 business days to appear.',
    icon: CreditCard,
  },
];

const OPTIONS: { title: string; text: string; icon: LucideIcon; tint: string; highlight?: string }[] = [
  {
    title: 'Replacement',
    text: 'We bake it again and deliver it to you free of charge, on the soonest day that suits you.',
    icon: RefreshCcw,
    tint: 'bg-saffron-100 text-saffron-800',
  },
  {
    title: 'Full refund',
    text: 'Your money back to the card you paid with. Refunds take 3–5 business days to reach your account.',
    icon: CreditCard,
    tint: 'bg-rose-100 text-rose-800',
  },
  {
    title: 'Store credit',
    text: 'Credit worth 110% of the affected items, to spend on anything in the shop. It never expires.',
    icon: Gift,
    tint: 'bg-pistachio-100 text-pistachio-800',
    highlight: 'Worth 110% · No expiry',
  },
];

export function ReturnsPage() {
  const business = useBusinessDetails();
  return (
    <>
      <PageMeta
        title="Returns & Refunds"
        description="Not happy with your order? Report it within 24 hours for a replacement, a refund in 3–5 business days, or store credit worth 110% with no expiry."
      />
      <InfoHero
        eyebrow="Returns & refunds"
        title="Our freshness promise"
        icon={ShieldCheck}
        lead={
          <>
            Everything from {business?.name} should arrive looking beautiful and tasting wonderful. If something isn’t
            right, tell us and we will make it right.
          </>
        }
      />

      <InfoSection id="returns-policy">
        <div className="grid gap-10 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.4fr)] lg:gap-16">
          <div>
            <SectionHeading
              id="returns-policy"
              eyebrow="Our policy"
              title="Report any problem within 24 hours"
              lead="Our cakes and sweets are fresh food, so we can’t take them back for a change of mind. But if we got something wrong, we want to know, and quickly, so we can see what happened."
            />
            <p className="mt-6 flex items-center gap-3 rounded-card border border-saffron-200 bg-saffron-50 p-5 font-semibold text-cocoa-900">
              <Clock aria-hidden="true" className="size-6 shrink-0 text-saffron-700" />
              Please contact us within 24 hours of delivery or pickup.
            </p>
          </div>
          <div className="grid gap-6 sm:grid-cols-2">
            <div className="rounded-card border border-border bg-card p-6 shadow-soft">
              <h3 className="text-h4 text-cocoa-950">What we cover</h3>
              <ul className="mt-4 space-y-3">
                {COVERED.map((item) => (
                  <li key={item} className="flex gap-2.5 text-cocoa-700">
                    <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-pistachio-600" />
                    {item}
                  </li>
                ))}
              </ul>
            </div>
            <div className="rounded-card border border-border bg-card p-6 shadow-soft">
              <h3 className="text-h4 text-cocoa-950">What we can’t accept</h3>
              <ul className="mt-4 space-y-3">
                {NOT_COVERED.map((item) => (
                  <li key={item} className="flex gap-2.5 text-cocoa-700">
                    <X aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-rose-600" />
                    {item}
                  </li>
                ))}
              </ul>
            </div>
          </div>
        </div>
      </InfoSection>

      <InfoSection
        id="returns-process"
        band="cream"
        eyebrow="Refund process"
        title="How it works"
        lead="No forms, no arguments. Most problems are settled with a single phone call."
        align="center"
      >
        <ol className="mt-12 grid gap-6 md:grid-cols-2 lg:grid-cols-4">
          {STEPS.map((step, index) => {
            const Icon = step.icon;
            return (
              <li key={step.title} className="rounded-card border border-border bg-card p-6 shadow-soft">
                <div className="flex items-center justify-between">
                  <span
                    aria-hidden="true"
                    className="grid size-12 place-items-center rounded-2xl bg-saffron-400 text-cocoa-950 shadow-glow"
                  >
                    <Icon className="size-6" />
                  </span>
                  <span
                    aria-hidden="true"
                    className="rounded-full bg-cream-100 px-3 py-1 text-eyebrow font-semibold tracking-[0.14em] text-saffron-800 uppercase"
                  >
                    Step {index + 1}
                  </span>
                </div>
                <StepText number={index + 1} title={step.title} text={step.text} />
              </li>
            );
          })}
        </ol>
        <p className="mx-auto mt-8 max-w-2xl text-center text-cocoa-700">
          Refunds take <strong className="font-semibold text-cocoa-900">3–5 business days</strong> to show in your
          account, depending on your bank.
        </p>
      </InfoSection>

      <InfoSection
        id="returns-options"
        eyebrow="Resolution options"
        title="You choose how we put it right"
        align="center"
      >
        <ul className="mt-12 grid gap-6 md:grid-cols-3">
          {OPTIONS.map((option) => {
            const Icon = option.icon;
            return (
              <li
                key={option.title}
                className="flex flex-col rounded-card border border-border bg-card p-8 shadow-soft"
              >
                <span aria-hidden="true" className={`grid size-14 place-items-center rounded-2xl ${option.tint}`}>
                  <Icon className="size-7" />
                </span>
                <h3 className="mt-6 text-h3 text-cocoa-950">{option.title}</h3>
                <p className="mt-3 flex-1 leading-relaxed text-cocoa-700">{option.text}</p>
                {option.highlight ? (
                  <p className="mt-5 w-fit rounded-full bg-pistachio-700 px-3 py-1 text-small font-semibold text-white">
                    {option.highlight}
                  </p>
                ) : null}
              </li>
            );
          })}
        </ul>
      </InfoSection>

      <section aria-labelledby="returns-contact" className="mx-auto max-w-7xl px-4 sm:px-6">
        <div className="relative isolate overflow-hidden rounded-[2rem] bg-cocoa-950 px-6 py-12 text-cream-50 shadow-lifted sm:px-12 md:py-14">
          <div
            aria-hidden="true"
            className="pointer-events-none absolute -top-24 -right-16 -z-10 size-80 rounded-full bg-saffron-500/25 blur-3xl"
          />
          <p className="text-eyebrow font-semibold tracking-[0.14em] text-saffron-300 uppercase">
            Something not right?
          </p>
          <h2 id="returns-contact" className="mt-2 text-h2 text-cream-50">
            Get in touch with our team
          </h2>
          <p className="mt-4 max-w-2xl text-lg text-cocoa-100">
            Have your order number and a photo ready, and we will take it from there.
          </p>
          <ul className="mt-8 grid gap-4 md:grid-cols-3">
            <li className="rounded-card border border-cocoa-800 bg-cocoa-900/60 p-5">
              <Phone aria-hidden="true" className="size-5 text-saffron-300" />
              <p className="mt-3 text-small text-cocoa-200">Phone, 8am–6pm</p>
              <a
                href={business?.phoneHref}
                className="mt-1 block font-semibold text-cream-50 underline-offset-4 hover:underline"
              >
                {business?.phone}
              </a>
            </li>
            <li className="rounded-card border border-cocoa-800 bg-cocoa-900/60 p-5">
              <Mail aria-hidden="true" className="size-5 text-saffron-300" />
              <p className="mt-3 text-small text-cocoa-200">Email, reply within 24 hours</p>
              <a
                href={business?.emailHref}
                className="mt-1 block font-semibold break-all text-cream-50 underline-offset-4 hover:underline"
              >
                {business?.email}
              </a>
            </li>
            <li className="flex flex-col rounded-card border border-cocoa-800 bg-cocoa-900/60 p-5">
              <MessageCircle aria-hidden="true" className="size-5 text-saffron-300" />
              <p className="mt-3 text-small text-cocoa-200">Prefer to write it down?</p>
              <Button asChild size="sm" className="mt-3 w-fit">
                <Link to={paths.contact()}>Send Message</Link>
              </Button>
            </li>
          </ul>
        </div>
      </section>
    </>
  );
}
