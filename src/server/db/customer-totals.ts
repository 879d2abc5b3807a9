/**
 * The stored customer totals (issue 27, decision 0214): every write that changes an order's
 * customer, status, total or refund calls `applyCustomerTotals` in its own transaction, so the
 * admin's customer list reads one row per customer. Here below the modules, as spending.ts is, so
 * that checkout, cancellation, refunds and Clear All share it without importing each other.
 */
import { sql } from 'drizzle-orm';
import { customerTotalsChanges, type OrderTotalsFacts } from '../../domain/customer-totals';
import type { DbOrTx } from './client';
import { customerTotals, orders } from './schema';
import { applyShopTotals, clearShopTotals } from './shop-totals';
import type { ShopTotalsFacts } from '../../domain/shop-totals';

/** What one order write must say: the customer's fields and the shop's (status, total, day placed). */
export type OrderWriteFacts = OrderTotalsFacts & ShopTotalsFacts;

/**
 * Applies what one order's write changed: `before` as the order was (null for a new order),
 * `after` as it is now (null when it was deleted). Adds to the customer's row, making it if it is
 * the first; the row is locked until the transaction ends, so concurrent orders of one customer add up.
 * Then the shop's day rows (decision 0224): every caller of this already is every order write, so
 * the dashboard's totals follow the same writes without a second call to forget.
 */
export async function applyCustomerTotals(
  tx: DbOrTx,
  before: OrderWriteFacts | null,
  after: OrderWriteFacts | null,
): Promise<void> {
  for (const change of customerTotalsChanges(before, after)) {
    await tx
      .insert(customerTotals)
      .values({ userId: change.userId, orderCount: change.orderCount, spentCents: change.spentCents })
      .onConflictDoUpdate({
        target: customerTotals.userId,
        set: {
          orderCount: sql`${customerTotals.orderCount} + ${change.orderCount}`,
          spentCents: sql`${customerTotals.spentCents} + ${change.spentCents}`,
        },
      });
  }
  await applyShopTotals(tx, before, after);
}

/** Clear All Orders: nobody has orders any more, and the shop none. */
export async function clearCustomerTotals(tx: DbOrTx): Promise<void> {
  await tx.delete(customerTotals);
  await clearShopTotals(tx);
}

/**
 * The totals read afresh from the orders (the migration's backfill, the list's old join): what a
 * test compares the stored rows with. Reads every order; never on a request path.
 */
export async function recomputedCustomerTotals(
  db: DbOrTx,
): Promise<Map<string, { orderCount: number; spentCents: number }>> {
  const rows = await db
    .select({
      userId: orders.userId,
      orderCount: sql<number>`(count(*) filter (where ${orders.status} <> 'cancelled'))::int`,
      spentCents: sql<number>`coalesce(sum(${orders.totalCents} - ${orders.refundedCents}), 0)::bigint`,
    })
    .from(orders)
    .where(sql`${orders.userId} is not null`)
    .groupBy(orders.userId);
  return new Map(
    rows.map((row) => [row.userId!, { orderCount: Number(row.orderCount), spentCents: Number(row.spentCents) }]),
  );
}
