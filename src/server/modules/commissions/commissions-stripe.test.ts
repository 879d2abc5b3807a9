/**
 * Custom cakes on Stripe (the real SDK against the local fake): the deposit on its own intent,
 * settled by the signed webhook without the browser, and a customer's cancellation refunding the
 * schedule's amount (not the whole deposit) at Stripe.
 */
import Stripe from 'stripe';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { CommissionPaymentReply, StoreCommission } from '../../../contracts/commissions';
import { refundFor } from '../../../domain/commissions';
import { aucklandNow } from '../../../domain/delivery';
import { nextDeliveryDay } from '../../test/checkout-helpers';
import { type FakeStripe, startFakeStripe } from '../../test/fake-stripe';
import { createTestApp, type TestApp } from '../../test/test-app';
import { bearer, customerClaims, mintToken } from '../../test/tokens';

const WEBHOOK_SECRET = 'whsec_test_secret_for_the_fake';
const sdk = new Stripe('sk_test_signing_only');
let fake: FakeStripe;
let t: TestApp;

beforeAll(async () => {
  fake = await startFakeStripe();
  t = await createTestApp({
    STRIPE_SECRET_KEY: 'sk_test_fake',
    STRIPE_PUBLISHABLE_KEY: 'pk_test_fake',
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_API_URL: fake.url,
  });
});

afterAll(async () => {
  await t?.close();
  await fake?.close();
});

function webhook(intentId: string) {
  const payload = JSON.stringify({
    id: `evt_${Math.random().toString(36).slice(2)}`,
    object: 'event',
    type: 'payment_intent.succeeded',
    livemode: false,
    data: { object: { id: intentId, object: 'payment_intent' } },
  });
  const header = sdk.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
  return t.app.inject({
    method: 'POST',
    url: '/api/stripe/webhook',
    headers: { 'content-type': 'application/json', 'stripe-signature': header },
    payload,
  });
}

it('takes the deposit on its own Stripe intent, settles it by webhook, and refunds the scheduled amount', async () => {
  const customer = bearer(await mintToken(t, customerClaims()));
  const staff = bearer(await mintToken(t, customerClaims({ email: 'baker@saffron-sugar.example', roles: ['staff'] })));
  const date = nextDeliveryDay(5);
  const made = await t.app.inject({
    method: 'POST',
    url: '/api/commissions',
    headers: customer,
    payload: {
      dateNeeded: date,
      slot: '9:00-11:00',
      occasion: 'Birthday',
      size: 6,
      flavours: 'Lemon',
      designNotes: 'Sunny',
    },
  });
  const { id } = made.json<StoreCommission>();
  const quoted = await t.app.inject({
    method: 'PUT',
    url: `/api/admin/commissions/${id}/quote`,
    headers: staff,
    payload: { lines: [{ kind: 'base', label: '6 inch', amount: '50.00' }], expectedVersion: 0 },
  });
  expect(quoted.statusCode, quoted.body).toBe(200);
  const total = Math.round(Number(quoted.json<StoreCommission>().quote!.total) * 100);

  const pay = await t.app.inject({ method: 'POST', url: `/api/commissions/${id}/pay/deposit`, headers: customer });
  expect(pay.statusCode, pay.body).toBe(200);
  const intent = pay.json<CommissionPaymentReply>();
  expect(intent).toMatchObject({ gateway: 'stripe', publishableKey: 'pk_test_fake' });
  const created = fake.requests.find((r) => r.path === '/v1/payment_intents' && r.method === 'POST')!;
  expect(created.body.get('amount')).toBe(String(Math.round(Number(intent.amount) * 100)));
  expect(created.body.get('metadata[commissionId]')).toBe(id);

  fake.succeed(intent.paymentIntentId);
  const hook = await webhook(intent.paymentIntentId);
  expect(hook.statusCode, hook.body).toBe(200);
  const after = await t.app.inject({ url: `/api/commissions/${id}`, headers: customer });
  expect(after.json<StoreCommission>()).toMatchObject({ state: 'confirmed', paid: intent.amount });

  const cancel = await t.app.inject({ method: 'POST', url: `/api/commissions/${id}/cancel`, headers: customer });
  expect(cancel.statusCode, cancel.body).toBe(200);
  const expected = refundFor({
    totalCents: total,
    paidCents: Math.round(Number(intent.amount) * 100),
    dateNeeded: date,
    today: aucklandNow().date,
    by: 'customer',
  }).refundCents;
  expect(cancel.json<{ refund: string }>().refund).toBe((expected / 100).toFixed(2));
  const refunds = fake.requests.filter((r) => r.path === '/v1/refunds');
  if (expected > 0) {
    expect(refunds).toHaveLength(1);
    expect(refunds[0]!.body.get('payment_intent')).toBe(intent.paymentIntentId);
    expect(refunds[0]!.body.get('amount')).toBe(String(expected));
  } else {
    expect(refunds).toHaveLength(0);
  }
});
