/**
 * Supply corrections and credit shares under concurrency (decisions 0219, 0220), on PostgreSQL.
 * Each round, on a fresh $40 order paid $10 by store credit and $30 by card: two admins make two
 * partial refunds at once (both fit), which get two distinct consecutive correction numbers; every
 * other round a partial refund races a cancel instead. Afterwards, in SQL: the shop's numbers run
 * 1..N with no gap or repeat, each order's corrections add up to what it refunded and net its GST
 * to zero once all is refunded, the card got back exactly the refunds' card parts, and the store
 * credit ledger holds (balance = Σ ledger ≥ 0, each share returned once, never more than spent).
 */
import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { StoreProduct } from '../../../contracts/catalog';
import type { StoreOrder, StorePaymentIntentReply } from '../../../contracts/checkout';
import { businessSettings, orders, taxDocuments, testPaymentRefunds } from '../../db/schema';
import {
  addToCart,
  confirmOrder,
  createIntent,
  deliveryAddress,
  payWithCard,
  relaxShopRules,
  saveDetails,
} from '../../test/checkout-helpers';
import { createCustomer, createProduct } from '../../test/factories';
import { describeRace } from '../../test/races';
import { giveCredit, NO_CREDIT_VIOLATIONS, storeCreditViolations } from '../../test/store-credit';
import { createTestApp, type TestApp } from '../../test/test-app';
import { adminClaims, bearer, mintToken } from '../../test/tokens';

const ROUNDS = 8;
const RACE_TIMEOUT_MS = 300_000;

let t: TestApp;
let cake: StoreProduct;
let alice: Record<string, string>;
let bob: Record<string, string>;
let keys = 0;

const refund = (headers: Record<string, string>, orderId: string, amount: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/admin/orders/${orderId}/refunds`,
    headers,
    payload: { amount, reason: 'Raced refund', idempotencyKey: `correction-race-${(keys += 1)}` },
  });
const cancel = (orderId: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/admin/orders/${orderId}/cancel`,
    headers: bob,
    payload: { reason: 'Raced' },
  });

const rows = async <T>(query: ReturnType<typeof sql>) =>
  ((await t.database.db.execute(query)) as unknown as { rows: T[] }).rows;

async function orderPaidPartlyWithCredit(): Promise<StoreOrder> {
  const c = await createCustomer(t);
  await giveCredit(t.database.db, c.user.id, 1000);
  await addToCart(t, c, cake.id, 1);
  const intent = (await createIntent(t, c)).json<StorePaymentIntentReply>();
  expect(intent).toMatchObject({ total: '40.00', storeCredit: '10.00' });
  const address = deliveryAddress();
  expect((await saveDetails(t, c, intent.paymentIntentId, address)).statusCode).toBe(200);
  expect((await payWithCard(t, intent)).statusCode).toBe(200);
  const confirmed = await confirmOrder(t, c, intent.paymentIntentId, address);
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  return confirmed.json<StoreOrder>();
}

describeRace('supply corrections racing', () => {
  beforeAll(async () => {
    // Room for every racing request's connection: the race is for the locks, not for the pool.
    t = await createTestApp({ RATE_LIMIT_PAYMENT_INTENTS_PER_MINUTE: '100000', DATABASE_POOL_MAX: '20' });
    await relaxShopRules(t);
    await t.database.db
      .update(businessSettings)
      .set({ pricesIncludeGst: true, gstRegistered: true, gstNumber: '49091850' });
    cake = await createProduct(t, { name: 'Correction Race Cake', priceCents: 4000 });
    alice = bearer(await mintToken(t, adminClaims()));
    bob = bearer(await mintToken(t, adminClaims()));
  });
  afterAll(() => t?.close());

  it(
    'gives two partial refunds at once two consecutive numbers, and a cancel racing one the rest',
    async () => {
      for (let round = 0; round < ROUNDS; round += 1) {
        const order = await orderPaidPartlyWithCredit();
        if (round % 2 === 0) {
          const answers = await Promise.all([refund(alice, order.id, '10.00'), refund(bob, order.id, '7.00')]);
          for (const answer of answers) expect(answer.statusCode, answer.body).toBe(200);
          const docs = await t.database.db
            .select()
            .from(taxDocuments)
            .where(eq(taxDocuments.orderId, order.id))
            .orderBy(asc(taxDocuments.number));
          const corrections = docs.filter((d) => d.kind === 'correction');
          expect(corrections.map((d) => d.totalCents).sort((a, b) => a - b)).toEqual([700, 1000]);
          // Two distinct numbers, one after the other, each for its own refund.
          expect(corrections[1]!.number).toBe(corrections[0]!.number + 1);
          expect(new Set(corrections.map((d) => d.refundId)).size).toBe(2);
        } else {
          const answers = await Promise.all([refund(alice, order.id, '10.00'), cancel(order.id)]);
          expect(answers[1]!.statusCode, answers[1]!.body).toBe(200);
          // The partial refund went first (200), met the cancelled order (409), or found the gateway
          // already refunded by the cancel (502, its reservation given back), as in decision 0200.
          expect([200, 409, 502], answers[0]!.body).toContain(answers[0]!.statusCode);
        }
      }

      // The shop's numbers: 1..N, no gap, no repeat.
      const numbers = (await t.database.db.select({ n: taxDocuments.number }).from(taxDocuments)).map((r) => r.n);
      expect(numbers.sort((a, b) => a - b)).toEqual(numbers.map((_, i) => i + 1));
      // Per order: corrections = refunded; all refunded means the GST nets to zero; one invoice.
      expect(
        await rows(sql`
          select o.id, o.refunded_cents, o.gst_cents, c.total, c.gst, i.invoices from orders o
          left join (select order_id, sum(total_cents)::int as total, sum(gst_cents)::int as gst
                     from tax_documents where kind = 'correction' group by order_id) c on c.order_id = o.id
          left join (select order_id, count(*)::int as invoices from tax_documents
                     where kind = 'invoice' group by order_id) i on i.order_id = o.id
          where coalesce(c.total, 0) <> o.refunded_cents
             or (o.refunded_cents = o.total_cents and coalesce(c.gst, 0) <> o.gst_cents)
             or i.invoices <> 1`),
      ).toEqual([]);
      // The card got back exactly what the shop says it refunded to the card, per order.
      expect(
        await rows(sql`
          select o.id, o.total_cents, o.store_credit_cents, o.refunded_cents, g.card from orders o
          left join (select intent_id, sum(amount)::int as card from test_payment_refunds group by intent_id) g
            on g.intent_id = o.stripe_payment_intent_id
          left join (select checkout_id, sum(amount_cents)::int as credit from store_credit_entries
                     where kind = 'returned' group by checkout_id) r on r.checkout_id = o.checkout_id
          where coalesce(g.card, 0) + coalesce(r.credit, 0) <> o.refunded_cents`),
      ).toEqual([]);
      expect(await storeCreditViolations(t.database.db)).toEqual(NO_CREDIT_VIOLATIONS);
      const cancelled = await t.database.db.select().from(orders).where(eq(orders.status, 'cancelled'));
      expect(cancelled).toHaveLength(ROUNDS / 2);
      expect(await t.database.db.select().from(testPaymentRefunds)).not.toHaveLength(0);
    },
    RACE_TIMEOUT_MS,
  );
});
