import { asc, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { categories, products, productVariants } from '../../db/schema';
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
