import {
  ArrowRight,
  Award,
  Cake,
  ChefHat,
  Flame,
  Heart,
  HeartHandshake,
  Laptop,
  type LucideIcon,
  MapPin,
  Quote,
  Sparkles,
  Store,
  Truck,
} from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/web/components/ui/button';
import { cn } from '@/web/lib/cn';
import { paths } from '@/web/lib/paths';
import { useBusinessDetails } from '@/web/lib/get-business-settings';
import { InfoHero } from './info-hero';
import { PageMeta } from './page-meta';
import { InfoSection } from './info-section';
import { SectionHeading } from './section-heading';

interface Milestone {
  year: string;
  title: string;
  text: string;
  icon: LucideIcon;
}

const MILESTONES: Milestone[] = [
  {
    year: '2010',
    title: 'A narrow shop on Queen Street',
    text: 'We opened with one deck oven, a second-hand display cabinet and a handful of family recipes: a vanilla sponge, a tray of pistachio baklava and a tin of cardamom shortbread. Most days we sold out by two.',
    icon: Store,
  },
  {
    year: '2012',
    title: 'Our first Eid and Diwali orders',
    text: 'Regulars began asking for sweets for their own celebrations. That first festive season we packed more than 400 boxes of ma’amoul, kaju katli and gulab jamun by hand, and the festival rush has been a highlight of our year ever since.',
    icon: Sparkles,
  },
  {
    year: '2015',
    title: 'A bigger kitchen and a proper cafe',
    text: 'We took over the shop next door, doubled the kitchen and added a dozen tables, so you could finally sit down with a flat white and a slice of cake instead of eating it on the footpath.',
    icon: ChefHat,
  },
  {
    year: '2018',
    title: 'Gold for our pistachio baklava',
    text: 'Our baklava, made with thirty layers of hand-brushed filo and a rosewater syrup, won gold at a regional food awards. The judges liked it; our customers had already told us so.',
    icon: Award,
  },
  {
    year: '2020',
    title: 'Delivering across Auckland',
    text: 'When the city stayed home we started driving birthday cakes to doorsteps ourselves. Delivery became a permanent part of the bakery, from Albany to Papakura.',
    icon: Truck,
  },
  {
    year: '2023',
    title: 'The custom cake studio',
    text: 'A dedicated corner of the kitchen for wedding and celebration cakes, with its own decorators, so every tiered cake and sugar flower gets the time it deserves.',
    icon: Cake,
  },
  {
    year: '2025',
    title: 'Our online shop opens',
    text: 'Everything in our cabinet, now a few taps away, with delivery or pickup and a loyalty programme that thanks you for every dollar you spend with us.',
    icon: Laptop,
  },
];

const VALUES: { title: string; text: string; icon: LucideIcon; tint: string }[] = [
  {
    title: 'Passion',
    text: 'We bake what we love to eat. Saffron is steeped overnight, syrups are made from scratch, and nothing leaves the kitchen that we would not serve at our own family table.',
    icon: Flame,
    tint: 'bg-saffron-100 text-saffron-800',
  },
  {
    title: 'Excellence',
    text: 'Real butter, free-range eggs, New Zealand cream and the best pistachios we can find. We weigh every batch, taste every tray and bake fresh every single morning.',
    icon: Award,
    tint: 'bg-rose-100 text-rose-800',
  },
  {
    title: 'Community',
    text: 'Auckland’s many cultures are in everything we make. We bake for school fairs, donate the day’s leftovers to local food rescue, and count many of our regulars as friends.',
    icon: HeartHandshake,
    tint: 'bg-pistachio-100 text-pistachio-800',
  },
];

const IMPACT = [
  { value: '2010', label: 'Established on Queen Street' },
  { value: '50,000+', label: 'Happy customers' },
  { value: '100,000+', label: 'Desserts baked and boxed' },
  { value: '25+', label: 'Flavours on rotation' },
];

export function OurStoryPage() {
  const business = useBusinessDetails();
  return (
    <>
      <PageMeta
        title="Our Story"
        description={(name) =>
          `How ${name} grew from a small Queen Street bakery in 2010 into Auckland’s home for celebration cakes and Arabian, Indian and English sweets.`
        }
      />
      <InfoHero
        eyebrow="Our story"
        title="Baked with love in Auckland since 2010"
        icon={Heart}
        lead={
          <>
            {business?.name} began as a tiny Queen Street shop with big family recipes. Fifteen years on, we still bake
            everything by hand, every morning, for the birthdays, weddings, Eids and Diwalis of Auckland.
          </>
        }
      />

      <InfoSection id="story-beginning">
        <div className="grid gap-10 lg:grid-cols-2 lg:gap-16">
          <SectionHeading
            id="story-beginning"
            eyebrow="Where it began"
            title="Three cuisines, one kitchen, a lot of butter"
          />
          <div className="space-y-5 text-lg leading-relaxed text-cocoa-700">
            <p>
              We grew up between kitchens: Nana’s Sunday scones and Victoria sponge, an aunty’s rose-scented barfi at
              Diwali, the neighbours’ warm ma’amoul at Eid. When we opened our doors in 2010, we wanted one place in
              Auckland where all of those sweets could sit side by side in the same cabinet.
            </p>
            <p>
              Today our bakers come from as many backgrounds as our recipes. We still make our own ghee, roast our own
              nuts and fold every croissant by hand, because shortcuts show, and you deserve better.
            </p>
          </div>
        </div>
      </InfoSection>

      <InfoSection
        id="story-timeline"
        band="cream"
        eyebrow="2010 – 2025"
        title="Fifteen years, one oven at a time"
        align="center"
      >
        <ol className="relative mx-auto mt-12 max-w-4xl">
          <span
            aria-hidden="true"
            className="absolute top-2 bottom-2 left-5 w-0.5 bg-gradient-to-b from-saffron-300 via-rose-300 to-pistachio-300 md:left-1/2 md:-translate-x-1/2"
          />
          {MILESTONES.map((m, index) => {
            const Icon = m.icon;
            const right = index % 2 === 1;
            return (
              <li key={m.year} className="relative pb-8 pl-16 last:pb-0 md:grid md:grid-cols-2 md:gap-20 md:pl-0">
                <span
                  aria-hidden="true"
                  className="absolute top-0 left-0 grid size-10 place-items-center rounded-full border-4 border-cream-100 bg-saffron-400 text-cocoa-950 shadow-glow md:top-5 md:left-1/2 md:-translate-x-1/2"
                >
                  <Icon className="size-4" />
                </span>
                <p
                  aria-hidden="true"
                  className={cn(
                    'hidden pt-3 font-display text-6xl font-semibold text-saffron-700 md:row-start-1 md:block',
                    right ? 'md:col-start-1 md:text-right' : 'md:col-start-2',
                  )}
                >
                  {m.year}
                </p>
                <div className={cn('md:row-start-1', right ? 'md:col-start-2' : 'md:col-start-1')}>
                  <div className="rounded-card border border-border bg-card p-6 shadow-soft">
                    <p className="font-display text-2xl font-semibold text-saffron-700 md:sr-only">{m.year}</p>
                    <h3 className="mt-1 text-h4 text-cocoa-950 md:mt-0">{m.title}</h3>
                    <p className="mt-2 text-cocoa-700">{m.text}</p>
                  </div>
                </div>
              </li>
            );
          })}
        </ol>
      </InfoSection>

      <InfoSection
        id="story-values"
        eyebrow="What we stand for"
        title="Our values"
        lead="Three words we come back to whenever we have a decision to make, from choosing a supplier to piping the last rosette."
        align="center"
      >
        <ul className="mt-12 grid gap-6 md:grid-cols-3">
          {VALUES.map((v) => {
            const Icon = v.icon;
            return (
              <li key={v.title} className="rounded-card border border-border bg-card p-8 shadow-soft">
                <span aria-hidden="true" className={`grid size-14 place-items-center rounded-2xl ${v.tint}`}>
                  <Icon className="size-7" />
                </span>
                <h3 className="mt-6 text-h3 text-cocoa-950">{v.title}</h3>
                <p className="mt-3 leading-relaxed text-cocoa-700">{v.text}</p>
              </li>
            );
          })}
        </ul>
      </InfoSection>

      <InfoSection
        id="story-impact"
        band="dark"
        eyebrow="Fifteen years in numbers"
        title="A lot of celebrations"
        align="center"
      >
        <dl className="mt-12 grid grid-cols-2 gap-4 lg:grid-cols-4">
          {IMPACT.map((item) => (
            <div
              key={item.label}
              className="flex flex-col-reverse rounded-card border border-cocoa-800 bg-cocoa-900/60 px-3 py-6 text-center sm:px-6"
            >
              <dt className="mt-2 text-small text-cocoa-200">{item.label}</dt>
              <dd className="font-display text-[1.75rem] leading-tight font-semibold text-saffron-300 sm:text-4xl lg:text-5xl">
                {item.value}
              </dd>
            </div>
          ))}
        </dl>
      </InfoSection>

      <section aria-labelledby="story-mission" className="mx-auto max-w-4xl px-4 py-16 text-center sm:px-6 md:py-24">
        <h2 id="story-mission" className="sr-only">
          Our mission
        </h2>
        <Quote aria-hidden="true" className="mx-auto size-12 text-saffron-400" />
        <figure className="mt-6">
          <blockquote className="font-display text-2xl leading-snug font-medium text-cocoa-950 sm:text-3xl">
            <p>
              “Our mission is simple: to make every celebration in Auckland a little sweeter, with cakes and sweets
              baked the way our families taught us, from real ingredients, by people who care.”
            </p>
          </blockquote>
          <figcaption className="mt-6 text-small font-semibold tracking-wide text-cocoa-600 uppercase">
            The {business?.name} family
          </figcaption>
        </figure>
      </section>

      <section aria-labelledby="story-visit" className="mx-auto max-w-7xl px-4 sm:px-6">
        <div className="relative isolate overflow-hidden rounded-[2rem] bg-gradient-to-br from-saffron-200 via-saffron-100 to-rose-100 px-6 py-12 shadow-warm sm:px-12 md:py-16">
          <div
            aria-hidden="true"
            className="pointer-events-none absolute -right-10 -bottom-16 -z-10 size-72 rounded-full bg-white/40 blur-2xl"
          />
          <div className="grid items-center gap-8 md:grid-cols-[minmax(0,1fr)_auto]">
            <div>
              <h2 id="story-visit" className="text-h2 text-cocoa-950">
                Come and taste the story
              </h2>
              <p className="mt-4 max-w-xl text-lg text-cocoa-800">
                Order online for delivery anywhere in Auckland, or pull up a chair at our cafe at {business?.address},
                and let us put the kettle on.
              </p>
            </div>
            <div className="flex flex-wrap gap-3">
              <Button asChild size="lg">
                <Link to={paths.home()}>
                  Shop Our Desserts
                  <ArrowRight aria-hidden="true" />
                </Link>
              </Button>
              <Button asChild size="lg" variant="outline">
                <Link to={paths.contact()}>
                  <MapPin aria-hidden="true" />
                  Visit Our Cafe
                </Link>
              </Button>
            </div>
          </div>
        </div>
      </section>
    </>
  );
}
