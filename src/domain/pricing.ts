/**
 * Pricing rules of storefront section 5, in one place for the server (which charges) and the
 * cart drawer (which shows). All amounts are integer cents.
 */
import { type Cents, multiplyRounded } from './money';
import { VARIANT_SIZES, type VariantSize } from './variant-sizes';

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
 * The sizes a customer may choose: the available variants, smallest first, when the product has
 * variants (they replace the standard sizes, even when none is available); the three default
 * sizes for other cakes; otherwise the one standard size. No option is ever free.
 */
export function sizeOptions(product: PricedProduct, variants: readonly PricedVariant[]): SizeOption[] {
  if (variants.length > 0) {
    return (
      variants
        .filter((v) => v.available)
        // Every caller gets the same order, so the default size (the first) is the same everywhere.
        .toSorted((a, b) => VARIANT_SIZES.indexOf(a.size) - VARIANT_SIZES.indexOf(b.size))
        .map((v) => ({ size: VARIANT_LABELS[v.size], unitPriceCents: v.priceCents, serves: v.serves, variantId: v.id }))
    );
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

/**
 * The size the shop picks when the customer has not chosen one (the card's quick add, the featured
 * offer, the first choice on the product page): Large (8 inch) when offered, else the first size.
 */
export function defaultSizeOption(options: readonly SizeOption[]): SizeOption | undefined {
  return options.find((o) => o.size === DEFAULT_CAKE_SIZE) ?? options[0];
}

/**
 * The "was" price to show struck through beside a size: the product's original price moved by the
 * size's adjustment, for the sizes priced from the product's price; none for a variant, whose price
 * is its own, and none unless it is above the size's price.
 */
export function compareAtCents(
  product: PricedProduct & { originalPriceCents: Cents | null },
  option: SizeOption,
): Cents | null {
  if (product.originalPriceCents === null || option.variantId !== null) return null;
  const was = product.originalPriceCents + (option.unitPriceCents - product.priceCents);
  return was > option.unitPriceCents ? was : null;
}

/**
 * What the storefront lists as a product's price: the price of its default size, so the price on a
 * card, a page, a quick view or in structured data is what "Add to Cart" charges when no size is
 * chosen (decision 0113). With no size offered (every variant unavailable) the product's own price.
 */
export function listedPrice(
  product: PricedProduct & { originalPriceCents: Cents | null },
  variants: readonly PricedVariant[],
): { priceCents: Cents; originalPriceCents: Cents | null } {
  const option = defaultSizeOption(sizeOptions(product, variants));
  if (!option) return { priceCents: product.priceCents, originalPriceCents: null };
  return { priceCents: option.unitPriceCents, originalPriceCents: compareAtCents(product, option) };
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
