/**
 * The money invariants of refunds (issue 24, decision 0200), in SQL over the whole database: each
 * query lists the rows that break one rule, so a failing test names them.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';

const rows = async <T>(db: Db, query: ReturnType<typeof sql>) =>
  ((await db.execute(query)) as unknown as { rows: T[] }).rows;

export async function refundInvariantViolations(db: Db) {
  return {
    /** Never more refunded than was paid; an open order's refunded total is Σ its finished refunds. */
    overRefunded: await rows(
      db,
      sql`
      select o.id, o.total_cents, o.refunded_cents, coalesce(r.sum, 0) as refunds from orders o
      left join (select order_id, sum(amount_cents)::int as sum from order_refunds
                 where status = 'refunded' group by order_id) r on r.order_id = o.id
      where o.refunded_cents > o.total_cents or coalesce(r.sum, 0) > o.refunded_cents
         or (o.status <> 'cancelled' and o.refunded_cents <> coalesce(r.sum, 0))`,
    ),
    /** No refund is left half made. */
    pending: await rows(db, sql`select id, order_id from order_refunds where status = 'pending'`),
    /** The test gateway's refunds add up to what it says it refunded, never above the payment. */
    gatewayDrift: await rows(
      db,
      sql`
      select i.id, i.amount, i.amount_refunded, coalesce(r.sum, 0) as refunds from test_payment_intents i
      left join (select intent_id, sum(amount)::int as sum from test_payment_refunds group by intent_id) r
        on r.intent_id = i.id
      where i.amount_refunded <> coalesce(r.sum, 0) or i.amount_refunded > i.amount`,
    ),
    /** What the shop says it refunded is what the gateway refunded. */
    shopGatewayDrift: await rows(
      db,
      sql`
      select o.id, o.refunded_cents, i.amount_refunded from orders o
      join test_payment_intents i on i.id = o.stripe_payment_intent_id
      where o.refunded_cents <> i.amount_refunded`,
    ),
  };
}

export const NO_REFUND_VIOLATIONS = { overRefunded: [], pending: [], gatewayDrift: [], shopGatewayDrift: [] };
