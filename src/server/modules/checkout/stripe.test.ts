import { eq, sql } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StoreProduct } from '../../../contracts/catalog';
import type { StorePaymentIntentReply } from '../../../contracts/checkout';
import { businessSettings, cartItems, checkouts, loyaltyTransactions, orders } from '../../db/schema';
import {
  addToCart,
  confirmOrder,
  createIntent,
  deliveryAddress,
  newShopper,
  nextDeliveryDay,
  saveDetails,
  relaxShopRules,
} from '../../test/checkout-helpers';
import { createProduct } from '../../test/factories';
import { type FakeStripe, startFakeStripe } from '../../test/fake-stripe';
import { createTestApp, type TestApp } from '../../test/test-app';
import { allowing } from '@/test/time-limits';

const WEBHOOK_SECRET = 'whsec_test_secret_for_the_fake';
let fake: FakeStripe;
let t: TestApp;
let sweet: StoreProduct;
let other: StoreProduct;
const sdk = new Stripe('sk_test_signing_only');

beforeAll(async () => {
  fake = await startFakeStripe();
  t = await createTestApp({
    STRIPE_SECRET_KEY: 'sk_test_fake',
    STRIPE_PUBLISHABLE_KEY: 'pk_test_fake',
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_API_URL: fake.url,
    RATE_LIMIT_PAYMENT_INTENTS_PER_MINUTE: '1000',
  });
  await relaxShopRules(t);
  sweet = await createProduct(t, { name: 'Stripe Test Baklava', priceCents: 1850 });
  other = await createProduct(t, { name: 'Stripe Test Ladoo', priceCents: 650 });
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

const cents = (money: string) => Math.round(Number(money) * 100);

function webhook(
  event: object,
  options: { secret?: string; timestamp?: number; tamper?: boolean; noSignature?: boolean } = {},
) {
  const payload = JSON.stringify(event);
  const header = sdk.webhooks.generateTestHeaderString({
    payload,
    secret: options.secret ?? WEBHOOK_SECRET,
    timestamp: options.timestamp ?? Math.floor(Date.now() / 1000),
  });
  return t.app.inject({
    method: 'POST',
    url: '/api/stripe/webhook',
    headers: { 'content-type': 'application/json', ...(options.noSignature ? {} : { 'stripe-signature': header }) },
    payload: options.tamper ? payload.replace('"livemode":false', '"livemode":true ') : payload,
  });
}

const succeededEvent = (intentId: string, id = `evt_${Math.random().toString(36).slice(2)}`) => ({
  id,
  object: 'event',
  type: 'payment_intent.succeeded',
  livemode: false,
  data: { object: { id: intentId, object: 'payment_intent' } },
});

async function paidCheckout(options: { succeed?: boolean; address?: ReturnType<typeof deliveryAddress> } = {}) {
  const shopper = await newShopper(t);
  await addToCart(t, shopper, sweet.id, 2);
  const intent = (await createIntent(t, shopper)).json<StorePaymentIntentReply>();
  expect((await saveDetails(t, shopper, intent.paymentIntentId, options.address)).statusCode).toBe(200);
  if (options.succeed !== false) fake.succeed(intent.paymentIntentId);
  return { shopper, intent };
}

describe('the Stripe adapter, through the real SDK', () => {
  it('creates one intent for the server total in NZD, with metadata and an idempotency key', async () => {
    const shopper = await newShopper(t);
    await addToCart(t, shopper, sweet.id, 2);
    const first = await createIntent(t, shopper);
    expect(first.statusCode).toBe(200);
    const body = first.json<StorePaymentIntentReply>();
    expect(body).toMatchObject({ gateway: 'stripe', publishableKey: 'pk_test_fake' });
    const created = fake.requests.filter((r) => r.method === 'POST' && r.path === '/v1/payment_intents');
    const last = created.at(-1)!;
    expect(Number(last.body.get('amount'))).toBe(cents(body.total));
    expect(last.body.get('currency')).toBe('nzd');
    // The intent names the caller: subject, issuer and our user id.
    expect(last.body.get('metadata[sub]')).toBe(shopper.claims.sub);
    expect(last.body.get('metadata[issuer]')).toBe(t.config.oidc.issuer);
    expect(last.body.get('metadata[userId]')).toMatch(/^[0-9a-f-]{36}$/);
    expect(last.body.get('metadata[checkoutId]')).toBeTruthy();
    expect(last.idempotencyKey).toMatch(/^checkout:/);
    const again = (await createIntent(t, shopper)).json<StorePaymentIntentReply>();
    expect(again.paymentIntentId).toBe(body.paymentIntentId);
    expect([...fake.intents.values()].filter((i) => i.metadata.sub === shopper.claims.sub)).toHaveLength(1);
  });

  it('will not make an order for an unpaid intent (402), and does once Stripe says it succeeded', async () => {
    const shopper = await newShopper(t);
    await addToCart(t, shopper, sweet.id, 1);
    const intent = (await createIntent(t, shopper)).json<StorePaymentIntentReply>();
    await saveDetails(t, shopper, intent.paymentIntentId);
    expect((await confirmOrder(t, shopper, intent.paymentIntentId)).statusCode).toBe(402);
    fake.succeed(intent.paymentIntentId);
    expect((await confirmOrder(t, shopper, intent.paymentIntentId)).statusCode).toBe(200);
  });

  it('answers 502 payment_provider_unavailable when Stripe fails, then recovers with one intent', async () => {
    const shopper = await newShopper(t);
    await addToCart(t, shopper, sweet.id, 1);
    fake.failNext = 4; // the SDK retries once: both attempts of two calls fail
    const failed = await createIntent(t, shopper);
    expect(failed.statusCode).toBe(502);
    expect(failed.json()).toMatchObject({ code: 'payment_provider_unavailable' });
    fake.failNext = 0;
    const ok = await createIntent(t, shopper);
    expect(ok.statusCode).toBe(200);
    expect([...fake.intents.values()].filter((i) => i.metadata.sub === shopper.claims.sub)).toHaveLength(1);
  });
});

describe('unpaid or foreign intents at confirm-order (P23)', () => {
  const orderCount = async () => (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(orders))[0]!.n;
  const creditCount = async () =>
    (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(loyaltyTransactions))[0]!.n;
  const linesOf = (sessionId: string) =>
    t.database.db
      .select({ id: cartItems.id, quantity: cartItems.quantity })
      .from(cartItems)
      .where(eq(cartItems.sessionId, sessionId))
      .orderBy(cartItems.id);

  it.each(['requires_payment_method', 'processing', 'canceled'])(
    'P23 an intent in %s makes no order, no points and no cart change',
    async (status) => {
      const { shopper, intent } = await paidCheckout({ succeed: false });
      fake.intents.get(intent.paymentIntentId)!.status = status;
      const [orders0, credits0, lines0] = [await orderCount(), await creditCount(), await linesOf(shopper.sessionId)];
      const res = await confirmOrder(t, shopper, intent.paymentIntentId);
      expect([402, 409]).toContain(res.statusCode);
      expect(res.json()).toMatchObject({ message: expect.any(String), code: expect.any(String) });
      expect(await orderCount()).toBe(orders0);
      expect(await creditCount()).toBe(credits0);
      expect(await linesOf(shopper.sessionId)).toEqual(lines0);
      expect(lines0).toHaveLength(1);
    },
  );

  it("P23 A sending B's succeeded intent, or a made-up one, gets 404 and nothing changes; B's own confirm then works", async () => {
    const b = await paidCheckout();
    const a = await newShopper(t);
    await addToCart(t, a, other.id, 1);
    const [orders0, credits0] = [await orderCount(), await creditCount()];
    const [linesA, linesB] = [await linesOf(a.sessionId), await linesOf(b.shopper.sessionId)];
    for (const [sessionId, intentId] of [
      [a.sessionId, b.intent.paymentIntentId],
      [b.shopper.sessionId, b.intent.paymentIntentId],
      [a.sessionId, `pi_${Math.random().toString(36).slice(2)}${Math.random().toString(36).slice(2)}`],
    ] as const) {
      const res = await confirmOrder(t, { ...a, sessionId }, intentId);
      expect(res.statusCode, `${sessionId} ${intentId}`).toBe(404);
      expect(res.body).not.toContain(b.shopper.claims.sub);
    }
    expect(await orderCount()).toBe(orders0);
    expect(await creditCount()).toBe(credits0);
    expect(await linesOf(a.sessionId)).toEqual(linesA);
    expect(await linesOf(b.shopper.sessionId)).toEqual(linesB);
    const own = await confirmOrder(t, b.shopper, b.intent.paymentIntentId);
    expect(own.statusCode).toBe(200);
  });
});

describe('a slow or failing provider (P28)', () => {
  it(
    'gives up on a slow Stripe with 502, makes nothing, and a later retry gives one intent',
    async () => {
      const shopper = await newShopper(t);
      await addToCart(t, shopper, sweet.id, 1);
      // Beyond the 5 s timeout, for the call and its one retry: a 502 (not a late 200) shows both gave up.
      fake.delayMs = 6000;
      const slow = await createIntent(t, shopper);
      fake.delayMs = 0;
      expect(slow.statusCode).toBe(502);
      expect(slow.json().code).toBe('payment_provider_unavailable');
      const ok = await createIntent(t, shopper);
      expect(ok.statusCode).toBe(200);
      // The retry reused the idempotency key: the intent the slow call may have made is the same one.
      expect([...fake.intents.values()].filter((i) => i.metadata.sub === shopper.claims.sub)).toHaveLength(1);
    },
    allowing(20_000),
  );

  it('makes no order while Stripe cannot be asked, and exactly one once it answers', async () => {
    const { shopper, intent } = await paidCheckout();
    fake.failNext = 2;
    const failed = await confirmOrder(t, shopper, intent.paymentIntentId);
    expect(failed.statusCode).toBe(502);
    expect(
      await t.database.db.select().from(orders).where(eq(orders.stripePaymentIntentId, intent.paymentIntentId)),
    ).toHaveLength(0);
    const ok = await confirmOrder(t, shopper, intent.paymentIntentId);
    expect(ok.statusCode).toBe(200);
    expect(
      await t.database.db.select().from(orders).where(eq(orders.stripePaymentIntentId, intent.paymentIntentId)),
    ).toHaveLength(1);
  });
});

describe('intents that cannot be cancelled, and refunds (R6, R8)', () => {
  it('fulfils a processing intent that succeeds after the cart changed, from the snapshot it paid', async () => {
    const { shopper, intent } = await paidCheckout({ succeed: false });
    // The bank is still deciding: Stripe will refuse to cancel it.
    fake.intents.get(intent.paymentIntentId)!.status = 'processing';
    await addToCart(t, shopper, other.id, 2);
    const next = await createIntent(t, shopper);
    expect(next.statusCode).toBe(200);
    expect(next.json<StorePaymentIntentReply>().paymentIntentId).not.toBe(intent.paymentIntentId);
    fake.succeed(intent.paymentIntentId);
    expect((await webhook(succeededEvent(intent.paymentIntentId))).statusCode).toBe(200);
    const made = await t.database.db
      .select()
      .from(orders)
      .where(eq(orders.stripePaymentIntentId, intent.paymentIntentId));
    expect(made).toHaveLength(1);
    expect(made[0]!.totalCents).toBe(cents(intent.total));
  });

  it('refunds through Stripe, once, when the slot filled up, and records it when Stripe answers again', async () => {
    const address = deliveryAddress({ deliveryDate: nextDeliveryDay(12), deliveryTime: '9:00-11:00' });
    await t.database.db.update(businessSettings).set({ slotCapacity: 1 });
    try {
      const late = await paidCheckout({ address });
      await t.database.db.execute(sql`update slot_holds set expires_at = now() - interval '1 minute'`);
      const first = await paidCheckout({ address });
      expect((await confirmOrder(t, first.shopper, first.intent.paymentIntentId, address)).statusCode).toBe(200);
      // Stripe is down when the refund is first tried: the checkout waits, refunding, for the sweep.
      fake.failNextRefunds = 2;
      const failed = await webhook(succeededEvent(late.intent.paymentIntentId));
      expect(failed.statusCode).toBe(502);
      await t.app.checkout.settlePaid({ quietSeconds: 0 });
      const refunds = fake.requests.filter((r) => r.path === '/v1/refunds');
      expect(refunds.at(-1)!.body.get('payment_intent')).toBe(late.intent.paymentIntentId);
      expect(refunds.at(-1)!.idempotencyKey).toBe(`refund:${late.intent.paymentIntentId}`);
      expect(fake.intents.get(late.intent.paymentIntentId)!.amount_refunded).toBe(cents(late.intent.total));
      const confirm = await confirmOrder(t, late.shopper, late.intent.paymentIntentId, address);
      expect(confirm.statusCode).toBe(409);
      expect(confirm.json().code).toBe('PAYMENT_REFUNDED');
      expect(
        await t.database.db.select().from(orders).where(eq(orders.stripePaymentIntentId, late.intent.paymentIntentId)),
      ).toHaveLength(0);
      const [row] = await t.database.db
        .select()
        .from(checkouts)
        .where(eq(checkouts.paymentIntentId, late.intent.paymentIntentId));
      expect(row!.status).toBe('refunded');
    } finally {
      await t.database.db.update(businessSettings).set({ slotCapacity: 1000 });
    }
  });
});

describe('POST /api/stripe/webhook', () => {
  it.each([
    ['no signature', { noSignature: true }],
    ['the wrong secret', { secret: 'whsec_wrong' }],
    ['a signature 301 s old', { timestamp: Math.floor(Date.now() / 1000) - 301 }],
    ['a changed body', { tamper: true }],
  ])('refuses %s with 400 and changes nothing', async (_label, options) => {
    const { intent } = await paidCheckout();
    const res = await webhook(succeededEvent(intent.paymentIntentId), options);
    expect(res.statusCode).toBe(400);
    const made = await t.database.db
      .select()
      .from(orders)
      .where(eq(orders.stripePaymentIntentId, intent.paymentIntentId));
    expect(made).toHaveLength(0);
  });

  it('fulfils the order from a valid payment_intent.succeeded alone, once, however often it arrives', async () => {
    const { shopper, intent } = await paidCheckout();
    const event = succeededEvent(intent.paymentIntentId);
    for (let i = 0; i < 3; i += 1) expect((await webhook(event)).statusCode).toBe(200);
    const made = await t.database.db
      .select()
      .from(orders)
      .where(eq(orders.stripePaymentIntentId, intent.paymentIntentId));
    expect(made).toHaveLength(1);
    // A new event id for the same payment is still one order; confirm-order finds the same one.
    expect((await webhook(succeededEvent(intent.paymentIntentId))).statusCode).toBe(200);
    const confirm = await confirmOrder(t, shopper, intent.paymentIntentId);
    expect(confirm.json().id).toBe(made[0]!.id);
    // A late failure event does not undo it.
    const late = await webhook({ ...succeededEvent(intent.paymentIntentId), type: 'payment_intent.payment_failed' });
    expect(late.statusCode).toBe(200);
    expect(
      await t.database.db.select().from(orders).where(eq(orders.stripePaymentIntentId, intent.paymentIntentId)),
    ).toHaveLength(1);
  });

  it('acknowledges and ignores an event for an unknown intent', async () => {
    const res = await webhook(succeededEvent('pi_unknown000000000000000'));
    expect(res.statusCode).toBe(200);
  });
});
