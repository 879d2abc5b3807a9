import { asc } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { categories, products, productVariants } from '../../db/schema';

export type ProductRow = typeof products.$inferSelect;
export type CategoryRow = typeof categories.$inferSelect;
export type VariantRow = typeof productVariants.$inferSelect;

export function findAllProducts(db: DbOrTx): Promise<ProductRow[]> {
  return db.select().from(products).orderBy(asc(products.name));
}

export function findAllCategories(db: DbOrTx): Promise<CategoryRow[]> {
  return db.select().from(categories).orderBy(asc(categories.sortOrder), asc(categories.name));
}

const VARIANT_ORDER = ['individual', 'midi', 'quarter', 'half', 'full'];

/** Every variant, smallest size first within a product. */
export async function findAllVariants(db: DbOrTx): Promise<VariantRow[]> {
  const rows = await db.select().from(productVariants);
  return rows.sort((a, b) => VARIANT_ORDER.indexOf(a.size) - VARIANT_ORDER.indexOf(b.size));
}
