import { asc, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { categories, productReviews, products, productVariants } from '../../db/schema';
import { VARIANT_SIZES } from '../../../domain/variant-sizes';

export type ProductRow = typeof products.$inferSelect;
export type CategoryRow = typeof categories.$inferSelect;
export type VariantRow = typeof productVariants.$inferSelect;

/** Every product the shop still sells: archived ones (kept for order history) are left out. */
export function findAllProducts(db: DbOrTx): Promise<ProductRow[]> {
  return db.select().from(products).where(isNull(products.archivedAt)).orderBy(asc(products.name));
}

export function findAllCategories(db: DbOrTx): Promise<CategoryRow[]> {
  return db.select().from(categories).orderBy(asc(categories.sortOrder), asc(categories.name));
}

/** Every variant, smallest size first within a product. */
export async function findAllVariants(db: DbOrTx): Promise<VariantRow[]> {
  const rows = await db.select().from(productVariants);
  return rows.sort((a, b) => VARIANT_SIZES.indexOf(a.size) - VARIANT_SIZES.indexOf(b.size));
}

/** A product's approved reviews, summed: what its rating is read from (domain/reviews averageRating). */
export interface ReviewSummaryRow {
  productId: string;
  count: number;
  ratingSum: number;
}

/**
 * Every product's approved reviews in one grouped query, so the catalogue's ratings cost one
 * statement per reload whatever the number of products (never one per product).
 */
export function findApprovedReviewSummaries(db: DbOrTx): Promise<ReviewSummaryRow[]> {
  return db
    .select({
      productId: productReviews.productId,
      count: sql<number>`count(*)::int`,
      ratingSum: sql<number>`sum(${productReviews.rating})::int`,
    })
    .from(productReviews)
    .where(eq(productReviews.status, 'approved'))
    .groupBy(productReviews.productId)
    .orderBy(asc(productReviews.productId));
}
