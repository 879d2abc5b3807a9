/**
 * The stored shop totals (issue 27, decision 0224): orders and their totals per Auckland day of
 * placing and status, kept in the transaction of every order write through `applyCustomerTotals`
 * (customer-totals.ts calls `applyShopTotals`), so the dashboard reads a few rows per day instead
 * of every order.
 */
import { sql } from 'drizzle-orm';
import { shopTotalsChanges, type ShopTotalsFacts } from '../../domain/shop-totals';
import { SHOP_TIME_ZONE } from '../../domain/delivery';
import type { DbOrTx } from './client';
import { orderDayTotals, orders } from './schema';

/** Adds what one order's write changed to its day's rows, making a row if it is the first. */
export async function applyShopTotals(
  tx: DbOrTx,
  before: ShopTotalsFacts | null,
  after: ShopTotalsFacts | null,
): Promise<void> {
  for (const change of shopTotalsChanges(before, after)) {
    await tx
      .insert(orderDayTotals)
      .values(change)
      .onConflictDoUpdate({
        target: [orderDayTotals.day, orderDayTotals.status],
        set: {
          orderCount: sql`${orderDayTotals.orderCount} + ${change.orderCount}`,
          totalCents: sql`${orderDayTotals.totalCents} + ${change.totalCents}`,
        },
      });
  }
}

/** Clear All Orders: the shop has no orders any more. */
export async function clearShopTotals(tx: DbOrTx): Promise<void> {
  await tx.delete(orderDayTotals);
}

export interface DayStatusTotals {
  day: string;
  status: string;
  orderCount: number;
  totalCents: number;
}

/**
 * The rows read afresh from the orders (the migration's backfill): what a test compares the stored
 * rows with, leaving out rows that came to zero. Reads every order; never on a request path.
 */
export async function recomputedShopTotals(db: DbOrTx): Promise<DayStatusTotals[]> {
  const day = sql<string>`to_char(${orders.createdAt} at time zone ${sql.raw(`'${SHOP_TIME_ZONE}'`)}, 'YYYY-MM-DD')`;
  const rows = await db
    .select({
      day,
      status: orders.status,
      orderCount: sql<number>`count(*)::int`,
      totalCents: sql<number>`coalesce(sum(${orders.totalCents}), 0)::bigint`,
    })
    .from(orders)
    .groupBy(day, orders.status);
  return sortTotals(rows.map((row) => ({ ...row, totalCents: Number(row.totalCents) })));
}

/** The stored rows that are not zero, in the same order as `recomputedShopTotals`. */
export async function storedShopTotals(db: DbOrTx): Promise<DayStatusTotals[]> {
  const rows = await db
    .select()
    .from(orderDayTotals)
    .where(sql`${orderDayTotals.orderCount} <> 0 or ${orderDayTotals.totalCents} <> 0`);
  return sortTotals(rows.map((row) => ({ ...row, totalCents: Number(row.totalCents) })));
}

const sortTotals = (rows: DayStatusTotals[]) =>
  rows.sort((a, b) => (a.day === b.day ? a.status.localeCompare(b.status) : a.day < b.day ? -1 : 1));
