/**
 * The money path's security events (R15): a webhook with a bad signature, a payment that does not
 * match its checkout, and a refund each leave one structured warn line with the request id, and
 * no card, address or token data.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StorePaymentIntentReply } from '../../../contracts/checkout';
import type { StoreProduct } from '../../../contracts/catalog';
import { businessSettings, testPaymentIntents } from '../../db/schema';
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
import { type FakeStripe, startFakeStripe } from '../../test/fake-stripe';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let stripeApp: TestApp;
let fake: FakeStripe;
let halwa: StoreProduct;

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_PAYMENT_INTENTS_PER_MINUTE: '1000' }, { captureLogs: true });
  fake = await startFakeStripe();
  stripeApp = await createTestApp(
    {
      STRIPE_SECRET_KEY: 'sk_test_fake',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_fake',
      STRIPE_WEBHOOK_SECRET: 'whsec_for_the_log_test',
      STRIPE_API_URL: fake.url,
    },
    { captureLogs: true },
  );
  halwa = await createProduct(t, { name: 'Log Test Halwa', priceCents: 2500 });
});
afterAll(async () => {
  await t?.close();
  await stripeApp?.close();
  await fake?.close();
});

const securityLines = (app: TestApp, event: string) =>
  app.logs.filter((line) => line.level === 40 && (line.security as { event?: string } | undefined)?.event === event);

async function boundCheckout(address = deliveryAddress()) {
  const shopper = await newShopper(t);
  await addToCart(t, shopper, halwa.id, 1);
  const intent = (await createIntent(t, shopper)).json<StorePaymentIntentReply>();
  expect((await saveDetails(t, shopper, intent.paymentIntentId, address)).statusCode).toBe(200);
  return { shopper, intent, address };
}

describe('payment security events in the log', () => {
  it('a webhook with a bad signature: 400 and one line with the address and route', async () => {
    const res = await stripeApp.app.inject({
      method: 'POST',
      url: '/api/stripe/webhook',
      headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=deadbeef' },
      payload: JSON.stringify({ id: 'evt_forged', type: 'payment_intent.succeeded' }),
      remoteAddress: '198.51.100.4',
    });
    expect(res.statusCode).toBe(400);
    const lines = securityLines(stripeApp, 'webhook_signature_invalid');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      reqId: res.json().requestId,
      security: { ip: '198.51.100.4', path: '/api/stripe/webhook' },
    });
  });

  it('a payment whose amount does not match its checkout: 409, no order, one line with both amounts', async () => {
    const { shopper, intent, address } = await boundCheckout();
    await t.database.db
      .update(testPaymentIntents)
      .set({ status: 'succeeded', amount: 1 })
      .where(eq(testPaymentIntents.id, intent.paymentIntentId));
    const res = await confirmOrder(t, shopper, intent.paymentIntentId, address);
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('AMOUNT_MISMATCH');
    const [line] = securityLines(t, 'payment_mismatch').filter((l) => l.reqId === res.json().requestId);
    expect(line).toMatchObject({
      security: {
        intent: intent.paymentIntentId,
        amountCents: 1,
        expectedCents: Math.round(Number(intent.total) * 100),
      },
    });
    const text = JSON.stringify(line);
    expect(text).not.toContain(address.address);
    expect(text).not.toContain(address.email);
  });

  it('a refund: one line with the reason and amount, and no customer data', async () => {
    const address = deliveryAddress({ deliveryDate: nextDeliveryDay(14), deliveryTime: '15:00-17:00' });
    await t.database.db.update(businessSettings).set({ slotCapacity: 1 });
    try {
      const late = await boundCheckout(address);
      await t.database.db.execute(sql`update slot_holds set expires_at = now() - interval '1 minute'`);
      const first = await boundCheckout(address);
      for (const { shopper, intent } of [first, late]) {
        await paidWithoutFollowUp(t, intent.paymentIntentId);
        await confirmOrder(t, shopper, intent.paymentIntentId, address);
      }
      const lines = securityLines(t, 'payment_refunded');
      expect(lines).toHaveLength(1);
      expect(lines[0]).toMatchObject({
        reqId: expect.any(String),
        security: { intent: late.intent.paymentIntentId, reason: 'slot_full' },
      });
      const text = JSON.stringify(lines[0]);
      expect(text).not.toContain(address.fullName);
      expect(text).not.toContain(address.phone);
    } finally {
      await t.database.db.update(businessSettings).set({ slotCapacity: 10 });
    }
  });
});
