/**
 * P41: the R12 limits at their defaults, 30 attempts each from one address or one customer:
 * contact 5, redemptions 10 and payment intents 10 a minute. Past the limit: 429 with
 * Retry-After, and the limited action has no further effect (counted in the database).
 */
import { and, eq, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkouts, contactMessages, loyaltyAccounts, loyaltyTransactions } from '../../db/schema';
import { addToCart, catalogue, newShopper } from '../../test/checkout-helpers';
import { createCustomerWithPoints, createReward } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  // The defaults of R12: no limit is raised or lowered here (the test app raises the search limit
  // for the other test files; R12's 20 a second is set back).
  t = await createTestApp({ RATE_LIMIT_SEARCHES_PER_SECOND: '20' });
});
afterAll(() => t.close());

const ATTEMPTS = 30;

/** The statuses of 30 attempts; every 429 carries Retry-After and the error shape. */
async function attempts(send: () => Promise<LightMyRequestResponse>): Promise<number[]> {
  const statuses: number[] = [];
  for (let i = 0; i < ATTEMPTS; i += 1) {
    const res = await send();
    statuses.push(res.statusCode);
    if (res.statusCode === 429) {
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
      expect(res.json()).toMatchObject({ code: 'RATE_LIMITED', requestId: expect.any(String) });
    }
  }
  return statuses;
}

const allowedThen429 = (allowed: number, status: number) => [
  ...Array<number>(allowed).fill(status),
  ...Array<number>(ATTEMPTS - allowed).fill(429),
];

describe('P41 rate limits (R12 defaults)', () => {
  it('P41 30 contact messages from one address: 5 stored, then 429', async () => {
    const count = async () =>
      (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(contactMessages))[0]!.n;
    const before = await count();
    const statuses = await attempts(() =>
      t.app.inject({
        method: 'POST',
        url: '/api/contact',
        remoteAddress: '198.51.100.41',
        payload: { name: 'Ana', email: 'ana@example.com', message: 'Do you make eggless cakes?' },
      }),
    );
    expect(statuses).toEqual(allowedThen429(5, 201));
    expect(await count()).toBe(before + 5);
  });

  it('P41 30 redemptions by one customer: 10 debited, then 429 and no further debit', async () => {
    const customer = await createCustomerWithPoints(t, 10_000);
    const reward = await createReward(t, { pointsCost: 100 });
    const statuses = await attempts(() =>
      t.app.inject({
        method: 'POST',
        url: `/api/loyalty/${customer.user.subject}/redeem/${reward.id}`,
        headers: customer.headers,
      }),
    );
    expect(statuses).toEqual(allowedThen429(10, 201));
    const [account] = await t.database.db
      .select()
      .from(loyaltyAccounts)
      .where(eq(loyaltyAccounts.userId, customer.user.id));
    expect(account!.totalPoints).toBe(10_000 - 10 * 100);
    const debits = await t.database.db
      .select()
      .from(loyaltyTransactions)
      .where(and(eq(loyaltyTransactions.userId, customer.user.id), sql`${loyaltyTransactions.points} < 0`));
    expect(debits).toHaveLength(10);
  });

  it('P41 30 payment intents by one customer: 10 answered, then 429 and no checkout opened', async () => {
    const shopper = await newShopper(t);
    const products = await catalogue(t);
    const count = async () => (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(checkouts))[0]!.n;
    const before = await count();
    const statuses: number[] = [];
    for (let i = 0; i < ATTEMPTS; i += 1) {
      // A changed cart each time, so an answered request would open a new checkout.
      if (i < 10) await addToCart(t, shopper, products[i]!.id);
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/create-payment-intent',
        headers: shopper.headers,
        payload: { sessionId: shopper.sessionId },
      });
      statuses.push(res.statusCode);
      if (res.statusCode === 429) expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    }
    expect(statuses).toEqual(allowedThen429(10, 200));
    expect(await count()).toBe(before + 10);
  });

  it('R12 30 catalogue searches from one address within a second: 20 answered, the rest 429 with Retry-After', async () => {
    const search = (remoteAddress: string, query = 'search=baklava') =>
      t.app.inject({ url: `/api/products?${query}`, remoteAddress });
    const started = Date.now();
    // One after another, as one client sends them. (Sent in the same tick, the in-memory store of
    // @fastify/rate-limit hands every request the burst's final count, so all would get 429.)
    const answers = [];
    for (let i = 0; i < ATTEMPTS; i += 1) answers.push(await search('198.51.100.12'));
    const elapsed = Date.now() - started;
    const ok = answers.filter((a) => a.statusCode === 200).length;
    const limited = answers.filter((a) => a.statusCode === 429);
    expect(ok + limited.length).toBe(ATTEMPTS);
    expect(limited.length).toBeGreaterThan(0);
    // The window is one second: a burst that took longer may have had a second window's worth.
    if (elapsed < 1000) expect(ok).toBe(20);
    for (const res of limited) {
      expect(Number(res.headers['retry-after'])).toBeGreaterThanOrEqual(1);
      expect(res.json()).toMatchObject({ code: 'RATE_LIMITED', requestId: expect.any(String) });
    }
    // Plain listings from that address, and searches from another, are not limited.
    expect((await search('198.51.100.12', 'limit=5')).statusCode).toBe(200);
    expect((await search('198.51.100.13')).statusCode).toBe(200);
    // After Retry-After the address may search again.
    await new Promise((resolve) => setTimeout(resolve, 1100 * Number(limited[0]!.headers['retry-after'])));
    expect((await search('198.51.100.12')).statusCode).toBe(200);
  });
});
