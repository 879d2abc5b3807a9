/**
 * Issue 20, "Totals disagree": /account counted a refunded order in "Total Spent" while /loyalty
 * and the admin did not ($1113.48 against $1,042.18). One definition now (paid minus refunded,
 * decision 0120), read by all three from the server.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminCustomer } from '../../../contracts/admin-customers';
import type { StoreAccountSpending } from '../../../contracts/account-spending';
import type { StoreAccountExport } from '../../../contracts/account-data';
import type { StoreProduct } from '../../../contracts/catalog';
import type { StoreLoyaltyAccount } from '../../../contracts/loyalty';
import { parseMoney } from '../../../domain/money';
import { placeOrder, relaxShopRules } from '../../test/checkout-helpers';
import { createCustomer, createProduct, type Customer } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { adminClaims, bearer, mintToken } from '../../test/tokens';

let t: TestApp;
let admin: Record<string, string>;
let cake: StoreProduct;

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_PAYMENT_INTENTS_PER_MINUTE: '1000' });
  await relaxShopRules(t);
  cake = await createProduct(t, { name: 'Total Spent Test Cake', priceCents: 6500 });
  admin = bearer(await mintToken(t, adminClaims()));
});
afterAll(() => t.close());

/** "Total Spent" as each of the three screens gets it, in cents. */
async function totalsOf(c: Customer) {
  const account = await t.app.inject({ url: '/api/auth/user/spending', headers: c.headers });
  expect(account.statusCode, account.body).toBe(200);
  expect(account.headers['cache-control']).toBe('no-store');
  const loyalty = await t.app.inject({ url: `/api/loyalty/${c.user.id}`, headers: c.headers });
  expect(loyalty.statusCode, loyalty.body).toBe(200);
  const customers = await t.app.inject({ url: '/api/admin/users', headers: admin });
  expect(customers.statusCode, customers.body).toBe(200);
  const listed = customers.json<AdminCustomer[]>().find((row) => row.id === c.user.id);
  const exported = await t.app.inject({ url: '/api/auth/user/export', headers: c.headers });
  return {
    account: parseMoney(account.json<StoreAccountSpending>().totalSpent),
    loyalty: parseMoney(loyalty.json<StoreLoyaltyAccount>().totalSpent),
    admin: Math.round(listed!.totalSpent * 100),
    export: parseMoney(exported.json<StoreAccountExport>().loyalty!.totalSpent),
  };
}

describe('Total Spent', () => {
  it('is paid minus refunded, the same on /account, /loyalty, the admin and the data export', async () => {
    const c = await createCustomer(t, { email: 'total.spent@example.com' });
    const kept = await placeOrder(t, c, cake.id, 2);
    const refunded = await placeOrder(t, c, cake.id, 1);
    const keptCents = parseMoney(kept.order.totalAmount);
    const bothCents = keptCents + parseMoney(refunded.order.totalAmount);
    expect(await totalsOf(c)).toEqual({ account: bothCents, loyalty: bothCents, admin: bothCents, export: bothCents });

    // Staff cancel the second order: the payment goes back to the card.
    const cancel = await t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${refunded.order.id}/cancel`,
      headers: admin,
      payload: { reason: 'Customer called: plans changed' },
    });
    expect(cancel.statusCode, cancel.body).toBe(200);

    expect(await totalsOf(c)).toEqual({ account: keptCents, loyalty: keptCents, admin: keptCents, export: keptCents });
  });

  it('is 0.00 for a customer without orders, and needs a sign-in', async () => {
    const c = await createCustomer(t, { email: 'no.orders@example.com' });
    const res = await t.app.inject({ url: '/api/auth/user/spending', headers: c.headers });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ totalSpent: '0.00' });
    const anonymous = await t.app.inject({ url: '/api/auth/user/spending' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toMatchObject({ message: expect.any(String) });
  });
});
