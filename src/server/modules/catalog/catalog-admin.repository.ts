/** SQL of the admin's catalogue writes: products, categories, size variants and the homepage order. */
import { and, asc, count, eq, inArray, isNull, like, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { categories, checkouts, orderItems, products, productVariants } from '../../db/schema';
import { VARIANT_SIZES } from '../../../domain/variant-sizes';
import type { CategoryRow, ProductRow, VariantRow } from './catalog.repository';

export type ProductValues = Omit<typeof products.$inferInsert, 'id' | 'slug' | 'createdAt' | 'updatedAt'>;
export type CategoryValues = Omit<typeof categories.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;
export type VariantValues = Omit<typeof productVariants.$inferInsert, 'id' | 'createdAt'>;

/** Every product not archived, as the admin lists them. */
export function findActiveProducts(db: DbOrTx): Promise<ProductRow[]> {
  return db.select().from(products).where(isNull(products.archivedAt)).orderBy(asc(products.name));
}

/** A product not archived, locked for the rest of the transaction when `lock` is set. */
export async function findActiveProduct(db: DbOrTx, id: string, lock = false): Promise<ProductRow | undefined> {
  const query = db
    .select()
    .from(products)
    .where(and(eq(products.id, id), isNull(products.archivedAt)));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

/** Slugs already taken by `base` or `base-<n>` (archived products keep theirs: old links stay unique). */
export async function slugsLike(db: DbOrTx, base: string): Promise<string[]> {
  const rows = await db
    .select({ slug: products.slug })
    .from(products)
    .where(or(eq(products.slug, base), like(products.slug, `${base}-%`)));
  return rows.map((r) => r.slug);
}

export async function insertProduct(db: DbOrTx, values: ProductValues & { slug: string }): Promise<ProductRow> {
  const [row] = await db.insert(products).values(values).returning();
  return row!;
}

export async function updateProduct(db: DbOrTx, id: string, values: Partial<ProductValues>): Promise<ProductRow> {
  const [row] = await db
    .update(products)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(products.id, id))
    .returning();
  return row!;
}

export async function deleteProductRow(db: DbOrTx, id: string): Promise<void> {
  await db.delete(products).where(eq(products.id, id));
}

/**
 * Whether an order or a checkout that may still be paid or refunded refers to the product: it
 * must then stay (archived), so the order history keeps its name and picture.
 */
export async function isProductReferenced(db: DbOrTx, id: string): Promise<boolean> {
  const [ordered] = await db.select({ n: count() }).from(orderItems).where(eq(orderItems.productId, id)).limit(1);
  if ((ordered?.n ?? 0) > 0) return true;
  const [inCheckout] = await db
    .select({ n: count() })
    .from(checkouts)
    .where(
      and(
        inArray(checkouts.status, ['open', 'superseded', 'refunding']),
        sql`${checkouts.lines} @> ${JSON.stringify([{ productId: id }])}::jsonb`,
      ),
    );
  return (inCheckout?.n ?? 0) > 0;
}

/** Ids among `ids` that are products not archived. */
export async function existingProductIds(db: DbOrTx, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: products.id })
    .from(products)
    .where(and(inArray(products.id, ids), isNull(products.archivedAt)));
  return new Set(rows.map((r) => r.id));
}

export async function setSortOrder(db: DbOrTx, id: string, sortOrder: number): Promise<void> {
  await db.update(products).set({ sortOrder, updatedAt: new Date() }).where(eq(products.id, id));
}

export async function findCategoryBySlug(db: DbOrTx, slug: string): Promise<CategoryRow | undefined> {
  const [row] = await db.select().from(categories).where(eq(categories.slug, slug));
  return row;
}

export async function findCategory(db: DbOrTx, id: string, lock = false): Promise<CategoryRow | undefined> {
  const query = db.select().from(categories).where(eq(categories.id, id));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export async function findCategoriesWithCounts(db: DbOrTx): Promise<Array<CategoryRow & { productCount: number }>> {
  const [rows, counts] = await Promise.all([
    db.select().from(categories).orderBy(asc(categories.sortOrder), asc(categories.name)),
    db
      .select({ category: products.category, n: count() })
      .from(products)
      .where(isNull(products.archivedAt))
      .groupBy(products.category),
  ]);
  const bySlug = new Map(counts.map((c) => [c.category, Number(c.n)]));
  return rows.map((row) => ({ ...row, productCount: bySlug.get(row.slug) ?? 0 }));
}

/** How many products use the category: `active` ones shown in the shop, `archived` ones kept for history. */
export async function productsInCategory(db: DbOrTx, slug: string): Promise<{ active: number; archived: number }> {
  const [row] = await db
    .select({
      active: sql<number>`count(*) filter (where ${products.archivedAt} is null)::int`,
      archived: sql<number>`count(*) filter (where ${products.archivedAt} is not null)::int`,
    })
    .from(products)
    .where(eq(products.category, slug));
  return { active: Number(row?.active ?? 0), archived: Number(row?.archived ?? 0) };
}

export async function insertCategory(db: DbOrTx, values: CategoryValues): Promise<CategoryRow> {
  const [row] = await db.insert(categories).values(values).returning();
  return row!;
}

export async function updateCategory(db: DbOrTx, id: string, values: Partial<CategoryValues>): Promise<CategoryRow> {
  const [row] = await db
    .update(categories)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(categories.id, id))
    .returning();
  return row!;
}

export async function deleteCategoryRow(db: DbOrTx, id: string): Promise<void> {
  await db.delete(categories).where(eq(categories.id, id));
}

/** Every size of a product, available or not, smallest first. */
export async function findVariantsOf(db: DbOrTx, productId: string): Promise<VariantRow[]> {
  const rows = await db.select().from(productVariants).where(eq(productVariants.productId, productId));
  return rows.sort((a, b) => VARIANT_SIZES.indexOf(a.size) - VARIANT_SIZES.indexOf(b.size));
}

export async function findVariant(db: DbOrTx, id: string): Promise<VariantRow | undefined> {
  const [row] = await db.select().from(productVariants).where(eq(productVariants.id, id));
  return row;
}

export async function findVariantBySize(
  db: DbOrTx,
  productId: string,
  size: VariantRow['size'],
): Promise<VariantRow | undefined> {
  const [row] = await db
    .select()
    .from(productVariants)
    .where(and(eq(productVariants.productId, productId), eq(productVariants.size, size)));
  return row;
}

export async function insertVariant(db: DbOrTx, values: VariantValues): Promise<VariantRow> {
  const [row] = await db.insert(productVariants).values(values).returning();
  return row!;
}

/** Sets a size's own kitchen minutes (null: the product's); undefined when there is no such size. */
export async function updateVariantEffortRow(
  db: DbOrTx,
  id: string,
  effortMinutes: number | null,
): Promise<VariantRow | undefined> {
  const [row] = await db.update(productVariants).set({ effortMinutes }).where(eq(productVariants.id, id)).returning();
  return row;
}

export async function deleteVariantRow(db: DbOrTx, id: string): Promise<void> {
  await db.delete(productVariants).where(eq(productVariants.id, id));
}
