/**
 * P32: ten confirm-order calls for one paid intent, all at once, on PostgreSQL (PGlite has one
 * connection and cannot race). Twenty rounds; after them the invariants are read in SQL: one
 * order per intent, points credited once per order, the paid lines removed once and nothing else.
 */
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { StoreProduct } from '../../../contracts/catalog';
import type { StoreOrder, StorePaymentIntentReply } from '../../../contracts/checkout';
import { cartItems, loyaltyAccounts, loyaltyTransactions, orders } from '../../db/schema';
import {
  addToCart,
  paidWithoutFollowUp,
  confirmOrder,
  createIntent,
  relaxShopRules,
  saveDetails,
} from '../../test/checkout-helpers';
import { createCustomer, createProduct } from '../../test/factories';
import { loyaltyInvariantViolations, NO_VIOLATIONS } from '../../test/loyalty-invariants';
import { describeRace } from '../../test/races';
import { createTestApp, type TestApp } from '../../test/test-app';

const ROUNDS = 20;
const CONFIRMS = 10;
const RACE_TIMEOUT_MS = 300_000;

let t: TestApp;
let paid: StoreProduct;
let unpaid: StoreProduct;

const rows = async <T>(query: ReturnType<typeof sql>) =>
  ((await t.database.db.execute(query)) as unknown as { rows: T[] }).rows;

const linesOf = (sessionId: string) =>
  t.database.db
    .select({ productId: cartItems.productId, quantity: cartItems.quantity })
    .from(cartItems)
    .where(eq(cartItems.sessionId, sessionId));

describeRace('P32 confirm-order racing itself', () => {
  beforeAll(async () => {
    t = await createTestApp({
      RATE_LIMIT_PAYMENT_INTENTS_PER_MINUTE: '100000',
      RATE_LIMIT_CART_WRITES_PER_MINUTE: '100000',
    });
    await relaxShopRules(t);
    paid = await createProduct(t, { name: 'Race Confirm Tart', priceCents: 1250 });
    unpaid = await createProduct(t, { name: 'Race Confirm Loaf', priceCents: 900 });
  });
  afterAll(() => t?.close());

  it(
    'P32 ten confirms of one paid intent at once: one order, points once, cart emptied once, every round',
    async () => {
      const intents: string[] = [];
      for (let round = 0; round < ROUNDS; round++) {
        const c = await createCustomer(t);
        await addToCart(t, c, paid.id, 2);
        const intent = (await createIntent(t, c)).json<StorePaymentIntentReply>();
        expect((await saveDetails(t, c, intent.paymentIntentId)).statusCode, `round ${round}`).toBe(200);
        // A line added after the intent is not paid for: the order must leave it in the cart.
        await addToCart(t, c, unpaid.id, 1);
        // Paid without the gateway's own follow-up, so only the racing confirms make the order.
        await paidWithoutFollowUp(t, intent.paymentIntentId);
        intents.push(intent.paymentIntentId);

        const answers = await Promise.all(
          Array.from({ length: CONFIRMS }, () => confirmOrder(t, c, intent.paymentIntentId)),
        );
        const codes = answers.map((a) => a.statusCode);
        // Losers may get the winner's order (200) or 409, never a 500 or a second order.
        expect(
          codes.every((s) => s === 200 || s === 409),
          `round ${round}: ${codes.join(',')}`,
        ).toBe(true);
        const winners = answers.filter((a) => a.statusCode === 200).map((a) => a.json<StoreOrder>());
        expect(winners.length, `round ${round}`).toBeGreaterThan(0);
        expect(new Set(winners.map((o) => o.id)).size, `round ${round}`).toBe(1);
        expect(winners[0]!.items.map((i) => i.productName)).toEqual([paid.name]);

        const made = await t.database.db
          .select()
          .from(orders)
          .where(eq(orders.stripePaymentIntentId, intent.paymentIntentId));
        expect(made, `round ${round}`).toHaveLength(1);
        const credits = await t.database.db
          .select()
          .from(loyaltyTransactions)
          .where(eq(loyaltyTransactions.orderId, made[0]!.id));
        expect(credits, `round ${round}`).toHaveLength(1);
        const [account] = await t.database.db
          .select()
          .from(loyaltyAccounts)
          .where(eq(loyaltyAccounts.userId, c.user.id));
        expect(account!.totalPoints).toBe(credits[0]!.points);
        // The paid line went once; the unpaid one stayed.
        expect(await linesOf(c.sessionId), `round ${round}`).toEqual([{ productId: unpaid.id, quantity: 1 }]);

        // A late confirm (a replay after the race) answers the same order and empties nothing more.
        await addToCart(t, c, paid.id, 3);
        const late = await confirmOrder(t, c, intent.paymentIntentId);
        expect(late.statusCode).toBe(200);
        expect(late.json<StoreOrder>().id).toBe(made[0]!.id);
        expect(await linesOf(c.sessionId)).toHaveLength(2);
      }

      // Invariants over every round, in SQL.
      expect(
        await rows(sql`select stripe_payment_intent_id, count(*)::int as n from orders
          group by stripe_payment_intent_id having count(*) <> 1`),
      ).toEqual([]);
      const [made] = await t.database.db
        .select({ n: sql<number>`count(*)::int` })
        .from(orders)
        .where(inArray(orders.stripePaymentIntentId, intents));
      expect(made!.n).toBe(ROUNDS);
      expect(
        await rows(sql`select order_id, count(*)::int as n from loyalty_transactions
          where order_id is not null and points > 0 group by order_id having count(*) > 1`),
      ).toEqual([]);
      expect(await loyaltyInvariantViolations(t.database.db)).toEqual(NO_VIOLATIONS);
    },
    RACE_TIMEOUT_MS,
  );
});
