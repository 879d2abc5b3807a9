/**
 * A loyalty reward at checkout (issue [7 of 11]): its discount is in the amount charged, its points
 * are reserved with the intent, committed with the order, and given back when the choice changes,
 * the checkout is abandoned or refunded. Never a discount without a debit.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { StoreProduct } from '../../../contracts/catalog';
import type { StoreOrder, StorePaymentIntentReply } from '../../../contracts/checkout';
import type { StoreLoyaltyAccount, StoreLoyaltyTransaction } from '../../../contracts/loyalty';
import { businessSettings, checkouts, loyaltyRedemptions, loyaltyRewards, testPaymentIntents } from '../../db/schema';
import {
  confirmOrder,
  createIntent,
  deliveryAddress,
  payWithCard,
  relaxShopRules,
  saveDetails,
  addToCart,
} from '../../test/checkout-helpers';
import { createCustomerWithPoints, createProduct, createReward, type Customer } from '../../test/factories';
import { loyaltyInvariantViolations, NO_VIOLATIONS } from '../../test/loyalty-invariants';
import { createTestApp, type TestApp } from '../../test/test-app';
import { adminClaims, bearer, mintToken } from '../../test/tokens';
import { releaseReward } from '../loyalty/reward-reservations';

let t: TestApp;
const customerWith = (points: number) => createCustomerWithPoints(t, points);
/** 10% off for 100 points, unless said otherwise. */
const rewardOf = (values: Parameters<typeof createReward>[1] = {}) =>
  createReward(t, { discountValueHundredths: 1000, ...values });
let cake: StoreProduct; // $40.00

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_PAYMENT_INTENTS_PER_MINUTE: '1000' });
  await relaxShopRules(t);
  cake = await createProduct(t, { name: 'Reward Test Cake', priceCents: 4000 });
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.database.db.update(businessSettings).set({ pricesIncludeGst: false });
});

const account = async (c: Customer) =>
  (await t.app.inject({ url: `/api/loyalty/${c.claims.sub}`, headers: c.headers })).json<StoreLoyaltyAccount>();
const history = async (c: Customer) =>
  (await t.app.inject({ url: `/api/loyalty/${c.claims.sub}/transactions`, headers: c.headers })).json<
    StoreLoyaltyTransaction[]
  >();
const redeemOnLoyaltyPage = (c: Customer, rewardId: string) =>
  t.app.inject({ method: 'POST', url: `/api/loyalty/${c.claims.sub}/redeem/${rewardId}`, headers: c.headers });
const reward = async (id: string) =>
  (await t.database.db.select().from(loyaltyRewards).where(eq(loyaltyRewards.id, id)))[0]!;
const redemptionsOf = (c: Customer) =>
  t.database.db.select().from(loyaltyRedemptions).where(eq(loyaltyRedemptions.userId, c.user.id));
const intentAmount = async (id: string) =>
  (await t.database.db.select().from(testPaymentIntents).where(eq(testPaymentIntents.id, id)))[0]!;

async function pay(c: Customer, intent: StorePaymentIntentReply): Promise<StoreOrder> {
  expect((await saveDetails(t, c, intent.paymentIntentId)).statusCode).toBe(200);
  expect((await payWithCard(t, intent)).statusCode).toBe(200);
  const confirmed = await confirmOrder(t, c, intent.paymentIntentId, deliveryAddress());
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  return confirmed.json<StoreOrder>();
}

async function expectLedgerIntact() {
  expect(await loyaltyInvariantViolations(t.database.db)).toEqual(NO_VIOLATIONS);
}

describe('a reward chosen at checkout', () => {
  it('is in the amount charged, reserved with the intent and committed with the order', async () => {
    const c = await customerWith(300);
    const tenPercent = await rewardOf({ pointsCost: 200 });
    await addToCart(t, c, cake.id, 1);
    const res = await createIntent(t, c, { rewardId: tenPercent.id });
    expect(res.statusCode, res.body).toBe(200);
    const intent = res.json<StorePaymentIntentReply>();
    // $40.00 − 10% = $36.00, + 15% GST = $41.40.
    expect(intent).toMatchObject({ subtotal: '40.00', discount: 4, gst: '5.40', total: '41.40', pointsToEarn: 36 });
    expect(intent.appliedDiscounts).toEqual([{ name: tenPercent.name, type: 'percentage', amount: 4 }]);
    expect((await intentAmount(intent.paymentIntentId)).amount).toBe(4140);
    // Reserved now: the points are gone from the balance and the use is counted.
    expect((await account(c)).totalPoints).toBe(100);
    expect((await reward(tenPercent.id)).currentUses).toBe(1);
    expect((await redemptionsOf(c)).map((r) => [r.status, r.source])).toEqual([['reserved', 'checkout']]);

    const order = await pay(c, intent);
    expect(order).toMatchObject({ subtotal: '40.00', discount: '4.00', totalAmount: '41.40', pointsEarned: 36 });
    const [redemption] = await redemptionsOf(c);
    expect(redemption).toMatchObject({ status: 'committed', orderId: order.id });
    expect((await account(c)).totalPoints).toBe(136);
    expect((await history(c)).map((row) => [row.type, row.points])).toEqual([
      ['earned', 36],
      ['redeemed', -200],
      ['adjustment', 300],
    ]);
    await expectLedgerIntact();
  });

  it('asking again with the same cart and reward keeps the same intent and reserves once', async () => {
    const c = await customerWith(150);
    const r = await rewardOf({ pointsCost: 150 });
    await addToCart(t, c, cake.id, 1);
    const first = (await createIntent(t, c, { rewardId: r.id })).json<StorePaymentIntentReply>();
    const again = await createIntent(t, c, { rewardId: r.id });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json<StorePaymentIntentReply>().paymentIntentId).toBe(first.paymentIntentId);
    expect((await account(c)).totalPoints).toBe(0);
    expect(await redemptionsOf(c)).toHaveLength(1);
    await expectLedgerIntact();
  });

  it('a changed choice gives the first reward back (points, use) and cancels its intent', async () => {
    const c = await customerWith(400);
    const a = await rewardOf({ pointsCost: 300 });
    const b = await rewardOf({ pointsCost: 350, discountType: 'fixed_amount', discountValueHundredths: 1000 });
    await addToCart(t, c, cake.id, 1);
    const withA = (await createIntent(t, c, { rewardId: a.id })).json<StorePaymentIntentReply>();
    expect((await account(c)).totalPoints).toBe(100);
    // B costs more than the balance left, but A's points come back when B replaces it.
    const withB = await createIntent(t, c, { rewardId: b.id });
    expect(withB.statusCode, withB.body).toBe(200);
    expect(withB.json<StorePaymentIntentReply>()).toMatchObject({ discount: 10, total: '34.50' });
    expect((await intentAmount(withA.paymentIntentId)).status).toBe('canceled');
    expect((await account(c)).totalPoints).toBe(50);
    expect((await reward(a.id)).currentUses).toBe(0);
    const none = (await createIntent(t, c)).json<StorePaymentIntentReply>();
    expect(none).toMatchObject({ discount: 0, total: '46.00', appliedDiscounts: [] });
    expect((await account(c)).totalPoints).toBe(400);
    expect((await history(c)).filter((row) => row.type === 'released').map((row) => row.points)).toEqual([350, 300]);
    expect((await redemptionsOf(c)).map((r) => r.status).sort()).toEqual(['released', 'released']);
    await expectLedgerIntact();
  });

  it('a voucher bought on /loyalty is used once, and comes back when the checkout lets it go', async () => {
    const c = await customerWith(200);
    const fixed = await rewardOf({ pointsCost: 200, discountType: 'fixed_amount', discountValueHundredths: 500 });
    expect((await redeemOnLoyaltyPage(c, fixed.id)).statusCode).toBe(201);
    const [voucher] = (await account(c)).vouchers;
    await addToCart(t, c, cake.id, 1);
    const res = await createIntent(t, c, { voucherId: voucher!.id });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<StorePaymentIntentReply>()).toMatchObject({ discount: 5, total: '40.25' });
    expect((await account(c)).vouchers).toEqual([]);
    // Changing to no reward gives the voucher back; the points stay spent on it.
    await createIntent(t, c);
    expect((await account(c)).vouchers.map((v) => v.id)).toEqual([voucher!.id]);
    expect((await account(c)).totalPoints).toBe(0);
    const used = (await createIntent(t, c, { voucherId: voucher!.id })).json<StorePaymentIntentReply>();
    const order = await pay(c, used);
    expect(order.discount).toBe('5.00');
    const [redemption] = await redemptionsOf(c);
    expect(redemption).toMatchObject({ status: 'committed', orderId: order.id });
    // A used voucher cannot be used again.
    await addToCart(t, c, cake.id, 1);
    const reuse = await createIntent(t, c, { voucherId: voucher!.id });
    expect(reuse.statusCode).toBe(409);
    expect(reuse.json()).toMatchObject({ code: 'VOUCHER_USED', message: 'This voucher has already been used' });
    await expectLedgerIntact();
  });

  it('P29 at checkout: refuses what the rules do not allow, with a clear message, and changes nothing', async () => {
    const c = await customerWith(100);
    const other = await customerWith(500);
    const dear = await rewardOf({ pointsCost: 101 });
    const inactive = await rewardOf({ active: false });
    const bigSpend = await rewardOf({ minimumSpendCents: 5000 });
    const claimed = await rewardOf({ maxUses: 1 });
    const ok = await rewardOf();
    expect((await redeemOnLoyaltyPage(other, claimed.id)).statusCode).toBe(201);
    expect((await redeemOnLoyaltyPage(other, ok.id)).statusCode).toBe(201);
    const othersVoucher = (await account(other)).vouchers.find((v) => v.rewardId === ok.id);
    await addToCart(t, c, cake.id, 1);
    const cases: [Record<string, unknown>, number, string][] = [
      [{ rewardId: dear.id }, 409, 'NOT_ENOUGH_POINTS'],
      [{ rewardId: inactive.id }, 409, 'REWARD_INACTIVE'],
      [{ rewardId: bigSpend.id }, 400, 'BELOW_REWARD_MINIMUM'],
      [{ rewardId: claimed.id }, 409, 'REWARD_LIMIT_REACHED'],
      [{ rewardId: crypto.randomUUID() }, 404, 'NOT_FOUND'],
      [{ voucherId: othersVoucher!.id }, 404, 'NOT_FOUND'],
      [{ rewardId: ok.id, voucherId: othersVoucher!.id }, 400, 'ONE_REWARD_PER_ORDER'],
      [{ rewardId: 'not-a-uuid' }, 400, 'VALIDATION_FAILED'],
    ];
    for (const [body, status, code] of cases) {
      const res = await createIntent(t, c, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(status);
      expect(res.json().code, JSON.stringify(body)).toBe(code);
      expect(res.json().message.length).toBeGreaterThan(5);
    }
    expect(await t.database.db.select().from(checkouts).where(eq(checkouts.userId, c.user.id))).toEqual([]);
    expect((await account(c)).totalPoints).toBe(100);
    expect((await history(c)).map((row) => row.type)).toEqual(['adjustment']);
    await expectLedgerIntact();
  });

  it('a 100% reward or a fixed one above the subtotal never takes the total below the smallest charge', async () => {
    const c = await customerWith(1000);
    const all = await rewardOf({ discountValueHundredths: 100 * 100 });
    const huge = await rewardOf({ discountType: 'fixed_amount', discountValueHundredths: 100_000 });
    await addToCart(t, c, cake.id, 1);
    for (const r of [all, huge]) {
      const res = await createIntent(t, c, { rewardId: r.id });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'BELOW_MINIMUM', fields: { rewardId: expect.any(String) } });
      expect(res.json().message).toContain('below the smallest card payment of $0.50');
    }
    expect((await account(c)).totalPoints).toBe(1000);
    // A fixed reward just below the subtotal is capped and charged with its GST.
    const nearly = await rewardOf({ discountType: 'fixed_amount', discountValueHundredths: 3950 });
    const res = await createIntent(t, c, { rewardId: nearly.id });
    expect(res.json<StorePaymentIntentReply>()).toMatchObject({ subtotal: '40.00', discount: 39.5, total: '0.58' });
    await expectLedgerIntact();
  });

  it('GST-inclusive prices: the discount comes off the price that includes GST', async () => {
    await t.database.db.update(businessSettings).set({ pricesIncludeGst: true });
    const c = await customerWith(100);
    const r = await rewardOf({ discountValueHundredths: 2500 });
    await addToCart(t, c, cake.id, 1);
    const intent = (await createIntent(t, c, { rewardId: r.id })).json<StorePaymentIntentReply>();
    expect(intent).toMatchObject({ subtotal: '40.00', discount: 10, total: '30.00', gst: '3.91', pointsToEarn: 26 });
  });
});

describe('a reserved reward and the payment', () => {
  it.each([
    ['deactivated (PUT {active:false})', 'PUT'],
    ['deleted (archived, as it was redeemed)', 'DELETE'],
  ] as const)(
    'a reward %s between intent and payment: the order keeps its discount, the points debited once',
    async (_, method) => {
      const c = await customerWith(100);
      const r = await rewardOf();
      await addToCart(t, c, cake.id, 1);
      const intent = (await createIntent(t, c, { rewardId: r.id })).json<StorePaymentIntentReply>();
      const admin = bearer(await mintToken(t, adminClaims()));
      const url = `/api/admin/loyalty/rewards/${r.id}`;
      if (method === 'PUT') {
        const res = await t.app.inject({ method, url, headers: admin, payload: { active: false } });
        expect(res.statusCode, res.body).toBe(200);
        expect(await reward(r.id)).toMatchObject({ active: false, archivedAt: null });
      } else {
        expect((await t.app.inject({ method, url, headers: admin })).json()).toMatchObject({ outcome: 'archived' });
      }
      const order = await pay(c, intent);
      expect(order.discount).toBe('4.00');
      expect((await account(c)).totalPoints).toBe(36);
      const redeemed = (await history(c)).filter((row) => row.type === 'redeemed');
      expect(redeemed.map((row) => row.points)).toEqual([-100]);
      const [redemption] = await redemptionsOf(c);
      expect(redemption).toMatchObject({ status: 'committed', rewardId: r.id });
      expect((await reward(r.id)).currentUses).toBe(1);
      await expectLedgerIntact();
    },
  );

  it('spending the points on /loyalty in another tab after choosing the reward at checkout fails', async () => {
    const c = await customerWith(150);
    const r = await rewardOf({ pointsCost: 150 });
    await addToCart(t, c, cake.id, 1);
    const intent = (await createIntent(t, c, { rewardId: r.id })).json<StorePaymentIntentReply>();
    const elsewhere = await redeemOnLoyaltyPage(c, r.id);
    expect(elsewhere.statusCode).toBe(409);
    expect(elsewhere.json().code).toBe('NOT_ENOUGH_POINTS');
    const order = await pay(c, intent);
    expect(order.discount).toBe('4.00');
    await expectLedgerIntact();
  });

  it('an abandoned checkout gives its reward back after the hold, cancelling its intent first', async () => {
    const c = await customerWith(100);
    const r = await rewardOf();
    await addToCart(t, c, cake.id, 1);
    const intent = (await createIntent(t, c, { rewardId: r.id })).json<StorePaymentIntentReply>();
    // Within the hold nothing happens.
    await t.app.checkout.settlePaid({ quietSeconds: 0 });
    expect((await account(c)).totalPoints).toBe(0);
    await t.app.checkout.settlePaid({ quietSeconds: 0, rewardHoldMinutes: 0 });
    expect((await account(c)).totalPoints).toBe(100);
    expect((await intentAmount(intent.paymentIntentId)).status).toBe('canceled');
    const [row] = await t.database.db.select().from(checkouts).where(eq(checkouts.userId, c.user.id));
    expect(row).toMatchObject({ status: 'superseded', rewardReleasedAt: expect.any(Date) });
    // A second sweep changes nothing more.
    await t.app.checkout.settlePaid({ quietSeconds: 0, rewardHoldMinutes: 0 });
    expect((await history(c)).filter((row) => row.type === 'released')).toHaveLength(1);
    // The customer comes back: a new checkout reserves again.
    const back = await createIntent(t, c, { rewardId: r.id });
    expect(back.statusCode, back.body).toBe(200);
    expect((await account(c)).totalPoints).toBe(0);
    await expectLedgerIntact();
  });

  it('a paid checkout is never released by the sweep, even past the hold', async () => {
    const c = await customerWith(100);
    const r = await rewardOf();
    await addToCart(t, c, cake.id, 1);
    const intent = (await createIntent(t, c, { rewardId: r.id })).json<StorePaymentIntentReply>();
    expect((await saveDetails(t, c, intent.paymentIntentId)).statusCode).toBe(200);
    expect((await payWithCard(t, intent)).statusCode).toBe(200);
    // The sweep finds it paid: it makes the order (committing the reward) rather than releasing it.
    await t.app.checkout.settlePaid({ quietSeconds: 0, rewardHoldMinutes: 0 });
    const [redemption] = await redemptionsOf(c);
    expect(redemption!.status).toBe('committed');
    expect((await account(c)).totalPoints).toBe(36);
    await expectLedgerIntact();
  });

  it('a payment refunded because its slot filled up gives the reward back', async () => {
    const c = await customerWith(100);
    const r = await rewardOf();
    await addToCart(t, c, cake.id, 1);
    const intent = (await createIntent(t, c, { rewardId: r.id })).json<StorePaymentIntentReply>();
    expect((await saveDetails(t, c, intent.paymentIntentId)).statusCode).toBe(200);
    // The slot fills up while the customer pays (the payment's listener may fulfil at once).
    await t.database.db.update(businessSettings).set({ slotCapacity: 0 });
    try {
      expect((await payWithCard(t, intent)).statusCode).toBe(200);
      const res = await confirmOrder(t, c, intent.paymentIntentId, deliveryAddress());
      expect(res.statusCode).toBe(409);
      expect(res.json().code).toBe('PAYMENT_REFUNDED');
    } finally {
      await t.database.db.update(businessSettings).set({ slotCapacity: 1000 });
    }
    expect((await account(c)).totalPoints).toBe(100);
    const [redemption] = await redemptionsOf(c);
    expect(redemption!.status).toBe('released');
    expect((await reward(r.id)).currentUses).toBe(0);
    await expectLedgerIntact();
  });

  it('a reservation lost before the payment landed refunds instead of giving a discount without a debit', async () => {
    const c = await customerWith(100);
    const r = await rewardOf();
    await addToCart(t, c, cake.id, 1);
    const intent = (await createIntent(t, c, { rewardId: r.id })).json<StorePaymentIntentReply>();
    expect((await saveDetails(t, c, intent.paymentIntentId)).statusCode).toBe(200);
    // A release that should never race a payment (only a bug could do it): the points come back…
    const [held] = await redemptionsOf(c);
    await t.database.db.transaction((tx) => releaseReward(tx, held!.id, 'test'));
    expect((await account(c)).totalPoints).toBe(100);
    expect((await payWithCard(t, intent)).statusCode).toBe(200);
    const res = await confirmOrder(t, c, intent.paymentIntentId, deliveryAddress());
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toContain('loyalty reward');
    const [row] = await t.database.db.select().from(checkouts).where(eq(checkouts.userId, c.user.id));
    // …so the payment is refunded rather than becoming an order with a discount nobody paid for.
    expect(row).toMatchObject({ status: 'refunded', refundReason: 'reward_unavailable', orderId: null });
    expect((await intentAmount(intent.paymentIntentId)).status).toBe('succeeded');
    await expectLedgerIntact();
  });

  it('a payment for a checkout priced with a reward it never reserved is refunded, never an order with the discount', async () => {
    const c = await customerWith(100);
    const r = await rewardOf();
    await addToCart(t, c, cake.id, 1);
    const intent = (await createIntent(t, c, { rewardId: r.id })).json<StorePaymentIntentReply>();
    expect((await saveDetails(t, c, intent.paymentIntentId)).statusCode).toBe(200);
    // What the race of gap 1 left behind (a request made the intent before another's reservation
    // failed): the checkout names the reward, its discount is in the total, no reservation stands.
    const [held] = await redemptionsOf(c);
    await t.database.db.transaction((tx) => releaseReward(tx, held!.id, 'test'));
    await t.database.db.update(checkouts).set({ redemptionId: null }).where(eq(checkouts.userId, c.user.id));
    expect((await payWithCard(t, intent)).statusCode).toBe(200);
    const res = await confirmOrder(t, c, intent.paymentIntentId, deliveryAddress());
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json().message).toContain('loyalty reward');
    const [row] = await t.database.db.select().from(checkouts).where(eq(checkouts.userId, c.user.id));
    expect(row).toMatchObject({ status: 'refunded', refundReason: 'reward_unavailable', orderId: null });
    expect((await account(c)).totalPoints).toBe(100);
    await expectLedgerIntact();
  });
});
