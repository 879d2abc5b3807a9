/**
 * Rewards at checkout under races, on PostgreSQL (PGlite has one connection and cannot race).
 * Each race runs 20 rounds and the ledger's invariants are checked in SQL afterwards: balance =
 * Σ ledger ≥ 0, uses ≤ max uses, and Σ order discounts matched by exactly one debit each.
 */
import { randomUUID } from 'node:crypto';
import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { StoreProduct } from '../../../contracts/catalog';
import type { StorePaymentIntentReply } from '../../../contracts/checkout';
import {
  checkouts,
  loyaltyAccounts,
  loyaltyRedemptions,
  loyaltyRewards,
  orders,
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
import { createCustomerWithPoints, createProduct, createReward, type Customer } from '../../test/factories';
import { loyaltyInvariantViolations, NO_VIOLATIONS } from '../../test/loyalty-invariants';
import { describeRace } from '../../test/races';
import { createTestApp, type TestApp } from '../../test/test-app';

const ROUNDS = 20;
const RACERS = 20;
const RACE_TIMEOUT_MS = 300_000;

let t: TestApp;
const customerWith = (points: number) => createCustomerWithPoints(t, points);
/** 10% off for 100 points, unless said otherwise. */
const rewardOf = (values: Parameters<typeof createReward>[1] = {}) =>
  createReward(t, { discountValueHundredths: 1000, ...values });
let cake: StoreProduct;

/** The same customer with a cart of its own in another tab. */
async function inAnotherCart(c: Customer): Promise<Customer> {
  const tab = { ...c, sessionId: randomUUID() };
  await addToCart(t, tab, cake.id, 1);
  return tab;
}

const balanceOf = async (c: Customer) =>
  (await t.database.db.select().from(loyaltyAccounts).where(eq(loyaltyAccounts.userId, c.user.id)))[0]!.totalPoints;

async function expectLedgerIntact() {
  expect(await loyaltyInvariantViolations(t.database.db)).toEqual(NO_VIOLATIONS);
}

/**
 * Checkouts priced with a reward but holding no reservation whose payment intent can still be
 * paid: a discount that no debit stands behind. Every such intent must have been cancelled.
 */
async function payableDiscountsWithoutReservation() {
  return t.database.db
    .select({ checkout: checkouts.id, status: checkouts.status, intent: testPaymentIntents.status })
    .from(checkouts)
    .innerJoin(testPaymentIntents, eq(testPaymentIntents.id, checkouts.paymentIntentId))
    .where(and(isNotNull(checkouts.rewardId), isNull(checkouts.redemptionId), isNotNull(checkouts.paymentIntentId)))
    .then((rows) => rows.filter((row) => row.intent !== 'canceled'));
}

describeRace('rewards at checkout under races', () => {
  beforeAll(async () => {
    t = await createTestApp({
      RATE_LIMIT_PAYMENT_INTENTS_PER_MINUTE: '100000',
      RATE_LIMIT_CART_WRITES_PER_MINUTE: '100000',
    });
    await relaxShopRules(t);
    cake = await createProduct(t, { name: 'Race Reward Cake', priceCents: 4000 });
  });
  afterAll(() => t?.close());

  it(
    'one balance, twenty carts choosing the reward at once: exactly one reserves it, every round',
    async () => {
      for (let round = 0; round < ROUNDS; round++) {
        const reward = await rewardOf({ pointsCost: 150 });
        const c = await customerWith(150);
        const tabs = await Promise.all(Array.from({ length: RACERS }, () => inAnotherCart(c)));
        const answers = await Promise.all(tabs.map((tab) => createIntent(t, tab, { rewardId: reward.id })));
        const codes = answers.map((a) => a.statusCode);
        expect(
          codes.filter((s) => s === 200),
          `round ${round}`,
        ).toHaveLength(1);
        expect(
          codes.filter((s) => s === 409),
          `round ${round}`,
        ).toHaveLength(RACERS - 1);
        expect(await balanceOf(c)).toBe(0);
      }
      await expectLedgerIntact();
    },
    RACE_TIMEOUT_MS,
  );

  it(
    'P30 at checkout: twenty customers choosing a reward with maxUses 1 at once: exactly one gets it',
    async () => {
      for (let round = 0; round < ROUNDS; round++) {
        const reward = await rewardOf({ maxUses: 1 });
        const customers = await Promise.all(
          Array.from({ length: RACERS }, async () => inAnotherCart(await customerWith(500))),
        );
        const answers = await Promise.all(customers.map((c) => createIntent(t, c, { rewardId: reward.id })));
        const codes = answers.map((a) => a.statusCode);
        expect(
          codes.filter((s) => s === 200),
          `round ${round}: ${codes.join(' ')}`,
        ).toHaveLength(1);
        // Every loser is told, with a 409 and a message, that the reward is gone; none is a 5xx.
        expect(
          codes.filter((s) => s === 409),
          `round ${round}: ${codes.join(' ')}`,
        ).toHaveLength(RACERS - 1);
        for (const lost of answers.filter((a) => a.statusCode === 409)) {
          expect(lost.json<{ message: string }>().message, `round ${round}`).toMatch(
            /fully claimed|no longer available/,
          );
        }
        const [row] = await t.database.db.select().from(loyaltyRewards).where(eq(loyaltyRewards.id, reward.id));
        expect(row!.currentUses).toBe(1);
      }
      await expectLedgerIntact();
    },
    RACE_TIMEOUT_MS,
  );

  it(
    'the checkout and the loyalty page spending one balance at once: never both, every round',
    async () => {
      for (let round = 0; round < ROUNDS; round++) {
        const reward = await rewardOf({ pointsCost: 100 });
        const c = await customerWith(100);
        const tab = await inAnotherCart(c);
        const [atCheckout, onPage] = await Promise.all([
          createIntent(t, tab, { rewardId: reward.id }),
          t.app.inject({ method: 'POST', url: `/api/loyalty/${c.claims.sub}/redeem/${reward.id}`, headers: c.headers }),
        ]);
        const wins = [atCheckout.statusCode === 200, onPage.statusCode === 201].filter(Boolean);
        expect(wins, `round ${round}: ${atCheckout.statusCode} ${onPage.statusCode}`).toHaveLength(1);
        expect(await balanceOf(c)).toBe(0);
      }
      await expectLedgerIntact();
    },
    RACE_TIMEOUT_MS,
  );

  it(
    'one cart, many requests choosing the reward while its points are spent elsewhere: no payable discount without a reservation, every round',
    async () => {
      for (let round = 0; round < ROUNDS; round++) {
        const reward = await rewardOf({ pointsCost: 100 });
        const c = await customerWith(100);
        // Two tabs of the same customer, each sending its create-payment-intent several times
        // (double clicks, retries), and the loyalty page spending the same points meanwhile.
        const [first, second] = await Promise.all([inAnotherCart(c), inAnotherCart(c)]);
        const [onPage, ...answers] = await Promise.all([
          t.app.inject({ method: 'POST', url: `/api/loyalty/${c.claims.sub}/redeem/${reward.id}`, headers: c.headers }),
          ...Array.from({ length: RACERS / 2 }, () => createIntent(t, first, { rewardId: reward.id })),
          ...Array.from({ length: RACERS / 2 }, () => createIntent(t, second, { rewardId: reward.id })),
        ]);
        const codes = answers.map((a) => a.statusCode);
        expect(
          codes.filter((s) => s !== 200 && s !== 409),
          `round ${round}: ${codes.join(' ')}`,
        ).toEqual([]);
        // Every intent handed out belongs to a checkout whose reward is reserved.
        const handedOut = new Set(
          answers.filter((a) => a.statusCode === 200).map((a) => a.json<StorePaymentIntentReply>().paymentIntentId),
        );
        for (const intentId of handedOut) {
          const [row] = await t.database.db.select().from(checkouts).where(eq(checkouts.paymentIntentId, intentId));
          expect(row, `round ${round}: intent ${intentId}`).toMatchObject({ status: 'open' });
          expect(row!.redemptionId, `round ${round}: intent ${intentId} has no reservation`).not.toBeNull();
        }
        // The points went once: to the page or to one checkout, never both.
        const wins = (onPage.statusCode === 201 ? 1 : 0) + handedOut.size;
        expect(wins, `round ${round}: page ${onPage.statusCode}, intents ${handedOut.size}`).toBe(1);
        expect(await balanceOf(c)).toBe(0);
        expect(await payableDiscountsWithoutReservation(), `round ${round}`).toEqual([]);
      }
      await expectLedgerIntact();
    },
    RACE_TIMEOUT_MS,
  );

  it(
    'a paid checkout with a reward, its confirm calls and the sweep all at once: one order, one debit',
    async () => {
      for (let round = 0; round < ROUNDS; round++) {
        const reward = await rewardOf();
        const c = await inAnotherCart(await customerWith(100));
        const intent = (await createIntent(t, c, { rewardId: reward.id })).json<StorePaymentIntentReply>();
        expect((await saveDetails(t, c, intent.paymentIntentId)).statusCode).toBe(200);
        expect((await payWithCard(t, intent)).statusCode).toBe(200);
        const answers = await Promise.all([
          ...Array.from({ length: 8 }, () => confirmOrder(t, c, intent.paymentIntentId, deliveryAddress())),
          t.app.checkout.settlePaid({ quietSeconds: 0, rewardHoldMinutes: 0 }),
          t.app.checkout.settlePaid({ quietSeconds: 0, rewardHoldMinutes: 0 }),
        ]);
        const confirms = answers.slice(0, 8) as Awaited<ReturnType<typeof confirmOrder>>[];
        expect(new Set(confirms.map((r) => r.json().id)).size, `round ${round}`).toBe(1);
        const made = await t.database.db
          .select()
          .from(orders)
          .where(eq(orders.stripePaymentIntentId, intent.paymentIntentId));
        expect(made).toHaveLength(1);
        expect(made[0]!.discountCents).toBe(400);
        const [redemption] = await t.database.db
          .select()
          .from(loyaltyRedemptions)
          .where(eq(loyaltyRedemptions.userId, c.user.id));
        expect(redemption).toMatchObject({ status: 'committed', orderId: made[0]!.id });
      }
      await expectLedgerIntact();
    },
    RACE_TIMEOUT_MS,
  );
});
