/**
 * The allergen parts staff screens share (issue 26): a line's "Contains" statement under an item,
 * and the flag on an order whose instructions mention an allergy. Used by the Today board and the
 * production sheet and dockets, on screen and on paper.
 */
import { ShieldAlert } from 'lucide-react';
import { type Allergen, containsLine } from '@/domain/allergens';
import { cn } from '@/web/lib/cn';

/** "Contains: wheat, gluten, milk, pistachio" under an item; nothing when it declares none. */
export function ItemContains({ allergens, className }: { allergens: readonly Allergen[]; className?: string }) {
  const line = containsLine(allergens);
  if (!line) return null;
  return (
    <p data-testid="item-contains" className={cn('text-small text-cocoa-800', className)}>
      <strong className="font-semibold">Contains: {line}</strong>
    </p>
  );
}

/** The order's flag: the customer's instructions mention an allergy. */
export function AllergyFlag({ className }: { className?: string }) {
  return (
    <p
      role="note"
      className={cn(
        'flex items-center gap-2 rounded-xl border-2 border-rose-600 bg-rose-50 px-3 py-2 text-small font-bold text-rose-900 print:border-black print:bg-white print:text-black',
        className,
      )}
    >
      <ShieldAlert aria-hidden="true" className="size-5 shrink-0" />
      Allergy noted: read the instructions
    </p>
  );
}
