/**
 * Cancel and refund racing the customer spending the same points (issue 20, decision 0108), on
 * PostgreSQL (PGlite has one connection and cannot race). Each round the order's 240 points are
 * spent while staff cancel it: on a /loyalty voucher (even rounds) or on a reward reserved by a
 * checkout (odd rounds), at a different moment each time. Afterwards, in SQL: Σ ledger = balance
 * and the other loyalty invariants hold, and the customer keeps none of the refunded order's
 * value: balance + unused vouchers + rewards held by checkouts − points owed = 0.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { StoreProduct } from '../../../contracts/catalog';
import { addToCart, createIntent, placeOrder, relaxShopRules } from '../../test/checkout-helpers';
import { createCustomer, createProduct, createReward, type Customer } from '../../test/factories';
import { loyaltyInvariantViolations, NO_VIOLATIONS } from '../../test/loyalty-invariants';
import { describeRace } from '../../test/races';
import { createTestApp, type TestApp } from '../../test/test-app';
import { adminClaims, bearer, mintToken } from '../../test/tokens';

const ROUNDS = 12;
const RACE_TIMEOUT_MS = 180_000;

let t: TestApp;
let cake: StoreProduct;
let filler: StoreProduct;
let admin: Record<string, string>;
let rewardId: string;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const rows = async <T>(query: ReturnType<typeof sql>) =>
  ((await t.database.db.execute(query)) as unknown as { rows: T[] }).rows;

const cancel = (orderId: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/admin/orders/${orderId}/cancel`,
    headers: admin,
    payload: { reason: 'Refunded in a race' },
  });
const redeemOnLoyaltyPage = (c: Customer) =>
  t.app.inject({ method: 'POST', url: `/api/loyalty/${c.claims.sub}/redeem/${rewardId}`, headers: c.headers });
const reserveAtCheckout = (c: Customer) => createIntent(t, c, { rewardId });

/** What the customer still holds of value from points: it must be nothing once the order is refunded. */
async function valueLeft(c: Customer) {
  const [row] = await rows<{ value: number }>(sql`
    select (a.total_points - a.points_owed + coalesce((
      select sum(d.points) from loyalty_redemptions d
      where d.user_id = a.user_id and d.status in ('available', 'reserved')), 0))::int as value
    from loyalty_accounts a where a.user_id = ${c.user.id}`);
  return row!.value;
}

describeRace('cancel and refund racing a spend of the same points', () => {
  beforeAll(async () => {
    t = await createTestApp({
      RATE_LIMIT_PAYMENT_INTENTS_PER_MINUTE: '100000',
      RATE_LIMIT_REDEMPTIONS_PER_MINUTE: '100000',
      RATE_LIMIT_CART_WRITES_PER_MINUTE: '100000',
      RATE_LIMIT_CART_WRITES_PER_IP_PER_MINUTE: '100000',
    });
    await relaxShopRules(t);
    cake = await createProduct(t, { name: 'Race Refund Cake', priceCents: 24000 });
    filler = await createProduct(t, { name: 'Race Refund Tart', priceCents: 3000 });
    admin = bearer(await mintToken(t, adminClaims()));
    rewardId = (
      await createReward(t, {
        name: '$20 off',
        pointsCost: 240,
        discountType: 'fixed_amount',
        discountValueHundredths: 2000,
      })
    ).id;
  });
  afterAll(() => t?.close());

  it(
    'never leaves the refunded points with the customer, 12 rounds',
    async () => {
      const outcomes: string[] = [];
      for (let round = 0; round < ROUNDS; round += 1) {
        const c = await createCustomer(t);
        const { order } = await placeOrder(t, c, cake.id, 1);
        expect(order.pointsEarned).toBe(240);
        const spend = round % 2 === 0 ? redeemOnLoyaltyPage : reserveAtCheckout;
        if (spend === reserveAtCheckout) await addToCart(t, c, filler.id, 1);
        // One side starts a little after the other, by a different amount each round (positive:
        // the cancel waits; its refund goes through the gateway first), so either may win.
        // A checkout's reserve takes longer than a voucher's redeem, hence its later cancels.
        const delays = spend === redeemOnLoyaltyPage ? [-200, -100, -40, 0, 30, 60] : [0, 40, 80, 120, 200, 300];
        const delay = delays[Math.floor(round / 2) % delays.length]!;
        const [cancelled, spent] = await Promise.all([
          sleep(Math.max(delay, 0)).then(() => cancel(order.id)),
          sleep(Math.max(-delay, 0)).then(() => spend(c)),
        ]);
        expect(cancelled.statusCode, cancelled.body).toBe(200);
        expect([200, 201, 409], spent.body).toContain(spent.statusCode);
        outcomes.push(`${spend === redeemOnLoyaltyPage ? 'voucher' : 'checkout'} ${spent.statusCode}`);
        expect(await valueLeft(c), `round ${round}`).toBe(0);
      }
      expect(await loyaltyInvariantViolations(t.database.db)).toEqual(NO_VIOLATIONS);
      // The rounds are reported, not asserted: which side wins depends on the machine's timing.
      console.info(`cancel vs spend, each round: ${outcomes.join(', ')}`);
    },
    RACE_TIMEOUT_MS,
  );
});
