/** Public catalogue shapes: what the storefront may see (never `adminNotes`). */
import { z } from 'zod';
import { ALLERGEN_EXCLUSIONS, ALLERGENS, DIETARY_TAGS } from '../domain/allergens';
import { VARIANT_SIZES } from '../domain/variant-sizes';
import { MoneyString, Slug } from './common';

export const StoreProduct = z.object({
  id: z.string(),
  name: z.string(),
  slug: z.string(),
  description: z.string(),
  fullDescription: z.string().nullable(),
  price: MoneyString,
  originalPrice: MoneyString.nullable(),
  category: z.string(),
  image: z.string(),
  images: z.array(z.string()),
  rating: z.number(),
  reviewCount: z.number().int(),
  bestseller: z.boolean(),
  seasonal: z.boolean(),
  inStock: z.boolean(),
  featured: z.boolean(),
  sortOrder: z.number().int(),
  /**
   * Declared allergens by the food standard's required names (domain/allergens.ts): cereals and
   * tree nuts named one by one; `tree-nuts` only while staff have not named them yet.
   */
  allergens: z.array(z.enum(ALLERGENS)),
  /** "May be present": allergens the product does not contain but may carry traces of. */
  mayContain: z.array(z.enum(ALLERGENS)),
  /** Dietary tags, with what they imply (a vegan product is also vegetarian and eggless). */
  dietary: z.array(z.enum(DIETARY_TAGS)),
});
export type StoreProduct = z.infer<typeof StoreProduct>;
export const StoreProductList = z.array(StoreProduct);

/** GET /api/products/:id/related: the strips under a product page ("More Cakes", "You May Also Like"). */
export const StoreRelatedProducts = z.object({
  related: StoreProductList,
  suggested: StoreProductList,
});
export type StoreRelatedProducts = z.infer<typeof StoreRelatedProducts>;

export const StoreCategory = z.object({
  id: z.string(),
  name: z.string(),
  slug: z.string(),
  icon: z.string().nullable(),
  description: z.string().nullable(),
  showOnHomePage: z.boolean(),
});
export type StoreCategory = z.infer<typeof StoreCategory>;
export const StoreCategoryList = z.array(StoreCategory);

export const VariantSize = z.enum(VARIANT_SIZES);
export type VariantSize = z.infer<typeof VariantSize>;

export const StoreVariant = z.object({
  id: z.string(),
  productId: z.string(),
  size: VariantSize,
  price: MoneyString,
  serves: z.string().nullable(),
  available: z.boolean(),
});
export type StoreVariant = z.infer<typeof StoreVariant>;
export const StoreVariantList = z.array(StoreVariant);

/**
 * A comma-separated list of known values ("nuts,egg"), read as a list once each in the order of
 * `values`, so two spellings of one filter share one cached answer.
 */
function commaList<const T extends readonly [string, ...string[]]>(name: string, values: T) {
  return z
    .string()
    .max(200, `${name} must be at most 200 characters`)
    .transform((text) =>
      text
        .split(',')
        .map((value) => value.trim())
        .filter(Boolean),
    )
    .pipe(
      z
        .array(z.enum(values, { error: `${name} takes a comma-separated list of: ${values.join(', ')}` }))
        .min(1, `${name} needs at least one value`),
    )
    .transform((list) => (values as readonly T[number][]).filter((value) => list.includes(value)));
}

/**
 * GET /api/products query. Without `limit` the whole catalogue comes back (it stays small);
 * `offset` pages the home and category grids' "Load More Products". With `limit`, the answer's
 * `X-Total-Count` header says how many products match the filters in all (decision 0097).
 * `exclude` hides products that contain or may contain any of the listed allergens (`tree-nuts` is
 * every tree nut, named or not; `gluten` every cereal; `nuts` tree nuts and peanut); `diet` keeps
 * products carrying every listed dietary tag (docs/decisions/0031-allergens.md, 0194).
 */
export const StoreProductListQuery = z
  .object({
    category: Slug.optional(),
    search: z.string().max(100, 'search must be at most 100 characters').optional(),
    featured: z.enum(['true', 'false']).optional(),
    limit: z.coerce
      .number({ message: 'limit must be a number' })
      .int('limit must be a whole number')
      .min(1, 'limit must be at least 1')
      .max(100, 'limit must be at most 100')
      .optional(),
    offset: z.coerce
      .number({ message: 'offset must be a number' })
      .int('offset must be a whole number')
      .min(0, 'offset must be 0 or more')
      .max(10_000)
      .optional(),
    exclude: commaList('exclude', ALLERGEN_EXCLUSIONS).optional(),
    diet: commaList('diet', DIETARY_TAGS).optional(),
  })
  .strict();
export type StoreProductListQuery = z.infer<typeof StoreProductListQuery>;

export const ProductSlugParams = z.object({ slug: Slug });
