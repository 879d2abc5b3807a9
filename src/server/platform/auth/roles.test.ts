/**
 * Staff roles (issue 24, decision 0195): every /api/admin route declares the role it needs, found
 * from the route table as registered (so a new route is covered the day it is added); a staff token
 * is refused (403, JSON, nothing changed) on every owner route and let in on the staff routes.
 */
import { eq } from 'drizzle-orm';
import type { RouteOptions } from 'fastify';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StoreUserProfile } from '../../../contracts/auth';
import { commissions, contactMessages, orderItems, orders, users } from '../../db/schema';
import { fingerprint, rowsOf } from '../../test/db-fingerprint';
import { createCustomer } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { adminClaims, bearer, customerClaims, mintToken } from '../../test/tokens';
import { OWNERS_ONLY_MESSAGE } from './request-auth';
import { adminRouteRoles, adminRoutesWithoutRole } from './route-roles';

const STAFF_EMAIL = 'counter@saffron-sugar.example';

let t: TestApp;
let orderId: string;
beforeAll(async () => {
  t = await createTestApp({ STAFF_EMAILS: `${STAFF_EMAIL}, second@saffron-sugar.example` });
  const [order] = await t.database.db
    .insert(orders)
    .values({
      subtotalCents: 1000,
      totalCents: 1150,
      customerName: 'Aroha Ngata',
      customerEmail: 'aroha@example.co.nz',
      stripePaymentIntentId: `pi_roles_${randomUUID()}`,
    })
    .returning();
  orderId = order!.id;
  await t.database.db
    .insert(orderItems)
    .values({ orderId, productName: 'Bun', quantity: 1, unitPriceCents: 1000, lineTotalCents: 1000 });
  await t.database.db.insert(contactMessages).values({
    name: 'Mere',
    email: 'mere@example.co.nz',
    subject: 'Hello',
    message: 'Do you bake gluten free?',
    source: 'contact',
  });
  // A customer's profile, for /api/admin/users/:id/orders.
  await createCustomer(t);
  // A custom cake request, for /api/admin/commissions/:id.
  await t.database.db.insert(commissions).values({
    dateNeeded: '2026-12-24',
    slot: '11:00-13:00',
    occasion: 'Birthday',
    size: 8,
    flavours: 'Lemon',
    designNotes: 'Yellow',
    customerName: 'Aroha Ngata',
    customerEmail: 'aroha@example.co.nz',
  });
});
afterAll(() => t.close());

const staffToken = () => mintToken(t, customerClaims({ name: 'Tama Staff', roles: ['staff'] }));
const ownerToken = () => mintToken(t, adminClaims());

/** What each area of the admin needs (issue 24): staff run the day, owners change the shop. */
const EXPECTED: Record<string, 'owner' | 'staff'> = {
  'GET /api/admin/orders': 'staff',
  'GET /api/admin/orders/:id': 'staff',
  'PATCH /api/admin/orders/:id/status': 'staff',
  'POST /api/admin/orders/:id/cancel': 'staff',
  'GET /api/admin/board': 'staff',
  'GET /api/admin/production': 'staff',
  'GET /api/admin/messages': 'staff',
  'PATCH /api/admin/messages/:id': 'staff',
  'GET /api/admin/users': 'staff',
  'GET /api/admin/users/:id/orders': 'staff',
  'DELETE /api/admin/orders/clear-all': 'owner',
  'POST /api/admin/products': 'owner',
  'PUT /api/admin/products/:id': 'owner',
  'POST /api/admin/products/:id/variants': 'owner',
  'POST /api/admin/loyalty/rewards': 'owner',
  'PUT /api/admin/business-settings': 'owner',
  'POST /api/admin/closures': 'owner',
  'POST /api/admin/backups': 'owner',
  'GET /api/admin/backups/:name': 'owner',
};

/** A real row id for a route's parameter, so a guard that let the request through would change something. */
async function realPath(url: string): Promise<string> {
  let path = url;
  for (const param of url.match(/:[A-Za-z]+/g) ?? []) {
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
                  : url.includes('/closures/')
                    ? 'closures'
                    : url.includes('/commissions/')
                      ? 'commissions'
                      : null;
    // A customer for /users/:id (staff are not customers).
    const where = table === 'users' ? 'where not is_staff' : '';
    const [row] = table ? await rowsOf<{ id: string }>(t, `select id::text as id from ${table} ${where} limit 1`) : [];
    path = path.replace(
      param,
      url.includes('/backups/') ? 'shop-2026-01-01T00-00-00Z.tar.gz' : (row?.id ?? randomUUID()),
    );
  }
  return path;
}

describe('every /api/admin route declares its role (route table walk)', () => {
  it('has no admin route without a declared role; the message names each one', () => {
    const missing = adminRoutesWithoutRole(t.app.routeContracts);
    expect(
      missing,
      `these /api/admin routes declare no role: add config: { role: 'owner' | 'staff' } to each\n${missing.join('\n')}`,
    ).toEqual([]);
    expect(adminRouteRoles(t.app.routeContracts).length).toBeGreaterThan(30);
  });

  it('gives each area the role issue 24 names', () => {
    const declared = Object.fromEntries(adminRouteRoles(t.app.routeContracts).map((r) => [r.name, r.role]));
    for (const [name, role] of Object.entries(EXPECTED)) expect(declared[name], name).toBe(role);
  });

  it('flags a route without a role, or with an unknown one, by name', () => {
    const handler = async () => ({});
    const routes: RouteOptions[] = [
      { method: 'GET', url: '/api/admin/new-thing', handler },
      { method: ['GET', 'HEAD'], url: '/api/admin/typo', handler, config: { role: 'admin' as never } },
      { method: 'POST', url: '/api/admin/declared', handler, config: { role: 'staff' } },
      { method: 'GET', url: '/api/products', handler },
    ];
    expect(adminRoutesWithoutRole(routes)).toEqual(['GET /api/admin/new-thing', 'GET /api/admin/typo']);
  });

  it('treats an admin route without a declared role as owners only (fails closed)', async () => {
    const probe = await createTestApp(
      {},
      { routes: (app) => app.get('/api/admin/undeclared-probe', async () => ({ reached: true })) },
    );
    try {
      const staff = await probe.app.inject({
        url: '/api/admin/undeclared-probe',
        headers: bearer(await mintToken(probe, customerClaims({ roles: ['staff'] }))),
      });
      expect(staff.statusCode).toBe(403);
      const owner = await probe.app.inject({
        url: '/api/admin/undeclared-probe',
        headers: bearer(await mintToken(probe, adminClaims())),
      });
      expect(owner.statusCode).toBe(200);
    } finally {
      await probe.close();
    }
  });
});

describe('a staff token on owner routes', () => {
  it('is refused on every owner route with a 403 JSON error, before validation; nothing changes', async () => {
    const owned = adminRouteRoles(t.app.routeContracts).filter((r) => r.role === 'owner');
    expect(owned.map((r) => r.name)).toEqual(expect.arrayContaining(['DELETE /api/admin/orders/clear-all']));
    const body = { name: 'Changed by staff', price: '1.00', status: 'delivered', reason: 'x' };
    const tokens = [await staffToken(), await mintToken(t, { ...customerClaims(), email: STAFF_EMAIL })];
    const before = await fingerprint(t);
    for (const route of owned) {
      const url = await realPath(route.url);
      const method = route.method as 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
      for (const token of tokens) {
        const res = await t.app.inject({
          method,
          url,
          headers: bearer(token),
          payload: method === 'GET' ? undefined : body,
        });
        expect(res.statusCode, `${route.name} as staff`).toBe(403);
        expect(res.headers['content-type']).toMatch(/application\/json/);
        expect(res.json()).toMatchObject({
          code: 'FORBIDDEN',
          message: OWNERS_ONLY_MESSAGE,
          requestId: expect.any(String),
        });
      }
    }
    expect(await fingerprint(t)).toEqual(before);
  });

  it('lets the owner through the same routes (the refusal is the role, not the route)', async () => {
    const headers = bearer(await ownerToken());
    for (const url of ['/api/admin/products', '/api/admin/business-settings', '/api/admin/loyalty/rewards']) {
      expect((await t.app.inject({ url, headers })).statusCode, url).toBe(200);
    }
  });
});

describe('a staff token on staff routes', () => {
  it('answers 200 on every staff read', async () => {
    const headers = bearer(await staffToken());
    const reads = adminRouteRoles(t.app.routeContracts).filter(
      // The live stream never ends, so inject would wait for ever: its role is checked in the table above.
      (r) => r.role === 'staff' && r.method === 'GET' && r.url !== '/api/admin/events',
    );
    expect(reads.length).toBeGreaterThan(8);
    for (const route of reads) {
      const url = await realPath(route.url);
      const query = route.url === '/api/admin/production' ? '?date=2026-12-24' : '';
      const res = await t.app.inject({ url: `${url}${query}`, headers });
      expect(res.statusCode, `${route.name} as staff: ${res.body.slice(0, 200)}`).toBe(200);
    }
  });

  it('lets staff move an order along', async () => {
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/orders/${orderId}/status`,
      headers: bearer(await staffToken()),
      payload: { status: 'orderconfirmed' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ id: orderId, status: 'orderconfirmed' });
  });
});

describe('where the role comes from', () => {
  const profile = async (claims: Parameters<typeof mintToken>[1]) => {
    const res = await t.app.inject({ url: '/api/auth/user', headers: bearer(await mintToken(t, claims)) });
    expect(res.statusCode).toBe(200);
    return res.json<StoreUserProfile>();
  };

  it.each([
    ['ADMIN_EMAILS', { email: 'admin@saffron-sugar.example' }, 'owner'],
    ['an admin roles claim', { roles: ['admin'] }, 'owner'],
    ['an owner roles claim', { roles: ['owner'] }, 'owner'],
    ['owner and staff at once', { roles: ['staff'], email: 'admin@saffron-sugar.example' }, 'owner'],
    ['app_metadata.roles staff', { app_metadata: { roles: ['staff'] } }, 'staff'],
    ['a staff roles claim', { roles: ['staff'] }, 'staff'],
    ['STAFF_EMAILS', { email: STAFF_EMAIL }, 'staff'],
    ['STAFF_EMAILS, in capitals', { email: 'Second@Saffron-Sugar.example' }, 'staff'],
    ['STAFF_EMAILS but not verified', { email: STAFF_EMAIL, email_verified: false }, null],
    ['user_metadata, which users edit themselves', { user_metadata: { roles: ['staff', 'owner'] } }, null],
    ['nothing', {}, null],
  ] as const)('%s', async (_name, claims, role) => {
    const me = await profile(customerClaims(claims as Record<string, unknown>));
    expect(me.role).toBe(role);
    expect(me.isAdmin).toBe(role !== null);
  });

  it('keeps staff out of the customer list, like owners', async () => {
    const me = await profile(customerClaims({ roles: ['staff'] }));
    const [row] = await t.database.db.select().from(users).where(eq(users.id, me.id));
    expect(row?.isStaff).toBe(true);
  });
});
