import { Check, TriangleAlert } from 'lucide-react';
import { useId, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { CROSS_CONTACT_WARNING } from '@/domain/allergens';
import { cn } from '@/web/lib/cn';
import { KEEP_SCROLL } from '@/web/lib/scroll';
import { clearChips, DIET_CHIPS, dietFilterFrom, hasDietFilter, isChipOn, toggleChip } from '../diet-filter';

const chipBase =
  'inline-flex min-h-9 cursor-pointer items-center gap-1.5 rounded-full border px-3.5 py-1.5 text-small font-semibold transition-colors';
const chipOff = 'border-border bg-card text-cocoa-700 hover:border-pistachio-300 hover:bg-pistachio-50';
const chipOn = 'border-pistachio-700 bg-pistachio-700 text-cream-50 hover:bg-pistachio-800';

/**
 * "No nuts", "Eggless", "Vegan": toggle buttons that filter the grid below through the page
 * address (`?exclude=nuts&diet=vegan`), so the filtered page can be shared. The kitchen's
 * cross-contact warning shows while any is on: a filter reads recipes, not the kitchen.
 */
export function DietFilterChips({ className }: { className?: string }) {
  const [params, setParams] = useSearchParams();
  const labelId = useId();
  // "Clear filters" goes away once pressed: the focus moves to the first chip, not to the page.
  const firstChip = useRef<HTMLButtonElement>(null);
  const active = hasDietFilter(dietFilterFrom(params));
  const go = (next: URLSearchParams) => setParams(next, { state: KEEP_SCROLL, preventScrollReset: true });

  return (
    <div className={className}>
      <div className="flex flex-wrap items-center gap-2">
        <span id={labelId} className="mr-1 text-small font-semibold text-cocoa-800">
          Dietary
        </span>
        <div role="group" aria-labelledby={labelId} className="flex flex-wrap gap-2">
          {DIET_CHIPS.map((chip, index) => {
            const on = isChipOn(params, chip);
            return (
              <button
                key={chip.value}
                ref={index === 0 ? firstChip : undefined}
                type="button"
                aria-pressed={on}
                onClick={() => go(toggleChip(params, chip))}
                className={cn(chipBase, on ? chipOn : chipOff)}
              >
                {on ? <Check aria-hidden="true" className="size-4" /> : null}
                {chip.label}
              </button>
            );
          })}
        </div>
        {active ? (
          <button
            type="button"
            onClick={() => {
              go(clearChips(params));
              firstChip.current?.focus();
            }}
            className="cursor-pointer rounded-sm px-1 text-small font-semibold text-saffron-800 underline underline-offset-4 hover:text-saffron-900"
          >
            Clear filters
          </button>
        ) : null}
      </div>
      {active ? (
        <p className="mt-3 flex max-w-3xl gap-2 text-caption text-cocoa-700">
          <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-saffron-700" />
          <span>Filters go by each recipe’s declared allergens. {CROSS_CONTACT_WARNING}</span>
        </p>
      ) : null}
    </div>
  );
}
