import {
  ArrowRight,
  BadgePercent,
  CircleCheck,
  Coins,
  Crown,
  Gift,
  Infinity as InfinityIcon,
  type LucideIcon,
  ShoppingBag,
  Sparkles,
  TicketPercent,
  UserPlus,
  Wallet,
} from 'lucide-react';
import { Link } from 'react-router';
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from '@/web/components/ui/accordion';
import { Button } from '@/web/components/ui/button';
import { paths } from '@/web/lib/paths';
import { useBusinessDetails } from '@/web/lib/get-business-settings';
import { InfoHero } from './info-hero';
import { PageMeta } from './page-meta';
import { InfoSection } from './info-section';
import { StepText } from './step-text';
import { SectionHeading } from './section-heading';

const STEPS: { title: string; text: string; icon: LucideIcon }[] = [
  {
    title: 'Order as usual',
    text: 'Your rewards account is created automatically with your first order. No forms, no cards to carry.',
    icon: ShoppingBag,
  },
  {
    title: 'Earn 1 point per $1',
    text: 'Every dollar of your order subtotal before GST earns a point, added as soon as your order is confirmed.',
    icon: Coins,
  },
  {
    title: 'Treat yourself',
    text: 'Turn your points into a discount at checkout whenever you are ready. Your points never expire.',
    icon: Gift,
  },
];

const REWARDS: { points: number; title: string; text: string; icon: LucideIcon }[] = [
  { points: 100, title: '5% off', text: 'A little something off your next order.', icon: BadgePercent },
  { points: 200, title: '10% off', text: 'Perfect for a birthday cake or a box of baklava.', icon: TicketPercent },
  { points: 300, title: '$10 off', text: 'Ten dollars straight off your order.', icon: Wallet },
  { points: 350, title: '15% off', text: 'Our biggest thank-you, ideal for a big celebration.', icon: Crown },
];

const BENEFITS: { title: string; text: string; icon: LucideIcon }[] = [
  {
    title: 'Points never expire',
    text: 'Save up for as long as you like. Your points wait for you.',
    icon: InfinityIcon,
  },
  {
    title: 'Automatic membership',
    text: 'You are in from your very first order, with nothing to sign up for.',
    icon: UserPlus,
  },
  {
    title: 'Redeem at checkout',
    text: 'Choose a reward as you pay and see the discount straight away.',
    icon: CircleCheck,
  },
  {
    title: 'Seasonal surprises',
    text: 'Members hear first about our Eid, Diwali and Christmas specials.',
    icon: Sparkles,
  },
];

const FAQ = [
  {
    question: 'How do I join?',
    answer:
      'Just place an order while signed in. Your rewards account is created automatically with your first order, and your points start counting straight away.',
  },
  {
    question: 'When do my points appear?',
    answer:
      'Points are added as soon as your order is confirmed. You earn 1 point for every $1 of your subtotal before GST.',
  },
  {
    question: 'Do my points expire?',
    answer: 'Never. Your points stay in your account until you decide to use them.',
  },
  {
    question: 'Can I use more than one reward on an order?',
    answer:
      'One reward can be used per order. Pick the one that suits your order best at checkout, and save the rest of your points for next time.',
  },
];

export function LoyaltyProgramPage() {
  const business = useBusinessDetails();
  return (
    <>
      <PageMeta
        title="Loyalty Program"
        description="Earn 1 point for every $1 you spend and turn your points into discounts of up to 15%. Points never expire and membership is automatic."
      />
      <InfoHero
        eyebrow="Sweet rewards"
        title="Every treat brings you closer to the next"
        icon={Gift}
        lead={
          <>
            Our loyalty programme is our way of saying thank you. Earn a point for every dollar you spend with{' '}
            {business?.name} and swap your points for discounts on your favourite cakes and sweets.
          </>
        }
      >
        <Button asChild size="lg">
          <Link to={paths.loyalty()}>
            View My Rewards
            <ArrowRight aria-hidden="true" />
          </Link>
        </Button>
        <Button asChild size="lg" variant="outline">
          <Link to={paths.home()}>
            <ShoppingBag aria-hidden="true" />
            Start Shopping
          </Link>
        </Button>
      </InfoHero>

      <InfoSection id="loyalty-how" eyebrow="How it works" title="Simple as 1, 2, 3" align="center">
        <ol className="mt-12 grid gap-6 md:grid-cols-3">
          {STEPS.map((step, index) => {
            const Icon = step.icon;
            return (
              <li
                key={step.title}
                className="relative rounded-card border border-border bg-card p-8 text-center shadow-soft"
              >
                <span
                  aria-hidden="true"
                  className="absolute top-5 left-5 grid size-8 place-items-center rounded-full bg-cocoa-950 text-sm font-semibold text-cream-50"
                >
                  {index + 1}
                </span>
                <span
                  aria-hidden="true"
                  className="mx-auto grid size-16 place-items-center rounded-full bg-saffron-100 text-saffron-800"
                >
                  <Icon className="size-8" />
                </span>
                <StepText number={index + 1} title={step.title} text={step.text} size="h3" />
              </li>
            );
          })}
        </ol>
      </InfoSection>

      <InfoSection
        id="loyalty-rewards"
        band="dark"
        eyebrow="Reward examples"
        title="What your points can buy"
        lead="A few of the rewards you can unlock. Available rewards are always shown in your account and at checkout."
        align="center"
      >
        <ul className="mt-12 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
          {REWARDS.map((reward) => {
            const Icon = reward.icon;
            return (
              <li
                key={reward.points}
                className="relative overflow-hidden rounded-card border border-cocoa-800 bg-gradient-to-b from-cocoa-900 to-cocoa-950 p-6"
              >
                <Icon aria-hidden="true" className="size-7 text-saffron-300" />
                <h3 className="mt-4 font-display text-4xl font-semibold text-cream-50">{reward.title}</h3>
                <p className="mt-2 text-cocoa-200">{reward.text}</p>
                <p className="mt-5 inline-flex rounded-full bg-saffron-400 px-3 py-1 text-small font-semibold text-cocoa-950">
                  {reward.points} points
                </p>
              </li>
            );
          })}
        </ul>
      </InfoSection>

      <InfoSection id="loyalty-benefits">
        <div className="grid gap-10 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.5fr)] lg:gap-16">
          <SectionHeading
            id="loyalty-benefits"
            eyebrow="Member benefits"
            title="Why our regulars love it"
            lead="No fine print and no hoops to jump through. Spend, earn and enjoy."
          />
          <ul className="grid gap-5 sm:grid-cols-2">
            {BENEFITS.map((b) => {
              const Icon = b.icon;
              return (
                <li key={b.title} className="flex gap-4 rounded-card border border-border bg-card p-6 shadow-soft">
                  <span
                    aria-hidden="true"
                    className="grid size-11 shrink-0 place-items-center rounded-xl bg-pistachio-100 text-pistachio-800"
                  >
                    <Icon className="size-5" />
                  </span>
                  <div>
                    <h3 className="text-h4 text-cocoa-950">{b.title}</h3>
                    <p className="mt-1 text-cocoa-700">{b.text}</p>
                  </div>
                </li>
              );
            })}
          </ul>
        </div>
      </InfoSection>

      <section aria-labelledby="loyalty-faq" className="mx-auto max-w-3xl px-4 sm:px-6">
        <SectionHeading id="loyalty-faq" eyebrow="Questions" title="Loyalty FAQ" align="center" />
        <Accordion type="multiple" className="mt-8 rounded-card border border-border bg-card px-5 shadow-soft sm:px-7">
          {FAQ.map((item) => (
            <AccordionItem key={item.question} value={item.question}>
              <AccordionTrigger>{item.question}</AccordionTrigger>
              <AccordionContent>{item.answer}</AccordionContent>
            </AccordionItem>
          ))}
        </Accordion>
      </section>

      <section aria-labelledby="loyalty-cta" className="mx-auto max-w-7xl px-4 pt-16 sm:px-6 md:pt-20">
        <div className="relative isolate overflow-hidden rounded-[2rem] bg-gradient-to-br from-saffron-200 via-saffron-100 to-rose-100 px-6 py-12 text-center shadow-warm sm:px-12 md:py-16">
          <h2 id="loyalty-cta" className="text-h2 text-cocoa-950">
            Your next reward is baking
          </h2>
          <p className="mx-auto mt-4 max-w-xl text-lg text-cocoa-800">
            Check your points balance, or start earning with your next order.
          </p>
          <div className="mt-8 flex flex-wrap justify-center gap-3">
            <Button asChild size="lg">
              <Link to={paths.loyalty()}>
                <Coins aria-hidden="true" />
                Check My Points
              </Link>
            </Button>
            <Button asChild size="lg" variant="outline">
              <Link to={paths.home()}>
                Browse Cakes &amp; Sweets
                <ArrowRight aria-hidden="true" />
              </Link>
            </Button>
          </div>
        </div>
      </section>
    </>
  );
}
