/**
 * Partial refunds racing each other (issue 24, decision 0200), on PostgreSQL (PGlite has one
 * connection and cannot race). Each round, on a fresh $70 order: two admins refund $40 each at
 * once (together more than was paid): one succeeds, the other is refused (400), and the gateway
 * sees one refund; or a double click sends one dialog's refund twice: one refund. Every third
 * round a cancel races the partial refund instead. Afterwards, in SQL: Σ refunds ≤ paid per order,
 * the shop's refunded totals equal the gateway's, nothing is left pending, the ledgers hold.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { StoreProduct } from '../../../contracts/catalog';
import { businessSettings, orders, testPaymentRefunds } from '../../db/schema';
import { addToCart, placeOrder, relaxShopRules } from '../../test/checkout-helpers';
import { createCustomer, createProduct } from '../../test/factories';
import { loyaltyInvariantViolations, NO_VIOLATIONS } from '../../test/loyalty-invariants';
import { describeRace } from '../../test/races';
import { NO_REFUND_VIOLATIONS, refundInvariantViolations } from '../../test/refund-invariants';
import { createTestApp, type TestApp } from '../../test/test-app';
import { adminClaims, bearer, mintToken } from '../../test/tokens';

const ROUNDS = 12;
const RACE_TIMEOUT_MS = 240_000;

let t: TestApp;
let tart: StoreProduct;
let cake: StoreProduct;
let alice: Record<string, string>;
let bob: Record<string, string>;

const refund = (headers: Record<string, string>, orderId: string, amount: string, idempotencyKey: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/admin/orders/${orderId}/refunds`,
    headers,
    payload: { amount, reason: 'Raced refund', idempotencyKey },
  });
const cancel = (orderId: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/admin/orders/${orderId}/cancel`,
    headers: bob,
    payload: { reason: 'Raced cancel' },
  });

async function gatewayRefunds(orderId: string) {
  const [order] = await t.database.db.select().from(orders).where(eq(orders.id, orderId));
  const rows = await t.database.db
    .select()
    .from(testPaymentRefunds)
    .where(eq(testPaymentRefunds.intentId, order!.stripePaymentIntentId));
  return { order: order!, amounts: rows.map((r) => r.amount).sort((a, b) => a - b) };
}

describeRace('partial refunds racing each other', () => {
  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_PAYMENT_INTENTS_PER_MINUTE: '100000' });
    await relaxShopRules(t);
    await t.database.db.update(businessSettings).set({ pricesIncludeGst: true });
    tart = await createProduct(t, { name: 'Race Partial Tart', priceCents: 3000 });
    cake = await createProduct(t, { name: 'Race Partial Cake', priceCents: 4000 });
    alice = bearer(await mintToken(t, adminClaims({ email: 'alice@saffron-sugar.example' })));
    bob = bearer(await mintToken(t, adminClaims({ email: 'bob@saffron-sugar.example' })));
  });
  afterAll(() => t?.close());

  it(
    'never refunds more than was paid, and the gateway sees each refund once, 12 rounds',
    async () => {
      for (let round = 0; round < ROUNDS; round += 1) {
        const c = await createCustomer(t);
        await addToCart(t, c, tart.id, 1);
        const { order } = await placeOrder(t, c, cake.id, 1);
        expect(order.totalAmount).toBe('70.00');
        const kind = round % 3;
        if (kind === 0) {
          // Two admins, two dialogs: $40 + $40 > $70.
          const answers = await Promise.all([
            refund(alice, order.id, '40.00', `race-alice-${round}`),
            refund(bob, order.id, '40.00', `race-bob-${round}`),
          ]);
          expect(answers.map((a) => a.statusCode).sort(), answers.map((a) => a.body).join(' ')).toEqual([200, 400]);
          expect(answers.find((a) => a.statusCode === 400)!.json()).toMatchObject({ code: 'REFUND_TOO_LARGE' });
          const { order: after, amounts } = await gatewayRefunds(order.id);
          expect(amounts, `round ${round}`).toEqual([4000]);
          expect(after.refundedCents).toBe(4000);
        } else if (kind === 1) {
          // One dialog, a double click: the same key twice.
          const answers = await Promise.all([
            refund(alice, order.id, '40.00', `race-double-${round}`),
            refund(alice, order.id, '40.00', `race-double-${round}`),
          ]);
          // The second may find the first still at the gateway (409) or finished (200).
          expect(
            answers.some((a) => a.statusCode === 200),
            answers.map((a) => a.body).join(' '),
          ).toBe(true);
          for (const answer of answers) expect([200, 409]).toContain(answer.statusCode);
          const { order: after, amounts } = await gatewayRefunds(order.id);
          expect(amounts, `round ${round}`).toEqual([4000]);
          expect(after.refundedCents).toBe(4000);
        } else {
          // A partial refund and a cancel of the same order at once: never more than $70 back.
          const [partial, cancelled] = await Promise.all([
            refund(alice, order.id, '40.00', `race-partial-${round}`),
            cancel(order.id),
          ]);
          expect([200, 409, 502], partial.body).toContain(partial.statusCode);
          expect(cancelled.statusCode, cancelled.body).toBe(200);
          const { order: after, amounts } = await gatewayRefunds(order.id);
          expect(
            amounts.reduce((sum, a) => sum + a, 0),
            `round ${round}`,
          ).toBe(7000);
          expect(after).toMatchObject({ status: 'cancelled', refundedCents: 7000 });
        }
      }
      expect(await refundInvariantViolations(t.database.db)).toEqual(NO_REFUND_VIOLATIONS);
      expect(await loyaltyInvariantViolations(t.database.db)).toEqual(NO_VIOLATIONS);
    },
    RACE_TIMEOUT_MS,
  );
});
