/** The admin's customers: totals computed in SQL from real orders, a customer's orders, 404s. */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminCustomer, AdminCustomerOrder } from '../../../contracts/admin-customers';
import type { StoreProduct } from '../../../contracts/catalog';
import { orders, users } from '../../db/schema';
import { placeOrder, relaxShopRules } from '../../test/checkout-helpers';
import { createCustomer, createProduct } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { adminClaims, bearer, customerClaims, mintToken } from '../../test/tokens';

let t: TestApp;
let admin: Record<string, string>;
let baklava: StoreProduct;

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_PAYMENT_INTENTS_PER_MINUTE: '1000' });
  await relaxShopRules(t);
  baklava = await createProduct(t, { name: 'Customers Test Baklava', priceCents: 1000 });
  admin = bearer(await mintToken(t, adminClaims()));
});
afterAll(() => t.close());

const get = (url: string, headers = admin) => t.app.inject({ url, headers });

describe('GET /api/admin/users', () => {
  it('counts orders and spending per customer in SQL, leaving cancelled orders out, biggest spender first', async () => {
    const big = await createCustomer(t, { firstName: 'Hana', lastName: 'Big', email: 'hana.big@example.com' });
    const small = await createCustomer(t, { firstName: 'Tui', lastName: 'Small', email: 'tui.small@example.com' });
    const none = await createCustomer(t, { firstName: null, lastName: null, email: 'nobody@example.com' });
    const a = await placeOrder(t, big, baklava.id, 3);
    const b = await placeOrder(t, big, baklava.id, 1);
    const cancelled = await placeOrder(t, big, baklava.id, 5);
    const c = await placeOrder(t, small, baklava.id, 1);
    // Cancelled by staff, refunded in full: the stored totals follow the shop's own writes (decision 0214).
    const cancel = await t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${cancelled.order.id}/cancel`,
      headers: admin,
      payload: { reason: 'Customer called' },
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    const cents = (amount: string) => Math.round(Number(amount) * 100);

    const res = await get('/api/admin/users');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const list = res.json<AdminCustomer[]>();
    const byId = new Map(list.map((c) => [c.id, c]));
    expect(byId.get(big.user.id)).toMatchObject({
      email: 'hana.big@example.com',
      firstName: 'Hana',
      lastName: 'Big',
      orderCount: 2,
      totalSpent: (cents(a.order.totalAmount) + cents(b.order.totalAmount)) / 100,
    });
    expect(byId.get(small.user.id)).toMatchObject({ orderCount: 1, totalSpent: Number(c.order.totalAmount) });
    expect(byId.get(none.user.id)).toMatchObject({ orderCount: 0, totalSpent: 0, firstName: null });
    expect(Object.keys(byId.get(big.user.id)!).sort()).toEqual(
      [
        'createdAt',
        'email',
        'firstName',
        'id',
        'lastName',
        'orderCount',
        'profileImageUrl',
        'totalSpent',
        'updatedAt',
      ].sort(),
    );
    const spent = list.map((c) => c.totalSpent);
    expect(spent).toEqual([...spent].sort((x, y) => y - x));
    expect(list.findIndex((c) => c.id === big.user.id)).toBeLessThan(list.findIndex((c) => c.id === small.user.id));
  });

  it('lists customers only: staff who signed in (by role or by ADMIN_EMAILS) are not customers', async () => {
    const byRole = adminClaims({ email: 'baker.staff@example.com', name: 'Baker Staff' });
    const byEmail = customerClaims({ email: 'admin@saffron-sugar.example', name: 'Listed Admin' });
    const shopper = customerClaims({ email: 'plain.shopper@example.com', name: 'Plain Shopper' });
    // Each of them signs in and reads their profile, as the shop and the admin portal do.
    for (const claims of [byRole, byEmail, shopper]) {
      const profile = await t.app.inject({ url: '/api/auth/user', headers: bearer(await mintToken(t, claims)) });
      expect(profile.statusCode).toBe(200);
    }
    const subjects = async () => {
      const list = (await get('/api/admin/users')).json<AdminCustomer[]>();
      const rows = await t.database.db.select({ id: users.id, subject: users.subject }).from(users);
      const subjectOf = new Map(rows.map((r) => [r.id, r.subject]));
      return list.map((c) => subjectOf.get(c.id));
    };
    const listed = await subjects();
    expect(listed).toContain(shopper.sub);
    expect(listed).not.toContain(byRole.sub);
    expect(listed).not.toContain(byEmail.sub);
    // The dashboard's customer card counts the same people as the list.
    const analytics = await get('/api/admin/analytics');
    expect(analytics.json<{ totalCustomers: number }>().totalCustomers).toBe(listed.length);

    // A former member of staff who signs in without the role is a customer again.
    await t.app.inject({
      url: '/api/auth/user',
      headers: bearer(await mintToken(t, { ...byRole, roles: [] })),
    });
    expect(await subjects()).toContain(byRole.sub);
  });

  it('answers in a fixed number of queries whatever the number of customers', async () => {
    for (let i = 0; i < 5; i += 1) await createCustomer(t, { email: `many-${i}@example.com` });
    const { value: res, queries: used } = await t.database.queries.during(() => get('/api/admin/users'));
    expect(res.statusCode).toBe(200);
    expect(res.json<AdminCustomer[]>().length).toBeGreaterThanOrEqual(5);
    // The admin's own profile lookup may add one; never one per customer.
    expect(used).toBeLessThanOrEqual(3);
  });
});

describe('GET /api/admin/users/{id}/orders', () => {
  it("lists the customer's orders newest first, cancelled ones too, with the contract's fields", async () => {
    const customer = await createCustomer(t, { email: 'orders.of@example.com' });
    const first = await placeOrder(t, customer, baklava.id, 1);
    const second = await placeOrder(t, customer, baklava.id, 2);
    await t.database.db.update(orders).set({ status: 'cancelled' }).where(eq(orders.id, first.order.id));
    const res = await get(`/api/admin/users/${customer.user.id}/orders`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const list = res.json<AdminCustomerOrder[]>();
    expect(list.map((o) => o.id)).toEqual([second.order.id, first.order.id]);
    expect(list[0]).toEqual({
      id: second.order.id,
      orderNumber: second.order.orderNumber,
      status: 'orderconfirmed',
      totalAmount: second.order.totalAmount,
      createdAt: expect.any(String),
      deliveryDate: second.order.deliveryDate,
    });
    expect(list[1]!.status).toBe('cancelled');
  });

  it('answers an empty list for a customer without orders, 404 for an unknown id, 400 for a bad one', async () => {
    const customer = await createCustomer(t);
    expect((await get(`/api/admin/users/${customer.user.id}/orders`)).json()).toEqual([]);
    const unknown = await get('/api/admin/users/00000000-0000-4000-8000-000000000000/orders');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toEqual(expect.any(String));
    expect((await get('/api/admin/users/not-a-uuid/orders')).statusCode).toBe(400);
  });

  it('refuses a customer (403) and a visitor without a token (401)', async () => {
    const customer = bearer(await mintToken(t, customerClaims()));
    const [someone] = await t.database.db.select({ id: users.id }).from(users).limit(1);
    for (const url of ['/api/admin/users', `/api/admin/users/${someone!.id}/orders`]) {
      expect((await get(url, customer)).statusCode).toBe(403);
      expect((await t.app.inject({ url })).statusCode).toBe(401);
    }
  });
});
