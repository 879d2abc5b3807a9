/**
 * The stored customer totals (issue 27, decision 0214) follow the shop's own order writes: payment,
 * a status change, cancellation with its refund, account deletion and Clear All. After each, the
 * stored rows equal the totals read afresh from the orders, and the admin's list shows them; so do
 * the shop's day rows the dashboard reads (decision 0224).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminCustomer } from '../../../contracts/admin-customers';
import type { StoreProduct } from '../../../contracts/catalog';
import { recomputedCustomerTotals } from '../../db/customer-totals';
import { customerTotals } from '../../db/schema';
import { recomputedShopTotals, storedShopTotals } from '../../db/shop-totals';
import { placeOrder, relaxShopRules } from '../../test/checkout-helpers';
import { createCustomer, createProduct } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { adminClaims, bearer, mintToken } from '../../test/tokens';

let t: TestApp;
let admin: Record<string, string>;
let cake: StoreProduct;

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_PAYMENT_INTENTS_PER_MINUTE: '1000', ALLOW_CLEAR_ALL_ORDERS: 'true' });
  await relaxShopRules(t);
  cake = await createProduct(t, { name: 'Totals Cake', priceCents: 2500 });
  admin = bearer(await mintToken(t, adminClaims()));
});
afterAll(() => t.close());

/** The stored rows, without rows that hold nothing (a customer whose orders all went). */
async function stored() {
  const rows = await t.database.db.select().from(customerTotals);
  return new Map(
    rows
      .filter((row) => row.orderCount !== 0 || row.spentCents !== 0)
      .map((row) => [row.userId, { orderCount: row.orderCount, spentCents: row.spentCents }]),
  );
}

/** The customers' rows, and the shop's day rows the dashboard reads (decision 0224), equal the orders. */
async function expectStoredEqualsRecomputed() {
  expect(await stored()).toEqual(await recomputedCustomerTotals(t.database.db));
  expect(await storedShopTotals(t.database.db)).toEqual(await recomputedShopTotals(t.database.db));
}

const listed = async (id: string) => {
  const res = await t.app.inject({ url: '/api/admin/users', headers: admin });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<AdminCustomer[]>().find((row) => row.id === id);
};

describe('stored customer totals', () => {
  it('follow payment, a status change, cancellation, account deletion and Clear All', async () => {
    const hana = await createCustomer(t, { email: 'hana.totals@example.com' });
    const rawiri = await createCustomer(t, { email: 'rawiri.totals@example.com' });
    const first = await placeOrder(t, hana, cake.id, 2);
    const second = await placeOrder(t, hana, cake.id, 1);
    await placeOrder(t, rawiri, cake.id, 3);
    await expectStoredEqualsRecomputed();
    // Three orders paid: the shop's rows are not empty, so the check above bites.
    expect((await storedShopTotals(t.database.db)).reduce((n, row) => n + row.orderCount, 0)).toBe(3);
    const paid = (order: { totalAmount: string }) => Math.round(Number(order.totalAmount) * 100);
    expect(await listed(hana.user.id)).toMatchObject({
      orderCount: 2,
      totalSpent: (paid(first.order) + paid(second.order)) / 100,
    });

    const status = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/orders/${first.order.id}/status`,
      headers: admin,
      payload: { status: 'inprogress' },
    });
    expect(status.statusCode, status.body).toBe(200);
    await expectStoredEqualsRecomputed();

    const cancel = await t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${second.order.id}/cancel`,
      headers: admin,
      payload: { reason: 'Customer called' },
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    await expectStoredEqualsRecomputed();
    expect(await listed(hana.user.id)).toMatchObject({ orderCount: 1, totalSpent: paid(first.order) / 100 });

    // Deleting the account unlinks its orders: its totals go with it.
    const deleted = await t.app.inject({ method: 'DELETE', url: '/api/auth/user', headers: rawiri.headers });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect((await stored()).has(rawiri.user.id)).toBe(false);
    await expectStoredEqualsRecomputed();

    const cleared = await t.app.inject({ method: 'DELETE', url: '/api/admin/orders/clear-all', headers: admin });
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect(await stored()).toEqual(new Map());
    expect(await storedShopTotals(t.database.db)).toEqual([]);
    expect(await listed(hana.user.id)).toMatchObject({ orderCount: 0, totalSpent: 0 });
  });
});
