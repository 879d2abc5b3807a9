/**
 * Races of redemption, on PostgreSQL (PGlite has one connection and cannot race). Each race is
 * repeated 20 times and the invariants are checked in SQL afterwards: every balance equals the
 * sum of its ledger and is never negative, and no reward has more uses than its limit.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createCustomerWithPoints, createReward, type Customer } from '../../test/factories';
import { describeRace } from '../../test/races';
import { createTestApp, type TestApp } from '../../test/test-app';

const ROUNDS = 20;
const RACERS = 20;
const RACE_TIMEOUT_MS = 180_000;

let t: TestApp;
const customerWith = (points: number) => createCustomerWithPoints(t, points);
const rewardOf = (values: Parameters<typeof createReward>[1] = {}) => createReward(t, values);

const rows = async <T>(query: ReturnType<typeof sql>) =>
  ((await t.database.db.execute(query)) as unknown as { rows: T[] }).rows;

const redeem = (c: Customer, rewardId: string) =>
  t.app.inject({ method: 'POST', url: `/api/loyalty/${c.claims.sub}/redeem/${rewardId}`, headers: c.headers });

/** The invariants of the whole database, in SQL. */
async function expectInvariants() {
  const drift = await rows<{ user_id: string }>(sql`
    select a.user_id from loyalty_accounts a
    left join (select user_id, sum(points)::int as total from loyalty_transactions group by user_id) l
      on l.user_id = a.user_id
    where a.total_points <> coalesce(l.total, 0) or a.total_points < 0`);
  expect(drift).toEqual([]);
  const overUsed = await rows<{ id: string }>(
    sql`select id from loyalty_rewards where max_uses is not null and current_uses > max_uses`,
  );
  expect(overUsed).toEqual([]);
  const usesVsRedemptions = await rows<{ id: string }>(sql`
    select r.id from loyalty_rewards r
    left join (select reward_id, count(*)::int as n from loyalty_redemptions group by reward_id) d on d.reward_id = r.id
    where r.current_uses <> coalesce(d.n, 0)`);
  expect(usesVsRedemptions).toEqual([]);
}

describeRace('loyalty redemption races', () => {
  beforeAll(async () => {
    // Twenty redeems by one customer: the per-customer limit (P41, rate-limits.test.ts) is not what is raced here.
    t = await createTestApp({ RATE_LIMIT_REDEMPTIONS_PER_MINUTE: '100000' });
  });
  afterAll(() => t?.close());

  it(
    'P30: twenty customers racing for a reward with maxUses 1: exactly one wins, every round',
    async () => {
      for (let round = 0; round < ROUNDS; round++) {
        const reward = await rewardOf({ maxUses: 1 });
        const customers = await Promise.all(Array.from({ length: RACERS }, () => customerWith(500)));
        const answers = await Promise.all(customers.map((c) => redeem(c, reward.id)));
        const codes = answers.map((a) => a.statusCode).sort();
        expect(
          codes.filter((c) => c === 201),
          `round ${round}`,
        ).toHaveLength(1);
        expect(
          codes.filter((c) => c === 409),
          `round ${round}`,
        ).toHaveLength(RACERS - 1);
        const [state] = await rows<{ uses: number; debits: number }>(sql`
          select r.current_uses as uses,
            (select count(*)::int from loyalty_transactions t
              join loyalty_redemptions d on d.id = t.redemption_id
              where d.reward_id = r.id and t.type = 'redeemed') as debits
          from loyalty_rewards r where r.id = ${reward.id}`);
        expect(state).toEqual({ uses: 1, debits: 1 });
      }
      await expectInvariants();
    },
    RACE_TIMEOUT_MS,
  );

  it(
    'P31: one customer racing twenty redeems against one balance: exactly one wins, every round',
    async () => {
      for (let round = 0; round < ROUNDS; round++) {
        const reward = await rewardOf({ pointsCost: 150 });
        const c = await customerWith(150);
        const answers = await Promise.all(Array.from({ length: RACERS }, () => redeem(c, reward.id)));
        const codes = answers.map((a) => a.statusCode);
        expect(
          codes.filter((s) => s === 201),
          `round ${round}`,
        ).toHaveLength(1);
        expect(
          codes.filter((s) => s === 409),
          `round ${round}`,
        ).toHaveLength(RACERS - 1);
        const [state] = await rows<{ balance: number; ledger: number; uses: number }>(sql`
          select a.total_points as balance,
            (select sum(points)::int from loyalty_transactions where user_id = a.user_id) as ledger,
            (select current_uses from loyalty_rewards where id = ${reward.id}) as uses
          from loyalty_accounts a where a.user_id = ${c.user.id}`);
        expect(state).toEqual({ balance: 0, ledger: 0, uses: 1 });
      }
      await expectInvariants();
    },
    RACE_TIMEOUT_MS,
  );
});
