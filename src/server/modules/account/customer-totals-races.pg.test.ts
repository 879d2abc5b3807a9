/**
 * Stored customer totals under concurrency (issue 27, decision 0214), on PostgreSQL (PGlite has one
 * connection and cannot race). Each round one customer pays for three orders from three carts at
 * once while staff cancel an earlier order of theirs; afterwards, in SQL, every stored row equals
 * the totals read afresh from the orders, so no concurrent write lost another's change.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { StoreProduct } from '../../../contracts/catalog';
import { newShopper, placeOrder, relaxShopRules } from '../../test/checkout-helpers';
import { createCustomer, createProduct } from '../../test/factories';
import { describeRace } from '../../test/races';
import { createTestApp, type TestApp } from '../../test/test-app';
import { adminClaims, bearer, mintToken } from '../../test/tokens';

const ROUNDS = 6;
const RACE_TIMEOUT_MS = 180_000;

let t: TestApp;
let cake: StoreProduct;
let admin: Record<string, string>;

/** Customers whose stored totals differ from their orders' (a lost or doubled change). */
async function mismatches() {
  const result = (await t.database.db.execute(sql`
    with fresh as (
      select user_id, (count(*) filter (where status <> 'cancelled'))::int as order_count,
             coalesce(sum(total_cents - refunded_cents), 0)::bigint as spent_cents
      from orders where user_id is not null group by user_id)
    select coalesce(f.user_id, s.user_id) as user_id
    from fresh f full join customer_totals s on s.user_id = f.user_id
    where coalesce(f.order_count, 0) <> coalesce(s.order_count, 0)
       or coalesce(f.spent_cents, 0) <> coalesce(s.spent_cents, 0)`)) as unknown as { rows: unknown[] };
  return result.rows;
}

describeRace('stored customer totals under concurrent payments and a cancellation', () => {
  beforeAll(async () => {
    t = await createTestApp({
      RATE_LIMIT_PAYMENT_INTENTS_PER_MINUTE: '100000',
      RATE_LIMIT_CART_WRITES_PER_MINUTE: '100000',
      RATE_LIMIT_CART_WRITES_PER_IP_PER_MINUTE: '100000',
    });
    await relaxShopRules(t);
    cake = await createProduct(t, { name: 'Race Totals Cake', priceCents: 1800 });
    admin = bearer(await mintToken(t, adminClaims()));
  });
  afterAll(() => t?.close());

  it(
    'keeps every customer row equal to their orders, 6 rounds',
    async () => {
      let cancelled = 0;
      for (let round = 0; round < ROUNDS; round += 1) {
        const customer = await createCustomer(t);
        const earlier = await placeOrder(t, customer, cake.id, 1 + (round % 3));
        const carts = [customer, await newShopper(t, customer.claims), await newShopper(t, customer.claims)];
        const [cancel, ...placed] = await Promise.all([
          t.app.inject({
            method: 'POST',
            url: `/api/admin/orders/${earlier.order.id}/cancel`,
            headers: admin,
            payload: { reason: 'Cancelled in a race' },
          }),
          ...carts.map((cart, i) => placeOrder(t, cart, cake.id, 1 + ((round + i) % 4))),
        ]);
        expect(cancel!.statusCode, cancel!.body).toBe(200);
        cancelled += 1;
        expect(placed).toHaveLength(3);
      }
      expect(cancelled).toBe(ROUNDS);
      expect(await mismatches()).toEqual([]);
    },
    RACE_TIMEOUT_MS,
  );
});
