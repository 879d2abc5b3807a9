/**
 * The stored shop totals (issue 27, decision 0224): orders and their totals per Auckland day of
 * placing and status, kept in the transaction of every order write through `applyCustomerTotals`
 * (customer-totals.ts sends `shopTotalsUpserts`), so the dashboard reads a few rows per day instead
 * of every order.
 */
import { type SQL, sql } from 'drizzle-orm';
import { shopTotalsChanges, type ShopTotalsFacts } from '../../domain/shop-totals';
import { SHOP_TIME_ZONE } from '../../domain/delivery';
import type { DbOrTx } from './client';
import { orderDayTotals, orders } from './schema';

/**
 * The upserts that add what one order's write changed to its day's rows, making a row if it is the
 * first: one upsert per row, in the order of `shopTotalsChanges` (the same rows in the same order for
 * every writer, so two cannot deadlock). `applyCustomerTotals` sends them with the customer's, as
 * one statement.
 */
export function shopTotalsUpserts(before: ShopTotalsFacts | null, after: ShopTotalsFacts | null): SQL[] {
  return shopTotalsChanges(before, after).map(
    (change) => sql`insert into ${orderDayTotals} (day, status, order_count, total_cents)
      values (${change.day}, ${change.status}, ${change.orderCount}, ${change.totalCents})
      on conflict (day, status) do update set
        order_count = ${orderDayTotals}.order_count + excluded.order_count,
        total_cents = ${orderDayTotals}.total_cents + excluded.total_cents`,
  );
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
