/**
 * Payments whose customer or checkout went away (issue 20): no checkout that holds money may
 * disappear, and a payment the shop made but cannot find is refunded and logged, never ignored.
 * With the embedded test gateway and with the Stripe adapter against the local fake Stripe.
 */
import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StorePaymentIntentReply } from '../../../contracts/checkout';
import type { StoreProduct } from '../../../contracts/catalog';
import { checkouts, orders, testPaymentIntents } from '../../db/schema';
import {
  addToCart,
  paidWithoutFollowUp,
  payWithCard,
  confirmOrder,
  createIntent,
  newShopper,
  relaxShopRules,
  saveDetails,
  type Shopper,
} from '../../test/checkout-helpers';
import { createProduct } from '../../test/factories';
import { type FakeStripe, startFakeStripe } from '../../test/fake-stripe';
import { createTestApp, type TestApp } from '../../test/test-app';

const WEBHOOK_SECRET = 'whsec_for_the_orphaned_payments_test';
let t: TestApp;
let stripeApp: TestApp;
let fake: FakeStripe;
const products: Record<string, StoreProduct> = {};

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_PAYMENT_INTENTS_PER_MINUTE: '1000' }, { captureLogs: true });
  fake = await startFakeStripe();
  stripeApp = await createTestApp(
    {
      STRIPE_SECRET_KEY: 'sk_test_fake',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_fake',
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_URL: fake.url,
      RATE_LIMIT_PAYMENT_INTENTS_PER_MINUTE: '1000',
    },
    { captureLogs: true },
  );
  for (const app of [t, stripeApp]) {
    await relaxShopRules(app);
    products[app.config.payments.kind] = await createProduct(app, { name: 'Orphan Test Ladoo', priceCents: 2700 });
  }
});
afterAll(async () => {
  await t?.close();
  await stripeApp?.close();
  await fake?.close();
});

const securityLines = (app: TestApp, event: string, intent: string) =>
  app.logs.filter(
    (line) =>
      line.level === 40 &&
      (line.security as { event?: string; intent?: string } | undefined)?.event === event &&
      (line.security as { intent?: string }).intent === intent,
  );

async function boundCheckout(app: TestApp) {
  const shopper = await newShopper(app);
  await addToCart(app, shopper, products[app.config.payments.kind]!.id, 1);
  const intent = (await createIntent(app, shopper)).json<StorePaymentIntentReply>();
  expect((await saveDetails(app, shopper, intent.paymentIntentId)).statusCode).toBe(200);
  return { shopper, intent };
}

const deleteAccount = async (app: TestApp, shopper: Shopper) => {
  const res = await app.app.inject({ method: 'DELETE', url: '/api/auth/user', headers: shopper.headers });
  expect(res.statusCode, res.body).toBe(200);
};

const checkoutOf = async (app: TestApp, intentId: string) =>
  (await app.database.db.select().from(checkouts).where(eq(checkouts.paymentIntentId, intentId)))[0];
const ordersFor = (app: TestApp, intentId: string) =>
  app.database.db.select().from(orders).where(eq(orders.stripePaymentIntentId, intentId));
const testIntent = async (id: string) =>
  (await t.database.db.select().from(testPaymentIntents).where(eq(testPaymentIntents.id, id)))[0]!;

/** The checkout is still there, refunded because its account went; the refund is in the log. */
async function expectAccountDeletedRefund(app: TestApp, intentId: string) {
  expect(await checkoutOf(app, intentId)).toMatchObject({
    status: 'refunded',
    refundReason: 'account_deleted',
    userId: null,
  });
  expect(await ordersFor(app, intentId)).toHaveLength(0);
  expect(securityLines(app, 'payment_refunded', intentId)).toMatchObject([{ security: { reason: 'account_deleted' } }]);
}

describe('an account deleted while its payment completes (test gateway)', () => {
  it('keeps the checkout, and takes no card for it afterwards', async () => {
    const { shopper, intent } = await boundCheckout(t);
    await deleteAccount(t, shopper);
    expect(await checkoutOf(t, intent.paymentIntentId)).toMatchObject({ status: 'open', userId: null });
    expect((await payWithCard(t, intent)).statusCode).toBe(409);
    expect((await testIntent(intent.paymentIntentId)).status).toBe('requires_payment_method');
  });

  it('refunds, by its follow-up, a payment that completed while the account was being deleted', async () => {
    const { shopper, intent } = await boundCheckout(t);
    // The card was taken; the account is deleted before the gateway's follow-up runs.
    await paidWithoutFollowUp(t, intent.paymentIntentId);
    await deleteAccount(t, shopper);
    await t.app.checkout.fulfilByIntent(intent.paymentIntentId);
    const paid = await testIntent(intent.paymentIntentId);
    expect(paid.amountRefunded).toBe(paid.amount);
    await expectAccountDeletedRefund(t, intent.paymentIntentId);
  });

  it('refunds a payment that landed just before the deletion, on the next sweep', async () => {
    const { shopper, intent } = await boundCheckout(t);
    // Paid, but the follow-up never ran (the process stopped), then the account is deleted.
    await paidWithoutFollowUp(t, intent.paymentIntentId);
    await deleteAccount(t, shopper);
    await t.app.checkout.settlePaid({ quietSeconds: 0 });
    const paid = await testIntent(intent.paymentIntentId);
    expect(paid.amountRefunded).toBe(paid.amount);
    await expectAccountDeletedRefund(t, intent.paymentIntentId);
  });
});

describe('a payment the shop made whose checkout cannot be found (test gateway)', () => {
  async function orphanedPayment() {
    const { shopper, intent } = await boundCheckout(t);
    await paidWithoutFollowUp(t, intent.paymentIntentId);
    // As the old ON DELETE CASCADE did: the checkout row is gone, the payment is not.
    await t.database.db.delete(checkouts).where(eq(checkouts.paymentIntentId, intent.paymentIntentId));
    return { shopper, intent };
  }

  it("is refunded and logged by the gateway's follow-up (its webhook), not ignored", async () => {
    const { intent } = await orphanedPayment();
    await t.app.checkout.fulfilByIntent(intent.paymentIntentId);
    const paid = await testIntent(intent.paymentIntentId);
    expect(paid.amountRefunded).toBe(paid.amount);
    expect(securityLines(t, 'payment_refunded_on_fault', intent.paymentIntentId)).toMatchObject([
      { security: { reason: 'unknown_checkout', amountCents: paid.amount } },
    ]);
    // Once: a repeated delivery refunds nothing more and logs nothing more.
    await t.app.checkout.fulfilByIntent(intent.paymentIntentId);
    expect(securityLines(t, 'payment_refunded_on_fault', intent.paymentIntentId)).toHaveLength(1);
  });

  it('is refunded and logged when its customer confirms it, who is told so (409)', async () => {
    const { shopper, intent } = await orphanedPayment();
    const res = await confirmOrder(t, shopper, intent.paymentIntentId);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'PAYMENT_REFUNDED' });
    const paid = await testIntent(intent.paymentIntentId);
    expect(paid.amountRefunded).toBe(paid.amount);
    expect(securityLines(t, 'payment_refunded_on_fault', intent.paymentIntentId)).toHaveLength(1);
  });

  it('is refunded when someone else confirms it, who learns nothing (404)', async () => {
    const { intent } = await orphanedPayment();
    const res = await confirmOrder(t, await newShopper(t), intent.paymentIntentId);
    expect(res.statusCode).toBe(404);
    const paid = await testIntent(intent.paymentIntentId);
    expect(paid.amountRefunded).toBe(paid.amount);
  });
});

describe('the same with the Stripe adapter, through the real SDK and its signed webhook', () => {
  const sdk = new Stripe('sk_test_signing_only');
  function webhook(intentId: string) {
    const payload = JSON.stringify({
      id: `evt_${Math.random().toString(36).slice(2)}`,
      object: 'event',
      type: 'payment_intent.succeeded',
      livemode: false,
      data: { object: { id: intentId, object: 'payment_intent' } },
    });
    const header = sdk.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
    return stripeApp.app.inject({
      method: 'POST',
      url: '/api/stripe/webhook',
      headers: { 'content-type': 'application/json', 'stripe-signature': header },
      payload,
    });
  }
  const refundsOf = (intentId: string) =>
    fake.requests.filter((r) => r.path === '/v1/refunds' && r.body.get('payment_intent') === intentId);

  it('refunds, through Stripe, the late webhook of a checkout whose account was deleted', async () => {
    const { shopper, intent } = await boundCheckout(stripeApp);
    await deleteAccount(stripeApp, shopper);
    fake.succeed(intent.paymentIntentId);
    expect((await webhook(intent.paymentIntentId)).statusCode).toBe(200);
    expect(refundsOf(intent.paymentIntentId).length).toBeGreaterThanOrEqual(1);
    expect(fake.intents.get(intent.paymentIntentId)!.amount_refunded).toBe(Math.round(Number(intent.total) * 100));
    await expectAccountDeletedRefund(stripeApp, intent.paymentIntentId);
  });

  it('refunds, through Stripe, a payment that succeeded without delivery details, once, instead of waiting', async () => {
    // The browser sends the details before it confirms the card; a payment without them was
    // made some other way, and the sweep (which needs details) would never settle it.
    const shopper = await newShopper(stripeApp);
    await addToCart(stripeApp, shopper, products[stripeApp.config.payments.kind]!.id, 1);
    const intent = (await createIntent(stripeApp, shopper)).json<StorePaymentIntentReply>();
    fake.succeed(intent.paymentIntentId);
    expect((await webhook(intent.paymentIntentId)).statusCode).toBe(200);
    expect((await webhook(intent.paymentIntentId)).statusCode).toBe(200);
    expect(refundsOf(intent.paymentIntentId)).toHaveLength(1);
    expect(fake.intents.get(intent.paymentIntentId)!.amount_refunded).toBe(Math.round(Number(intent.total) * 100));
    expect(await checkoutOf(stripeApp, intent.paymentIntentId)).toMatchObject({
      status: 'refunded',
      refundReason: 'details_missing',
    });
    expect(await ordersFor(stripeApp, intent.paymentIntentId)).toHaveLength(0);
    expect(securityLines(stripeApp, 'payment_refunded_on_fault', intent.paymentIntentId)).toMatchObject([
      { security: { reason: 'details_missing' } },
    ]);
  });

  it('refunds, through Stripe, and logs a succeeded intent of ours whose checkout is gone', async () => {
    const { intent } = await boundCheckout(stripeApp);
    fake.succeed(intent.paymentIntentId);
    await stripeApp.database.db.delete(checkouts).where(eq(checkouts.paymentIntentId, intent.paymentIntentId));
    expect((await webhook(intent.paymentIntentId)).statusCode).toBe(200);
    expect(fake.intents.get(intent.paymentIntentId)!.amount_refunded).toBe(Math.round(Number(intent.total) * 100));
    expect(securityLines(stripeApp, 'payment_refunded_on_fault', intent.paymentIntentId)).toMatchObject([
      { security: { reason: 'unknown_checkout' } },
    ]);
  });

  it('still only acknowledges a succeeded intent that is not ours (no checkout in its metadata)', async () => {
    const { intent } = await boundCheckout(stripeApp);
    const foreign = fake.intents.get(intent.paymentIntentId)!;
    foreign.metadata = { orderRef: 'another-shop-on-this-account' };
    fake.succeed(intent.paymentIntentId);
    await stripeApp.database.db.delete(checkouts).where(eq(checkouts.paymentIntentId, intent.paymentIntentId));
    expect((await webhook(intent.paymentIntentId)).statusCode).toBe(200);
    expect(refundsOf(intent.paymentIntentId)).toHaveLength(0);
  });
});
