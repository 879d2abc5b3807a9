/**
 * "Pause new orders" and "push back" (issue 23): staff pause with a message and an optional
 * until-time; the storefront's settings carry the message; the checkout answers 409 ORDERS_PAUSED
 * at payment preparation and at binding while carts keep working; a payment already under way
 * completes; resuming is one call; an until-time ends the pause by itself; the push back lengthens
 * the lead time for the rest of the Auckland day only. Everything is audited; bad input is 400
 * naming the field with nothing changed. Each test runs at a fixed Auckland instant (only Date is faked).
 */
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { StoreProduct } from '../../../contracts/catalog';
import type { StorePaymentIntentReply, StoreSlot } from '../../../contracts/checkout';
import type { AdminOrdersPause } from '../../../contracts/orders-pause';
import type { StoreBusinessSettings } from '../../../contracts/settings';
import { CAFE_OPENING_HOURS } from '../../../domain/business';
import { aucklandInstant } from '../../../domain/delivery';
import { DEFAULT_PAUSE_MESSAGE } from '../../../domain/orders-pause';
import { auditLog, businessSettings, orders, slotHolds } from '../../db/schema';
import { SETTINGS_CHANGED_CHANNEL } from '../../platform/events/notify';
import {
  addToCart,
  confirmOrder,
  createIntent,
  deliveryAddress,
  newShopper,
  payWithCard,
  relaxShopRules,
  saveDetails,
} from '../../test/checkout-helpers';
import { createProduct } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { adminClaims, bearer, customerClaims, mintToken } from '../../test/tokens';

let t: TestApp;
let admin: Record<string, string>;
let jalebi: StoreProduct;

// A long cache, as in production: each change itself must reach the storefront.
beforeAll(async () => {
  t = await createTestApp({ CATALOG_CACHE_SECONDS: '300', RATE_LIMIT_PAYMENT_INTENTS_PER_MINUTE: '1000' });
  await relaxShopRules(t);
  jalebi = await createProduct(t, { name: 'Pause Test Jalebi', priceCents: 1800 });
});
afterAll(() => t?.close());

/** Tuesday 1 December 2026 in Auckland at `time`, unless a test moves the clock. */
const at = (date: string, time = '10:00') => {
  const [h = 0, m = 0] = time.split(':').map(Number);
  vi.useFakeTimers({ toFake: ['Date'], now: aucklandInstant(date, h * 60 + m) });
};
beforeEach(async () => {
  at('2026-12-01');
  admin = bearer(await mintToken(t, adminClaims()));
  await t.database.db.update(businessSettings).set({
    openingHours: CAFE_OPENING_HOURS,
    leadTimeMinutes: 240,
    sameDayCutoffMinutes: 840,
  });
  // Through the API, so the storefront's cache is cleared too.
  expect((await resume()).statusCode).toBe(200);
  expect((await pushBack({ minutes: 0 })).statusCode).toBe(200);
  await t.database.db.delete(auditLog);
});
afterEach(() => vi.useRealTimers());

const pause = (payload: unknown, headers = admin) =>
  t.app.inject({ method: 'PUT', url: '/api/admin/orders-pause', headers, payload: payload as object });
const resume = (headers = admin) => t.app.inject({ method: 'DELETE', url: '/api/admin/orders-pause', headers });
const pushBack = (payload: unknown) =>
  t.app.inject({ method: 'PUT', url: '/api/admin/orders-pause/push-back', headers: admin, payload: payload as object });
const adminView = async () =>
  (await t.app.inject({ url: '/api/admin/orders-pause', headers: admin })).json<AdminOrdersPause>();
const storefront = async () => (await t.app.inject({ url: '/api/business-settings' })).json<StoreBusinessSettings>();
const stored = async () => (await t.database.db.select().from(businessSettings))[0]!;
const audits = async () => t.database.db.select().from(auditLog);
const slots = async (date: string, fulfilment = 'pickup') =>
  (await t.app.inject({ url: `/api/checkout/slots?date=${date}&fulfilment=${fulfilment}` })).json<StoreSlot[]>();

async function openCheckout() {
  const shopper = await newShopper(t, customerClaims());
  await addToCart(t, shopper, jalebi.id, 1);
  const res = await createIntent(t, shopper);
  expect(res.statusCode).toBe(200);
  return { shopper, intent: res.json<StorePaymentIntentReply>() };
}

describe('pausing new orders', () => {
  it('pauses with a message and an until-time, shown on the storefront at once and audited', async () => {
    expect((await storefront()).ordersPause).toBeNull(); // fills the storefront's cache
    const until = new Date(aucklandInstant('2026-12-01', 14 * 60)).toISOString();
    const res = await pause({ message: 'Kitchen swamped: back at 2 PM', until });
    expect(res.statusCode).toBe(200);
    expect(res.json<AdminOrdersPause>()).toMatchObject({
      pause: { message: 'Kitchen swamped: back at 2 PM', until },
      pausedAt: new Date().toISOString(),
    });
    expect((await storefront()).ordersPause).toEqual({ message: 'Kitchen swamped: back at 2 PM', until });
    const [entry] = await audits();
    expect(entry).toMatchObject({
      action: 'orders.pause',
      details: { message: 'Kitchen swamped: back at 2 PM', until },
    });
  });

  it('shows the default message when staff leave it blank', async () => {
    expect((await pause({ message: '   ' })).statusCode).toBe(200);
    expect((await storefront()).ordersPause).toEqual({ message: DEFAULT_PAUSE_MESSAGE, until: null });
  });

  it('tells every server copy: the change is sent on the settings channel when it commits', async () => {
    const heard = new Promise<void>((resolve) => {
      void t.database.listen(SETTINGS_CHANGED_CHANNEL, () => resolve());
    });
    expect((await pause({ message: 'Back soon' })).statusCode).toBe(200);
    await heard;
  });

  it('is for staff only', async () => {
    const customer = bearer(await mintToken(t, customerClaims()));
    expect((await pause({ message: 'x' }, customer)).statusCode).toBe(403);
    expect((await resume(customer)).statusCode).toBe(403);
    expect((await stored()).ordersPausedAt).toBeNull();
  });
});

describe('the checkout while paused', () => {
  it('keeps the cart working but refuses to prepare a payment with 409 ORDERS_PAUSED and the message', async () => {
    await pause({ message: 'No more orders today, sorry' });
    const shopper = await newShopper(t);
    await addToCart(t, shopper, jalebi.id, 2); // throws unless 201
    const res = await createIntent(t, shopper);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'ORDERS_PAUSED', message: 'No more orders today, sorry' });
  });

  it('refuses to bind details for a checkout opened before the pause, holding no place', async () => {
    const { shopper, intent } = await openCheckout();
    const holdsBefore = (await t.database.db.select().from(slotHolds)).length;
    await pause({ message: 'Paused for a moment' });
    const res = await saveDetails(t, shopper, intent.paymentIntentId);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'ORDERS_PAUSED', message: 'Paused for a moment' });
    expect(await t.database.db.select().from(slotHolds)).toHaveLength(holdsBefore);
  });

  it('lets a payment already under way complete (decision 0182)', async () => {
    const { shopper, intent } = await openCheckout();
    expect((await saveDetails(t, shopper, intent.paymentIntentId)).statusCode).toBe(200);
    await pause({ message: 'Paused' });
    expect((await payWithCard(t, intent)).statusCode).toBe(200);
    const res = await confirmOrder(t, shopper, intent.paymentIntentId);
    expect(res.statusCode).toBe(200);
    const order = res.json<{ id: string }>();
    expect(await t.database.db.select({ id: orders.id }).from(orders).where(eq(orders.id, order.id))).toHaveLength(1);
  });

  it('takes orders again after one tap on resume, audited', async () => {
    await storefront();
    await pause({ message: 'Paused' });
    const res = await resume();
    expect(res.statusCode).toBe(200);
    expect(res.json<AdminOrdersPause>()).toMatchObject({ pause: null, pausedAt: null });
    expect((await storefront()).ordersPause).toBeNull();
    await openCheckout(); // 200 again
    expect((await audits()).map((entry) => entry.action).sort()).toEqual(['orders.pause', 'orders.resume']);
  });

  it('ends by itself at its until-time, on the storefront and in the checkout', async () => {
    const until = new Date(aucklandInstant('2026-12-01', 11 * 60)).toISOString();
    await pause({ message: 'Back at eleven', until });
    expect((await storefront()).ordersPause).toEqual({ message: 'Back at eleven', until });
    const shopper = await newShopper(t);
    await addToCart(t, shopper, jalebi.id, 1);
    expect((await createIntent(t, shopper)).statusCode).toBe(409);
    at('2026-12-01', '11:00');
    admin = bearer(await mintToken(t, adminClaims())); // valid at the new instant
    expect((await storefront()).ordersPause).toBeNull();
    expect((await adminView()).pause).toBeNull();
    const again = { ...shopper, headers: bearer(await mintToken(t, shopper.claims)) };
    expect((await createIntent(t, again)).statusCode).toBe(200);
  });
});

describe('pushing back the lead time', () => {
  it('adds its minutes to the slot rules and binding for the rest of today, audited', async () => {
    // 10:00 with four hours' lead: the 15:00 pickup is open; pushed back two hours, it is not.
    expect((await slots('2026-12-01')).find((s) => s.time === '15:00-17:00')?.available).toBe(true);
    const res = await pushBack({ minutes: 120 });
    expect(res.statusCode).toBe(200);
    expect(res.json<AdminOrdersPause>()).toMatchObject({ pushBackMinutes: 120, leadTimeMinutes: 240 });
    expect((await slots('2026-12-01')).find((s) => s.time === '15:00-17:00')?.available).toBe(false);
    expect((await slots('2026-12-01')).find((s) => s.time === '17:00-19:00')?.available).toBe(true);
    const { shopper, intent } = await openCheckout();
    const address = deliveryAddress({ fulfilment: 'pickup', deliveryDate: '2026-12-01', deliveryTime: '15:00-17:00' });
    const bound = await saveDetails(t, shopper, intent.paymentIntentId, address);
    expect(bound.statusCode).toBe(400);
    expect(bound.json()).toMatchObject({ code: 'INVALID_SCHEDULE' });
    const [entry] = await audits();
    expect(entry).toMatchObject({ action: 'orders.push_back', details: { minutes: 120, date: '2026-12-01' } });
  });

  it('lapses at midnight by date, with no job', async () => {
    await pushBack({ minutes: 120 });
    at('2026-12-02', '10:00');
    admin = bearer(await mintToken(t, adminClaims())); // valid at the new instant
    expect((await adminView()).pushBackMinutes).toBe(0);
    expect((await slots('2026-12-02')).find((s) => s.time === '15:00-17:00')?.available).toBe(true);
  });

  it('is cleared with 0', async () => {
    await pushBack({ minutes: 60 });
    expect((await pushBack({ minutes: 0 })).json<AdminOrdersPause>().pushBackMinutes).toBe(0);
    expect((await stored()).pushBackDate).toBeNull();
  });
});

describe('bad input', () => {
  const inThePast = () => new Date(aucklandInstant('2026-12-01', 9 * 60)).toISOString();
  it.each([
    ['an until-time in the past', () => ({ message: 'x', until: inThePast() }), 'until'],
    ['an until-time that is now', () => ({ until: new Date().toISOString() }), 'until'],
    ['an until-time without its zone', () => ({ until: '2026-12-01T15:00' }), 'until'],
    ['an until-time that is not a time', () => ({ until: 'tomorrow' }), 'until'],
    ['a message over 200 characters', () => ({ message: 'a'.repeat(201) }), 'message'],
    ['a message with a line break', () => ({ message: 'Closed\nfor now' }), 'message'],
    ['a message with a control character', () => ({ message: 'Closed\u0007' }), 'message'],
    ['a message that is not text', () => ({ message: 42 }), 'message'],
  ])('refuses %s with 400 naming the field, nothing changed', async (_name, body, field) => {
    const res = await pause(body());
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toHaveProperty(field);
    expect((await stored()).ordersPausedAt).toBeNull();
    expect(await audits()).toEqual([]);
  });

  it.each([
    ['negative', -15],
    ['huge', 100_000],
    ['a fraction', 12.5],
    ['not a number', '30'],
  ])('refuses a push back that is %s with 400 naming minutes, nothing changed', async (_name, minutes) => {
    const res = await pushBack({ minutes });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toHaveProperty('minutes');
    expect((await stored()).pushBackMinutes).toBe(0);
    expect(await audits()).toEqual([]);
  });
});
