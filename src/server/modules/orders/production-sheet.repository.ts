/**
 * The production sheet's reads: the day's orders with their items (two queries, as the list does)
 * and the category of every product on them (one more), whatever the number of orders.
 */
import { eq, sql } from 'drizzle-orm';
import { type Allergen, normalizeAllergens } from '../../../domain/allergens';
import type { DbOrTx } from '../../db/client';
import { categories, products } from '../../db/schema';
import { findOrdersForDay, type OrderWithItems, withItems } from './orders-admin.repository';

export interface ProductCategory {
  name: string;
  sortOrder: number;
}

export interface ProductionDay {
  orders: OrderWithItems[];
  /** Product id → its category now; a product deleted since the order is absent. */
  categories: Map<string, ProductCategory>;
  /** Product id → what it declares now (issue 26); a product deleted since the order is absent. */
  allergens: Map<string, Allergen[]>;
}

export async function findProductionDay(db: DbOrTx, date: string): Promise<ProductionDay> {
  const found = await withItems(db, await findOrdersForDay(db, date));
  const productIds = [...new Set(found.flatMap(({ items }) => items.map((item) => item.productId)))].filter(
    (id): id is string => id !== null,
  );
  const byProduct = new Map<string, ProductCategory>();
  const allergens = new Map<string, Allergen[]>();
  if (productIds.length) {
    const rows = await db
      .select({
        productId: products.id,
        name: categories.name,
        sortOrder: categories.sortOrder,
        allergens: products.allergens,
      })
      .from(products)
      .innerJoin(categories, eq(products.category, categories.slug))
      // One array parameter, however many products the day holds.
      .where(sql`${products.id} = any(${`{${productIds.join(',')}}`}::uuid[])`);
    for (const row of rows) {
      byProduct.set(row.productId, { name: row.name, sortOrder: row.sortOrder });
      allergens.set(row.productId, normalizeAllergens(row.allergens));
    }
  }
  return { orders: found, categories: byProduct, allergens };
}
