import { Check, TriangleAlert } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { useSearchParams } from 'react-router';
import { CROSS_CONTACT_WARNING } from '@/domain/allergens';
import { Button } from '@/web/components/ui/button';
import { cn } from '@/web/lib/cn';
import { KEEP_SCROLL } from '@/web/lib/scroll';
import { clearChips, DIET_CHIPS, dietFilterFrom, hasDietFilter, isChipOn, toggleChip } from '../diet-filter';

const chipBase =
  'inline-flex min-h-9 cursor-pointer items-center gap-1.5 rounded-full border px-3.5 py-1.5 text-small font-semibold transition-colors';
const chipOff = 'border-border bg-card text-cocoa-700 hover:border-pistachio-300 hover:bg-pistachio-50';
const chipOn = 'border-pistachio-700 bg-pistachio-700 text-cream-50 hover:bg-pistachio-800';

/** The address with its chips, and a way to change them in place (no scroll to the top). */
function useChipAddress() {
  const [params, setParams] = useSearchParams();
  const go = (next: URLSearchParams) => setParams(next, { state: KEEP_SCROLL, preventScrollReset: true });
  /** A pressed "Clear filters" goes away: the focus moves to the first chip, not to the page. */
  const clear = () => {
    go(clearChips(params));
    document.querySelector<HTMLButtonElement>('[data-diet-chip]')?.focus();
  };
  return { params, go, clear };
}

/**
 * "No tree nuts", "No peanuts", "Eggless", "Vegan": toggle buttons that filter the grid below through the page
 * address (`?exclude=tree-nuts&diet=vegan`), so the filtered page can be shared. The kitchen's
 * cross-contact warning shows while any is on: a filter reads recipes, not the kitchen.
 */
export function DietFilterChips({ className }: { className?: string }) {
  const { params, go, clear } = useChipAddress();
  const labelId = useId();
  const active = hasDietFilter(dietFilterFrom(params));

  return (
    <div className={className}>
      <div className="flex flex-wrap items-center gap-2">
        <span id={labelId} className="mr-1 text-small font-semibold text-cocoa-800">
          Dietary
        </span>
        <div role="group" aria-labelledby={labelId} className="flex flex-wrap gap-2">
          {DIET_CHIPS.map((chip) => {
            const on = isChipOn(params, chip);
            return (
              <button
                key={chip.value}
                data-diet-chip=""
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
            onClick={clear}
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

/** The grid's empty state when the chips leave nothing: says so, and clears them. */
export function NoDietMatches({ children }: { children: ReactNode }) {
  const { clear } = useChipAddress();
  return (
    <div className="rounded-card border border-dashed border-cocoa-200 p-12 text-center">
      <p className="font-display text-h3">Nothing matches these filters</p>
      <p className="mt-2 text-muted-foreground">{children}</p>
      <Button className="mt-6" onClick={clear}>
        Clear filters
      </Button>
    </div>
  );
}
