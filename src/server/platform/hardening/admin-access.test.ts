/**
 * P05 (BFLA): every admin write of the app, found from the routes as registered (so a new one is
 * covered the day it is added), refused without a token (401) and for a customer however they
 * claim to be an admin (403), with the database unchanged afterwards, compared row by row.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderItems, orders } from '../../db/schema';
import { fingerprint, rowsOf as rowsOfTable } from '../../test/db-fingerprint';
import { createTestApp, type TestApp } from '../../test/test-app';
import { bearer, customerClaims, mintToken } from '../../test/tokens';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  const [order] = await t.database.db
    .insert(orders)
    .values({
      subtotalCents: 1000,
      totalCents: 1150,
      customerName: 'Aroha Ngata',
      customerEmail: 'aroha@example.co.nz',
      stripePaymentIntentId: `pi_bfla_${randomUUID()}`,
    })
    .returning();
  await t.database.db
    .insert(orderItems)
    .values({ orderId: order!.id, productName: 'Bun', quantity: 1, unitPriceCents: 1000, lineTotalCents: 1000 });
});
afterAll(() => t.close());

const rowsOf = <T>(query: string) => rowsOfTable<T>(t, query);
/** One fingerprint of every row of the tables an admin write could change. */
const snapshot = () => fingerprint(t);

/** A real row id for a route's parameter, so a guard that let the request through would change something. */
async function realId(url: string): Promise<string> {
  const table = url.includes('/orders/')
    ? 'orders'
    : url.includes('/variants')
      ? 'product_variants'
      : url.includes('/products/')
        ? 'products'
        : url.includes('/categories/')
          ? 'categories'
          : url.includes('/rewards/')
            ? 'loyalty_rewards'
            : url.includes('/users/')
              ? 'users'
              : url.includes('/messages/')
                ? 'contact_messages'
                : null;
  if (!table) return randomUUID();
  const [row] = await rowsOf<{ id: string }>(`select id::text as id from ${table} limit 1`);
  return row?.id ?? randomUUID();
}

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

describe('P05 admin writes (BFLA)', () => {
  it('P05 every admin write: 401 without a token, 403 for a customer with X-Admin, ?admin=true or {isAdmin:true}; nothing changes', async () => {
    const customer = await mintToken(t, customerClaims({ user_metadata: { roles: ['admin'] }, app_admin: true }));
    const writes = t.app.routeContracts.filter(
      (route) =>
        (route.url.startsWith('/api/admin') || ['/api/objects/upload', '/api/product-images'].includes(route.url)) &&
        [route.method].flat().some((method) => WRITES.has(method)),
    );
    // All of admin spec section 7's writes are among them (and the list is not empty by accident).
    expect(writes.map((route) => `${String(route.method)} ${route.url}`)).toEqual(
      expect.arrayContaining([
        'DELETE /api/admin/orders/clear-all',
        'PATCH /api/admin/orders/:id/status',
        'POST /api/admin/products',
        'PUT /api/admin/products/reorder',
        'PUT /api/admin/business-settings',
        'POST /api/admin/loyalty/rewards',
        'DELETE /api/admin/loyalty/rewards/:id',
      ]),
    );
    const before = await snapshot();
    const body = { isAdmin: true, admin: true, roles: ['admin'], name: 'Hacked', status: 'delivered', ids: [] };
    for (const route of writes) {
      let url = route.url;
      for (const param of url.match(/:[A-Za-z]+/g) ?? []) url = url.replace(param, await realId(url));
      for (const method of [route.method].flat().filter((m) => WRITES.has(m))) {
        const m = method as 'POST' | 'PUT' | 'PATCH' | 'DELETE';
        const anonymous = await t.app.inject({ method: m, url, payload: body });
        expect(anonymous.statusCode, `${m} ${url} without a token`).toBe(401);
        for (const attempt of [
          { headers: bearer(customer), payload: body },
          { headers: { ...bearer(customer), 'x-admin': 'true', 'x-role': 'admin' }, payload: body },
          { headers: bearer(customer), query: { admin: 'true', isAdmin: 'true' }, payload: body },
        ]) {
          const res = await t.app.inject({ method: m, url, ...attempt });
          expect(res.statusCode, `${m} ${url} as a customer`).toBe(403);
          expect(res.json()).toMatchObject({ code: expect.any(String), requestId: expect.any(String) });
        }
      }
    }
    expect(await snapshot()).toEqual(before);
    expect(Number(before.orders!.split(':')[0])).toBeGreaterThan(0);
  });
});

describe('P05 disguised spellings (a router decodes %61dmin; a trailing slash is ignored)', () => {
  it('P05 every admin route as /api/%61dmin/… and with a trailing slash: exactly 401 without a token, 403 for a customer; nothing changes', async () => {
    const customer = await mintToken(t, customerClaims({ user_metadata: { roles: ['admin'] }, app_admin: true }));
    const routes = t.app.routeContracts.filter((route) => route.url.startsWith('/api/admin'));
    // Reads and writes, the whole of admin spec section 7 (and the list is not empty by accident).
    expect(routes.map((route) => `${String(route.method)} ${route.url}`)).toEqual(
      expect.arrayContaining([
        'GET /api/admin/orders',
        'GET /api/admin/orders/:id',
        'GET /api/admin/analytics',
        'GET /api/admin/users',
        'GET /api/admin/users/:id/orders',
        'GET /api/admin/business-settings',
        'DELETE /api/admin/orders/clear-all',
        'PATCH /api/admin/orders/:id/status',
        'PUT /api/admin/business-settings',
      ]),
    );
    const disguises: Array<[string, (path: string) => string]> = [
      ['%61dmin', (path) => path.replace('/api/admin', '/api/%61dmin')],
      ['trailing slash', (path) => `${path}/`],
      ['%61dmin and a trailing slash', (path) => `${path.replace('/api/admin', '/api/%61dmin')}/`],
      ['%61%64min (two letters escaped)', (path) => path.replace('/api/admin', '/api/%61%64min')],
    ];
    const body = { isAdmin: true, admin: true, roles: ['admin'], name: 'Hacked', status: 'delivered', ids: [] };
    const before = await snapshot();
    const tried = new Set<string>();
    for (const route of routes) {
      let path = route.url;
      for (const param of path.match(/:[A-Za-z]+/g) ?? []) path = path.replace(param, await realId(path));
      for (const method of [route.method].flat().filter((m) => m !== 'HEAD' && m !== 'OPTIONS')) {
        const m = method as 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
        const payload = m === 'GET' ? undefined : body;
        for (const [name, disguise] of disguises) {
          const url = disguise(path);
          const anonymous = await t.app.inject({ method: m, url, payload, headers: { 'x-admin': 'true' } });
          expect(anonymous.statusCode, `${m} ${url} (${name}) without a token`).toBe(401);
          const res = await t.app.inject({
            method: m,
            url,
            payload,
            headers: { ...bearer(customer), 'x-admin': 'true' },
          });
          expect(res.statusCode, `${m} ${url} (${name}) as a customer`).toBe(403);
          expect(res.json()).toMatchObject({ code: expect.any(String), requestId: expect.any(String) });
          tried.add(`${m} ${route.url}`);
        }
      }
    }
    expect(await snapshot()).toEqual(before);
    // Every method of every admin route was sent (HEAD answers as its GET does, with no body).
    const expected = routes.flatMap((route) =>
      [route.method]
        .flat()
        .filter((m) => m !== 'HEAD' && m !== 'OPTIONS')
        .map((m) => `${m} ${route.url}`),
    );
    expect([...tried].sort()).toEqual([...new Set(expected)].sort());
    expect(tried.size).toBeGreaterThan(20);
  });
});
