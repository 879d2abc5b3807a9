import { ArrowRight, CakeSlice, CalendarHeart, HandHeart, Palette, type LucideIcon } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/web/components/ui/button';
import { cn } from '@/web/lib/cn';
import { paths } from '@/web/lib/paths';

interface Stat {
  value: string;
  label: string;
  icon: LucideIcon;
  tone: string;
}

const STATS: Stat[] = [
  { value: '2010', label: 'Established in Auckland', icon: CalendarHeart, tone: 'bg-saffron-100 text-saffron-800' },
  { value: '50,000+', label: 'Happy customers', icon: HandHeart, tone: 'bg-rose-100 text-rose-800' },
  { value: '100,000+', label: 'Desserts baked', icon: CakeSlice, tone: 'bg-pistachio-100 text-pistachio-800' },
  { value: '25+', label: 'Flavours on the menu', icon: Palette, tone: 'bg-cream-200 text-cocoa-800' },
];

export function AboutSection() {
  return (
    <section aria-labelledby="about-heading" className="mx-auto max-w-7xl overflow-x-clip px-4 py-16 sm:px-6 md:py-20">
      <div className="grid items-center gap-12 lg:grid-cols-[1.05fr_1fr] lg:gap-16">
        <div>
          <p className="text-eyebrow font-semibold text-saffron-700 uppercase">About us</p>
          <h2 id="about-heading" className="mt-2 text-h2 text-cocoa-950">
            Three baking traditions, one Auckland kitchen
          </h2>
          <div className="mt-5 space-y-4 text-cocoa-700 md:text-lg">
            <p>
              Saffron &amp; Sugar opened its doors in 2010 as a small cafe with a big idea: to bake the sweets our
              families grew up with, from Beirut, Mumbai and Manchester, side by side and all with the same care.
            </p>
            <p>
              Every morning our bakers fold pastry for baklava, simmer milk for mithai and lift scones from the oven. We
              use real butter, free-range New Zealand eggs and spices we grind ourselves, and nothing sits on the shelf
              for long.
            </p>
          </div>
          <Button asChild variant="outline" size="lg" className="mt-8">
            <Link to={paths.ourStory()}>
              Read our story <ArrowRight aria-hidden="true" />
            </Link>
          </Button>
        </div>

        <div className="relative isolate">
          <div
            aria-hidden="true"
            className="absolute -inset-3 -z-10 rotate-[1.5deg] rounded-[2rem] bg-linear-to-br from-saffron-100 via-cream-100 to-rose-100 sm:-inset-5"
          />
          <dl className="grid grid-cols-2 gap-3 sm:gap-4">
            {STATS.map((stat) => (
              <div
                key={stat.label}
                className="flex flex-col rounded-card border border-border bg-card p-5 shadow-soft sm:p-6"
              >
                <dt className="order-last mt-1 text-small text-muted-foreground">{stat.label}</dt>
                <dd className="flex flex-col gap-4">
                  <span className={cn('grid size-11 place-items-center rounded-2xl', stat.tone)}>
                    <stat.icon aria-hidden="true" className="size-5" />
                  </span>
                  <span className="font-display text-[1.75rem] leading-tight font-semibold tracking-tight text-cocoa-950 sm:text-4xl">
                    {stat.value}
                  </span>
                </dd>
              </div>
            ))}
          </dl>
        </div>
      </div>
    </section>
  );
}
