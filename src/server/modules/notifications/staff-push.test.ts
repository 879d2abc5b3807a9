/**
 * Web Push to staff (issue 24), against a local push endpoint: the shop's VAPID keys are made once
 * and kept in the database; a staff browser subscribes; a new order reaches it encrypted for that
 * browser and signed with the shop's VAPID key; a subscription its push service calls gone is removed.
 */
import { eq } from 'drizzle-orm';
import { importJWK, jwtVerify } from 'jose';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AdminPushKey } from '../../../contracts/notifications';
import type { StoreProduct } from '../../../contracts/catalog';
import { appSecrets, pushSubscriptions } from '../../db/schema';
import { newShopper, placeOrder, relaxShopRules } from '../../test/checkout-helpers';
import { createProduct, createCustomer } from '../../test/factories';
import { startPushEndpoint, type PushEndpoint } from '../../test/push-endpoint';
import { createTestApp, type TestApp } from '../../test/test-app';
import { bearer, customerClaims, mintToken } from '../../test/tokens';
import { VAPID_SECRET_KEY } from './staff-push';
import { allowing } from '@/test/time-limits';

const STAFF_EMAIL = 'counter@saffron-sugar.example';
let t: TestApp;
let push: PushEndpoint;
let staff: Record<string, string>;
let loaf: StoreProduct;

beforeAll(async () => {
  push = await startPushEndpoint();
  t = await createTestApp(
    { STAFF_EMAILS: STAFF_EMAIL, RATE_LIMIT_PAYMENT_INTENTS_PER_MINUTE: '1000', WEB_PUSH_TEST_ORIGIN: push.origin },
    {
      pushAgent: push.agent,
    },
  );
  await relaxShopRules(t);
  loaf = await createProduct(t, { name: 'Push Test Rewena Loaf', priceCents: 900 });
  staff = bearer(await mintToken(t, customerClaims({ email: STAFF_EMAIL })));
});
afterAll(async () => {
  await t.close();
  await push.close();
});

const KEY_URL = '/api/admin/push/key';
const SUBSCRIPTIONS = '/api/admin/push/subscriptions';
const subscribe = (payload: unknown, headers = staff) =>
  t.app.inject({ method: 'POST', url: SUBSCRIPTIONS, headers, payload: payload as object });
const unsubscribe = (endpoint: string, headers = staff) =>
  t.app.inject({ method: 'DELETE', url: SUBSCRIPTIONS, headers, payload: { endpoint } });
const subscriptionAt = async (endpoint: string) =>
  (await t.database.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint)))[0];

describe('the VAPID keys', () => {
  it('are made on first start, kept in the database, and the same on every call', async () => {
    const [stored] = await t.database.db.select().from(appSecrets).where(eq(appSecrets.key, VAPID_SECRET_KEY));
    expect(stored).toBeDefined();
    const res = await t.app.inject({ method: 'GET', url: KEY_URL, headers: staff });
    expect(res.statusCode).toBe(200);
    const { publicKey } = res.json<AdminPushKey>();
    expect(Buffer.from(publicKey, 'base64url')).toHaveLength(65);
    expect((stored!.value as { publicKey: string }).publicKey).toBe(publicKey);
    expect((await t.app.inject({ method: 'GET', url: KEY_URL, headers: staff })).json()).toEqual({ publicKey });
  });
});

describe('subscribing', () => {
  it('is for staff only', async () => {
    const customer = await createCustomer(t);
    expect((await t.app.inject({ method: 'GET', url: KEY_URL, headers: customer.headers })).statusCode).toBe(403);
    const browser = push.browser('customer');
    expect((await subscribe(browser.subscription, customer.headers)).statusCode).toBe(403);
    expect((await subscribe(browser.subscription, {})).statusCode).toBe(401);
    expect(await subscriptionAt(browser.subscription.endpoint)).toBeUndefined();
  });

  it('refuses what is not a push subscription, naming the field, and saves nothing', async () => {
    const { subscription } = push.browser('bad');
    const bad: Array<[unknown, string]> = [
      [{ ...subscription, endpoint: subscription.endpoint.replace('https:', 'http:') }, 'endpoint'],
      [{ ...subscription, endpoint: 'not a url' }, 'endpoint'],
      // Only push services' addresses: the server fetches no arbitrary URL (security P36).
      [{ ...subscription, endpoint: 'https://169.254.169.254/latest/meta-data/' }, 'endpoint'],
      [{ ...subscription, endpoint: subscription.endpoint.replace(/:\d+\//, ':1/') }, 'endpoint'],
      [{ endpoint: subscription.endpoint, keys: { p256dh: subscription.keys.p256dh } }, 'auth'],
      [{ endpoint: subscription.endpoint, keys: { ...subscription.keys, p256dh: 'has spaces in it' } }, 'p256dh'],
    ];
    for (const [payload, field] of bad) {
      const res = await subscribe(payload);
      expect(res.statusCode).toBe(400);
      expect(res.json<{ message: string }>().message).toContain(field);
    }
    expect(await subscriptionAt(subscription.endpoint)).toBeUndefined();
  });

  it('is switched off again by the same browser; an unknown endpoint is a 404', async () => {
    const { subscription } = push.browser('off');
    expect((await subscribe(subscription)).statusCode).toBe(201);
    // The same browser again replaces its row.
    expect((await subscribe(subscription)).json()).toEqual({ subscribed: true });
    expect(await t.database.db.$count(pushSubscriptions, eq(pushSubscriptions.endpoint, subscription.endpoint))).toBe(
      1,
    );
    const res = await unsubscribe(subscription.endpoint);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ subscribed: false });
    expect((await unsubscribe(subscription.endpoint)).statusCode).toBe(404);
  });
});

describe('a new order', () => {
  it('reaches the subscribed browser once, encrypted for it and signed with the shop VAPID key', async () => {
    const tablet = push.browser('tablet');
    expect((await subscribe(tablet.subscription)).statusCode).toBe(201);
    const { publicKey } = (await t.app.inject({ method: 'GET', url: KEY_URL, headers: staff })).json<AdminPushKey>();

    const { order } = await placeOrder(t, await newShopper(t), loaf.id);
    await vi.waitFor(() => expect(push.received.some((p) => p.path === '/push/tablet')).toBe(true), {
      timeout: allowing(15_000),
      interval: 50,
    });
    const arrived = push.received.filter((p) => p.path === '/push/tablet');
    expect(arrived).toHaveLength(1);
    const [received] = arrived;
    expect(received!.headers['content-encoding']).toBe('aes128gcm');
    expect(Number(received!.headers.ttl)).toBeGreaterThan(0);

    // VAPID (RFC 8292): a JWT for the push service's origin, signed by the key the browser subscribed with.
    const match = /^vapid t=([^,]+), k=(.+)$/.exec(String(received!.headers.authorization));
    expect(match?.[2]).toBe(publicKey);
    const point = Buffer.from(publicKey, 'base64url');
    const key = await importJWK(
      {
        kty: 'EC',
        crv: 'P-256',
        x: point.subarray(1, 33).toString('base64url'),
        y: point.subarray(33).toString('base64url'),
      },
      'ES256',
    );
    const { payload } = await jwtVerify(match![1]!, key, { audience: push.origin, algorithms: ['ES256'] });
    expect(payload.sub).toMatch(/^mailto:|^https:/);

    const message = JSON.parse(tablet.decrypt(received!.body)) as Record<string, string>;
    expect(message).toMatchObject({
      title: `New order #${(order as { orderNumber: number }).orderNumber}`,
      url: '/admin/today',
    });
  });

  it('is pushed by one copy only, and a subscription the push service calls gone is removed', async () => {
    const gone = push.browser('gone');
    const missing = push.browser('missing');
    const kept = push.browser('kept');
    push.answer.set('/push/gone', 410);
    push.answer.set('/push/missing', 404);
    for (const browser of [gone, missing, kept]) expect((await subscribe(browser.subscription)).statusCode).toBe(201);

    const event = { type: 'order' as const, order: { id: randomUUID(), orderNumber: 99_001 } };
    const before = push.received.length;
    // Every copy hears every event: the first to claim it sends it, the others send nothing.
    const [first, second] = await Promise.all([t.app.staffPush.deliver(event), t.app.staffPush.deliver(event)]);
    expect(Math.min(first, second)).toBe(0);
    expect(Math.max(first, second)).toBeGreaterThanOrEqual(1);
    const paths = push.received.slice(before).map((p) => p.path);
    for (const at of ['/push/gone', '/push/missing', '/push/kept'])
      expect(paths.filter((p) => p === at)).toHaveLength(1);

    expect(await subscriptionAt(gone.subscription.endpoint)).toBeUndefined();
    expect(await subscriptionAt(missing.subscription.endpoint)).toBeUndefined();
    expect(await subscriptionAt(kept.subscription.endpoint)).toBeDefined();
  });

  it("pushes a customer's own cancel from /orders once, naming the order; staff's status changes push nothing", async () => {
    const phone = push.browser('phone');
    expect((await subscribe(phone.subscription)).statusCode).toBe(201);
    const shopper = await newShopper(t);
    const { order } = (await placeOrder(t, shopper, loaf.id)) as { order: { id: string; orderNumber: number } };
    await vi.waitFor(() => expect(push.received.some((p) => p.path === '/push/phone')).toBe(true), {
      timeout: allowing(15_000),
      interval: 50,
    });
    const cancelled = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${order.id}/cancel`,
      headers: shopper.headers,
      payload: { reason: 'Plans changed' },
    });
    expect(cancelled.statusCode).toBe(200);
    const titles = () =>
      push.received
        .filter((p) => p.path === '/push/phone')
        .map((p) => (JSON.parse(phone.decrypt(p.body)) as { title: string }).title);
    await vi.waitFor(() => expect(titles()).toContain(`Order #${order.orderNumber} cancelled`), {
      timeout: allowing(15_000),
      interval: 50,
    });
    expect(titles().filter((title) => title === `Order #${order.orderNumber} cancelled`)).toHaveLength(1);

    // The same status event without a customer's change (staff's own) is not for phones.
    const staffChange = {
      type: 'status' as const,
      order: { id: order.id, orderNumber: order.orderNumber, status: 'inprogress' },
    };
    expect(await t.app.staffPush.deliver(staffChange)).toBe(0);
  });

  it('pushes nothing for events that are not for phones', async () => {
    const before = push.received.length;
    expect(await t.app.staffPush.deliver({ type: 'message' })).toBe(0);
    expect(await t.app.staffPush.deliver({ type: 'resync' })).toBe(0);
    expect(push.received.length).toBe(before);
  });
});
