/**
 * Pricing rules of storefront section 5, in one place for the server (which charges) and the
 * cart drawer (which shows). All amounts are integer cents.
 */
import { type Cents, multiplyRounded } from './money';
import type { VariantSize } from './variant-sizes';

/** The three default sizes; they apply to cakes that have no size variants of their own. */
export const DEFAULT_CAKE_SIZES = [
  { size: 'Small (6 inch)', adjustmentCents: -1000, serves: '4-6 people' },
  { size: 'Large (8 inch)', adjustmentCents: 0, serves: '8-10 people' },
  { size: 'Extra Large (10 inch)', adjustmentCents: 2000, serves: '12-15 people' },
] as const;

export const DEFAULT_CAKE_SIZE = 'Large (8 inch)';
/** Goods that are not cakes and have no variants come in one size. */
export const STANDARD_SIZE = 'Standard';
export const CAKE_CATEGORY = 'cakes';

export const VARIANT_LABELS = {
  quarter: 'Quarter Cake',
  half: 'Half Cake',
  full: 'Full Cake',
  midi: 'Midi Cake',
  individual: 'Individual Portion',
} as const satisfies Record<VariantSize, string>;
export type VariantSizeKey = keyof typeof VARIANT_LABELS;

/** The featured special offer: 20% off (price × 0.8), recorded on the cart line by the server. */
export const FEATURED_DISCOUNT = { numerator: 8, denominator: 10 } as const;
export const FEATURED_MARKER = 'Special Offer - 20% OFF';

export interface PricedProduct {
  priceCents: Cents;
  category: string;
}

export interface PricedVariant {
  id: string;
  size: VariantSizeKey;
  priceCents: Cents;
  serves: string | null;
  available: boolean;
}

export interface SizeOption {
  /** What the cart stores and shows: "Large (8 inch)", "Half Cake", "Standard". */
  size: string;
  unitPriceCents: Cents;
  serves: string | null;
  variantId: string | null;
}

/**
 * The sizes a customer may choose: the available variants when the product has variants; the
 * three default sizes for other cakes; otherwise the one standard size. No option is ever free.
 */
export function sizeOptions(product: PricedProduct, variants: readonly PricedVariant[]): SizeOption[] {
  if (variants.length > 0) {
    return variants
      .filter((v) => v.available)
      .map((v) => ({ size: VARIANT_LABELS[v.size], unitPriceCents: v.priceCents, serves: v.serves, variantId: v.id }));
  }
  if (product.category === CAKE_CATEGORY) {
    return DEFAULT_CAKE_SIZES.map((s) => ({
      size: s.size,
      unitPriceCents: product.priceCents + s.adjustmentCents,
      serves: s.serves,
      variantId: null,
    })).filter((s) => s.unitPriceCents > 0);
  }
  return [{ size: STANDARD_SIZE, unitPriceCents: product.priceCents, serves: null, variantId: null }];
}

/** Finds a chosen size among the options; variant keys ("half") are accepted for their labels. */
export function findSizeOption(options: readonly SizeOption[], size: string): SizeOption | undefined {
  const wanted = size.trim().toLowerCase();
  const label = VARIANT_LABELS[wanted as VariantSizeKey]?.toLowerCase();
  return options.find((o) => o.size.toLowerCase() === wanted || o.size.toLowerCase() === label);
}

/** Unit price of a cart line: the size's price, then 20% off for the featured offer, half-up to the cent. */
export function unitPriceCents(option: Pick<SizeOption, 'unitPriceCents'>, featured: boolean): Cents {
  return featured
    ? multiplyRounded(option.unitPriceCents, FEATURED_DISCOUNT.numerator, FEATURED_DISCOUNT.denominator)
    : option.unitPriceCents;
}

/**
 * The one line-price rule: the unit price of a chosen size of a product (its variants or the
 * default cake sizes), with the featured offer applied. Undefined when that size is not offered.
 */
export function chosenUnitPriceCents(
  product: PricedProduct,
  variants: readonly PricedVariant[],
  size: string,
  featured: boolean,
): Cents | undefined {
  const option = findSizeOption(sizeOptions(product, variants), size);
  return option ? unitPriceCents(option, featured) : undefined;
}

export function lineTotalCents(unit: Cents, quantity: number): Cents {
  return unit * quantity;
}

/** Cart total: the sum of price × quantity over every line. */
export function cartSubtotalCents(lines: readonly { unitPriceCents: Cents; quantity: number }[]): Cents {
  return lines.reduce((sum, line) => sum + lineTotalCents(line.unitPriceCents, line.quantity), 0);
}
