/**
 * Which sizes a product will offer, at which prices, by the storefront's own rule (domain
 * sizeOptions): shown in the product dialog and in Add Size Variant before anything is saved,
 * with a note when variants replace the standard sizes (issue 20, decision 0113).
 */
import { Info } from 'lucide-react';
import type { StoreVariant } from '@/contracts/catalog';
import { formatCurrency, parseMoney } from '@/domain/money';
import { CAKE_CATEGORY, type PricedVariant, sizeOptions, type SizeOption } from '@/domain/pricing';
import type { VariantSize } from '@/domain/variant-sizes';

/** A typed price in cents, or null while it is not an amount yet. */
function typedCents(text: string): number | null {
  try {
    return parseMoney(text);
  } catch {
    return null;
  }
}

const priced = (variants: readonly StoreVariant[]): PricedVariant[] =>
  variants.map((v) => ({ ...v, priceCents: parseMoney(v.price) }));

/** "A", "A and B", "A, B and C". */
function listOf(names: readonly string[]): string {
  return names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

export interface SizesPreviewProps {
  /** The product's category slug and price as typed in the form (or saved). */
  category: string;
  price: string;
  /** The product's saved variants; undefined while they load. */
  variants: readonly StoreVariant[] | undefined;
  /** A variant about to be added (Add Size Variant), as typed. */
  adding?: { size: VariantSize | ''; price: string; available: boolean };
}

export function SizesPreview({ category, price, variants, adding }: SizesPreviewProps) {
  const priceCents = typedCents(price);
  if (priceCents === null || priceCents <= 0 || !category || variants === undefined) {
    return (
      <p className="text-caption text-muted-foreground">
        Enter a price and a category to see the sizes customers will be offered.
      </p>
    );
  }
  const product = { priceCents, category };
  const saved = priced(variants);
  const addingCents = adding?.size ? typedCents(adding.price) : null;
  const after =
    adding?.size && addingCents !== null && addingCents > 0
      ? [...saved, { id: 'new', size: adding.size, priceCents: addingCents, serves: null, available: adding.available }]
      : saved;
  const options = sizeOptions(product, after);
  const before = sizeOptions(product, saved);
  const dropped = before.filter((o) => !options.some((a) => a.size === o.size)).map((o) => o.size);
  const standardReplaced = !adding && saved.length > 0 && category === CAKE_CATEGORY;

  return (
    <div className="grid gap-2">
      <ul aria-label="Offered sizes" className="flex flex-wrap gap-2">
        {options.map((option: SizeOption) => (
          <li
            key={option.size}
            className="rounded-full border border-border bg-cream-50 px-3 py-1 text-caption text-cocoa-800"
          >
            {option.size} <span className="font-semibold tabular-nums">{formatCurrency(option.unitPriceCents)}</span>
          </li>
        ))}
      </ul>
      {options.length === 0 ? (
        <p role="note" className="text-caption font-medium text-destructive">
          No size will be offered: customers cannot buy this product until a size is available.
        </p>
      ) : null}
      {dropped.length > 0 && options.length > 0 ? (
        <p role="note" className="flex gap-2 text-caption font-medium text-saffron-900">
          <Info aria-hidden="true" className="size-4 shrink-0" />
          {listOf(dropped)} will no longer be offered: a product with size variants offers only its variants.
        </p>
      ) : null}
      {standardReplaced ? (
        <p role="note" className="flex gap-2 text-caption text-muted-foreground">
          <Info aria-hidden="true" className="size-4 shrink-0" />
          Its size variants replace the standard sizes (Small, Large, Extra Large). Change them on the Size Variants
          tab.
        </p>
      ) : null}
    </div>
  );
}
