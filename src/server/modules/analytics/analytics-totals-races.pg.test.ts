/**
 * The dashboard's stored day totals under concurrency (issue 27, decision 0224), on PostgreSQL
 * (PGlite has one connection and cannot race). Each round customers pay for orders at once while
 * two admins move the statuses of earlier orders of the same day in opposite directions (the rows
 * of one day and two statuses, taken in both orders: a deadlock if the rows were not locked in one
 * order) and another cancels one. Afterwards, in SQL, every stored row equals the orders counted
 * afresh, and the dashboard's figures equal counts over the orders.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { AdminAnalytics } from '../../../contracts/admin-analytics';
import type { StoreProduct } from '../../../contracts/catalog';
import { newShopper, placeOrder, relaxShopRules } from '../../test/checkout-helpers';
import { createCustomer, createProduct } from '../../test/factories';
import { describeRace } from '../../test/races';
import { createTestApp, type TestApp } from '../../test/test-app';
import { adminClaims, bearer, mintToken } from '../../test/tokens';

const ROUNDS = 5;
const RACE_TIMEOUT_MS = 240_000;

let t: TestApp;
let cake: StoreProduct;
let admin: Record<string, string>;

/** Day and status rows whose stored totals differ from the orders' (a lost or doubled change). */
async function mismatches() {
  const result = (await t.database.db.execute(sql`
    with fresh as (
      select (created_at at time zone 'Pacific/Auckland')::date as day, status,
             count(*)::int as order_count, sum(total_cents)::bigint as total_cents
      from orders group by 1, 2)
    select coalesce(f.day, s.day) as day, coalesce(f.status, s.status) as status
    from fresh f full join order_day_totals s on s.day = f.day and s.status = f.status
    where coalesce(f.order_count, 0) <> coalesce(s.order_count, 0)
       or coalesce(f.total_cents, 0) <> coalesce(s.total_cents, 0)`)) as unknown as { rows: unknown[] };
  return result.rows;
}

async function countsFromOrders() {
  const result = (await t.database.db.execute(sql`
    select count(*)::int as orders,
           (count(*) filter (where status = 'cancelled'))::int as cancelled,
           coalesce(sum(total_cents) filter (where status <> 'cancelled'), 0)::bigint as revenue
    from orders`)) as unknown as { rows: Array<{ orders: number; cancelled: number; revenue: string }> };
  return result.rows[0]!;
}

const setStatus = (id: string, status: string) =>
  t.app.inject({ method: 'PATCH', url: `/api/admin/orders/${id}/status`, headers: admin, payload: { status } });

describeRace('stored day totals under concurrent payments, status changes and a cancellation', () => {
  beforeAll(async () => {
    t = await createTestApp({
      RATE_LIMIT_PAYMENT_INTENTS_PER_MINUTE: '100000',
      RATE_LIMIT_CART_WRITES_PER_MINUTE: '100000',
      RATE_LIMIT_CART_WRITES_PER_IP_PER_MINUTE: '100000',
    });
    await relaxShopRules(t);
    cake = await createProduct(t, { name: 'Race Day Totals Cake', priceCents: 2100 });
    admin = bearer(await mintToken(t, adminClaims()));
  });
  afterAll(() => t?.close());

  it(
    'keeps every day and status row equal to the orders, 5 rounds',
    async () => {
      for (let round = 0; round < ROUNDS; round += 1) {
        const customer = await createCustomer(t);
        const a = await placeOrder(t, customer, cake.id, 1);
        const b = await placeOrder(t, customer, cake.id, 2);
        const c = await placeOrder(t, customer, cake.id, 1);
        expect((await setStatus(b.order.id, 'inprogress')).statusCode).toBe(200);
        const shoppers = [await createCustomer(t), await newShopper(t), await newShopper(t)];
        const answers = await Promise.all([
          // a: orderconfirmed → inprogress while b: inprogress → orderconfirmed (opposite rows).
          setStatus(a.order.id, 'inprogress'),
          setStatus(b.order.id, 'orderconfirmed'),
          t.app.inject({
            method: 'POST',
            url: `/api/admin/orders/${c.order.id}/cancel`,
            headers: admin,
            payload: { reason: 'Cancelled in a race' },
          }),
          ...shoppers.map((shopper, i) => placeOrder(t, shopper, cake.id, 1 + ((round + i) % 3)).then(() => null)),
        ]);
        for (const answer of answers.slice(0, 3)) expect(answer!.statusCode, answer!.body).toBe(200);
      }
      expect(await mismatches()).toEqual([]);

      const res = await t.app.inject({ url: '/api/admin/analytics', headers: admin });
      expect(res.statusCode, res.body).toBe(200);
      const figures = res.json<AdminAnalytics>();
      const fresh = await countsFromOrders();
      expect(fresh.orders).toBe(ROUNDS * 6);
      expect(figures.totalOrders).toBe(fresh.orders);
      expect(figures.cancelledOrders).toBe(fresh.cancelled);
      expect(Math.round(Number(figures.totalRevenue) * 100)).toBe(Number(fresh.revenue));
      expect(figures.ordersByStatus.reduce((sum, s) => sum + s.count, 0)).toBe(fresh.orders);
    },
    RACE_TIMEOUT_MS,
  );
});
