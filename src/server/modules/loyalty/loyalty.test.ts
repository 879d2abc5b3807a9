/** The loyalty module through HTTP: reads answer only to their owner, redemption is all or nothing. */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StoreProduct } from '../../../contracts/catalog';
import type {
  AdminLoyaltyReward,
  StoreLoyaltyAccount,
  StoreLoyaltyReward,
  StoreLoyaltyTransaction,
  StoreRedeemRewardResult,
} from '../../../contracts/loyalty';
import { parseMoney } from '../../../domain/money';
import { loyaltyAccounts, loyaltyRedemptions, loyaltyRewards, loyaltyTransactions, orders } from '../../db/schema';
import { placeOrder, relaxShopRules } from '../../test/checkout-helpers';
import { createCustomerWithPoints, createProduct, createReward, type Customer } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { adminClaims, bearer, mintToken } from '../../test/tokens';
import { reverseOrderPoints } from './points-reversal';

let t: TestApp;
const customerWith = (points: number) => createCustomerWithPoints(t, points);
const rewardOf = (values: Parameters<typeof createReward>[1] = {}) => createReward(t, values);
let admin: Record<string, string>;
let ladoo: StoreProduct;

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_PAYMENT_INTENTS_PER_MINUTE: '1000' });
  await relaxShopRules(t);
  admin = bearer(await mintToken(t, adminClaims()));
  ladoo = await createProduct(t, { name: 'Loyalty Test Ladoo', priceCents: 1000 });
});
afterAll(() => t.close());

const get = (url: string, headers?: Record<string, string>) => t.app.inject({ url, headers });
const redeem = (c: Customer, rewardId: string, key = c.claims.sub!, headers = c.headers, payload?: object) =>
  t.app.inject({ method: 'POST', url: `/api/loyalty/${key}/redeem/${rewardId}`, headers, payload });

/** Balance, ledger sum and uses, straight from SQL. */
async function stateOf(c: Customer, rewardId: string) {
  const db = t.database.db;
  const [account] = await db.select().from(loyaltyAccounts).where(eq(loyaltyAccounts.userId, c.user.id));
  const [ledger] = await db
    .select({ sum: sql<number>`coalesce(sum(${loyaltyTransactions.points}), 0)::int`, n: sql<number>`count(*)::int` })
    .from(loyaltyTransactions)
    .where(eq(loyaltyTransactions.userId, c.user.id));
  const [reward] = await db.select().from(loyaltyRewards).where(eq(loyaltyRewards.id, rewardId));
  const vouchers = await db.select().from(loyaltyRedemptions).where(eq(loyaltyRedemptions.userId, c.user.id));
  return {
    balance: account?.totalPoints ?? 0,
    ledgerSum: ledger!.sum,
    ledgerRows: ledger!.n,
    uses: reward!.currentUses,
    vouchers: vouchers.length,
  };
}

describe('GET /api/loyalty/{id}', () => {
  it("answers the owner's balance, spend and membership by subject or our user id", async () => {
    const c = await customerWith(250);
    const bySub = await get(`/api/loyalty/${c.claims.sub}`, c.headers);
    expect(bySub.statusCode).toBe(200);
    expect(bySub.headers['cache-control']).toBe('no-store');
    expect(bySub.json<StoreLoyaltyAccount>()).toMatchObject({ totalPoints: 250, totalSpent: '0.00', vouchers: [] });
    expect(Date.parse(bySub.json<StoreLoyaltyAccount>().memberSince)).not.toBeNaN();
    expect((await get(`/api/loyalty/${c.user.id}`, c.headers)).json()).toEqual(bySub.json());
  });

  it('is 404 for a customer who has no account yet, 401 without a token', async () => {
    const c = await customerWith(0);
    const none = await get(`/api/loyalty/${c.claims.sub}`, c.headers);
    expect(none.statusCode).toBe(404);
    expect(none.json()).toMatchObject({ message: 'No loyalty account yet' });
    expect((await get(`/api/loyalty/${c.claims.sub}`)).statusCode).toBe(401);
  });

  it("P02: never shows another customer's balance or history (404), nor to nobody (401)", async () => {
    const a = await customerWith(10);
    const b = await customerWith(999);
    for (const url of [`/api/loyalty/${b.claims.sub}`, `/api/loyalty/${b.claims.sub}/transactions`]) {
      const asA = await get(url, a.headers);
      expect(asA.statusCode).toBe(404);
      // The answer without its request id, a random UUID that may itself hold "999".
      const { requestId: _requestId, ...said } = asA.json<Record<string, unknown>>();
      expect(JSON.stringify(said)).not.toContain('999');
      expect((await get(url)).statusCode).toBe(401);
    }
    expect((await get(`/api/loyalty/${b.user.id}`, a.headers)).statusCode).toBe(404);
  });
});

describe('GET /api/loyalty/{id}/transactions and /api/loyalty/rewards', () => {
  it('lists the ledger newest first, signed, and only active rewards', async () => {
    const c = await customerWith(300);
    const reward = await rewardOf({ pointsCost: 120 });
    const hidden = await rewardOf({ active: false });
    expect((await redeem(c, reward.id)).statusCode).toBe(201);
    const rows = (await get(`/api/loyalty/${c.claims.sub}/transactions`, c.headers)).json<StoreLoyaltyTransaction[]>();
    expect(rows.map((r) => [r.type, r.points, r.description])).toEqual([
      ['redeemed', -120, `Redeemed: ${reward.name}`],
      ['adjustment', 300, 'Welcome gift'],
    ]);
    const rewards = (await get('/api/loyalty/rewards', c.headers)).json<StoreLoyaltyReward[]>();
    expect(rewards.find((r) => r.id === reward.id)).toMatchObject({
      name: reward.name,
      pointsCost: 120,
      discountType: 'percentage',
      discountValue: '5.00',
      minimumSpend: '0.00',
      maxUses: null,
      currentUses: 1,
      active: true,
    });
    expect(rewards.some((r) => r.id === hidden.id)).toBe(false);
    expect(rewards.every((r) => r.active)).toBe(true);
    expect((await get('/api/loyalty/rewards')).statusCode).toBe(401);
  });

  it('a customer without points has an empty history', async () => {
    const c = await customerWith(0);
    expect((await get(`/api/loyalty/${c.claims.sub}/transactions`, c.headers)).json()).toEqual([]);
  });
});

describe('POST /api/loyalty/{id}/redeem/{rewardId}', () => {
  it('debits the points, counts the use and gives a voucher the account then lists', async () => {
    const c = await customerWith(250);
    const reward = await rewardOf({ pointsCost: 200, maxUses: 5, minimumSpendCents: 2000 });
    const res = await redeem(c, reward.id);
    expect(res.statusCode).toBe(201);
    const body = res.json<StoreRedeemRewardResult>();
    expect(body.totalPoints).toBe(50);
    expect(body.voucher).toMatchObject({ rewardId: reward.id, name: reward.name, points: 200, minimumSpend: '20.00' });
    expect(await stateOf(c, reward.id)).toEqual({ balance: 50, ledgerSum: 50, ledgerRows: 2, uses: 1, vouchers: 1 });
    const [voucher] = await t.database.db
      .select()
      .from(loyaltyRedemptions)
      .where(eq(loyaltyRedemptions.userId, c.user.id));
    expect(voucher!.status).toBe('available');
    const account = (await get(`/api/loyalty/${c.claims.sub}`, c.headers)).json<StoreLoyaltyAccount>();
    expect(account.totalPoints).toBe(50);
    expect(account.vouchers).toEqual([body.voucher]);
  });

  it('P29: refuses too few points, an inactive reward and a used-up reward, changing nothing', async () => {
    const c = await customerWith(150);
    const dear = await rewardOf({ pointsCost: 200 });
    const inactive = await rewardOf({ active: false });
    const usedUp = await rewardOf({ maxUses: 1, currentUses: 1 });
    const cases = [
      [dear, 'NOT_ENOUGH_POINTS', 'You need 50 more points'],
      [inactive, 'REWARD_INACTIVE', 'no longer available'],
      [usedUp, 'REWARD_LIMIT_REACHED', 'fully claimed'],
    ] as const;
    for (const [reward, code, message] of cases) {
      const before = await stateOf(c, reward.id);
      // A client's "eligible" flag or cost in the body is never read.
      const res = await redeem(c, reward.id, c.claims.sub!, c.headers, { eligible: true, pointsCost: 1 });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ code });
      expect(res.json<{ message: string }>().message).toContain(message);
      expect(await stateOf(c, reward.id)).toEqual(before);
    }
  });

  it('is 404 for an unknown reward or one that is not a UUID, and for a customer with no account', async () => {
    const c = await customerWith(500);
    expect((await redeem(c, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await redeem(c, 'not-a-reward')).statusCode).toBe(404);
    const none = await customerWith(0);
    const reward = await rewardOf();
    const res = await redeem(none, reward.id);
    expect(res.statusCode).toBe(409);
    expect(res.json<{ message: string }>().message).toContain('You need 100 more points');
  });

  it("P03: cannot spend another customer's points (404) nor anybody's without a token (401)", async () => {
    const a = await customerWith(500);
    const b = await customerWith(500);
    const reward = await rewardOf();
    const before = await stateOf(b, reward.id);
    expect((await redeem(a, reward.id, b.claims.sub!)).statusCode).toBe(404);
    expect((await redeem(a, reward.id, b.user.id)).statusCode).toBe(404);
    expect((await redeem(b, reward.id, b.claims.sub!, {})).statusCode).toBe(401);
    expect(await stateOf(b, reward.id)).toEqual(before);
    expect(await stateOf(a, reward.id)).toMatchObject({ balance: 500, uses: 0 });
  });
});

describe('reverseOrderPoints', () => {
  it("takes back an order's points once, voiding the unused voucher they bought, never below zero", async () => {
    const c = await customerWith(0);
    const { order } = await placeOrder(t, c, ladoo.id, 3);
    expect(order.pointsEarned).toBe(30);
    const reward = await rewardOf({ pointsCost: 25 });
    expect((await redeem(c, reward.id)).statusCode).toBe(201);
    const reversal = {
      userId: c.user.id,
      orderId: order.id,
      orderNumber: order.orderNumber!,
      reason: 'refunded',
      spentCents: parseMoney(order.totalAmount),
    };
    // Until issue 20 this took 5 and left the voucher usable (decision 0108): now the voucher
    // bought with the order's points is voided and all 30 come back.
    const taken = await t.database.db.transaction((tx) => reverseOrderPoints(tx, reversal));
    expect(taken).toBe(30);
    expect(await t.database.db.transaction((tx) => reverseOrderPoints(tx, reversal))).toBe(0);
    expect(await stateOf(c, reward.id)).toMatchObject({ balance: 0, ledgerSum: 0, ledgerRows: 4 });
    const [voucher] = await t.database.db
      .select()
      .from(loyaltyRedemptions)
      .where(eq(loyaltyRedemptions.userId, c.user.id));
    expect(voucher!.status).toBe('voided');
    const [latest, voided] = (await get(`/api/loyalty/${c.claims.sub}/transactions`, c.headers)).json<
      StoreLoyaltyTransaction[]
    >();
    expect(voided).toMatchObject({ type: 'voided', points: 25 });
    expect(latest).toMatchObject({ type: 'reversed', points: -30 });
    expect(latest!.description).toBe(`Order #${order.orderNumber} refunded: 30 points reversed`);
    // The refund itself is recorded on the order (as cancel does); total spent reads it (decision 0120).
    await t.database.db
      .update(orders)
      .set({ status: 'cancelled', cancelledAt: new Date(), refundedCents: parseMoney(order.totalAmount) })
      .where(eq(orders.id, order.id));
    expect((await get(`/api/loyalty/${c.claims.sub}`, c.headers)).json()).toMatchObject({
      totalSpent: '0.00',
      vouchers: [],
    });
  });

  it('takes all the points when they are still there', async () => {
    const c = await customerWith(0);
    const { order } = await placeOrder(t, c, ladoo.id, 2);
    const taken = await t.database.db.transaction((tx) =>
      reverseOrderPoints(tx, {
        userId: c.user.id,
        orderId: order.id,
        orderNumber: order.orderNumber!,
        reason: 'cancelled',
        spentCents: 2000,
      }),
    );
    expect(taken).toBe(20);
    const [latest] = (await get(`/api/loyalty/${c.claims.sub}/transactions`, c.headers)).json<
      StoreLoyaltyTransaction[]
    >();
    expect(latest!.description).toBe(`Order #${order.orderNumber} cancelled: 20 points reversed`);
  });
});

describe('admin rewards', () => {
  const url = '/api/admin/loyalty/rewards';
  const create = (payload: object, headers = admin) => t.app.inject({ method: 'POST', url, headers, payload });

  it('creates with the defaults of admin section 9, lists, edits and toggles active alone', async () => {
    const res = await create({ name: 'Birthday treat', description: 'A little something', discountValue: '5' });
    expect(res.statusCode).toBe(201);
    const reward = res.json<AdminLoyaltyReward>();
    expect(reward).toMatchObject({
      pointsCost: 100,
      discountType: 'percentage',
      discountValue: '5.00',
      minimumSpend: '0.00',
      maxUses: null,
      currentUses: 0,
      active: true,
    });
    expect((await get(url, admin)).json<AdminLoyaltyReward[]>().some((r) => r.id === reward.id)).toBe(true);
    const off = await t.app.inject({
      method: 'PUT',
      url: `${url}/${reward.id}`,
      headers: admin,
      payload: { active: false },
    });
    expect(off.json()).toMatchObject({ active: false, name: 'Birthday treat', discountValue: '5.00' });
    const edited = await t.app.inject({
      method: 'PUT',
      url: `${url}/${reward.id}`,
      headers: admin,
      payload: {
        name: '$12 off',
        description: 'Twelve dollars',
        pointsCost: 250,
        discountType: 'fixed_amount',
        discountValue: 12.5,
        minimumSpend: '30',
        maxUses: 3,
        active: true,
      },
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({
      name: '$12 off',
      pointsCost: 250,
      discountType: 'fixed_amount',
      discountValue: '12.50',
      minimumSpend: '30.00',
      maxUses: 3,
    });
  });

  it('refuses what admin section 5 refuses, naming the field', async () => {
    const base = { name: 'R', description: 'D', pointsCost: 100, discountType: 'percentage', discountValue: '10' };
    const bad: [object, string][] = [
      [{ ...base, name: '' }, 'name'],
      [{ ...base, description: ' ' }, 'description'],
      [{ ...base, discountValue: '' }, 'discountValue'],
      [{ ...base, pointsCost: 0 }, 'pointsCost'],
      [{ ...base, pointsCost: 1.5 }, 'pointsCost'],
      [{ ...base, discountValue: '0' }, 'discountValue'],
      [{ ...base, discountValue: '101' }, 'discountValue'],
      [{ ...base, discountType: 'fixed_amount', discountValue: '0' }, 'discountValue'],
      [{ ...base, minimumSpend: '-1' }, 'minimumSpend'],
      [{ ...base, maxUses: 0 }, 'maxUses'],
      [{ ...base, currentUses: 0 }, 'currentUses'],
    ];
    for (const [payload, field] of bad) {
      const res = await create(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.body, JSON.stringify(payload)).toContain(field);
    }
    const ok = await create({ ...base, discountType: 'fixed_amount', discountValue: '0.01', maxUses: '' });
    expect(ok.statusCode).toBe(201);
    expect(ok.json()).toMatchObject({ maxUses: null, discountValue: '0.01' });
  });

  it.each([
    ['a percentage of 150', { discountValue: '150' }, 'discountValue'],
    ['a percentage of -10', { discountValue: '-10' }, 'discountValue'],
    ['a fixed amount of -10', { discountType: 'fixed_amount', discountValue: '-10' }, 'discountValue'],
    ['a points cost of 0', { pointsCost: 0 }, 'pointsCost'],
    ['maxUses -1', { maxUses: -1 }, 'maxUses'],
  ])('refuses %s (P21) on create and on update, storing nothing', async (_name, change, field) => {
    const base = {
      name: 'P21',
      description: 'Bad input',
      pointsCost: 100,
      discountType: 'percentage',
      discountValue: '10',
    };
    const before = await t.database.db.select().from(loyaltyRewards);
    const created = await create({ ...base, ...change });
    expect(created.statusCode, created.body).toBe(400);
    expect(created.json().fields?.[field], created.body).toBeTruthy();
    expect(await t.database.db.select().from(loyaltyRewards)).toHaveLength(before.length);

    const reward = (await create(base)).json<AdminLoyaltyReward>();
    const updated = await t.app.inject({
      method: 'PUT',
      url: `${url}/${reward.id}`,
      headers: admin,
      payload: { ...base, ...change },
    });
    expect(updated.statusCode, updated.body).toBe(400);
    expect(updated.json().fields?.[field], updated.body).toBeTruthy();
    const [row] = await t.database.db.select().from(loyaltyRewards).where(eq(loyaltyRewards.id, reward.id));
    expect(row).toMatchObject({
      pointsCost: 100,
      discountType: 'percentage',
      discountValueHundredths: 1000,
      maxUses: null,
    });
  });

  it('deletes a reward never redeemed; one ever redeemed is deactivated and hidden, its history whole', async () => {
    const fresh = (
      await create({ name: 'Fresh', description: 'Never used', discountValue: '5' })
    ).json<AdminLoyaltyReward>();
    const gone = await t.app.inject({ method: 'DELETE', url: `${url}/${fresh.id}`, headers: admin });
    expect(gone.json()).toMatchObject({ outcome: 'deleted' });
    expect(await t.database.db.select().from(loyaltyRewards).where(eq(loyaltyRewards.id, fresh.id))).toEqual([]);

    const used = (
      await create({ name: 'Used', description: 'Redeemed once', discountValue: '5', pointsCost: 10 })
    ).json<AdminLoyaltyReward>();
    const c = await customerWith(10);
    expect((await redeem(c, used.id)).statusCode).toBe(201);
    const kept = await t.app.inject({ method: 'DELETE', url: `${url}/${used.id}`, headers: admin });
    expect(kept.statusCode).toBe(200);
    expect(kept.json()).toMatchObject({ outcome: 'archived' });
    const [row] = await t.database.db.select().from(loyaltyRewards).where(eq(loyaltyRewards.id, used.id));
    expect(row).toMatchObject({ active: false, currentUses: 1 });
    expect(row!.archivedAt).not.toBeNull();
    expect((await get(url, admin)).json<AdminLoyaltyReward[]>().some((r) => r.id === used.id)).toBe(false);
    expect(
      (await get('/api/loyalty/rewards', c.headers)).json<StoreLoyaltyReward[]>().some((r) => r.id === used.id),
    ).toBe(false);
    expect((await get(`/api/loyalty/${c.claims.sub}`, c.headers)).json<StoreLoyaltyAccount>().vouchers).toHaveLength(1);
    expect((await t.app.inject({ method: 'DELETE', url: `${url}/${used.id}`, headers: admin })).statusCode).toBe(404);
    expect(
      (await t.app.inject({ method: 'PUT', url: `${url}/${used.id}`, headers: admin, payload: { active: true } }))
        .statusCode,
    ).toBe(404);
  });

  it('answers only admins: 401 without a token, 403 for a customer', async () => {
    const c = await customerWith(0);
    expect((await get(url)).statusCode).toBe(401);
    expect((await get(url, c.headers)).statusCode).toBe(403);
    expect((await create({ name: 'x', description: 'y', discountValue: '5' }, c.headers)).statusCode).toBe(403);
  });
});
