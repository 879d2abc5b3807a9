/**
 * The shop's own rules, enforced by the server (issue [6 of 11]): the minimum order, the delivery
 * area, the preparation lead time and same-day cut-off, and a product's longer notice. Checked
 * when details are bound and again when the payment lands.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import type { StoreProduct } from '../../../contracts/catalog';
import type { StorePaymentIntentReply, StoreSlot } from '../../../contracts/checkout';
import { addDays, aucklandInstant, aucklandNow } from '../../../domain/delivery';
import { businessSettings, checkouts } from '../../db/schema';
import {
  addToCart,
  paidWithoutFollowUp,
  confirmOrder,
  createIntent,
  deliveryAddress,
  newShopper,
  nextDeliveryDay,
  saveDetails,
} from '../../test/checkout-helpers';
import { createProduct } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let barfi: StoreProduct;
let tieredCake: StoreProduct;

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_PAYMENT_INTENTS_PER_MINUTE: '1000' });
  barfi = await createProduct(t, { name: 'Rules Test Barfi', priceCents: 1200 });
  tieredCake = await createProduct(t, { name: 'Rules Test Tiered Cake', priceCents: 30000, noticeHours: 48 });
});
afterAll(() => t.close());
beforeEach(async () => {
  // The defaults of a new shop: $25 minimum, Auckland only, 4 hours' preparation, same-day until 2 PM.
  await t.database.db.update(businessSettings).set({
    minimumOrderCents: 2500,
    deliveryRegions: ['Auckland'],
    deliverySuburbs: [],
    leadTimeMinutes: 240,
    sameDayCutoffMinutes: 840,
    slotCapacity: 1000,
  });
});

async function checkoutWith(product: StoreProduct, quantity: number) {
  const shopper = await newShopper(t);
  await addToCart(t, shopper, product.id, quantity);
  return { shopper, res: await createIntent(t, shopper) };
}

describe('the minimum order', () => {
  it('refuses $24 with how much more is needed, and takes $24 + $1', async () => {
    const { shopper, res } = await checkoutWith(barfi, 2);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'BELOW_MINIMUM_ORDER',
      message: 'Our minimum order is $25.00: add $1.00 more to check out',
    });
    const before = (await t.database.db.select().from(checkouts).where(eq(checkouts.cartSessionId, shopper.sessionId)))
      .length;
    expect(before).toBe(0);
    const extra = await createProduct(t, { name: 'Rules Test Dollar Sweet', priceCents: 100 });
    await addToCart(t, shopper, extra.id, 1);
    expect((await createIntent(t, shopper)).statusCode).toBe(200);
  });

  it('follows the setting', async () => {
    await t.database.db.update(businessSettings).set({ minimumOrderCents: 1000 });
    expect((await checkoutWith(barfi, 1)).res.statusCode).toBe(200);
  });
});

describe('the delivery area', () => {
  it('refuses a Wellington delivery naming the area, while pickup from Wellington works', async () => {
    const { shopper, res } = await checkoutWith(barfi, 3);
    const intent = res.json<StorePaymentIntentReply>();
    const wellington = deliveryAddress({ city: 'Wellington', suburb: 'Te Aro', postalCode: '6011' });
    const refused = await saveDetails(t, shopper, intent.paymentIntentId, wellington);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      code: 'OUTSIDE_DELIVERY_AREA',
      message: 'We deliver within Auckland only: choose pickup, or an address in Auckland',
      fields: { city: expect.stringContaining('Auckland') },
    });
    const pickup = await saveDetails(t, shopper, intent.paymentIntentId, { ...wellington, fulfilment: 'pickup' });
    expect(pickup.statusCode).toBe(200);
  });

  it('can be narrowed to suburbs', async () => {
    await t.database.db.update(businessSettings).set({ deliverySuburbs: ['Ponsonby'] });
    const { shopper, res } = await checkoutWith(barfi, 3);
    const intent = res.json<StorePaymentIntentReply>();
    const far = await saveDetails(t, shopper, intent.paymentIntentId, deliveryAddress({ suburb: 'Papakura' }));
    expect(far.json()).toMatchObject({ code: 'OUTSIDE_DELIVERY_AREA', fields: { suburb: expect.any(String) } });
    expect(
      (await saveDetails(t, shopper, intent.paymentIntentId, deliveryAddress({ suburb: 'Ponsonby' }))).statusCode,
    ).toBe(200);
  });

  it('is public in the business settings, for the form to say so before sending', async () => {
    const settings = (await t.app.inject({ url: '/api/business-settings' })).json();
    expect(settings).toMatchObject({ leadTimeMinutes: expect.any(Number), sameDayCutoffMinutes: expect.any(Number) });
    expect(settings.deliveryArea.regions).toEqual(expect.arrayContaining(['Auckland']));
  });
});

describe('preparation time and notice', () => {
  it('offers no slot that starts sooner than the lead time, and refuses one when bound', async () => {
    // A lead time reaching past tomorrow's first slot leaves none of today's slots open and refuses
    // tomorrow at 9:00. The clock is an ordinary Tuesday morning: on the eve of a public holiday
    // tomorrow's 9:00 would be refused by the calendar instead (SHOP_CLOSED).
    vi.useFakeTimers({ toFake: ['Date'], now: aucklandInstant('2026-12-01', 10 * 60) });
    onTestFinished(() => void vi.useRealTimers());
    const today = aucklandNow().date;
    const untilTomorrowNine = (aucklandInstant(addDays(today, 1), 9 * 60) - Date.now()) / 60_000;
    const hours = Math.ceil(untilTomorrowNine / 60) + 1;
    await t.database.db.update(businessSettings).set({ leadTimeMinutes: hours * 60 });
    const slots = (await t.app.inject({ url: `/api/checkout/slots?date=${today}&fulfilment=pickup` })).json<
      StoreSlot[]
    >();
    expect(slots.every((slot) => !slot.available)).toBe(true);
    const { shopper, res } = await checkoutWith(barfi, 3);
    const intent = res.json<StorePaymentIntentReply>();
    const tomorrow = deliveryAddress({
      fulfilment: 'pickup',
      deliveryDate: addDays(today, 1),
      deliveryTime: '9:00-11:00',
    });
    const refused = await saveDetails(t, shopper, intent.paymentIntentId, tomorrow);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      code: 'INVALID_SCHEDULE',
      fields: { deliveryTime: expect.stringContaining(`${hours} hours`) },
    });
  });

  it("keeps a tiered cake's 48 hours' notice in the slots of its cart and when binding", async () => {
    const { shopper, res } = await checkoutWith(tieredCake, 1);
    const intent = res.json<StorePaymentIntentReply>();
    const soon = addDays(aucklandNow().date, 1);
    const withCart = (
      await t.app.inject({ url: `/api/checkout/slots?date=${soon}&fulfilment=pickup&sessionId=${shopper.sessionId}` })
    ).json<StoreSlot[]>();
    expect(withCart.every((slot) => !slot.available)).toBe(true);
    const address = deliveryAddress({ fulfilment: 'pickup', deliveryDate: soon, deliveryTime: '17:00-19:00' });
    expect((await saveDetails(t, shopper, intent.paymentIntentId, address)).json().fields.deliveryTime).toMatch(
      /48 hours/,
    );
    const later = deliveryAddress({ deliveryDate: nextDeliveryDay(4) });
    expect((await saveDetails(t, shopper, intent.paymentIntentId, later)).statusCode).toBe(200);
  });

  it('refunds a payment that lands after the slot became too soon (checked again at fulfil)', async () => {
    const { shopper, res } = await checkoutWith(barfi, 3);
    const intent = res.json<StorePaymentIntentReply>();
    const address = deliveryAddress({ deliveryDate: nextDeliveryDay(3) });
    expect((await saveDetails(t, shopper, intent.paymentIntentId, address)).statusCode).toBe(200);
    // The kitchen now needs a week's notice; the customer pays after their hold lapsed.
    await t.database.db.update(businessSettings).set({ leadTimeMinutes: 7 * 24 * 60 });
    await paidWithoutFollowUp(t, intent.paymentIntentId);
    const confirm = await confirmOrder(t, shopper, intent.paymentIntentId, address);
    expect(confirm.statusCode).toBe(409);
    expect(confirm.json()).toMatchObject({ code: 'PAYMENT_REFUNDED' });
    expect(confirm.json().message).toContain('too soon');
    const [paid] = await t.database.db
      .execute(sql`select amount_refunded from test_payment_intents where id = ${intent.paymentIntentId}`)
      .then((r) => (r as unknown as { rows: { amount_refunded: number }[] }).rows);
    expect(paid!.amount_refunded).toBeGreaterThan(0);
  });
});
