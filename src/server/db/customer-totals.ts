/**
 * The stored customer totals (issue 27, decision 0214): every write that changes an order's
 * customer, status, total or refund calls `applyCustomerTotals` in its own transaction, so the
 * admin's customer list reads one row per customer. Here below the modules, as spending.ts is, so
 * that checkout, cancellation, refunds and Clear All share it without importing each other.
 */
import { type SQL, sql } from 'drizzle-orm';
import { customerTotalsChanges, type OrderTotalsFacts } from '../../domain/customer-totals';
import type { DbOrTx } from './client';
import { customerTotals, orders } from './schema';
import { clearShopTotals, shopTotalsUpserts } from './shop-totals';
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
  const upserts = [
    ...customerTotalsChanges(before, after).map(
      (change) => sql`insert into ${customerTotals} (user_id, order_count, spent_cents)
        values (${change.userId}, ${change.orderCount}, ${change.spentCents})
        on conflict (user_id) do update set
          order_count = ${customerTotals}.order_count + excluded.order_count,
          spent_cents = ${customerTotals}.spent_cents + excluded.spent_cents`,
    ),
    ...shopTotalsUpserts(before, after),
  ];
  await inOneStatement(tx, upserts);
}

/**
 * Sends upserts as one statement (performance A6: one round trip for a new order's customer row
 * and day row, instead of one each). The first is the statement, the others its data-modifying
 * `WITH` parts, which PostgreSQL always runs to the end. They never touch the same row twice: each
 * change list holds one entry per row (a customer, a day and status). The rows are locked in the
 * order PostgreSQL runs the parts, the same for every statement of these lists, so two writers
 * still take shared day rows in one order.
 */
async function inOneStatement(tx: DbOrTx, upserts: SQL[]): Promise<void> {
  const [first, ...others] = upserts;
  if (!first) return;
  const parts = others.map((upsert, i) => sql`${sql.raw(`totals_${i}`)} as (${upsert})`);
  await tx.execute(parts.length ? sql`with ${sql.join(parts, sql`, `)} ${first}` : first);
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
