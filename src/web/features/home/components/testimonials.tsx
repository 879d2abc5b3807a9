import { Quote, Star } from 'lucide-react';
import { cn } from '@/web/lib/cn';

interface Testimonial {
  quote: string;
  name: string;
  suburb: string;
  occasion: string;
  rating: number;
}

const TESTIMONIALS: Testimonial[] = [
  {
    quote:
      'The pistachio and rose cake for my daughter’s 21st was the talk of the night. It looked like a painting and tasted even better. Not a crumb left!',
    name: 'Priya Sharma',
    suburb: 'Mt Roskill',
    occasion: '21st birthday',
    rating: 5,
  },
  {
    quote:
      'Their baklava is the closest I have found to my teta’s in Beirut: crisp, buttery and not too sweet. We ordered a big platter for Eid and everyone asked where it came from.',
    name: 'Rania Haddad',
    suburb: 'Epsom',
    occasion: 'Eid al-Fitr',
    rating: 5,
  },
  {
    quote:
      'Three tiers, delivered to Waiheke on a windy day and not a petal out of place. The team listened to every detail of our brief. Thank you!',
    name: 'Hannah & Tom Whitaker',
    suburb: 'Ponsonby',
    occasion: 'Wedding cake',
    rating: 5,
  },
  {
    quote:
      'We buy our Diwali mithai boxes here every year. The kaju katli melts in your mouth and the gift boxes are beautiful enough to hand straight to the whānau.',
    name: 'Arjun Patel',
    suburb: 'Papatoetoe',
    occasion: 'Diwali gift boxes',
    rating: 5,
  },
  {
    quote:
      'A proper afternoon tea: warm scones, real clotted cream and a lovely pot of Earl Grey. It felt like a little trip home to Yorkshire.',
    name: 'Margaret Ellis',
    suburb: 'Devonport',
    occasion: 'Afternoon tea',
    rating: 5,
  },
  {
    quote:
      'Ordered a last-minute cake for a colleague’s farewell and it was ready the same afternoon. Friendly staff and the coffee is great too.',
    name: 'Sione Taufa',
    suburb: 'Newmarket',
    occasion: 'Office farewell',
    rating: 4,
  },
];

const AVATAR_TONES = [
  'bg-saffron-100 text-saffron-900',
  'bg-rose-100 text-rose-900',
  'bg-pistachio-100 text-pistachio-900',
];

function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter((part) => /^\p{L}/u.test(part))
    .slice(0, 2)
    .map((part) => part[0]!.toUpperCase())
    .join('');
}

function Stars({ rating }: { rating: number }) {
  return (
    <p className="flex items-center gap-0.5">
      <span className="sr-only">Rated {rating} out of 5</span>
      {Array.from({ length: 5 }, (_, i) => (
        <Star
          key={i}
          aria-hidden="true"
          className={cn('size-4', i < rating ? 'fill-saffron-400 text-saffron-400' : 'fill-cream-200 text-cream-300')}
        />
      ))}
    </p>
  );
}

export function Testimonials() {
  return (
    <section aria-labelledby="testimonials-heading" className="relative overflow-hidden bg-cream-100/70 py-16 md:py-20">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -top-32 -right-24 size-96 rounded-full bg-rose-100/70 blur-3xl"
      />
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -bottom-40 -left-24 size-96 rounded-full bg-saffron-100/80 blur-3xl"
      />

      <div className="relative mx-auto max-w-7xl px-4 sm:px-6">
        <div className="mx-auto max-w-2xl text-center">
          <p className="text-eyebrow font-semibold text-saffron-700 uppercase">Kind words</p>
          <h2 id="testimonials-heading" className="mt-2 text-h2 text-cocoa-950">
            Loved by Aucklanders
          </h2>
          <p className="mt-3 text-cocoa-700">
            Birthdays, weddings, Eid, Diwali and quiet Sunday treats: a few words from the people we bake for.
          </p>
        </div>

        <ul className="mt-12 grid gap-5 sm:grid-cols-2 lg:grid-cols-3 lg:gap-6">
          {TESTIMONIALS.map((t, i) => (
            // Phones get the first three, so the page stays short.
            <li key={t.name} className={cn(i >= 3 && 'hidden sm:block')}>
              <figure className="relative flex h-full flex-col rounded-card border border-border bg-card p-6 shadow-soft transition-[box-shadow,translate] duration-300 hover:-translate-y-0.5 hover:shadow-warm">
                <Quote aria-hidden="true" className="absolute top-5 right-5 size-8 fill-saffron-100 text-saffron-200" />
                <Stars rating={t.rating} />
                <blockquote className="mt-4 flex-1 text-cocoa-800">
                  <p>“{t.quote}”</p>
                </blockquote>
                <figcaption className="mt-6 flex items-center gap-3 border-t border-border pt-5">
                  <span
                    aria-hidden="true"
                    className={cn(
                      'grid size-11 shrink-0 place-items-center rounded-full font-display text-sm font-semibold',
                      AVATAR_TONES[i % AVATAR_TONES.length],
                    )}
                  >
                    {initials(t.name)}
                  </span>
                  <span className="min-w-0">
                    <span className="block font-semibold text-cocoa-900">{t.name}</span>
                    <span className="block text-small text-muted-foreground">
                      {t.suburb} · {t.occasion}
                    </span>
                  </span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
