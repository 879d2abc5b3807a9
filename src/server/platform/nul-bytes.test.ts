/**
 * A NUL byte (`\u0000`) in any free-text field is refused with 400 before anything reaches the
 * database (PostgreSQL text cannot hold it; it used to be a 500), and a logged database error
 * never carries the statement's parameters, so no customer's name, e-mail, phone or address
 * lands in the log (security R5, R9, R15).
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StorePaymentIntentReply } from '../../contracts/checkout';
import type { Db } from '../db/client';
import {
  addToCart,
  catalogue,
  createIntent,
  deliveryAddress,
  newShopper,
  type Shopper,
} from '../test/checkout-helpers';
import { createTestApp, type TestApp } from '../test/test-app';

const NUL = '\u0000';
const TABLES = ['users', 'cart_items', 'contact_messages', 'checkouts', 'orders', 'test_payment_intents'];

/** One digest of every row of the tables a request could write. */
async function digest(db: Db): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const table of TABLES) {
    const result = (await db.execute(
      sql.raw(`select coalesce(md5(string_agg(t::text, '|' order by t::text)), '') as d from ${table} t`),
    )) as unknown as { rows: Array<{ d: string }> };
    out[table] = result.rows[0]!.d;
  }
  return out;
}

describe('NUL bytes in free text', () => {
  let t: TestApp;
  let shopper: Shopper;
  let intent: StorePaymentIntentReply;
  let productId: string;

  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_CART_WRITES_PER_MINUTE: '1000', RATE_LIMIT_CONTACT_PER_MINUTE: '1000' });
    shopper = await newShopper(t);
    productId = (await catalogue(t))[0]!.id;
    await addToCart(t, shopper, productId);
    const res = await createIntent(t, shopper);
    expect(res.statusCode).toBe(200);
    intent = res.json<StorePaymentIntentReply>();
  });
  afterAll(() => t?.close());

  const cases: Array<[string, () => { method: 'POST' | 'PUT' | 'GET'; url: string; payload?: object }]> = [
    ['profile firstName', () => ({ method: 'PUT', url: '/api/auth/user', payload: { firstName: `Hemi${NUL}` } })],
    [
      'profile address',
      () => ({ method: 'PUT', url: '/api/auth/user', payload: { addressLine1: `12 Ponsonby${NUL} Road` } }),
    ],
    [
      'contact message',
      () => ({
        method: 'POST',
        url: '/api/contact',
        payload: { name: 'Mere Parata', email: 'mere@example.co.nz', message: `Hello${NUL}` },
      }),
    ],
    [
      'contact name',
      () => ({
        method: 'POST',
        url: '/api/contact',
        payload: { name: `Mere${NUL}`, email: 'mere@example.co.nz', message: 'Hello' },
      }),
    ],
    [
      'cart customisation',
      () => ({
        method: 'POST',
        url: '/api/cart',
        payload: { sessionId: shopper.sessionId, productId, quantity: 1, customization: `Happy${NUL} birthday` },
      }),
    ],
    [
      'cart size',
      () => ({
        method: 'POST',
        url: '/api/cart',
        payload: { sessionId: shopper.sessionId, productId, quantity: 1, size: `Large${NUL}` },
      }),
    ],
    [
      'checkout details name',
      () => ({
        method: 'POST',
        url: '/api/checkout/details',
        payload: {
          sessionId: shopper.sessionId,
          paymentIntentId: intent.paymentIntentId,
          deliveryAddress: deliveryAddress({ fullName: `Mere${NUL} Parata` }),
        },
      }),
    ],
    [
      'checkout special instructions',
      () => ({
        method: 'POST',
        url: '/api/checkout/details',
        payload: {
          sessionId: shopper.sessionId,
          paymentIntentId: intent.paymentIntentId,
          deliveryAddress: deliveryAddress({ specialInstructions: `Ring twice${NUL}` }),
        },
      }),
    ],
    [
      'payment intent id (details)',
      () => ({
        method: 'POST',
        url: '/api/checkout/details',
        payload: {
          sessionId: shopper.sessionId,
          paymentIntentId: `${intent.paymentIntentId}${NUL}`,
          deliveryAddress: deliveryAddress(),
        },
      }),
    ],
    [
      'payment intent id (confirm)',
      () => ({
        method: 'POST',
        url: '/api/confirm-order',
        payload: {
          sessionId: shopper.sessionId,
          paymentIntentId: `${intent.paymentIntentId}${NUL}`,
          deliveryAddress: deliveryAddress(),
        },
      }),
    ],
    ['a query string', () => ({ method: 'GET', url: '/api/products?search=cake%00' })],
    ['a path parameter', () => ({ method: 'GET', url: '/api/products/slug/cake%00' })],
  ];

  it.each(cases)('%s: 400 with a message, and nothing changes in the database', async (_name, request) => {
    const before = await digest(t.database.db);
    const res = await t.app.inject({ ...request(), headers: shopper.headers });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: expect.stringContaining('NUL'),
      requestId: expect.any(String),
    });
    expect(await digest(t.database.db)).toEqual(before);
  });
});

describe('a logged database error', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_CONTACT_PER_MINUTE: '1000' }, { captureLogs: true });
  });
  afterAll(() => t?.close());

  it('names the statement but none of its parameters', async () => {
    // A broken table makes the insert fail inside the database, with the customer's data bound.
    await t.database.db.execute(sql`alter table contact_messages rename to contact_messages_gone`);
    const customer = {
      name: 'Wiremu Tamihana',
      email: 'wiremu.private@example.co.nz',
      phone: '+64 21 987 6543',
      subject: 'Order 17 Kauri Street',
      message: 'Please deliver to 17 Kauri Street, Grey Lynn',
    };
    const res = await t.app.inject({ method: 'POST', url: '/api/contact', payload: customer });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ message: expect.any(String), code: 'INTERNAL', requestId: expect.any(String) });

    const line = t.logs.find((entry) => entry.reqId === res.json().requestId && entry.level === 50);
    expect(line).toBeDefined();
    const text = JSON.stringify(line);
    expect(text).toContain('contact_messages'); // the statement is still there to debug with
    for (const value of ['Wiremu', 'wiremu.private', '987 6543', 'Kauri']) expect(text).not.toContain(value);
  });
});
