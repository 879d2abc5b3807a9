/**
 * Store credit under races, on PostgreSQL (PGlite has one connection and cannot race), decision
 * 0202. Twenty checkouts of one customer spend the same credit at once, then all of them pay;
 * afterwards, in SQL: the balance is never below zero and equals Σ ledger, each checkout's credit
 * was spent once and given back at most once, and every succeeded payment is exactly one order or
 * a refund. Two owners cancelling the same credit-paid order at once give the credit back once.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { StoreProduct } from '../../../contracts/catalog';
import type { StoreOrder, StorePaymentIntentReply } from '../../../contracts/checkout';
import {
  addToCart,
  confirmOrder,
  createIntent,
  deliveryAddress,
  payWithCard,
  relaxShopRules,
  saveDetails,
} from '../../test/checkout-helpers';
import { createCustomer, createProduct, type Customer } from '../../test/factories';
import { describeRace } from '../../test/races';
import { giveCredit, NO_CREDIT_VIOLATIONS, storeCreditViolations } from '../../test/store-credit';
import { createTestApp, type TestApp } from '../../test/test-app';
import { adminClaims, bearer, mintToken } from '../../test/tokens';

const ROUNDS = 10;
const RACERS = 20;
const RACE_TIMEOUT_MS = 600_000;

let t: TestApp;
let cake: StoreProduct;

async function inAnotherCart(c: Customer): Promise<Customer> {
  const tab = { ...c, sessionId: randomUUID() };
  await addToCart(t, tab, cake.id, 1);
  return tab;
}

const rows = async <T>(query: ReturnType<typeof sql>) =>
  ((await t.database.db.execute(query)) as unknown as { rows: T[] }).rows;

/** Succeeded card payments that are not exactly one order or one refunded checkout. */
const paymentsWithoutOneFate = () =>
  rows(sql`
    select i.id, count(distinct o.id)::int as orders, count(distinct c.id) filter (where c.status = 'refunded')::int as refunds
    from test_payment_intents i
    left join orders o on o.stripe_payment_intent_id = i.id
    left join checkouts c on c.payment_intent_id = i.id
    where i.status in ('succeeded', 'refunded') or i.amount_refunded > 0
    group by i.id
    having count(distinct o.id) + count(distinct c.id) filter (where c.status = 'refunded') <> 1`);

/** Checkouts that credit paid in full and were completed, without their one order. */
const creditCheckoutsWithoutOrder = () =>
  rows(sql`
    select c.id from checkouts c
    where c.payment_intent_id like 'credit\\_%' and c.details is not null
      and (select count(*) from orders o where o.stripe_payment_intent_id = c.payment_intent_id) <> 1`);

async function payAll(tab: Customer, intent: StorePaymentIntentReply): Promise<number> {
  const saved = await saveDetails(t, tab, intent.paymentIntentId);
  if (saved.statusCode !== 200) return saved.statusCode;
  if (intent.amountDue !== '0.00') {
    const paid = await payWithCard(t, intent);
    if (paid.statusCode !== 200) return paid.statusCode;
  }
  return (await confirmOrder(t, tab, intent.paymentIntentId, deliveryAddress())).statusCode;
}

describeRace('store credit under races', () => {
  beforeAll(async () => {
    t = await createTestApp({
      RATE_LIMIT_PAYMENT_INTENTS_PER_MINUTE: '100000',
      RATE_LIMIT_CART_WRITES_PER_MINUTE: '100000',
    });
    await relaxShopRules(t);
    cake = await createProduct(t, { name: 'Race Credit Cake', priceCents: 4000 });
  });
  afterAll(() => t?.close());

  it(
    'twenty checkouts spending the same credit at once: one spends it, every payment ends as one order',
    async () => {
      for (let round = 0; round < ROUNDS; round++) {
        const c = await createCustomer(t);
        // Odd rounds: credit pays part of one order; even rounds: all of one order ($40) and part of
        // another, which a tab that prices after the first spent may rightly take.
        const credit = round % 2 ? 2500 : 6000;
        await giveCredit(t.database.db, c.user.id, credit);
        const tabs = await Promise.all(Array.from({ length: RACERS }, () => inAnotherCart(c)));
        const first = await Promise.all(tabs.map((tab) => createIntent(t, tab)));
        // At least one spends it; every other tab is refused with STORE_CREDIT_CHANGED, never half served.
        // (One that priced after the first spend may take what is left: Σ spent ≤ credit is checked below.)
        const spent = first.filter((a) => a.statusCode === 200);
        expect(spent.length, `round ${round}`).toBeGreaterThanOrEqual(1);
        expect(
          first.filter((a) => a.statusCode === 409).map((a) => a.json<{ code: string }>().code),
          `round ${round}`,
        ).toEqual(Array(RACERS - spent.length).fill('STORE_CREDIT_CHANGED'));
        // The others try again, one after another: what credit is left, then the card.
        const intents: StorePaymentIntentReply[] = [];
        for (const [i, tab] of tabs.entries()) {
          const answer = first[i]!.statusCode === 200 ? first[i]! : await createIntent(t, tab);
          expect(answer.statusCode, answer.body).toBe(200);
          intents.push(answer.json<StorePaymentIntentReply>());
        }
        // One account holds one slot at a time (decision 0107): its tabs pay one after another.
        const codes: number[] = [];
        for (const [i, tab] of tabs.entries()) codes.push(await payAll(tab, intents[i]!));
        expect(codes, `round ${round}`).toEqual(Array(RACERS).fill(200));
        const creditUsed = intents.reduce((sum, intent) => sum + Number(intent.storeCredit) * 100, 0);
        expect(Math.round(creditUsed), `round ${round}`).toBeLessThanOrEqual(credit);
      }
      expect(await storeCreditViolations(t.database.db)).toEqual(NO_CREDIT_VIOLATIONS);
      expect(await paymentsWithoutOneFate()).toEqual([]);
      expect(await creditCheckoutsWithoutOrder()).toEqual([]);
    },
    RACE_TIMEOUT_MS,
  );

  it(
    'two owners cancelling one credit-paid order at once give the credit back once',
    async () => {
      const owner = bearer(await mintToken(t, adminClaims()));
      for (let round = 0; round < ROUNDS; round++) {
        const c = await createCustomer(t);
        await giveCredit(t.database.db, c.user.id, 9000);
        const tab = await inAnotherCart(c);
        const intent = (await createIntent(t, tab)).json<StorePaymentIntentReply>();
        await saveDetails(t, tab, intent.paymentIntentId);
        const order = (await confirmOrder(t, tab, intent.paymentIntentId, deliveryAddress())).json<StoreOrder>();
        const cancels = await Promise.all(
          [1, 2].map(() =>
            t.app.inject({
              method: 'POST',
              url: `/api/admin/orders/${order.id}/cancel`,
              headers: owner,
              payload: { reason: 'Customer called' },
            }),
          ),
        );
        expect(
          cancels.some((res) => res.statusCode === 200),
          `round ${round}`,
        ).toBe(true);
        const [balance] = await rows<{ balance_cents: number }>(
          sql`select balance_cents from store_credit_accounts where user_id = ${c.user.id}`,
        );
        expect(balance!.balance_cents, `round ${round}`).toBe(9000);
      }
      expect(await storeCreditViolations(t.database.db)).toEqual(NO_CREDIT_VIOLATIONS);
    },
    RACE_TIMEOUT_MS,
  );
});
