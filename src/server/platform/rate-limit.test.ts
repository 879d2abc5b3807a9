/**
 * Rate limits (security R12): 429 with Retry-After. Cart writes are limited per cart session and,
 * so that a new session id per request does not dodge that, per address across all cart writes;
 * payment intents are limited per signed-in person.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addToCart, catalogue, createIntent, newShopper } from '../test/checkout-helpers';
import { createTestApp, type TestApp } from '../test/test-app';

let t: TestApp;
let productId: string;
beforeAll(async () => {
  t = await createTestApp({
    RATE_LIMIT_CART_WRITES_PER_MINUTE: '3',
    RATE_LIMIT_CART_WRITES_PER_ADDRESS_PER_MINUTE: '5',
    RATE_LIMIT_PAYMENT_INTENTS_PER_MINUTE: '2',
  });
  productId = (await catalogue(t))[0]!.id;
});
afterAll(() => t?.close());

const addItem = (sessionId: string, remoteAddress: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/cart',
    payload: { sessionId, productId, quantity: 1 },
    remoteAddress,
  });

const expectLimited = (res: Awaited<ReturnType<typeof addItem>>) => {
  expect(res.statusCode).toBe(429);
  expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  expect(res.json()).toMatchObject({ code: 'RATE_LIMITED', requestId: expect.any(String) });
};

describe('cart writes', () => {
  it('a new session id per request does not dodge the per-address limit', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 5; i += 1) statuses.push((await addItem(randomUUID(), '192.0.2.10')).statusCode);
    expect(statuses).toEqual([201, 201, 201, 201, 201]);
    expectLimited(await addItem(randomUUID(), '192.0.2.10'));
    // Updates and removals count towards the same ceiling.
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/cart/${randomUUID()}`,
      headers: { 'x-cart-session': randomUUID() },
      remoteAddress: '192.0.2.10',
    });
    expectLimited(res);
    // Another address is not affected.
    expect((await addItem(randomUUID(), '192.0.2.11')).statusCode).toBe(201);
  });

  it('one session is still limited on its own (RATE_LIMIT_CART_WRITES_PER_MINUTE)', async () => {
    const session = randomUUID();
    const statuses: number[] = [];
    for (let i = 0; i < 3; i += 1) statuses.push((await addItem(session, '192.0.2.20')).statusCode);
    expect(statuses).toEqual([201, 201, 201]);
    expectLimited(await addItem(session, '192.0.2.20'));
  });
});

describe('payment intents', () => {
  it('are limited per signed-in person, whatever address or session they come from', async () => {
    const shopper = await newShopper(t);
    await addToCart(t, shopper, productId);
    const statuses: number[] = [];
    for (let i = 0; i < 2; i += 1) statuses.push((await createIntent(t, shopper)).statusCode);
    expect(statuses).toEqual([200, 200]);
    const third = await t.app.inject({
      method: 'POST',
      url: '/api/create-payment-intent',
      headers: shopper.headers,
      payload: { sessionId: randomUUID() },
      remoteAddress: '192.0.2.30',
    });
    expectLimited(third);

    const other = await newShopper(t);
    await addToCart(t, other, productId);
    expect((await createIntent(t, other)).statusCode).toBe(200);
  });
});
