/** The size variants a product may have, smallest first: the order the shop lists them in. */
export const VARIANT_SIZES = ['individual', 'midi', 'quarter', 'half', 'full'] as const;
export type VariantSize = (typeof VARIANT_SIZES)[number];
