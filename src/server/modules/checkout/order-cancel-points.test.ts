/**
 * A refund never leaves the points it earned with the customer (issue 20, decision 0108): staff
 * see what cancelling will take back before they confirm; cancelling reverses the earned points,
 * voids an unused voucher bought with them, and records what was spent and cannot be taken back
 * as points owed, which the next points the account receives repay first.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminCancelPreview } from '../../../contracts/admin-orders';
import type { StoreProduct } from '../../../contracts/catalog';
import type { StoreOrder, StorePaymentIntentReply } from '../../../contracts/checkout';
import type { StoreLoyaltyAccount, StoreLoyaltyTransaction } from '../../../contracts/loyalty';
import { loyaltyAccounts, loyaltyRedemptions } from '../../db/schema';
import {
  addToCart,
  confirmOrder,
  createIntent,
  deliveryAddress,
  payWithCard,
  placeOrder,
  relaxShopRules,
  saveDetails,
} from '../../test/checkout-helpers';
import { createCustomer, createProduct, createReward, type Customer } from '../../test/factories';
import { loyaltyInvariantViolations, NO_VIOLATIONS } from '../../test/loyalty-invariants';
import { createTestApp, type TestApp } from '../../test/test-app';
import { adminClaims, bearer, customerClaims, mintToken } from '../../test/tokens';

let t: TestApp;
let bigCake: StoreProduct;
let smallCake: StoreProduct;
let admin: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_PAYMENT_INTENTS_PER_MINUTE: '1000', RATE_LIMIT_REDEMPTIONS_PER_MINUTE: '1000' });
  await relaxShopRules(t);
  bigCake = await createProduct(t, { name: 'Points Test Wedding Cake', priceCents: 24000 });
  smallCake = await createProduct(t, { name: 'Points Test Cupcake', priceCents: 3000 });
  admin = bearer(await mintToken(t, adminClaims()));
});
afterAll(() => t.close());

const cancel = (id: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/admin/orders/${id}/cancel`,
    headers: admin,
    payload: { reason: 'Refund' },
  });
const preview = (id: string, headers = admin) =>
  t.app.inject({ url: `/api/admin/orders/${id}/cancel-preview`, headers });
const redeem = (c: Customer, rewardId: string) =>
  t.app.inject({ method: 'POST', url: `/api/loyalty/${c.claims.sub}/redeem/${rewardId}`, headers: c.headers });

async function accountOf(c: Customer) {
  const [row] = await t.database.db.select().from(loyaltyAccounts).where(eq(loyaltyAccounts.userId, c.user.id));
  return { points: row!.totalPoints, owed: row!.pointsOwed };
}

const ledgerOf = async (c: Customer) =>
  (await t.app.inject({ url: `/api/loyalty/${c.claims.sub}/transactions`, headers: c.headers })).json<
    StoreLoyaltyTransaction[]
  >();

/** A $240 order that earns 240 points, and a $20 voucher bought with exactly those points. */
async function orderThenVoucher() {
  const c = await createCustomer(t);
  const { order } = await placeOrder(t, c, bigCake.id, 1);
  expect(order.pointsEarned).toBe(240);
  const reward = await createReward(t, {
    name: '$20 off',
    pointsCost: 240,
    discountType: 'fixed_amount',
    discountValueHundredths: 2000,
  });
  const bought = await redeem(c, reward.id);
  expect(bought.statusCode, bought.body).toBe(201);
  const voucherId = bought.json<{ voucher: { id: string } }>().voucher.id;
  expect(await accountOf(c)).toEqual({ points: 0, owed: 0 });
  return { c, order: order as StoreOrder, voucherId };
}

describe('cancelling an order whose points were spent on a voucher', () => {
  it('tells staff first, then takes back all 240 points by voiding the unused $20 voucher', async () => {
    const { c, order, voucherId } = await orderThenVoucher();

    const seen = await preview(order.id);
    expect(seen.statusCode, seen.body).toBe(200);
    expect(seen.json<AdminCancelPreview>()).toEqual({
      refund: order.totalAmount,
      storeCredit: '0.00',
      pointsEarned: 240,
      pointsFromBalance: 0,
      vouchersVoided: [{ name: '$20 off', points: 240 }],
      pointsOwed: 0,
    });
    // Looking changes nothing.
    expect(await accountOf(c)).toEqual({ points: 0, owed: 0 });

    expect((await cancel(order.id)).statusCode).toBe(200);
    expect(await accountOf(c)).toEqual({ points: 0, owed: 0 });
    const [voucher] = await t.database.db.select().from(loyaltyRedemptions).where(eq(loyaltyRedemptions.id, voucherId));
    expect(voucher!.status).toBe('voided');
    // The voucher is gone from the account and no checkout takes it.
    const account = (
      await t.app.inject({ url: `/api/loyalty/${c.claims.sub}`, headers: c.headers })
    ).json<StoreLoyaltyAccount>();
    expect(account.vouchers).toEqual([]);
    await addToCart(t, c, smallCake.id, 1);
    expect((await createIntent(t, c, { voucherId })).statusCode).toBe(409);
    const [reversed, voided] = await ledgerOf(c);
    expect(voided).toMatchObject({ type: 'voided', points: 240 });
    expect(voided!.description).toContain('$20 off');
    expect(reversed).toMatchObject({ type: 'reversed', points: -240 });
    expect(await loyaltyInvariantViolations(t.database.db)).toEqual(NO_VIOLATIONS);
  });

  it('records points already used as owed, shows them to staff, and repays them from the next order', async () => {
    const { c, order, voucherId } = await orderThenVoucher();
    // The voucher is used on a second order ($30 − $20), which earns points of its own.
    await addToCart(t, c, smallCake.id, 1);
    const intent = (await createIntent(t, c, { voucherId })).json<StorePaymentIntentReply>();
    expect((await saveDetails(t, c, intent.paymentIntentId)).statusCode).toBe(200);
    await payWithCard(t, intent);
    const second = (await confirmOrder(t, c, intent.paymentIntentId, deliveryAddress())).json<StoreOrder>();
    const earnedBySecond = second.pointsEarned;
    expect(earnedBySecond).toBeGreaterThan(0);
    expect(earnedBySecond).toBeLessThan(240);
    const owed = 240 - earnedBySecond;

    expect((await preview(order.id)).json<AdminCancelPreview>()).toMatchObject({
      pointsEarned: 240,
      pointsFromBalance: earnedBySecond,
      vouchersVoided: [],
      pointsOwed: owed,
    });
    expect((await cancel(order.id)).statusCode).toBe(200);
    expect(await accountOf(c)).toEqual({ points: 0, owed });
    const [voucher] = await t.database.db.select().from(loyaltyRedemptions).where(eq(loyaltyRedemptions.id, voucherId));
    expect(voucher!.status).toBe('committed');
    expect((await ledgerOf(c))[0]!.description).toContain(`${owed} points owed`);

    // The next order's points repay what is owed first.
    const { order: third } = await placeOrder(t, c, bigCake.id, 1);
    expect(third.pointsEarned).toBe(240);
    expect(await accountOf(c)).toEqual({ points: 240 - owed, owed: 0 });
    const [repaid, earned] = await ledgerOf(c);
    expect(earned).toMatchObject({ type: 'earned', points: 240 });
    expect(repaid).toMatchObject({ type: 'repaid', points: -owed });
    expect(await loyaltyInvariantViolations(t.database.db)).toEqual(NO_VIOLATIONS);
  });

  it('previews an order whose points are all still there, and guards the route', async () => {
    const c = await createCustomer(t);
    const { order } = await placeOrder(t, c, smallCake.id, 1);
    expect((await preview(order.id)).json<AdminCancelPreview>()).toMatchObject({
      pointsEarned: 30,
      pointsFromBalance: 30,
      vouchersVoided: [],
      pointsOwed: 0,
    });
    expect((await preview(crypto.randomUUID())).statusCode).toBe(404);
    expect((await preview('not-a-uuid')).statusCode).toBe(400);
    expect((await preview(order.id, bearer(await mintToken(t, customerClaims())))).statusCode).toBe(403);
    expect((await preview(order.id, {})).statusCode).toBe(401);
    expect((await cancel(order.id)).statusCode).toBe(200);
    const after = await preview(order.id);
    expect(after.statusCode).toBe(409);
    expect(after.json()).toMatchObject({ code: 'ORDER_CANCELLED' });
    expect(await accountOf(c)).toEqual({ points: 0, owed: 0 });
  });
});
