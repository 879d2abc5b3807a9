/**
 * The loyalty ledger's invariants over the whole database, in SQL (issue [7 of 11]): each query
 * lists the rows that break one rule, so a failing test names them.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';

const rows = async <T>(db: Db, query: ReturnType<typeof sql>) =>
  ((await db.execute(query)) as unknown as { rows: T[] }).rows;

export async function loyaltyInvariantViolations(db: Db) {
  return {
    /** A balance equals the sum of its ledger and is never negative. */
    balanceDrift: await rows(
      db,
      sql`
      select a.user_id, a.total_points, l.total from loyalty_accounts a
      left join (select user_id, sum(points)::int as total from loyalty_transactions group by user_id) l
        on l.user_id = a.user_id
      where a.total_points <> coalesce(l.total, 0) or a.total_points < 0`,
    ),
    /** Uses never pass the limit, and count the redemptions not given back. */
    usesDrift: await rows(
      db,
      sql`
      select r.id, r.current_uses, d.n from loyalty_rewards r
      left join (select reward_id, count(*)::int as n from loyalty_redemptions
                 where status <> 'released' group by reward_id) d on d.reward_id = r.id
      where r.current_uses <> coalesce(d.n, 0) or (r.max_uses is not null and r.current_uses > r.max_uses)`,
    ),
    /**
     * A discount without a debit: every order with a discount has exactly one committed
     * redemption, and no other order has one (a cancelled order gave its reward back).
     */
    discountWithoutDebit: await rows(
      db,
      sql`
      select o.id, o.discount_cents, count(d.id)::int as committed from orders o
      left join loyalty_redemptions d on d.order_id = o.id and d.status = 'committed'
      group by o.id
      having case when o.status = 'cancelled' then count(d.id) <> 0
        else (o.discount_cents > 0) <> (count(d.id) = 1) or count(d.id) > 1 end`,
    ),
    /**
     * Each redemption's points are debited once: Σ its ledger rows is −points while it is held or
     * used, and 0 once a checkout's reward is released or a voucher voided (its points came back).
     */
    debitDrift: await rows(
      db,
      sql`
      select d.id, d.status, d.source, d.points, coalesce(sum(t.points), 0)::int as ledger
      from loyalty_redemptions d left join loyalty_transactions t on t.redemption_id = d.id
      group by d.id
      having coalesce(sum(t.points), 0) <> case
        when d.status = 'released' and d.source = 'checkout' then 0
        when d.status = 'voided' then 0 else -d.points end`,
    ),
    /**
     * Points owed after refunds (decision 0108) equal the sum of the ledger's `owed` column, are
     * never negative, and an account that owes points has none left to spend (they repaid it).
     */
    owedDrift: await rows(
      db,
      sql`
      select a.user_id, a.points_owed, a.total_points, l.owed from loyalty_accounts a
      left join (select user_id, sum(owed)::int as owed from loyalty_transactions group by user_id) l
        on l.user_id = a.user_id
      where a.points_owed <> coalesce(l.owed, 0) or a.points_owed < 0
        or (a.points_owed > 0 and a.total_points > 0)`,
    ),
  };
}

/** What an intact ledger looks like: every list empty. */
export const NO_VIOLATIONS = {
  balanceDrift: [],
  usesDrift: [],
  discountWithoutDebit: [],
  debitDrift: [],
  owedDrift: [],
};
