/**
 * Cancel and refund (issue [8 of 11]): the payment goes back through the gateway, the slot place
 * and the reward come back, the earned points are reversed, the customer is e-mailed; a refund
 * the gateway refuses leaves the order as it was and says why.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminOrder, AdminOrderDetails } from '../../../contracts/admin-orders';
import type { StoreProduct } from '../../../contracts/catalog';
import type { StoreOrder, StorePaymentIntentReply } from '../../../contracts/checkout';
import {
  auditLog,
  businessSettings,
  loyaltyAccounts,
  loyaltyRedemptions,
  mailOutbox,
  testPaymentIntents,
} from '../../db/schema';
import {
  addToCart,
  confirmOrder,
  createIntent,
  deliveryAddress,
  payWithCard,
  relaxShopRules,
  saveDetails,
} from '../../test/checkout-helpers';
import { startFakeStripe, type FakeStripe } from '../../test/fake-stripe';
import { createCustomer, createProduct, createReward, type Customer } from '../../test/factories';
import { loyaltyInvariantViolations, NO_VIOLATIONS } from '../../test/loyalty-invariants';
import { createTestApp, type TestApp } from '../../test/test-app';
import { adminClaims, bearer, customerClaims, mintToken } from '../../test/tokens';
import { grantPoints } from '../loyalty/loyalty.service';

let t: TestApp;
let cake: StoreProduct;
let admin: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_PAYMENT_INTENTS_PER_MINUTE: '1000' });
  await relaxShopRules(t);
  cake = await createProduct(t, { name: 'Cancel Test Cake', priceCents: 4000 });
  admin = bearer(await mintToken(t, adminClaims()));
});
afterAll(() => t.close());

const cancel = (app: TestApp, id: string, payload: object, headers = admin) =>
  app.app.inject({ method: 'POST', url: `/api/admin/orders/${id}/cancel`, headers, payload });

async function rewardedOrder(app: TestApp, c: Customer, product: StoreProduct) {
  const reward = await createReward(app, { name: 'Cancel reward', discountValueHundredths: 1000 });
  await addToCart(app, c, product.id, 1);
  const intent = (await createIntent(app, c, { rewardId: reward.id })).json<StorePaymentIntentReply>();
  expect((await saveDetails(app, c, intent.paymentIntentId)).statusCode).toBe(200);
  expect((await payWithCard(app, intent)).statusCode).toBe(200);
  const confirmed = await confirmOrder(app, c, intent.paymentIntentId, deliveryAddress());
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  return { order: confirmed.json<StoreOrder>(), intent, rewardId: reward.id };
}

const pointsOf = async (c: Customer) =>
  (await t.database.db.select().from(loyaltyAccounts).where(eq(loyaltyAccounts.userId, c.user.id)))[0]!.totalPoints;

describe('POST /api/admin/orders/{id}/cancel', () => {
  it('refunds, cancels, gives the reward and slot back, reverses the points, e-mails and audits', async () => {
    const c = await createCustomer(t);
    await grantPoints(t.database.db, { userId: c.user.id, points: 100, description: 'Gift' });
    const { order, intent } = await rewardedOrder(t, c, cake);
    expect(order.discount).toBe('4.00');
    expect(await pointsOf(c)).toBe(36); // 100 − 100 reserved + 36 earned

    const res = await cancel(t, order.id, { reason: 'Customer called: plans changed' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json<AdminOrder>()).toMatchObject({
      status: 'cancelled',
      cancelReason: 'Customer called: plans changed',
      refundedAmount: order.totalAmount,
      cancelledAt: expect.any(String),
    });
    const [paid] = await t.database.db
      .select()
      .from(testPaymentIntents)
      .where(eq(testPaymentIntents.id, intent.paymentIntentId));
    expect(paid!.amountRefunded).toBe(paid!.amount);
    // The reward's 100 points come back and the 36 earned are taken back.
    expect(await pointsOf(c)).toBe(100);
    const [redemption] = await t.database.db
      .select()
      .from(loyaltyRedemptions)
      .where(eq(loyaltyRedemptions.userId, c.user.id));
    expect(redemption!.status).toBe('released');
    // Its place in the slot is free again: with room for one order, another customer gets it.
    await t.database.db.update(businessSettings).set({ slotCapacity: 1 });
    try {
      const next = await createCustomer(t);
      await addToCart(t, next, cake.id, 1);
      const nextIntent = (await createIntent(t, next)).json<StorePaymentIntentReply>();
      expect((await saveDetails(t, next, nextIntent.paymentIntentId)).statusCode).toBe(200);
    } finally {
      await t.database.db.update(businessSettings).set({ slotCapacity: 1000 });
    }
    const details = (
      await t.app.inject({ url: `/api/admin/orders/${order.id}`, headers: admin })
    ).json<AdminOrderDetails>();
    expect(details.history.at(-1)).toMatchObject({
      fromStatus: 'orderconfirmed',
      toStatus: 'cancelled',
      note: 'Customer called: plans changed',
    });
    const mails = await t.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.dedupeKey, `order-cancelled:${order.id}`));
    expect(mails).toHaveLength(1);
    const audits = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'order.cancel'), eq(auditLog.entityId, order.id)));
    expect(audits).toHaveLength(1);
    expect(audits[0]!.requestId).toBeTruthy();
    expect(await loyaltyInvariantViolations(t.database.db)).toEqual(NO_VIOLATIONS);

    // Once only: a second cancel is 409 and refunds nothing more.
    const again = await cancel(t, order.id, { reason: 'again' });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('ORDER_CANCELLED');
    // And a cancelled order's status cannot be moved on.
    const moved = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/orders/${order.id}/status`,
      headers: admin,
      payload: { status: 'delivered' },
    });
    expect(moved.statusCode).toBe(409);
  });

  it('refuses bad input, unknown orders and non-admins, changing nothing', async () => {
    const c = await createCustomer(t);
    await addToCart(t, c, cake.id, 1);
    const intent = (await createIntent(t, c)).json<StorePaymentIntentReply>();
    await saveDetails(t, c, intent.paymentIntentId);
    await payWithCard(t, intent);
    const order = (await confirmOrder(t, c, intent.paymentIntentId, deliveryAddress())).json<StoreOrder>();
    expect((await cancel(t, order.id, { reason: '' })).statusCode).toBe(400);
    expect((await cancel(t, order.id, {})).statusCode).toBe(400);
    expect((await cancel(t, order.id, { reason: 'x'.repeat(501) })).statusCode).toBe(400);
    expect((await cancel(t, crypto.randomUUID(), { reason: 'gone' })).statusCode).toBe(404);
    expect((await cancel(t, 'not-a-uuid', { reason: 'gone' })).statusCode).toBe(400);
    const customer = bearer(await mintToken(t, customerClaims()));
    expect((await cancel(t, order.id, { reason: 'mine' }, customer)).statusCode).toBe(403);
    expect((await cancel(t, order.id, { reason: 'mine' }, {})).statusCode).toBe(401);
    const details = (await t.app.inject({ url: `/api/admin/orders/${order.id}`, headers: admin })).json<AdminOrder>();
    expect(details.status).toBe('orderconfirmed');
  });
});

describe('a refund the gateway refuses', () => {
  let fake: FakeStripe;
  let s: TestApp;
  beforeAll(async () => {
    fake = await startFakeStripe();
    s = await createTestApp({
      STRIPE_SECRET_KEY: 'sk_test_fake',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_fake',
      STRIPE_WEBHOOK_SECRET: 'whsec_cancel_tests',
      STRIPE_API_URL: fake.url,
      RATE_LIMIT_PAYMENT_INTENTS_PER_MINUTE: '1000',
    });
    await relaxShopRules(s);
  });
  afterAll(async () => {
    await s.close();
    await fake.close();
  });

  it('leaves the order as it was and says why; a retry that goes through cancels it once', async () => {
    const product = await createProduct(s, { name: 'Stripe Cancel Cake', priceCents: 4000 });
    const c = await createCustomer(s);
    await addToCart(s, c, product.id, 1);
    const intent = (await createIntent(s, c)).json<StorePaymentIntentReply>();
    expect((await saveDetails(s, c, intent.paymentIntentId)).statusCode).toBe(200);
    fake.succeed(intent.paymentIntentId);
    const order = (await confirmOrder(s, c, intent.paymentIntentId, deliveryAddress())).json<StoreOrder>();
    const adminHeaders = bearer(await mintToken(s, adminClaims()));

    fake.failNextRefunds = 4; // the SDK retries once
    const refused = await cancel(s, order.id, { reason: 'Oven broke' }, adminHeaders);
    expect(refused.statusCode).toBe(502);
    expect(refused.json()).toMatchObject({ code: 'REFUND_FAILED' });
    expect(refused.json().message).toContain('was not cancelled');
    const still = (
      await s.app.inject({ url: `/api/admin/orders/${order.id}`, headers: adminHeaders })
    ).json<AdminOrder>();
    expect(still).toMatchObject({ status: 'orderconfirmed', cancelledAt: null, refundedAmount: '0.00' });

    fake.failNextRefunds = 0;
    const ok = await cancel(s, order.id, { reason: 'Oven broke' }, adminHeaders);
    expect(ok.statusCode, ok.body).toBe(200);
    const refunds = fake.requests.filter((r) => r.method === 'POST' && r.path === '/v1/refunds');
    // Every attempt names the same idempotency key, so Stripe refunds once.
    expect(new Set(refunds.map((r) => r.idempotencyKey)).size).toBe(1);
  });
});
