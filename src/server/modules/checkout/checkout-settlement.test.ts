/**
 * Every succeeded payment ends as exactly one order or one refund (R6, R8), whatever happened to
 * the cart, the gateway's follow-up or the process in between. These run on both databases.
 */
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StoreCartLine } from '../../../contracts/cart';
import type { StoreOrder, StorePaymentIntentReply } from '../../../contracts/checkout';
import type { StoreProduct } from '../../../contracts/catalog';
import { businessSettings, checkouts, mailOutbox, orders, testPaymentIntents } from '../../db/schema';
import {
  addToCart,
  paidWithoutFollowUp,
  approveCard,
  payWithCard,
  confirmOrder,
  createIntent,
  deliveryAddress,
  newShopper,
  nextDeliveryDay,
  relaxShopRules,
  saveDetails,
  TEST_CARDS,
} from '../../test/checkout-helpers';
import { createProduct } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { allowing } from '@/test/time-limits';

let t: TestApp;
let baklava: StoreProduct;
let jalebi: StoreProduct;

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_PAYMENT_INTENTS_PER_MINUTE: '1000' });
  await relaxShopRules(t);
  baklava = await createProduct(t, { name: 'Settlement Baklava', priceCents: 1400 });
  jalebi = await createProduct(t, { name: 'Settlement Jalebi', priceCents: 800 });
});
afterAll(() => t.close());

const ordersFor = (intentId: string) =>
  t.database.db.select().from(orders).where(eq(orders.stripePaymentIntentId, intentId));

const cartOf = async (sessionId: string) =>
  (await t.app.inject({ url: '/api/cart', headers: { 'x-cart-session': sessionId } })).json<StoreCartLine[]>();

describe('a paid snapshot is never rewritten', () => {
  it('makes the order for what was paid when the cart changed after paying', async () => {
    const shopper = await newShopper(t);
    await addToCart(t, shopper, baklava.id, 1);
    const paid = (await createIntent(t, shopper)).json<StorePaymentIntentReply>();
    await saveDetails(t, shopper, paid.paymentIntentId);
    await paidWithoutFollowUp(t, paid.paymentIntentId);
    // Another tab changes the cart and goes back to checkout before the order is made.
    await addToCart(t, shopper, jalebi.id, 3);
    const next = await createIntent(t, shopper);
    expect(next.statusCode).toBe(200);
    expect(next.json<StorePaymentIntentReply>().paymentIntentId).not.toBe(paid.paymentIntentId);

    const confirm = await confirmOrder(t, shopper, paid.paymentIntentId);
    expect(confirm.statusCode).toBe(200);
    const order = confirm.json<StoreOrder>();
    expect(order.totalAmount).toBe(paid.total);
    expect(order.items.map((i) => [i.productName, i.quantity])).toEqual([[baklava.name, 1]]);
    // Only the paid line left the cart; the jalebi waits for the new checkout.
    expect((await cartOf(shopper.sessionId)).map((l) => [l.product.name, l.quantity])).toEqual([[jalebi.name, 3]]);
  });

  it('cancels a waiting approval when the cart changes, so approving it later charges nothing', async () => {
    const shopper = await newShopper(t);
    await addToCart(t, shopper, baklava.id, 2);
    const intent = (await createIntent(t, shopper)).json<StorePaymentIntentReply>();
    await saveDetails(t, shopper, intent.paymentIntentId);
    expect((await payWithCard(t, intent, TEST_CARDS.authenticate)).json().status).toBe('requires_action');
    await addToCart(t, shopper, jalebi.id, 1);
    await createIntent(t, shopper);
    // The change cancelled the waiting intent: approving it now charges nothing.
    const approve = await approveCard(t, intent);
    expect(approve.json().status).toBe('canceled');
    const [row] = await t.database.db
      .select()
      .from(testPaymentIntents)
      .where(eq(testPaymentIntents.id, intent.paymentIntentId));
    expect(row!.status).toBe('canceled');
    expect(await ordersFor(intent.paymentIntentId)).toHaveLength(0);
  });
});

describe('the test gateway changes an intent only from the state it read', () => {
  it('cannot cancel a succeeded intent, nor approve a cancelled one', async () => {
    const shopper = await newShopper(t);
    await addToCart(t, shopper, baklava.id, 1);
    const intent = (await createIntent(t, shopper)).json<StorePaymentIntentReply>();
    await saveDetails(t, shopper, intent.paymentIntentId);
    await payWithCard(t, intent, TEST_CARDS.authenticate);
    expect((await approveCard(t, intent)).json().status).toBe('succeeded');
    // A cart change now supersedes the paid checkout; the cancel must not touch the payment.
    await addToCart(t, shopper, jalebi.id, 1);
    await createIntent(t, shopper);
    const [row] = await t.database.db
      .select()
      .from(testPaymentIntents)
      .where(eq(testPaymentIntents.id, intent.paymentIntentId));
    expect(row!.status).toBe('succeeded');
    await expect.poll(async () => (await ordersFor(intent.paymentIntentId)).length).toBe(1);
    expect((await approveCard(t, intent)).json().status).toBe('succeeded');
    expect(await ordersFor(intent.paymentIntentId)).toHaveLength(1);
  });

  it('refuses an approval with a wrong client secret: 404, no status told, the intent unchanged', async () => {
    const shopper = await newShopper(t);
    await addToCart(t, shopper, baklava.id, 1);
    const intent = (await createIntent(t, shopper)).json<StorePaymentIntentReply>();
    await saveDetails(t, shopper, intent.paymentIntentId);
    await payWithCard(t, intent, TEST_CARDS.authenticate);
    for (const approve of [true, false]) {
      const forged = { ...intent, clientSecret: `${intent.paymentIntentId}_secret_${'0'.repeat(32)}` };
      const res = await approveCard(t, forged, approve);
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain('requires_action');
      expect(res.json()).not.toHaveProperty('status');
    }
    const [row] = await t.database.db
      .select()
      .from(testPaymentIntents)
      .where(eq(testPaymentIntents.id, intent.paymentIntentId));
    expect(row!.status).toBe('requires_action');
    // Its own secret still approves it.
    expect((await approveCard(t, intent)).json().status).toBe('succeeded');
  });
});

describe('a slot that filled up while the customer paid', () => {
  it('refunds the payment in full, once, with an e-mail that says why, and answers 409', async () => {
    const address = deliveryAddress({ deliveryDate: nextDeliveryDay(9), deliveryTime: '9:00-11:00' });
    await t.database.db.update(businessSettings).set({ slotCapacity: 1 });
    try {
      const shopper = await newShopper(t);
      await addToCart(t, shopper, baklava.id, 1);
      const intent = (await createIntent(t, shopper)).json<StorePaymentIntentReply>();
      expect((await saveDetails(t, shopper, intent.paymentIntentId, address)).statusCode).toBe(200);
      // Its hold lapses, and someone else takes the last place and pays first.
      await t.database.db.execute(sql`update slot_holds set expires_at = now() - interval '1 minute'`);
      const other = await newShopper(t);
      await addToCart(t, other, jalebi.id, 1);
      const theirs = (await createIntent(t, other)).json<StorePaymentIntentReply>();
      expect((await saveDetails(t, other, theirs.paymentIntentId, address)).statusCode).toBe(200);
      await paidWithoutFollowUp(t, theirs.paymentIntentId);
      expect((await confirmOrder(t, other, theirs.paymentIntentId, address)).statusCode).toBe(200);

      await paidWithoutFollowUp(t, intent.paymentIntentId);
      const first = await confirmOrder(t, shopper, intent.paymentIntentId, address);
      const again = await confirmOrder(t, shopper, intent.paymentIntentId, address);
      for (const res of [first, again]) {
        expect(res.statusCode).toBe(409);
        expect(res.json()).toMatchObject({ code: 'PAYMENT_REFUNDED' });
        expect(res.json().message).toContain('refunded in full');
      }
      const [paid] = await t.database.db
        .select()
        .from(testPaymentIntents)
        .where(eq(testPaymentIntents.id, intent.paymentIntentId));
      expect(paid!.amountRefunded).toBe(paid!.amount);
      expect(await ordersFor(intent.paymentIntentId)).toHaveLength(0);
      const [checkout] = await t.database.db
        .select()
        .from(checkouts)
        .where(eq(checkouts.paymentIntentId, intent.paymentIntentId));
      expect(checkout).toMatchObject({ status: 'refunded', refundReason: 'slot_full' });
      const mails = await t.database.db
        .select()
        .from(mailOutbox)
        .where(eq(mailOutbox.dedupeKey, `payment-refunded:${checkout!.id}`));
      expect(mails).toHaveLength(1);
      expect(mails[0]!.toAddress).toBe(address.email);
      expect(mails[0]!.textBody).toContain('filled up while you were paying');
      // The cart keeps what could not be ordered.
      expect((await cartOf(shopper.sessionId)).map((l) => l.product.name)).toEqual([baklava.name]);
    } finally {
      await t.database.db.update(businessSettings).set({ slotCapacity: 1000 });
    }
  });

  it('holds places for bound details: an open checkout takes one, so the slot shows full', async () => {
    const date = nextDeliveryDay(11);
    await t.database.db.update(businessSettings).set({ slotCapacity: 1 });
    try {
      const shopper = await newShopper(t);
      await addToCart(t, shopper, baklava.id, 1);
      const intent = (await createIntent(t, shopper)).json<StorePaymentIntentReply>();
      const address = deliveryAddress({ deliveryDate: date, deliveryTime: '17:00-19:00' });
      expect((await saveDetails(t, shopper, intent.paymentIntentId, address)).statusCode).toBe(200);
      const slots = (await t.app.inject({ url: `/api/checkout/slots?date=${date}` })).json<
        { time: string; available: boolean }[]
      >();
      expect(slots.find((s) => s.time === '17:00-19:00')).toMatchObject({ available: false });
      const other = await newShopper(t);
      await addToCart(t, other, jalebi.id, 1);
      const theirs = (await createIntent(t, other)).json<StorePaymentIntentReply>();
      const refused = await saveDetails(t, other, theirs.paymentIntentId, address);
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({ code: 'SLOT_FULL', fields: { deliveryTime: expect.any(String) } });
      // Binding again (the same customer) keeps their own place.
      expect((await saveDetails(t, shopper, intent.paymentIntentId, address)).statusCode).toBe(200);
    } finally {
      await t.database.db.update(businessSettings).set({ slotCapacity: 1000 });
    }
  });
});

describe('recovery of paid checkouts whose fulfilment was cut off', () => {
  it('makes the order on the next sweep, without the customer pressing anything', async () => {
    const shopper = await newShopper(t);
    await addToCart(t, shopper, baklava.id, 1);
    const intent = (await createIntent(t, shopper)).json<StorePaymentIntentReply>();
    await saveDetails(t, shopper, intent.paymentIntentId);
    await paidWithoutFollowUp(t, intent.paymentIntentId);
    // An unpaid checkout beside it is left alone.
    const unpaid = await newShopper(t);
    await addToCart(t, unpaid, jalebi.id, 1);
    const open = (await createIntent(t, unpaid)).json<StorePaymentIntentReply>();
    await saveDetails(t, unpaid, open.paymentIntentId);

    expect(await t.app.checkout.settlePaid({ quietSeconds: 0 })).toBeGreaterThanOrEqual(1);
    const made = await ordersFor(intent.paymentIntentId);
    expect(made).toHaveLength(1);
    expect(made[0]!.totalCents).toBe(Math.round(Number(intent.total) * 100));
    expect(await ordersFor(open.paymentIntentId)).toHaveLength(0);
    // A second sweep and the customer's own confirm find the same order.
    await t.app.checkout.settlePaid({ quietSeconds: 0 });
    const confirm = await confirmOrder(t, shopper, intent.paymentIntentId);
    expect(confirm.json<StoreOrder>().id).toBe(made[0]!.id);
    expect(await ordersFor(intent.paymentIntentId)).toHaveLength(1);
  });

  it('leaves checkouts alone while their customer is still at it', async () => {
    const shopper = await newShopper(t);
    await addToCart(t, shopper, baklava.id, 1);
    const intent = (await createIntent(t, shopper)).json<StorePaymentIntentReply>();
    await saveDetails(t, shopper, intent.paymentIntentId);
    await paidWithoutFollowUp(t, intent.paymentIntentId);
    await t.app.checkout.settlePaid({ quietSeconds: 3600 });
    expect(await ordersFor(intent.paymentIntentId)).toHaveLength(0);
    const [row] = await t.database.db
      .select()
      .from(checkouts)
      .where(and(eq(checkouts.paymentIntentId, intent.paymentIntentId), eq(checkouts.status, 'open')));
    expect(row).toBeDefined();
  });
});

describe('the sweep of a running shop', () => {
  it(
    'settles a paid checkout on its own, on the configured interval',
    async () => {
      const shop = await createTestApp({ CHECKOUT_SWEEP_SECONDS: '1' });
      try {
        await relaxShopRules(shop);
        const product = await createProduct(shop, { name: 'Sweep Test Barfi', priceCents: 900 });
        const shopper = await newShopper(shop);
        await addToCart(shop, shopper, product.id, 1);
        const intent = (await createIntent(shop, shopper)).json<StorePaymentIntentReply>();
        await saveDetails(shop, shopper, intent.paymentIntentId);
        await paidWithoutFollowUp(shop, intent.paymentIntentId);
        // As if the process had stopped a minute ago, right after the payment.
        await shop.database.db.execute(
          sql`update checkouts set updated_at = now() - interval '1 minute' where payment_intent_id = ${intent.paymentIntentId}`,
        );
        await expect
          .poll(
            async () =>
              (
                await shop.database.db
                  .select()
                  .from(orders)
                  .where(eq(orders.stripePaymentIntentId, intent.paymentIntentId))
              ).length,
            // It comes as soon as the sweep runs; the wait only has to outlast a loaded machine.
            { timeout: allowing(30_000) },
          )
          .toBe(1);
      } finally {
        await shop.close();
      }
    },
    allowing(60_000),
  );
});
