/**
 * Store credit for API tests (decision 0202): credit given straight through the ledger, and the
 * ledger's invariants over the whole database in SQL (each query lists the rows that break one rule).
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { insertGrant } from '../modules/store-credit/store-credit.repository';

/** Credit as staff would give it, without an order (the admin route's own tests give it for one). */
export async function giveCredit(db: Db, userId: string, cents: number): Promise<void> {
  await db.transaction((tx) =>
    insertGrant(tx, { userId, orderId: null, amountCents: cents, note: 'Test credit', actorEmail: null }),
  );
}

const rows = async <T>(db: Db, query: ReturnType<typeof sql>) =>
  ((await db.execute(query)) as unknown as { rows: T[] }).rows;

export async function storeCreditViolations(db: Db) {
  return {
    /** The balance equals the sum of its ledger and is never negative. */
    balanceDrift: await rows(
      db,
      sql`
      select a.user_id, a.balance_cents, l.total from store_credit_accounts a
      full join (select user_id, sum(amount_cents)::int as total from store_credit_entries group by user_id) l
        on l.user_id = a.user_id
      where coalesce(a.balance_cents, 0) <> coalesce(l.total, 0) or a.balance_cents < 0`,
    ),
    /**
     * A checkout's credit is spent once, as much as it says; what comes back (partial refunds'
     * shares and the one rest) never exceeds it, and once the rest came back it is all back.
     */
    checkoutDrift: await rows(
      db,
      sql`
      with back as (
        select checkout_id, sum(amount_cents)::int as returned, bool_or(refund_id is null) as rest_returned
        from store_credit_entries where kind = 'returned' group by checkout_id)
      select c.id, c.store_credit_cents, s.amount_cents as spent, b.returned from checkouts c
      left join store_credit_entries s on s.checkout_id = c.id and s.kind = 'spent'
      left join back b on b.checkout_id = c.id
      where c.user_id is not null and (
        (c.store_credit_cents > 0 and coalesce(-s.amount_cents, 0) <> c.store_credit_cents)
        or (c.store_credit_cents = 0 and s.id is not null)
        or coalesce(b.returned, 0) > coalesce(-s.amount_cents, 0)
        or (b.rest_returned and b.returned <> -s.amount_cents))`,
    ),
    /**
     * A checkout whose payment went back, or whose order was cancelled, has all its credit back; an
     * order still standing has back exactly its finished partial refunds' credit shares (0220).
     */
    fateDrift: await rows(
      db,
      sql`
      with back as (
        select checkout_id, sum(amount_cents)::int as returned from store_credit_entries
        where kind = 'returned' group by checkout_id),
      shares as (
        select order_id, sum(credit_cents)::int as credit from order_refunds
        where status = 'refunded' group by order_id)
      select c.id, c.status, o.status as order_status, b.returned, sh.credit from checkouts c
      left join orders o on o.id = c.order_id
      left join back b on b.checkout_id = c.id
      left join shares sh on sh.order_id = o.id
      where c.store_credit_cents > 0 and c.user_id is not null and (
        (c.status = 'refunded' and coalesce(b.returned, 0) <> c.store_credit_cents)
        or (o.status = 'cancelled' and coalesce(b.returned, 0) <> c.store_credit_cents)
        or (o.id is not null and o.status <> 'cancelled' and coalesce(b.returned, 0) <> coalesce(sh.credit, 0)))`,
    ),
    /** Each partial refund's credit row is its refund's recorded share, for a finished refund. */
    refundShareDrift: await rows(
      db,
      sql`
      select e.id, e.amount_cents, r.credit_cents, r.status from store_credit_entries e
      left join order_refunds r on r.id = e.refund_id
      where e.refund_id is not null and (r.id is null or r.status <> 'refunded' or r.credit_cents <> e.amount_cents)`,
    ),
  };
}

export const NO_CREDIT_VIOLATIONS = { balanceDrift: [], checkoutDrift: [], fateDrift: [], refundShareDrift: [] };
