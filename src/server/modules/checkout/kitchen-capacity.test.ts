/**
 * The kitchen's minutes (issue 23), on the server: binding refuses a cart the slot's or the day's
 * remaining minutes cannot cover with 409 SLOT_FULL (nothing held), the slot list says how many
 * orders of this cart's size still fit or why it does not, a payment whose minutes were lost
 * meanwhile is refunded, and staff's capacity screen refuses negative minutes naming the field.
 * Each test runs at a fixed Auckland instant (only Date is faked).
 */
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import type { StoreProduct } from '../../../contracts/catalog';
import type { StorePaymentIntentReply, StoreSlot } from '../../../contracts/checkout';
import type { AdminKitchenCapacity } from '../../../contracts/kitchen-capacity';
import { aucklandInstant } from '../../../domain/delivery';
import { type KitchenCapacity, uniformCapacity } from '../../../domain/kitchen-capacity';
import { auditLog, businessSettings, checkouts, orders, products, slotHolds } from '../../db/schema';
import {
  addToCart,
  confirmOrder,
  createIntent,
  deliveryAddress,
  newShopper,
  payWithCard,
  relaxShopRules,
  saveDetails,
  type Shopper,
} from '../../test/checkout-helpers';
import { createProduct } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { adminClaims, bearer, mintToken } from '../../test/tokens';

let t: TestApp;
let cake: StoreProduct;
let admin: Record<string, string>;
const DAY = '2026-12-08'; // A Tuesday, no holiday.

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_PAYMENT_INTENTS_PER_MINUTE: '1000' });
  await relaxShopRules(t);
  cake = await createProduct(t, {
    name: 'Capacity Test Gateau',
    category: 'cakes',
    priceCents: 6000,
    effortMinutes: 30,
  });
});
afterAll(() => t?.close());

beforeEach(async () => {
  vi.useFakeTimers({ toFake: ['Date'], now: aucklandInstant('2026-12-01', 10 * 60) });
  await t.database.db.delete(orders).where(eq(orders.deliveryDate, DAY));
  await t.database.db.delete(slotHolds);
  await setCapacity(uniformCapacity(60));
  // Minted at the faked instant, so it is current then.
  admin = bearer(await mintToken(t, adminClaims()));
});
afterEach(() => vi.useRealTimers());

const setCapacity = (capacity: KitchenCapacity | null) =>
  t.database.db.update(businessSettings).set({ kitchenCapacity: capacity });

const at = (time: string) => deliveryAddress({ deliveryDate: DAY, deliveryTime: time });

async function cartOf(cakes: number): Promise<{ shopper: Shopper; intent: StorePaymentIntentReply }> {
  const shopper = await newShopper(t);
  await addToCart(t, shopper, cake.id, cakes);
  return { shopper, intent: (await createIntent(t, shopper)).json<StorePaymentIntentReply>() };
}

async function slots(shopper?: Shopper): Promise<StoreSlot[]> {
  const query = new URLSearchParams({
    date: DAY,
    fulfilment: 'delivery',
    ...(shopper ? { sessionId: shopper.sessionId } : {}),
  });
  const res = await t.app.inject({ method: 'GET', url: `/api/checkout/slots?${query}` });
  expect(res.statusCode).toBe(200);
  return res.json<StoreSlot[]>();
}

const holdsCount = async () => (await t.database.db.select().from(slotHolds)).length;

describe('binding the details against the kitchen minutes', () => {
  it('holds a cart that fits and refuses one the slot cannot cover with 409 SLOT_FULL, nothing held', async () => {
    const first = await cartOf(1);
    expect((await saveDetails(t, first.shopper, first.intent.paymentIntentId, at('13:00-15:00'))).statusCode).toBe(200);
    const [hold] = await t.database.db.select().from(slotHolds);
    expect(hold).toMatchObject({ deliveryTime: '13:00-15:00', effortMinutes: 30 });
    // 30 minutes left: two cakes (60) do not fit.
    const big = await cartOf(2);
    const refused = await saveDetails(t, big.shopper, big.intent.paymentIntentId, at('13:00-15:00'));
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'SLOT_FULL', fields: { deliveryTime: expect.any(String) } });
    expect(await holdsCount()).toBe(1);
    const [row] = await t.database.db
      .select()
      .from(checkouts)
      .where(eq(checkouts.paymentIntentId, big.intent.paymentIntentId));
    expect(row!.details).toBeNull();
    // Another slot has its own 60 minutes.
    expect((await saveDetails(t, big.shopper, big.intent.paymentIntentId, at('15:00-17:00'))).statusCode).toBe(200);
  });

  it("refuses a cart the day's total cannot cover even when its slot has room", async () => {
    const capacity = uniformCapacity(120);
    capacity.tuesday.day = 90;
    await setCapacity(capacity);
    const first = await cartOf(2);
    expect((await saveDetails(t, first.shopper, first.intent.paymentIntentId, at('9:00-11:00'))).statusCode).toBe(200);
    const second = await cartOf(2);
    const refused = await saveDetails(t, second.shopper, second.intent.paymentIntentId, at('17:00-19:00'));
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('SLOT_FULL');
    const single = await cartOf(1);
    expect((await saveDetails(t, single.shopper, single.intent.paymentIntentId, at('17:00-19:00'))).statusCode).toBe(
      200,
    );
  });

  it('counts an old shop (no minutes set) by one place per order, whatever it holds', async () => {
    // A shop that never set minutes: 2 orders per slot, whatever they hold (decision 0177).
    await setCapacity(null);
    await t.database.db.update(businessSettings).set({ slotCapacity: 2 });
    try {
      for (const cakes of [3, 3]) {
        const cart = await cartOf(cakes);
        expect((await saveDetails(t, cart.shopper, cart.intent.paymentIntentId, at('11:00-13:00'))).statusCode).toBe(
          200,
        );
      }
      const third = await cartOf(1);
      expect((await saveDetails(t, third.shopper, third.intent.paymentIntentId, at('11:00-13:00'))).statusCode).toBe(
        409,
      );
    } finally {
      await t.database.db.update(businessSettings).set({ slotCapacity: 100_000 });
    }
  });
});

describe('GET /api/checkout/slots with the kitchen minutes', () => {
  it("says how many orders of this cart's size fit, Full, or why a big cart does not fit", async () => {
    const one = await cartOf(1);
    const three = await cartOf(3);
    expect((await slots(one.shopper)).map((s) => s.left)).toEqual([2, 2, 2, 2, 2]);
    const taker = await cartOf(1);
    expect((await saveDetails(t, taker.shopper, taker.intent.paymentIntentId, at('9:00-11:00'))).statusCode).toBe(200);
    const forOne = await slots(one.shopper);
    expect(forOne[0]).toMatchObject({ time: '9:00-11:00', available: true, left: 1 });
    // Three cakes (90 minutes) fit nowhere: shown, not hidden, and explained.
    const forThree = await slots(three.shopper);
    expect(forThree).toHaveLength(5);
    expect(forThree[0]).toMatchObject({
      available: false,
      left: 0,
      reason: 'Too big for this time: the kitchen has 30 minutes left and your order needs 90',
    });
    const other = await cartOf(1);
    expect((await saveDetails(t, other.shopper, other.intent.paymentIntentId, at('9:00-11:00'))).statusCode).toBe(200);
    expect((await slots(one.shopper))[0]).toMatchObject({ available: false, left: 0, reason: 'Full' });
  });

  it('shows a change of capacity on the next answer', async () => {
    const one = await cartOf(1);
    expect((await slots(one.shopper))[2]!.left).toBe(2);
    const capacity = uniformCapacity(60);
    capacity.tuesday.slots['13:00-15:00'] = 150;
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/kitchen-capacity',
      headers: admin,
      payload: { capacity },
    });
    expect(res.statusCode).toBe(200);
    expect((await slots(one.shopper))[2]!.left).toBe(5);
    // Back to counting orders: 4 orders a slot, 30 minutes each.
    await t.database.db.update(businessSettings).set({ slotCapacity: 4 });
    const back = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/kitchen-capacity',
      headers: admin,
      payload: { capacity: null },
    });
    expect(back.statusCode, back.body).toBe(200);
    expect(back.json<AdminKitchenCapacity>().perOrderMinutes).toBe(30);
    expect((await slots(one.shopper))[2]!.left).toBe(4);
    await t.database.db.update(businessSettings).set({ slotCapacity: 100_000 });
  });
});

describe('a payment that lands after its minutes were lost', () => {
  it('is refunded as slot_full, no order made', async () => {
    const { shopper, intent } = await cartOf(2);
    expect((await saveDetails(t, shopper, intent.paymentIntentId, at('13:00-15:00'))).statusCode).toBe(200);
    // Staff cut the slot to 30 minutes while the customer pays.
    const capacity = uniformCapacity(60);
    capacity.tuesday.slots['13:00-15:00'] = 30;
    await setCapacity(capacity);
    expect((await payWithCard(t, intent)).json().status).toBe('succeeded');
    const res = await confirmOrder(t, shopper, intent.paymentIntentId, at('13:00-15:00'));
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('PAYMENT_REFUNDED');
    const [row] = await t.database.db
      .select()
      .from(checkouts)
      .where(eq(checkouts.paymentIntentId, intent.paymentIntentId));
    expect(row).toMatchObject({ status: 'refunded', refundReason: 'slot_full' });
    expect(
      await t.database.db.select().from(orders).where(eq(orders.stripePaymentIntentId, intent.paymentIntentId)),
    ).toHaveLength(0);
  });

  it('makes the order with its minutes when they still fit', async () => {
    const { shopper, intent } = await cartOf(2);
    expect((await saveDetails(t, shopper, intent.paymentIntentId, at('13:00-15:00'))).statusCode).toBe(200);
    await payWithCard(t, intent);
    expect((await confirmOrder(t, shopper, intent.paymentIntentId, at('13:00-15:00'))).statusCode).toBe(200);
    const [order] = await t.database.db
      .select()
      .from(orders)
      .where(eq(orders.stripePaymentIntentId, intent.paymentIntentId));
    expect(order!.effortMinutes).toBe(60);
  });
});

describe('staff: the capacity screen and product effort', () => {
  it('shows the next 14 days with minutes used and left per slot and day', async () => {
    const cart = await cartOf(1);
    await saveDetails(t, cart.shopper, cart.intent.paymentIntentId, at('11:00-13:00'));
    const res = await t.app.inject({ method: 'GET', url: '/api/admin/kitchen-capacity', headers: admin });
    expect(res.statusCode).toBe(200);
    const body = res.json<AdminKitchenCapacity>();
    expect(body.days).toHaveLength(14);
    expect(body.days[0]!.date).toBe('2026-12-01');
    const day = body.days.find((d) => d.date === DAY)!;
    expect(day.row).toBe('tuesday');
    expect(day.day).toEqual({ capacity: 300, used: 30, left: 270 });
    expect(day.slots[1]).toEqual({ time: '11:00-13:00', capacity: 60, used: 30, left: 30 });
    expect(day.notice).toBeNull();
  });

  it('says which days take no deliveries or no orders at all, from the calendar', async () => {
    const closure = await t.app.inject({
      method: 'POST',
      url: '/api/admin/closures',
      headers: admin,
      payload: { startDate: '2026-12-09', endDate: '2026-12-09', reason: 'Closed for a family wedding' },
    });
    expect(closure.statusCode, closure.body).toBe(201);
    onTestFinished(async () => {
      const id = closure.json<{ id: string }>().id;
      await t.app.inject({ method: 'DELETE', url: `/api/admin/closures/${id}`, headers: admin });
    });
    const res = await t.app.inject({ method: 'GET', url: '/api/admin/kitchen-capacity', headers: admin });
    const notices = new Map(res.json<AdminKitchenCapacity>().days.map((d) => [d.date, d.notice]));
    expect(notices.get('2026-12-06')).toBe('Pickup only: We deliver Monday to Saturday'); // a Sunday
    expect(notices.get('2026-12-09')).toBe('Closed for a family wedding');
    expect(notices.get('2026-12-10')).toBeNull();
  });

  it('refuses negative or missing minutes with 400 naming the field, nothing changed', async () => {
    const before = await t.database.db.select().from(businessSettings);
    const audits = (await t.database.db.select().from(auditLog)).length;
    const capacity = uniformCapacity(60);
    capacity.monday.day = -5;
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/kitchen-capacity',
      headers: admin,
      payload: { capacity },
    });
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(res.json())).toContain('capacity.monday.day');
    const slotRes = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/kitchen-capacity',
      headers: admin,
      payload: { capacity: { ...uniformCapacity(60), friday: { day: 60, slots: { '9:00-11:00': -1 } } } },
    });
    expect(slotRes.statusCode).toBe(400);
    expect(await t.database.db.select().from(businessSettings)).toEqual(before);
    expect((await t.database.db.select().from(auditLog)).length).toBe(audits);
  });

  it('gives a new product its category default and refuses negative effort naming the field', async () => {
    const payload = {
      name: `Effort Test Cake ${Date.now()}`,
      description: 'A cake for the effort test',
      price: '45.00',
      category: 'cakes',
      image: '/images/products/effort.jpg',
    };
    const created = await t.app.inject({ method: 'POST', url: '/api/admin/products', headers: admin, payload });
    expect(created.statusCode).toBe(201);
    expect(created.json().effortMinutes).toBe(30);
    const count = (await t.database.db.select().from(products)).length;
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/admin/products',
      headers: admin,
      payload: { ...payload, name: `${payload.name} 2`, effortMinutes: -10 },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toMatchObject({ effortMinutes: 'Effort must be 0 minutes or more' });
    expect((await t.database.db.select().from(products)).length).toBe(count);
    const set = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/products/${created.json().id}`,
      headers: admin,
      payload: { ...payload, effortMinutes: 45 },
    });
    expect(set.json().effortMinutes).toBe(45);
  });
});
