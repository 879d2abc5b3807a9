/**
 * After an account is deleted, its old access token opens nothing: every request with it is 401,
 * admin routes included, and no request, during the deletion or after it, is a 500. The tokens
 * here are signed with the provider's real key, so they stay valid signatures until they expire:
 * only the deletion can refuse them.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StoreUserProfile } from '../../../contracts/auth';
import { users } from '../../db/schema';
import { addToCart, relaxShopRules, type Shopper, newShopper } from '../../test/checkout-helpers';
import { createProduct } from '../../test/factories';
import { itRace } from '../../test/races';
import { createTestApp, type TestApp } from '../../test/test-app';
import { adminClaims, customerClaims } from '../../test/tokens';

let t: TestApp;
let cakeId: string;
beforeAll(async () => {
  t = await createTestApp({
    RATE_LIMIT_PAYMENT_INTENTS_PER_MINUTE: '100000',
    RATE_LIMIT_CART_WRITES_PER_MINUTE: '100000',
  });
  await relaxShopRules(t);
  cakeId = (await createProduct(t, { name: 'Deleted Token Test Cake', priceCents: 4000 })).id;
});
afterAll(() => t.close());

type Call = { method: 'GET' | 'PUT' | 'POST' | 'DELETE'; url: string; payload?: object };

/** What a customer's tab and an attacker holding the token would try, one of each kind. */
const customerCalls = (shopper: Shopper, userKey: string): Call[] => [
  { method: 'GET', url: '/api/auth/user' },
  { method: 'PUT', url: '/api/auth/user', payload: { phone: '+64 21 000 1111' } },
  { method: 'GET', url: '/api/auth/user/export' },
  { method: 'GET', url: '/api/orders/me' },
  { method: 'GET', url: '/api/loyalty/rewards' },
  { method: 'GET', url: `/api/loyalty/${userKey}` },
  { method: 'GET', url: `/api/loyalty/${userKey}/transactions` },
  { method: 'POST', url: '/api/create-payment-intent', payload: { sessionId: shopper.sessionId } },
  { method: 'DELETE', url: '/api/auth/user' },
];

const adminCalls: Call[] = [
  { method: 'GET', url: '/api/admin/orders' },
  { method: 'GET', url: '/api/admin/users' },
  { method: 'GET', url: '/api/admin/business-settings' },
  { method: 'GET', url: '/api/auth/user' },
];

const send = (shopper: Shopper, call: Call) => t.app.inject({ ...call, headers: shopper.headers });

/** A customer with a profile and a cart line in their session, as right before they delete. */
async function customerWithCart(claims = customerClaims()) {
  const shopper = await newShopper(t, claims);
  const profile = (await send(shopper, { method: 'GET', url: '/api/auth/user' })).json<StoreUserProfile>();
  await addToCart(t, shopper, cakeId, 1);
  return { shopper, profile };
}

const rowsOfSubject = async (subject: string) =>
  t.database.db.select({ id: users.id }).from(users).where(eq(users.subject, subject));

describe('the token of a deleted account', () => {
  it('is refused on every customer route right after the deletion, and brings no profile back', async () => {
    const { shopper, profile } = await customerWithCart();
    expect((await send(shopper, { method: 'DELETE', url: '/api/auth/user' })).statusCode).toBe(200);
    for (const call of customerCalls(shopper, profile.id)) {
      const res = await send(shopper, call);
      expect(res.statusCode, `${call.method} ${call.url}: ${res.body}`).toBe(401);
      expect(res.json<{ message: string }>().message).toBe('This account has been deleted');
    }
    expect(await rowsOfSubject(shopper.claims.sub!)).toEqual([]);
  });

  it('takes admin access away at once from an admin who deletes their own profile', async () => {
    const admin = await newShopper(t, adminClaims({ sub: crypto.randomUUID() }));
    for (const call of adminCalls) expect((await send(admin, call)).statusCode, call.url).toBe(200);
    expect((await send(admin, { method: 'DELETE', url: '/api/auth/user' })).statusCode).toBe(200);
    for (const call of adminCalls) {
      const res = await send(admin, call);
      expect(res.statusCode, `${call.method} ${call.url}: ${res.body}`).toBe(401);
    }
    // An admin route the router does not know is refused the same way (the guard runs first).
    expect((await send(admin, { method: 'GET', url: '/api/admin/no-such-thing' })).statusCode).toBe(401);
  });

  it('leaves every other token alone', async () => {
    const { shopper } = await customerWithCart();
    const other = await customerWithCart();
    expect((await send(shopper, { method: 'DELETE', url: '/api/auth/user' })).statusCode).toBe(200);
    const res = await send(other.shopper, { method: 'GET', url: '/api/auth/user' });
    expect(res.statusCode).toBe(200);
    expect(res.json<StoreUserProfile>().id).toBe(other.profile.id);
  });

  const ROUNDS = 6;
  const PARALLEL = 20;

  itRace(
    `refuses every call made after the deletion answered, with none a 500 during it (${ROUNDS} rounds of ${PARALLEL} parallel calls)`,
    async () => {
      for (let round = 0; round < ROUNDS; round += 1) {
        const admin = round % 2 === 1;
        const { shopper, profile } = await customerWithCart(
          admin ? adminClaims({ sub: crypto.randomUUID() }) : undefined,
        );
        const calls = [...customerCalls(shopper, profile.id), ...(admin ? adminCalls : [])];
        const pick = (i: number) => calls[i % calls.length]!;

        // During: the deletion and PARALLEL calls of every kind, all at once.
        const during = Array.from({ length: PARALLEL }, (_, i) => send(shopper, pick(i)));
        const deletion = send(shopper, { method: 'DELETE', url: '/api/auth/user' });
        const answers = await Promise.all(during);
        const deleted = await deletion;
        expect([200, 401], `round ${round}: the deletion answered ${deleted.body}`).toContain(deleted.statusCode);
        answers.forEach((res, i) =>
          expect(res.statusCode, `round ${round} during: ${pick(i).method} ${pick(i).url}: ${res.body}`).toBeLessThan(
            500,
          ),
        );

        // Right after: every call, of every kind, is 401.
        const after = await Promise.all(Array.from({ length: PARALLEL }, (_, i) => send(shopper, pick(i))));
        after.forEach((res, i) =>
          expect(res.statusCode, `round ${round} after: ${pick(i).method} ${pick(i).url}: ${res.body}`).toBe(401),
        );

        // Nothing of the person is left behind by a call that raced the deletion.
        expect(await rowsOfSubject(shopper.claims.sub!), `round ${round}`).toEqual([]);
        const lines = await t.database.db.execute<{ n: number }>(
          sql`select count(*)::int as n from cart_items where user_id = ${profile.id}
              or user_id in (select id from users where subject = ${shopper.claims.sub!})`,
        );
        expect((lines as unknown as { rows: { n: number }[] }).rows[0]!.n, `round ${round}`).toBe(0);
      }
    },
    120_000,
  );
});
