import { and, desc, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import { type Allergen, normalizeAllergens } from '../../../domain/allergens';
import type { DbOrTx } from '../../db/client';
import { prepared } from '../../db/prepared';
import { orderItems, orders, products } from '../../db/schema';
import { type OrderItemRow, type OrderRow } from './orders.mapper';

/** Orders with their items, newest first: two queries whatever the number of orders. */
export async function findOrdersWithItems(
  db: DbOrTx,
  where: { userId: string; sessionId?: string },
): Promise<{ order: OrderRow; items: OrderItemRow[] }[]> {
  const rows = await db
    .select()
    .from(orders)
    .where(and(eq(orders.userId, where.userId), where.sessionId ? eq(orders.sessionId, where.sessionId) : undefined))
    .orderBy(desc(orders.createdAt));
  if (!rows.length) return [];
  const items = await db
    .select()
    .from(orderItems)
    .where(
      inArray(
        orderItems.orderId,
        rows.map((o) => o.id),
      ),
    );
  return rows.map((order) => ({ order, items: items.filter((i) => i.orderId === order.id) }));
}

// Built once (db/prepared.ts): confirm-order answers with the order it made.
const orderById = prepared((db) =>
  db
    .select()
    .from(orders)
    .where(eq(orders.id, sql.placeholder('orderId'))),
);
const itemsOfOrder = prepared((db) =>
  db
    .select()
    .from(orderItems)
    .where(eq(orderItems.orderId, sql.placeholder('orderId'))),
);

export async function findOrderWithItems(db: DbOrTx, orderId: string) {
  const [order] = await orderById(db, { orderId });
  if (!order) return undefined;
  const items = await itemsOfOrder(db, { orderId });
  return { order, items };
}

export async function insertOrder(db: DbOrTx, values: typeof orders.$inferInsert): Promise<OrderRow> {
  const [row] = await db.insert(orders).values(values).returning();
  return row!;
}

/**
 * Inserts an order's lines and returns each with the allergens its product declares now (issue 26:
 * both order e-mails list them under the line), read by the same statement (performance A6). A
 * line without a product (a custom cake) or whose product is gone declares none.
 */
export async function insertOrderItemsWithAllergens(
  db: DbOrTx,
  items: (typeof orderItems.$inferInsert)[],
): Promise<{ items: OrderItemRow[]; allergens: Allergen[][] }> {
  const rows = await db
    .insert(orderItems)
    .values(items)
    .returning({
      ...getTableColumns(orderItems),
      declared: sql<
        string[] | null
      >`(select ${products.allergens} from ${products} where ${products.id} = ${orderItems.productId})`,
    });
  return {
    items: rows.map(({ declared: _allergens, ...item }) => item),
    allergens: rows.map((row) => normalizeAllergens(row.declared ?? [])),
  };
}
