/**
 * The shop's calendar rules every slot, on the server (issue 22): binding refuses a closed day or
 * an hour outside the shop's with 400 SHOP_CLOSED naming the day and reason (nothing held), the
 * slot list marks those slots with the calendar's reason, and a payment that lands for a slot
 * closed meanwhile is refunded. Each test runs at a fixed Auckland instant (only Date is faked).
 */
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { StoreProduct } from '../../../contracts/catalog';
import type { StoreDeliveryAddress, StorePaymentIntentReply, StoreSlot } from '../../../contracts/checkout';
import { CAFE_OPENING_HOURS } from '../../../domain/business';
import { aucklandInstant } from '../../../domain/delivery';
import { businessSettings, checkouts, closures, orders, slotHolds, testPaymentIntents } from '../../db/schema';
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
import { adminClaims, bearer, mintToken } from '../../test/tokens';

let t: TestApp;
let kulfi: StoreProduct;

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_PAYMENT_INTENTS_PER_MINUTE: '1000' }, { captureLogs: true });
  await relaxShopRules(t);
  kulfi = await createProduct(t, { name: 'Calendar Test Kulfi', priceCents: 2800 });
});
afterAll(() => t?.close());

/** A Tuesday morning in Auckland, 1 December 2026, unless a test moves the clock. */
const at = (date: string, time = '10:00') => {
  const [h = 0, m = 0] = time.split(':').map(Number);
  vi.useFakeTimers({ toFake: ['Date'], now: aucklandInstant(date, h * 60 + m) });
};
beforeEach(async () => {
  at('2026-12-01');
  await t.database.db.update(businessSettings).set({
    openingHours: CAFE_OPENING_HOURS,
    deliveryHours: null,
    holidayHours: {},
    leadTimeMinutes: 240,
    sameDayCutoffMinutes: 840,
  });
  await t.database.db.delete(closures);
});
afterEach(() => vi.useRealTimers());

/** Monday closed and Sunday closing at 16:00: the issue's own example. */
const mondayClosedSundayFour = () =>
  t.database.db.update(businessSettings).set({
    openingHours: {
      ...CAFE_OPENING_HOURS,
      monday: { ...CAFE_OPENING_HOURS.monday, closed: true },
      sunday: { open: '09:00', close: '16:00', closed: false },
    },
  });

const pickup = (deliveryDate: string, deliveryTime: string): StoreDeliveryAddress =>
  deliveryAddress({ fulfilment: 'pickup', deliveryDate, deliveryTime });

async function openCheckout() {
  const shopper = await newShopper(t);
  await addToCart(t, shopper, kulfi.id, 1);
  const intent = (await createIntent(t, shopper)).json<StorePaymentIntentReply>();
  return { shopper, intent };
}

const checkoutRow = async (intentId: string) =>
  (await t.database.db.select().from(checkouts).where(eq(checkouts.paymentIntentId, intentId)))[0]!;

async function addClosure(startDate: string, endDate: string, reason: string) {
  const admin = bearer(await mintToken(t, adminClaims()));
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/admin/closures',
    headers: admin,
    payload: { startDate, endDate, reason },
  });
  expect(res.statusCode).toBe(201);
}

describe('binding a closed day or hour', () => {
  it.each([
    [
      'a pickup on Christmas Day',
      () => pickup('2026-12-25', '11:00-13:00'),
      'deliveryDate',
      'Friday 25 December: Closed for Christmas Day',
    ],
    [
      'a pickup on a Monday the shop closes',
      () => pickup('2026-12-07', '11:00-13:00'),
      'deliveryDate',
      'Monday 7 December: Closed on Mondays',
    ],
    [
      'a pickup running past Sunday 16:00 closing',
      () => pickup('2026-12-06', '15:00-17:00'),
      'deliveryTime',
      'Sunday 6 December: Pickups on Sundays are from 9 AM to 4 PM',
    ],
    [
      'a delivery on a Sunday',
      () => deliveryAddress({ deliveryDate: '2026-12-06', deliveryTime: '11:00-13:00' }),
      'deliveryDate',
      'Sunday 6 December: We deliver Monday to Saturday',
    ],
    [
      'a delivery on a Monday the shop closes',
      () => deliveryAddress({ deliveryDate: '2026-12-07', deliveryTime: '11:00-13:00' }),
      'deliveryDate',
      'Monday 7 December: Closed on Mondays',
    ],
  ])(
    'refuses %s with 400 SHOP_CLOSED naming the day and reason, holding nothing',
    async (_label, address, field, message) => {
      await mondayClosedSundayFour();
      const { shopper, intent } = await openCheckout();
      const res = await saveDetails(t, shopper, intent.paymentIntentId, address());
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'SHOP_CLOSED', message, fields: { [field]: message } });
      const row = await checkoutRow(intent.paymentIntentId);
      expect(row.details).toBeNull();
      expect(await t.database.db.select().from(slotHolds).where(eq(slotHolds.checkoutId, row.id))).toHaveLength(0);
      // The card cannot be charged for a checkout without bound details.
      expect((await payWithCard(t, intent)).statusCode).toBe(409);
    },
  );

  it('takes the same Sunday before 16:00, and Monday once it opens again', async () => {
    await mondayClosedSundayFour();
    const { shopper, intent } = await openCheckout();
    expect(
      (await saveDetails(t, shopper, intent.paymentIntentId, pickup('2026-12-06', '13:00-15:00'))).statusCode,
    ).toBe(200);
    await t.database.db.update(businessSettings).set({ openingHours: CAFE_OPENING_HOURS });
    const next = await openCheckout();
    expect(
      (await saveDetails(t, next.shopper, next.intent.paymentIntentId, pickup('2026-12-07', '11:00-13:00'))).statusCode,
    ).toBe(200);
  });

  it("refuses a day inside a closure with staff's reason, and takes the day after it", async () => {
    await addClosure('2026-12-14', '2026-12-16', 'Closed for our kitchen refit, back Thursday');
    const { shopper, intent } = await openCheckout();
    const res = await saveDetails(t, shopper, intent.paymentIntentId, deliveryAddress({ deliveryDate: '2026-12-16' }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'SHOP_CLOSED',
      message: 'Wednesday 16 December: Closed for our kitchen refit, back Thursday',
      fields: { deliveryDate: 'Wednesday 16 December: Closed for our kitchen refit, back Thursday' },
    });
    expect(
      (await saveDetails(t, shopper, intent.paymentIntentId, deliveryAddress({ deliveryDate: '2026-12-17' })))
        .statusCode,
    ).toBe(200);
  });

  it('refuses Anzac Day before 13:00 (deliveryTime) and takes 13:00-15:00', async () => {
    at('2028-04-20');
    const { shopper, intent } = await openCheckout();
    const early = await saveDetails(t, shopper, intent.paymentIntentId, pickup('2028-04-25', '11:00-13:00'));
    expect(early.statusCode).toBe(400);
    expect(early.json()).toMatchObject({
      code: 'SHOP_CLOSED',
      message: 'Tuesday 25 April: Pickups on Anzac Day are from 1 PM to 5 PM',
      fields: { deliveryTime: 'Tuesday 25 April: Pickups on Anzac Day are from 1 PM to 5 PM' },
    });
    expect(
      (await saveDetails(t, shopper, intent.paymentIntentId, pickup('2028-04-25', '13:00-15:00'))).statusCode,
    ).toBe(200);
  });

  it('follows holiday hours staff change: Christmas Day opened for the morning', async () => {
    await t.database.db.update(businessSettings).set({
      holidayHours: { 'christmas-day': { open: '08:00', close: '12:00', closed: false, deliveries: false } },
    });
    const { shopper, intent } = await openCheckout();
    const late = await saveDetails(t, shopper, intent.paymentIntentId, pickup('2026-12-25', '11:00-13:00'));
    expect(late.json()).toMatchObject({
      code: 'SHOP_CLOSED',
      message: 'Friday 25 December: Pickups on Christmas Day are from 8 AM to 12 PM',
    });
    expect((await saveDetails(t, shopper, intent.paymentIntentId, pickup('2026-12-25', '9:00-11:00'))).statusCode).toBe(
      200,
    );
  });

  it('leaves a date in the past to the schedule rule, which says so', async () => {
    const { shopper, intent } = await openCheckout();
    const res = await saveDetails(t, shopper, intent.paymentIntentId, pickup('2026-11-30', '11:00-13:00'));
    expect(res.json()).toMatchObject({ code: 'INVALID_SCHEDULE', fields: { deliveryDate: expect.any(String) } });
  });
});

describe('GET /api/checkout/slots', () => {
  const slots = async (date: string, fulfilment: 'pickup' | 'delivery') =>
    (await t.app.inject({ url: `/api/checkout/slots?date=${date}&fulfilment=${fulfilment}` })).json<StoreSlot[]>();

  it("marks every slot of Christmas Day unavailable with the calendar's reason", async () => {
    expect(await slots('2026-12-25', 'pickup')).toEqual(
      ['9:00-11:00', '11:00-13:00', '13:00-15:00', '15:00-17:00', '17:00-19:00'].map((time) => ({
        time,
        available: false,
        reason: 'Closed for Christmas Day',
        left: null,
      })),
    );
  });

  it('offers Sunday pickups only inside the hours, and no Sunday delivery', async () => {
    await mondayClosedSundayFour();
    const sunday = await slots('2026-12-06', 'pickup');
    expect(sunday.map((s) => [s.time, s.available, s.reason])).toEqual([
      ['9:00-11:00', true, null],
      ['11:00-13:00', true, null],
      ['13:00-15:00', true, null],
      ['15:00-17:00', false, 'Pickups on Sundays are from 9 AM to 4 PM'],
      ['17:00-19:00', false, 'Pickups on Sundays are from 9 AM to 4 PM'],
    ]);
    expect(
      (await slots('2026-12-06', 'delivery')).every(
        (s) => !s.available && s.reason === 'We deliver Monday to Saturday',
      ),
    ).toBe(true);
    expect((await slots('2026-12-07', 'pickup')).every((s) => !s.available && s.reason === 'Closed on Mondays')).toBe(
      true,
    );
  });

  it('shows a closure at once, and the reason of the lead time where the calendar is open', async () => {
    await addClosure('2026-12-02', '2026-12-02', 'Closed for stocktake');
    expect((await slots('2026-12-02', 'delivery')).map((s) => s.reason)).toEqual(Array(5).fill('Closed for stocktake'));
    // Today at 10:00 with 4 hours' preparation: the calendar is open, the kitchen is not ready.
    const today = await slots('2026-12-01', 'pickup');
    expect(today[0]).toMatchObject({ available: false, reason: expect.stringMatching(/already started|prepare/) });
    expect(today[4]).toMatchObject({ time: '17:00-19:00', available: true, reason: null });
  });
});

describe('a payment that lands for a slot closed meanwhile', () => {
  it('is refunded in full with the reason shop_closed, no order made, and the customer told why', async () => {
    const { shopper, intent } = await openCheckout();
    const address = pickup('2026-12-10', '13:00-15:00');
    expect((await saveDetails(t, shopper, intent.paymentIntentId, address)).statusCode).toBe(200);
    // Staff close the shop for that week while the customer types their card number.
    await addClosure('2026-12-09', '2026-12-11', 'Closed for a family wedding, back Saturday');
    expect((await payWithCard(t, intent)).json().status).toBe('succeeded');

    const res = await confirmOrder(t, shopper, intent.paymentIntentId, address);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'PAYMENT_REFUNDED',
      message: expect.stringContaining('the shop will be closed at the time you chose'),
    });
    const [paid] = await t.database.db
      .select()
      .from(testPaymentIntents)
      .where(eq(testPaymentIntents.id, intent.paymentIntentId));
    expect(paid!.amountRefunded).toBe(paid!.amount);
    expect(await checkoutRow(intent.paymentIntentId)).toMatchObject({
      status: 'refunded',
      refundReason: 'shop_closed',
    });
    expect(
      await t.database.db.select().from(orders).where(eq(orders.stripePaymentIntentId, intent.paymentIntentId)),
    ).toHaveLength(0);
    const refundLines = t.logs.filter(
      (line) =>
        (line.security as { event?: string; intent?: string } | undefined)?.event === 'payment_refunded' &&
        (line.security as { intent?: string }).intent === intent.paymentIntentId,
    );
    expect(refundLines).toHaveLength(1);
    expect(refundLines[0]).toMatchObject({ security: { reason: 'shop_closed', amountCents: paid!.amount } });
  });

  it('becomes the order when the calendar still opens the slot', async () => {
    const { shopper, intent } = await openCheckout();
    const address = pickup('2026-12-10', '13:00-15:00');
    expect((await saveDetails(t, shopper, intent.paymentIntentId, address)).statusCode).toBe(200);
    await addClosure('2026-12-11', '2026-12-11', 'Closed for a staff day');
    await payWithCard(t, intent);
    const res = await confirmOrder(t, shopper, intent.paymentIntentId, address);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ fulfilment: 'pickup', deliveryDate: '2026-12-10' });
  });
});
