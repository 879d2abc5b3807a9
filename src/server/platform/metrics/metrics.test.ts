import { and, eq, ne, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StorePaymentIntentReply } from '../../../contracts/checkout';
import { businessSettings, checkouts as checkoutsTable } from '../../db/schema';
import {
  addToCart,
  catalogue,
  confirmOrder,
  createIntent,
  newShopper,
  payWithCard,
  placeOrder,
  relaxShopRules,
  saveDetails,
} from '../../test/checkout-helpers';
import { itOnPostgres } from '../../test/races';
import { createTestApp, type TestApp } from '../../test/test-app';
import { sampleValue } from './scrape-text';

const TOKEN = 'metrics-token-for-the-test-0123456789';

let withToken: TestApp;
let withPort: TestApp;
let off: TestApp;

beforeAll(async () => {
  // No settings cache: the refund case below changes the slot capacity straight in the database.
  withToken = await createTestApp({
    METRICS_TOKEN: TOKEN,
    CATALOG_CACHE_SECONDS: '0',
    RATE_LIMIT_PAYMENT_INTENTS_PER_MINUTE: '1000',
  });
  await relaxShopRules(withToken);
  withPort = await createTestApp({ METRICS_PORT: '0', HOST: '127.0.0.1' });
  off = await createTestApp();
});
afterAll(() => Promise.all([withToken.close(), withPort.close(), off.close()]));

async function scrape(t: TestApp): Promise<string> {
  const res = await t.app.inject({ url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
  expect(res.statusCode).toBe(200);
  return res.body;
}

const checkouts = (text: string, stage: string) => sampleValue(text, 'shop_checkouts_total', { stage });

const inStock = async () => (await catalogue(withToken)).find((p) => p.inStock)!;

/** A customer pays while their slot fills up: the payment is refunded instead of becoming an order. */
async function payIntoAFullSlot() {
  const shopper = await newShopper(withToken);
  await addToCart(withToken, shopper, (await inStock()).id);
  const intent = (await createIntent(withToken, shopper)).json<StorePaymentIntentReply>();
  expect((await saveDetails(withToken, shopper, intent.paymentIntentId)).statusCode).toBe(200);
  await withToken.database.db.update(businessSettings).set({ slotCapacity: 0 });
  try {
    await payWithCard(withToken, intent);
    return await confirmOrder(withToken, shopper, intent.paymentIntentId);
  } finally {
    await relaxShopRules(withToken);
  }
}

describe('/metrics behind a token', () => {
  it('is not there when neither METRICS_TOKEN nor METRICS_PORT is set', async () => {
    expect((await off.app.inject({ url: '/metrics' })).statusCode).toBe(404);
    expect((await off.app.inject({ url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } })).statusCode).toBe(
      404,
    );
    expect(off.app.metricsAddress()).toBeNull();
  });

  it('answers 401 with a JSON message without the token or with a wrong one', async () => {
    for (const authorization of [undefined, `Bearer ${TOKEN}x`, `Basic ${TOKEN}`, 'Bearer ']) {
      const res = await withToken.app.inject({ url: '/metrics', headers: authorization ? { authorization } : {} });
      expect(res.statusCode, authorization).toBe(401);
      expect(res.headers['www-authenticate']).toBe('Bearer realm="metrics"');
      expect(res.json()).toMatchObject({ message: 'A valid metrics token is required', code: 'UNAUTHORIZED' });
      expect(res.body).not.toContain('shop_checkouts_total');
    }
  });

  it('answers Prometheus text with the token: requests, checkouts, sweep, outbox, pool, event loop and memory', async () => {
    await withToken.app.inject({ url: '/api/products' });
    const res = await withToken.app.inject({ url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(res.headers['cache-control']).toBe('no-store');
    const text = res.body;
    for (const stage of ['started', 'paid', 'fulfilled', 'refunded']) {
      expect(checkouts(text, stage), stage).toBeGreaterThanOrEqual(0);
    }
    for (const outcome of ['settled', 'unpaid', 'failed', 'run_failed']) {
      expect(sampleValue(text, 'shop_checkout_sweep_outcomes_total', { outcome }), outcome).toBeGreaterThanOrEqual(0);
    }
    expect(sampleValue(text, 'shop_outbox_pending')).toBeGreaterThanOrEqual(0);
    expect(sampleValue(text, 'shop_outbox_oldest_pending_seconds')).toBeGreaterThanOrEqual(0);
    expect(sampleValue(text, 'shop_db_pool_waits_total')).toBeGreaterThanOrEqual(0);
    expect(sampleValue(text, 'shop_db_pool_waiting')).toBeGreaterThanOrEqual(0);
    expect(sampleValue(text, 'nodejs_eventloop_lag_seconds')).toBeGreaterThanOrEqual(0);
    expect(sampleValue(text, 'process_resident_memory_bytes')).toBeGreaterThan(0);
    expect(sampleValue(text, 'nodejs_heap_size_used_bytes')).toBeGreaterThan(0);
    expect(
      sampleValue(text, 'http_request_duration_seconds_count', {
        method: 'GET',
        route: '/api/products',
        status: '200',
      }),
    ).toBeGreaterThanOrEqual(1);
  });

  it('labels request durations by route template, never by the raw path', async () => {
    const [product] = await catalogue(withToken);
    await withToken.app.inject({ url: `/api/products/slug/${product!.slug}` });
    await withToken.app.inject({ url: '/api/products/slug/no-such-cake' });
    await withToken.app.inject({ url: '/no/such/path/at/all' });
    const text = await scrape(withToken);
    const route = '/api/products/slug/:slug';
    expect(sampleValue(text, 'http_request_duration_seconds_count', { route, status: '200' })).toBeGreaterThanOrEqual(
      1,
    );
    expect(sampleValue(text, 'http_request_duration_seconds_count', { route, status: '404' })).toBeGreaterThanOrEqual(
      1,
    );
    expect(sampleValue(text, 'http_request_duration_seconds_count', { route: 'unmatched' })).toBeGreaterThanOrEqual(1);
    expect(text).not.toContain(product!.slug);
    expect(text).not.toContain('no-such-cake');
    expect(text).not.toContain('/no/such/path');
  });

  it('counts a checkout started, paid and fulfilled through the test gateway', async () => {
    const before = await scrape(withToken);
    await placeOrder(withToken, await newShopper(withToken), (await inStock()).id);
    const after = await scrape(withToken);
    expect(checkouts(after, 'started') - checkouts(before, 'started')).toBe(1);
    expect(checkouts(after, 'paid') - checkouts(before, 'paid')).toBe(1);
    expect(checkouts(after, 'fulfilled') - checkouts(before, 'fulfilled')).toBe(1);
    expect(checkouts(after, 'refunded') - checkouts(before, 'refunded')).toBe(0);
    // The order's confirmation e-mail went through the outbox.
    expect(sampleValue(after, 'shop_outbox_pending')).toBeGreaterThanOrEqual(0);
  });

  it('counts a paid checkout that could not become an order as paid and refunded, not fulfilled', async () => {
    const before = await scrape(withToken);
    const res = await payIntoAFullSlot();
    expect(res.json()).toMatchObject({ code: 'PAYMENT_REFUNDED' });
    const after = await scrape(withToken);
    expect(checkouts(after, 'started') - checkouts(before, 'started')).toBe(1);
    expect(checkouts(after, 'paid') - checkouts(before, 'paid')).toBe(1);
    expect(checkouts(after, 'fulfilled') - checkouts(before, 'fulfilled')).toBe(0);
    expect(checkouts(after, 'refunded') - checkouts(before, 'refunded')).toBe(1);
  });

  it('counts what the recovery sweep did: a refund cut off is settled, an unpaid checkout is left', async () => {
    await payIntoAFullSlot();
    // As if the process stopped between deciding the refund and asking the gateway for it.
    const [cutOff] = await withToken.database.db
      .update(checkoutsTable)
      .set({ status: 'refunding' })
      .where(eq(checkoutsTable.status, 'refunded'))
      .returning({ id: checkoutsTable.id });
    expect(cutOff).toBeDefined();
    await withToken.database.db
      .update(checkoutsTable)
      .set({ status: 'refunded' })
      .where(and(eq(checkoutsTable.status, 'refunding'), ne(checkoutsTable.id, cutOff!.id)));
    const shopper = await newShopper(withToken);
    await addToCart(withToken, shopper, (await inStock()).id);
    const unpaid = (await createIntent(withToken, shopper)).json<StorePaymentIntentReply>();
    await saveDetails(withToken, shopper, unpaid.paymentIntentId);

    const before = await scrape(withToken);
    await withToken.app.checkout.settlePaid({ quietSeconds: 0 });
    const after = await scrape(withToken);
    const outcome = (text: string, name: string) =>
      sampleValue(text, 'shop_checkout_sweep_outcomes_total', { outcome: name });
    expect(outcome(after, 'settled') - outcome(before, 'settled')).toBe(1);
    expect(outcome(after, 'unpaid') - outcome(before, 'unpaid')).toBe(1);
    expect(outcome(after, 'failed') - outcome(before, 'failed')).toBe(0);
    expect(checkouts(after, 'refunded') - checkouts(before, 'refunded')).toBe(1);
  });

  itOnPostgres('counts the waits for a pooled PostgreSQL connection when every one is busy', async () => {
    const before = await scrape(withToken);
    // Twice the pool's ten connections, each held for a moment: ten of them must queue.
    await Promise.all(Array.from({ length: 20 }, () => withToken.database.db.execute(sql`select pg_sleep(0.2)`)));
    const after = await scrape(withToken);
    const waits = (text: string) => sampleValue(text, 'shop_db_pool_waits_total');
    expect(waits(after) - waits(before)).toBeGreaterThanOrEqual(10);
    expect(sampleValue(after, 'shop_db_pool_wait_seconds_total')).toBeGreaterThan(
      sampleValue(before, 'shop_db_pool_wait_seconds_total'),
    );
  });
});

describe('/metrics on a separate port (METRICS_PORT)', () => {
  const portUrl = (path: string) => `http://127.0.0.1:${withPort.app.metricsAddress()!.port}${path}`;

  it('answers only /metrics there, without a token, and nothing on the shop port', async () => {
    const res = await fetch(portUrl('/metrics'));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(sampleValue(await res.text(), 'process_resident_memory_bytes')).toBeGreaterThan(0);
    for (const path of ['/', '/api/products', '/api/health', '/metrics/../api/products']) {
      const other = await fetch(portUrl(path));
      expect(other.status, path).toBe(404);
      expect(await other.json()).toEqual({ message: 'Not found' });
    }
    expect((await withPort.app.inject({ url: '/metrics' })).statusCode).toBe(404);
  });
});
