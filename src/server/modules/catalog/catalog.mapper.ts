import type { StoreCategory, StoreProduct, StoreVariant } from '../../../contracts/catalog';
import { normalizeAllergens, normalizeDietary } from '../../../domain/allergens';
import { formatMoneyString } from '../../../domain/money';
import { listedPrice } from '../../../domain/pricing';
import { averageRating } from '../../../domain/reviews';
import type { CategoryRow, ProductRow, ReviewSummaryRow, VariantRow } from './catalog.repository';

/**
 * Allowlists what the storefront may see of a product: `adminNotes` never leaves the server.
 * Its price is the price of the size the shop adds by default, by the one pricing rule
 * (`listedPrice`, decision 0113), so it needs the product's variants. Its rating and review count
 * come from its approved reviews only (decision 0185): 0 and 0 without any, which shows nothing.
 */
export function toStoreProduct(
  row: ProductRow,
  variants: readonly VariantRow[],
  reviews: Pick<ReviewSummaryRow, 'count' | 'ratingSum'> | undefined = undefined,
): StoreProduct {
  // The columns are plain text[]: an unknown value must not break the whole catalogue's answer
  // (the contract refuses it), and a dietary claim a declared allergen contradicts is not shown.
  const allergens = normalizeAllergens(row.allergens);
  const listed = listedPrice(row, variants);
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    description: row.description,
    fullDescription: row.fullDescription,
    price: formatMoneyString(listed.priceCents),
    originalPrice: listed.originalPriceCents === null ? null : formatMoneyString(listed.originalPriceCents),
    category: row.category,
    image: row.image,
    images: row.images,
    rating: reviews ? (averageRating(reviews.ratingSum, reviews.count) ?? 0) : 0,
    reviewCount: reviews?.count ?? 0,
    bestseller: row.bestseller,
    seasonal: row.seasonal,
    inStock: row.inStock,
    featured: row.featured,
    sortOrder: row.sortOrder,
    allergens,
    mayContain: normalizeAllergens(row.mayContain).filter((a) => !allergens.includes(a)),
    dietary: normalizeDietary(row.dietary, allergens),
  };
}

export function toStoreCategory(row: CategoryRow): StoreCategory {
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    icon: row.icon,
    description: row.description,
    showOnHomePage: row.showOnHomePage,
  };
}

export function toStoreVariant(row: VariantRow): StoreVariant {
  return {
    id: row.id,
    productId: row.productId,
    size: row.size,
    price: formatMoneyString(row.priceCents),
    serves: row.serves,
    available: row.available,
  };
}
