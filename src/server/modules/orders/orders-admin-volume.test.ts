/**
 * The admin's order list at volume (performance budget A8): thousands of orders seeded in one SQL
 * statement; the unpaged list stops at the hard cap, pages are stable and complete, and the real
 * total is in X-Total-Count.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminOrder } from '../../../contracts/admin-orders';
import { orders } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { adminClaims, bearer, mintToken } from '../../test/tokens';
import { ORDERS_HARD_CAP } from './orders-admin.service';

const SEEDED = 5000;
let t: TestApp;
let admin: Record<string, string>;
let expected: number[];

beforeAll(async () => {
  t = await createTestApp();
  admin = bearer(await mintToken(t, adminClaims()));
  // Order i was placed i/3 minutes ago (whole minutes): three orders share each instant, so the
  // order number must break ties. Two items each, made from the orders.
  await t.database.db.execute(sql`
    insert into orders (customer_name, customer_email, subtotal_cents, gst_cents, total_cents,
                        stripe_payment_intent_id, delivery_date, delivery_time, created_at)
    select 'Bulk Customer ' || i, 'bulk' || i || '@example.co.nz', 1000 + i, 150, 1150 + i,
           'pi_bulk_' || i, date '2030-01-01' + (i % 30), '11:00-13:00', now() - (i / 3) * interval '1 minute'
    from generate_series(1, ${SEEDED}) as i`);
  await t.database.db.execute(sql`
    insert into order_items (order_id, product_name, size, quantity, unit_price_cents, line_total_cents)
    select o.id, p.name, 'Standard', 1, 500, 500
    from orders o cross join (values ('Bulk Bun'), ('Bulk Loaf')) as p(name)`);
  // Newest first, ties by the higher order number: worked out here, not by the server's SQL.
  const rows = await t.database.db
    .select({ name: orders.customerName, n: orders.orderNumber, at: orders.createdAt })
    .from(orders);
  expected = rows
    .sort((a, b) => b.at.getTime() - a.at.getTime() || b.n - a.n)
    .map((r) => Number(r.name.replace('Bulk Customer ', '')));
});
afterAll(() => t.close());

const list = (query = '') => t.app.inject({ url: `/api/admin/orders${query}`, headers: admin });
const numberOf = (o: AdminOrder) => Number(o.customerName.replace('Bulk Customer ', ''));

describe('GET /api/admin/orders with many orders', () => {
  it(`answers at most the newest ${ORDERS_HARD_CAP} without paging, and the real total in X-Total-Count`, async () => {
    const res = await list();
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-total-count']).toBe(String(SEEDED));
    const orders = res.json<AdminOrder[]>();
    expect(orders).toHaveLength(ORDERS_HARD_CAP);
    expect(orders.map(numberOf)).toEqual(expected.slice(0, ORDERS_HARD_CAP));
    expect(orders.every((o) => o.items.length === 2)).toBe(true);
    expect(orders[0]!.items.map((i) => i.productName).sort()).toEqual(['Bulk Bun', 'Bulk Loaf']);
  });

  it('pages through every order once, newest first, with the total on each page', async () => {
    const seen: number[] = [];
    for (let offset = 0; offset < SEEDED; offset += 500) {
      const res = await list(`?limit=500&offset=${offset}`);
      expect(res.statusCode).toBe(200);
      expect(res.headers['x-total-count']).toBe(String(SEEDED));
      const page = res.json<AdminOrder[]>();
      expect(page).toHaveLength(500);
      seen.push(...page.map(numberOf));
    }
    expect(seen).toEqual(expected);
  });

  it('finds deep pages that start inside a run of orders placed at the same instant', async () => {
    for (const offset of [999, 1000, 1001, 1002, 3001, 4997]) {
      const page = (await list(`?limit=7&offset=${offset}`)).json<AdminOrder[]>();
      expect(page.map(numberOf), String(offset)).toEqual(expected.slice(offset, offset + 7));
    }
  });

  it('answers a short last page and an empty page past the end, still with the total', async () => {
    const last = await list(`?limit=300&offset=${SEEDED - 120}`);
    expect(last.json<AdminOrder[]>().map(numberOf)).toEqual(expected.slice(SEEDED - 120));
    expect(last.headers['x-total-count']).toBe(String(SEEDED));
    const past = await list(`?limit=10&offset=${SEEDED + 10}`);
    expect(past.json()).toEqual([]);
    expect(past.headers['x-total-count']).toBe(String(SEEDED));
  });
});
