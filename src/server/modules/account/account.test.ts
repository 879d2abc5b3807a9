import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StoreUserProfile } from '../../../contracts/auth';
import { loyaltyAccounts, loyaltyTransactions, users } from '../../db/schema';
import { createCustomer, createCustomerWithPoints } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { adminClaims, bearer, customerClaims, mintToken } from '../../test/tokens';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /api/auth/user', () => {
  it('creates the profile from the token on first call and says whether the caller is an admin', async () => {
    const claims = customerClaims({ name: 'Aroha Te Whata' });
    const res = await t.app.inject({ url: '/api/auth/user', headers: bearer(await mintToken(t, claims)) });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const body = res.json<StoreUserProfile>();
    expect(body).toMatchObject({
      sub: claims.sub,
      email: claims.email,
      firstName: 'Aroha',
      lastName: 'Te Whata',
      country: 'New Zealand',
      isAdmin: false,
    });
    const again = await t.app.inject({ url: '/api/auth/user', headers: bearer(await mintToken(t, claims)) });
    expect(again.json<StoreUserProfile>().id).toBe(body.id);

    const admin = await t.app.inject({ url: '/api/auth/user', headers: bearer(await mintToken(t, adminClaims())) });
    expect(admin.json<StoreUserProfile>().isAdmin).toBe(true);
  });

  it("answers a returning customer with the profile saved for the token's issuer and subject", async () => {
    const customer = await createCustomer(t, {
      name: 'Hemi Walker',
      firstName: 'Hemi',
      lastName: 'Walker',
      phone: '+64 21 555 0101',
      suburb: 'Ponsonby',
    });
    const res = await t.app.inject({ url: '/api/auth/user', headers: customer.headers });
    expect(res.statusCode).toBe(200);
    expect(res.json<StoreUserProfile>()).toMatchObject({
      id: customer.user.id,
      sub: customer.user.subject,
      email: customer.user.email,
      firstName: 'Hemi',
      phone: '+64 21 555 0101',
      suburb: 'Ponsonby',
    });
  });
});

describe('PUT /api/auth/user', () => {
  it('saves profile and address fields', async () => {
    const token = await mintToken(t, customerClaims());
    const changes = {
      firstName: 'Hemi',
      lastName: 'Walker',
      phone: '+64 21 555 0101',
      addressLine1: '12 Ponsonby Road',
      addressLine2: 'Flat 3',
      suburb: 'Ponsonby',
      city: 'Auckland',
      state: 'Auckland',
      postalCode: '1011',
    };
    const res = await t.app.inject({ method: 'PUT', url: '/api/auth/user', headers: bearer(token), payload: changes });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject(changes);
    const read = await t.app.inject({ url: '/api/auth/user', headers: bearer(token) });
    expect(read.json()).toMatchObject(changes);
  });

  it('ignores e-mail, country, id, roles and admin flags (mass assignment)', async () => {
    const claims = customerClaims();
    const token = await mintToken(t, claims);
    const before = (await t.app.inject({ url: '/api/auth/user', headers: bearer(token) })).json<StoreUserProfile>();
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/auth/user',
      headers: bearer(token),
      payload: {
        firstName: 'Ok',
        email: 'attacker@evil.example',
        country: 'Australia',
        id: '00000000-0000-4000-8000-000000000000',
        sub: 'someone-else',
        roles: ['admin'],
        isAdmin: true,
        emailVerified: true,
        totalPoints: 99999,
        createdAt: '2000-01-01',
      },
    });
    expect(res.statusCode).toBe(200);
    const after = res.json<StoreUserProfile>();
    expect(after).toMatchObject({
      id: before.id,
      email: claims.email,
      country: 'New Zealand',
      isAdmin: false,
      firstName: 'Ok',
    });
    const [row] = await t.database.db.select().from(users).where(eq(users.id, before.id));
    expect(row!.email).toBe(claims.email);
    expect(row!.createdAt.getFullYear()).toBeGreaterThan(2000);
    const adminArea = await t.app.inject({ url: '/api/admin/orders', headers: bearer(token) });
    expect(adminArea.statusCode).toBe(403);
  });

  it("P07 a PUT naming B's subject or profile id changes only A's allowed fields: B, loyalty and roles untouched", async () => {
    const a = await createCustomerWithPoints(t, 120);
    const b = await createCustomerWithPoints(t, 80);
    const snapshot = async () => ({
      users: await t.database.db.select().from(users).where(eq(users.id, b.user.id)),
      accounts: await t.database.db
        .select()
        .from(loyaltyAccounts)
        .where(inArray(loyaltyAccounts.userId, [a.user.id, b.user.id]))
        .orderBy(loyaltyAccounts.userId),
      ledger: await t.database.db
        .select()
        .from(loyaltyTransactions)
        .where(inArray(loyaltyTransactions.userId, [a.user.id, b.user.id]))
        .orderBy(loyaltyTransactions.id),
    });
    const before = await snapshot();
    const aBefore = (await t.app.inject({ url: '/api/auth/user', headers: a.headers })).json<StoreUserProfile>();
    for (const [i, id] of [b.claims.sub, b.user.id].entries()) {
      const res = await t.app.inject({
        method: 'PUT',
        url: '/api/auth/user',
        headers: a.headers,
        payload: {
          firstName: `Ann${'n'.repeat(i)}`,
          email: 'x@evil.test',
          id,
          sub: b.claims.sub,
          userId: b.user.id,
          roles: ['admin'],
          isAdmin: true,
          totalPoints: 99999,
          createdAt: '2000-01-01',
        },
      });
      expect(res.statusCode, String(id)).toBe(200);
      expect(res.json<StoreUserProfile>()).toMatchObject({ id: aBefore.id, email: aBefore.email, isAdmin: false });
    }
    const aAfter = (await t.app.inject({ url: '/api/auth/user', headers: a.headers })).json<StoreUserProfile>();
    expect(aAfter).toMatchObject({ id: aBefore.id, email: aBefore.email, isAdmin: false, firstName: 'Annn' });
    expect((await t.app.inject({ url: '/api/admin/orders', headers: a.headers })).statusCode).toBe(403);
    // B's profile row, both balances and both ledgers are exactly as they were.
    const after = await snapshot();
    expect(after.users).toEqual(before.users);
    expect(after.accounts).toEqual(before.accounts);
    expect(after.ledger).toEqual(before.ledger);
    const balance = await t.app.inject({ url: `/api/loyalty/${a.claims.sub}`, headers: a.headers });
    expect(balance.statusCode).toBe(200);
    expect(balance.body).toContain('120');
  });

  it.each([
    ['a 5-digit postal code', { postalCode: '10101' }],
    ['letters in the postal code', { postalCode: 'AB12' }],
    ['a 1 kB first name', { firstName: 'x'.repeat(1000) }],
    ['a line break in the street', { addressLine1: '1 Queen St\r\nX-Injected: 1' }],
    ['a number as a name', { firstName: 42 }],
  ])('refuses %s with 400 and changes nothing', async (_label, payload) => {
    const token = await mintToken(t, customerClaims());
    const before = (await t.app.inject({ url: '/api/auth/user', headers: bearer(token) })).json<StoreUserProfile>();
    const res = await t.app.inject({ method: 'PUT', url: '/api/auth/user', headers: bearer(token), payload });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toEqual(expect.any(String));
    const after = (await t.app.inject({ url: '/api/auth/user', headers: bearer(token) })).json<StoreUserProfile>();
    expect(after.updatedAt).toBe(before.updatedAt);
  });

  it('needs a token', async () => {
    const res = await t.app.inject({ method: 'PUT', url: '/api/auth/user', payload: { firstName: 'x' } });
    expect(res.statusCode).toBe(401);
  });
});
