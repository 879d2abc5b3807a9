/**
 * Races of the money path, on PostgreSQL (PGlite has one connection and cannot race). Each test is
 * repeated, and the invariants are checked in SQL afterwards:
 *  - every succeeded payment intent ends as exactly one order or one refund;
 *  - the orders in a slot never exceed its capacity.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { StoreProduct } from '../../../contracts/catalog';
import type { StorePaymentIntentReply } from '../../../contracts/checkout';
import { businessSettings } from '../../db/schema';
import {
  addToCart,
  approveCard,
  confirmOrder,
  createIntent,
  deliveryAddress,
  newShopper,
  nextDeliveryDay,
  payWithCard,
  saveDetails,
  TEST_CARDS,
} from '../../test/checkout-helpers';
import { createProduct } from '../../test/factories';
import { describeRace } from '../../test/races';
import { createTestApp, type TestApp } from '../../test/test-app';
import { allowing } from '@/test/time-limits';

/** Twenty rounds of a dozen customers each: minutes on a busy machine, not the default seconds. */
const RACE_TIMEOUT_MS = 180_000;

let t: TestApp;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
let first: StoreProduct;
let second: StoreProduct;

const rows = async <T>(query: ReturnType<typeof sql>) =>
  ((await t.database.db.execute(query)) as unknown as { rows: T[] }).rows;

/** Σ succeeded intents, the orders made from them and the refunds, for intents named in `where`. */
async function settlement() {
  const [row] = await rows<{ succeeded: number; orders: number; refunds: number; unsettled: number }>(sql`
    select
      count(*) filter (where i.status = 'succeeded')::int as succeeded,
      count(o.id)::int as orders,
      count(*) filter (where i.amount_refunded > 0)::int as refunds,
      count(*) filter (where i.status = 'succeeded' and o.id is null and i.amount_refunded = 0)::int as unsettled
    from test_payment_intents i
    left join orders o on o.stripe_payment_intent_id = i.id`);
  return row!;
}

const refundCount = async () =>
  (await rows<{ n: number }>(sql`select count(*)::int as n from test_payment_intents where amount_refunded > 0`))[0]!.n;

/** Every succeeded intent became an order or a refund: fulfilment after payment runs on its own. */
async function expectSettled() {
  await expect.poll(async () => (await settlement()).unsettled, { timeout: allowing(10_000) }).toBe(0);
  const totals = await settlement();
  expect(totals.succeeded).toBe(totals.orders + totals.refunds);
  const [twice] = await rows<{ n: number }>(
    sql`select count(*)::int as n from test_payment_intents i join orders o on o.stripe_payment_intent_id = i.id where i.amount_refunded > 0`,
  );
  expect(twice!.n).toBe(0);
}

beforeAll(async () => {
  t = await createTestApp({
    RATE_LIMIT_PAYMENT_INTENTS_PER_MINUTE: '100000',
    RATE_LIMIT_CART_WRITES_PER_MINUTE: '100000',
    RATE_LIMIT_CART_WRITES_PER_IP_PER_MINUTE: '100000',
  });
  first = await createProduct(t, { name: 'Race Day Baklava', priceCents: 1250 });
  second = await createProduct(t, { name: 'Race Day Jalebi', priceCents: 900 });
  await t.database.db.update(businessSettings).set({ minimumOrderCents: 0 });
});
afterAll(() => t.close());

describeRace('paying while the cart changes in another tab (R6, R8)', () => {
  it(
    'ends every succeeded payment as exactly one order or refund, 20 times over',
    async () => {
      await t.database.db.update(businessSettings).set({ slotCapacity: 100_000, minimumOrderCents: 0 });
      for (let round = 0; round < 20; round += 1) {
        const shopper = await newShopper(t);
        await addToCart(t, shopper, first.id, 1);
        const intent = (await createIntent(t, shopper)).json<StorePaymentIntentReply>();
        expect((await saveDetails(t, shopper, intent.paymentIntentId)).statusCode).toBe(200);
        // The 3155 card waits for the customer's approval: the payment may complete at any moment.
        expect((await payWithCard(t, intent, TEST_CARDS.authenticate)).json().status).toBe('requires_action');
        // The approval lands at a different moment of the cart change in each round.
        await Promise.all([
          sleep((round % 10) * 4).then(() => approveCard(t, intent)),
          (async () => {
            await addToCart(t, shopper, second.id, 1);
            const next = await createIntent(t, shopper);
            if (next.statusCode === 200) {
              const reply = next.json<StorePaymentIntentReply>();
              if (round % 2 === 0 && reply.paymentIntentId !== intent.paymentIntentId) {
                await saveDetails(t, shopper, reply.paymentIntentId);
                await payWithCard(t, reply);
              }
            }
          })(),
          confirmOrder(t, shopper, intent.paymentIntentId),
          createIntent(t, shopper),
        ]);
      }
      await expectSettled();
    },
    RACE_TIMEOUT_MS,
  );
});

describeRace('the last places of a slot (12 customers, 10 places)', () => {
  it(
    'never overbooks a slot and refunds whoever could not get a place, 20 times over',
    async () => {
      for (let round = 0; round < 20; round += 1) {
        const address = deliveryAddress({
          deliveryDate: nextDeliveryDay(3 + (round % 40)),
          deliveryTime: '13:00-15:00',
        });
        const [before] = await rows<{ n: number }>(
          sql`select count(*)::int as n from orders where delivery_date = ${address.deliveryDate} and delivery_time = ${address.deliveryTime}`,
        );
        await t.database.db.update(businessSettings).set({ slotCapacity: before!.n + 10 });
        const shoppers = await Promise.all(Array.from({ length: 12 }, () => newShopper(t)));
        const intents = await Promise.all(
          shoppers.map(async (shopper) => {
            await addToCart(t, shopper, first.id, 1);
            return (await createIntent(t, shopper)).json<StorePaymentIntentReply>();
          }),
        );
        // Everyone binds the slot at once: at most the free places are held.
        const bound = await Promise.all(
          shoppers.map((shopper, i) => saveDetails(t, shopper, intents[i]!.paymentIntentId, address)),
        );
        const held = bound.filter((r) => r.statusCode === 200).length;
        expect(held).toBeLessThanOrEqual(10);
        expect(bound.filter((r) => r.statusCode !== 200).every((r) => r.statusCode === 409)).toBe(true);
        // Holds lapse with a checkout left open too long: two late customers take those places while
        // the first ten still pay. The order's own transaction then refunds whoever finds it full.
        const late: { shopper: (typeof shoppers)[number]; intent: StorePaymentIntentReply }[] = [];
        if (round % 2 === 1) {
          await t.database.db.execute(sql`update slot_holds set expires_at = now() - interval '1 minute'`);
          for (const shopper of await Promise.all([newShopper(t), newShopper(t)])) {
            await addToCart(t, shopper, first.id, 1);
            const intent = (await createIntent(t, shopper)).json<StorePaymentIntentReply>();
            expect((await saveDetails(t, shopper, intent.paymentIntentId, address)).statusCode).toBe(200);
            late.push({ shopper, intent });
          }
        }
        const refundsBefore = await refundCount();
        const payers = [
          ...shoppers.flatMap((shopper, i) => (bound[i]!.statusCode === 200 ? [{ shopper, intent: intents[i]! }] : [])),
          ...late,
        ];
        await Promise.all(
          payers.map(async ({ shopper, intent }) => {
            await payWithCard(t, intent);
            await confirmOrder(t, shopper, intent.paymentIntentId, address);
          }),
        );
        await expectSettled();
        const [after] = await rows<{ n: number }>(
          sql`select count(*)::int as n from orders where delivery_date = ${address.deliveryDate} and delivery_time = ${address.deliveryTime}`,
        );
        expect(after!.n - before!.n).toBeLessThanOrEqual(10);
        // Twelve paid for ten places when the holds lapsed: two got their money back.
        expect((await refundCount()) - refundsBefore).toBe(Math.max(0, payers.length - 10));
      }
      // Every refund told its customer why.
      const [refunds] = await rows<{ n: number }>(
        sql`select count(*)::int as n from test_payment_intents where amount_refunded > 0`,
      );
      const [mails] = await rows<{ n: number }>(
        sql`select count(*)::int as n from mail_outbox where dedupe_key like 'payment-refunded:%'`,
      );
      expect(mails!.n).toBe(refunds!.n);
    },
    RACE_TIMEOUT_MS,
  );
});
