import {
  CakeSlice,
  CircleHelp,
  CreditCard,
  type LucideIcon,
  Refrigerator,
  ShoppingBag,
  Sparkles,
  Truck,
} from 'lucide-react';
import { useState } from 'react';
import { slugify } from '@/domain/slug';
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from '@/web/components/ui/accordion';
import { cn } from '@/web/lib/cn';
import { FAQ_CATEGORIES, type FaqCategory, faqEntries } from './faq-entries';
import { HelpCta } from './help-cta';
import { InfoHero } from './info-hero';
import { PageMeta } from './page-meta';

type Filter = 'All' | FaqCategory;

const CATEGORY_ICONS: Record<FaqCategory, LucideIcon> = {
  Ordering: ShoppingBag,
  Delivery: Truck,
  Products: CakeSlice,
  Storage: Refrigerator,
  'Custom Orders': Sparkles,
  Payment: CreditCard,
};

/** Each entry keeps its index in the full list as its accordion value, so open answers survive filtering. */
const ENTRIES = faqEntries.map((entry, index) => ({ ...entry, value: `faq-${index}` }));

function FilterButton({
  label,
  count,
  icon: Icon,
  pressed,
  onClick,
}: {
  label: string;
  count: number;
  icon: LucideIcon;
  pressed: boolean;
  onClick: () => void;
}) {
  return (
    <button
      type="button"
      aria-pressed={pressed}
      onClick={onClick}
      className={cn(
        'inline-flex shrink-0 cursor-pointer items-center gap-2.5 rounded-full border px-4 py-2.5 text-left text-sm font-semibold transition-colors lg:w-full lg:rounded-xl',
        pressed
          ? 'border-saffron-400 bg-saffron-400 text-cocoa-950 shadow-glow'
          : 'border-border bg-card text-cocoa-800 hover:border-saffron-300 hover:bg-saffron-50',
      )}
    >
      <Icon aria-hidden="true" className="size-4" />
      <span className="flex-1">{label}</span>
      <span
        aria-hidden="true"
        className={cn(
          'rounded-full px-2 text-xs leading-5 tabular-nums',
          pressed ? 'bg-cocoa-950/10 text-cocoa-950' : 'bg-cream-200 text-cocoa-700',
        )}
      >
        {count}
      </span>
    </button>
  );
}

export function FaqPage() {
  const [filter, setFilter] = useState<Filter>('All');
  const [open, setOpen] = useState<string[]>([]);

  const groups = FAQ_CATEGORIES.filter((c) => filter === 'All' || c === filter).map((category) => ({
    category,
    entries: ENTRIES.filter((e) => e.category === category),
  }));
  const shown = groups.reduce((sum, g) => sum + g.entries.length, 0);

  return (
    <>
      <PageMeta
        title="Frequently Asked Questions"
        description="Answers about ordering, delivery across Auckland, allergens, storing and freezing desserts, custom cakes and payment."
      />
      <InfoHero
        eyebrow="Help centre"
        title="Frequently asked questions"
        icon={CircleHelp}
        lead="Everything you might want to know about ordering, delivery, our ingredients and custom cakes. Can’t find your answer? We are only a phone call away."
      />

      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-12 sm:px-6 md:py-16 lg:grid-cols-[16rem_minmax(0,1fr)] lg:gap-12">
        <div className="min-w-0 lg:sticky lg:top-32 lg:self-start">
          <p id="faq-filter-label" className="text-eyebrow font-semibold tracking-[0.14em] text-saffron-700 uppercase">
            Browse by topic
          </p>
          <div
            role="group"
            aria-labelledby="faq-filter-label"
            className="-mx-4 mt-3 flex gap-2 overflow-x-auto px-4 pb-2 sm:mx-0 sm:flex-wrap sm:overflow-visible sm:px-0 lg:flex-col"
          >
            <FilterButton
              label="All Questions"
              count={ENTRIES.length}
              icon={CircleHelp}
              pressed={filter === 'All'}
              onClick={() => setFilter('All')}
            />
            {FAQ_CATEGORIES.map((category) => (
              <FilterButton
                key={category}
                label={category}
                count={ENTRIES.filter((e) => e.category === category).length}
                icon={CATEGORY_ICONS[category]}
                pressed={filter === category}
                onClick={() => setFilter(category)}
              />
            ))}
          </div>
        </div>

        <div className="min-w-0">
          <p aria-live="polite" className="text-small text-muted-foreground">
            {filter === 'All'
              ? `Showing all ${shown} questions`
              : `Showing ${shown} ${shown === 1 ? 'question' : 'questions'} about ${filter.toLowerCase()}`}
          </p>
          <Accordion type="multiple" value={open} onValueChange={setOpen} className="mt-4 space-y-8">
            {groups.map((group) => {
              const Icon = CATEGORY_ICONS[group.category];
              return (
                <section key={group.category} aria-labelledby={`faq-${slugify(group.category)}`}>
                  <h2 id={`faq-${slugify(group.category)}`} className="flex items-center gap-3 text-h3 text-cocoa-950">
                    <span
                      aria-hidden="true"
                      className="grid size-10 place-items-center rounded-xl bg-saffron-100 text-saffron-800"
                    >
                      <Icon className="size-5" />
                    </span>
                    {group.category}
                  </h2>
                  <div className="mt-4 rounded-card border border-border bg-card px-5 shadow-soft sm:px-7">
                    {group.entries.map((entry) => (
                      <AccordionItem key={entry.value} value={entry.value}>
                        <AccordionTrigger>{entry.question}</AccordionTrigger>
                        <AccordionContent>{entry.answer}</AccordionContent>
                      </AccordionItem>
                    ))}
                  </div>
                </section>
              );
            })}
          </Accordion>
        </div>
      </div>

      <HelpCta
        id="faq-help"
        eyebrow="Still have questions?"
        title="Ask the people who bake it"
        lead="Our team knows every recipe, every delivery route and every allergen in the kitchen. Call us or send a message and we will help."
      />
    </>
  );
}
