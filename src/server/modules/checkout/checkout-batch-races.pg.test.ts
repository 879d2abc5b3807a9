/**
 * The last units of a daily batch under load, on PostgreSQL (issue 23): 200 buyers, each in their
 * own slot of the day (five slots, so five different slot locks), bind at once for the last 60
 * units; exactly 60 hold them and every other buyer is told 409 SOLD_OUT naming the day. Those 60
 * pay; in odd rounds their holds lapse first and ten late buyers take units, so the order's own
 * transaction must refund whoever lost theirs. Repeated; the invariants are checked in SQL after
 * each round and after the hold sweep: Σ units per product per day (orders and live holds) ≤ the
 * batch; every succeeded payment is exactly one order or one refund.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { StorePaymentIntentReply } from '../../../contracts/checkout';
import { formatBatchDay } from '../../../domain/daily-batch';
import { DELIVERY_SLOTS } from '../../../domain/delivery';
import { businessSettings } from '../../db/schema';
import {
  addToCart,
  confirmOrder,
  createIntent,
  deliveryAddress,
  distinctDeliveryDays,
  newShopper,
  payWithCard,
  saveDetails,
  type Shopper,
  untilAnswered,
} from '../../test/checkout-helpers';
import { createProduct } from '../../test/factories';
import { describeRace } from '../../test/races';
import { createTestApp, type TestApp } from '../../test/test-app';
import { allowing } from '@/test/time-limits';

const ROUNDS = 3;
const BUYERS = 200;
const BATCH = 60;
const LATE = 10;
const RACE_TIMEOUT_MS = 900_000;

let t: TestApp;
const rows = async <T>(query: ReturnType<typeof sql>) =>
  ((await t.database.db.execute(query)) as unknown as { rows: T[] }).rows;

beforeAll(async () => {
  t = await createTestApp({
    RATE_LIMIT_PAYMENT_INTENTS_PER_MINUTE: '100000',
    RATE_LIMIT_CART_WRITES_PER_MINUTE: '100000',
    RATE_LIMIT_CART_WRITES_PER_IP_PER_MINUTE: '100000',
    DATABASE_POOL_MAX: '20',
  });
  await t.database.db.update(businessSettings).set({ slotCapacity: 100_000, minimumOrderCents: 0 });
}, allowing(120_000));
afterAll(() => t.close());

/** Units of the product taken on the day: orders not cancelled, and open checkouts' live holds. */
async function unitsOnDay(productId: string, date: string) {
  const [row] = await rows<{ ordered: number; held: number }>(sql`
    select
      (select coalesce(sum(oi.quantity), 0)::int from order_items oi join orders o on o.id = oi.order_id
        where oi.product_id = ${productId} and o.delivery_date = ${date} and o.status <> 'cancelled') as ordered,
      (select coalesce(sum((l->>'quantity')::int), 0)::int from slot_holds h join checkouts c on c.id = h.checkout_id
        cross join lateral jsonb_array_elements(c.lines) l
        where h.delivery_date = ${date} and h.expires_at > now() and c.status = 'open'
          and l->>'productId' = ${productId}) as held`);
  return row!;
}

/** Every succeeded intent became exactly one order or one refund, never both. */
async function expectSettled() {
  const unsettled = async () =>
    (
      await rows<{ n: number }>(sql`
        select count(*)::int as n from test_payment_intents i
        left join orders o on o.stripe_payment_intent_id = i.id
        where i.status = 'succeeded' and o.id is null and i.amount_refunded = 0`)
    )[0]!.n;
  await expect.poll(unsettled, { timeout: allowing(60_000) }).toBe(0);
  const [both] = await rows<{ n: number }>(sql`
    select count(*)::int as n from test_payment_intents i
    join orders o on o.stripe_payment_intent_id = i.id where i.amount_refunded > 0`);
  expect(both!.n).toBe(0);
}

/** Runs `fn` over `items`, `size` at a time: setting up 200 buyers at once would only queue for connections. */
async function inChunks<T, R>(items: readonly T[], size: number, fn: (item: T, index: number) => Promise<R>) {
  const results: R[] = [];
  for (let start = 0; start < items.length; start += size) {
    results.push(...(await Promise.all(items.slice(start, start + size).map((item, i) => fn(item, start + i)))));
  }
  return results;
}

async function buyer(productId: string): Promise<{ shopper: Shopper; intent: StorePaymentIntentReply }> {
  const shopper = await newShopper(t);
  await addToCart(t, shopper, productId, 1);
  return { shopper, intent: (await createIntent(t, shopper)).json<StorePaymentIntentReply>() };
}

describeRace('the last 60 units of a daily batch (200 buyers)', () => {
  it(
    'sells exactly the batch, tells everyone else SOLD_OUT naming the day, and refunds lost units',
    async () => {
      const days = distinctDeliveryDays(ROUNDS, 20);
      for (let round = 0; round < ROUNDS; round += 1) {
        const date = days[round]!;
        const bagel = await createProduct(t, { name: `Race Bagel ${round}`, priceCents: 450, dailyBatch: BATCH });
        const buyers = await inChunks(Array.from({ length: BUYERS }), 10, () => buyer(bagel.id));
        const addressOf = (i: number) =>
          deliveryAddress({ deliveryDate: date, deliveryTime: DELIVERY_SLOTS[i % DELIVERY_SLOTS.length]! });
        const bound = await Promise.all(
          buyers.map(({ shopper, intent }, i) =>
            untilAnswered(() => saveDetails(t, shopper, intent.paymentIntentId, addressOf(i))),
          ),
        );
        expect(bound.filter((r) => r.statusCode === 200)).toHaveLength(BATCH);
        const refused = bound.filter((r) => r.statusCode !== 200);
        expect(refused.every((r) => r.statusCode === 409 && r.json().code === 'SOLD_OUT')).toBe(true);
        expect(refused.every((r) => (r.json().message as string).includes(formatBatchDay(date)))).toBe(true);
        expect(await unitsOnDay(bagel.id, date)).toEqual({ ordered: 0, held: BATCH });

        const payers = buyers.flatMap((b, i) =>
          bound[i]!.statusCode === 200 ? [{ ...b, address: addressOf(i) }] : [],
        );
        if (round % 2 === 1) {
          // The holds lapse while the first 60 pay: ten late buyers take units in the meantime.
          await t.database.db.execute(sql`update slot_holds set expires_at = now() - interval '1 minute'`);
          const late = await Promise.all(Array.from({ length: LATE }, () => buyer(bagel.id)));
          for (const [i, b] of late.entries()) {
            expect((await saveDetails(t, b.shopper, b.intent.paymentIntentId, addressOf(i))).statusCode).toBe(200);
            payers.push({ ...b, address: addressOf(i) });
          }
        }
        await inChunks(payers, 20, async ({ shopper, intent, address }) => {
          await payWithCard(t, intent);
          await untilAnswered(() => confirmOrder(t, shopper, intent.paymentIntentId, address));
        });
        await expectSettled();
        const units = await unitsOnDay(bagel.id, date);
        expect(units.ordered + units.held).toBeLessThanOrEqual(BATCH);
        // Exactly the batch is sold: the first 60 (or, with lapsed holds, whoever fulfilled first).
        expect(units.ordered).toBe(BATCH);
        const [refunds] = await rows<{ n: number }>(sql`
          select count(*)::int as n from checkouts where refund_reason = 'sold_out'
            and lines @> ${JSON.stringify([{ productId: bagel.id }])}::jsonb`);
        expect(refunds!.n).toBe(payers.length - BATCH);
      }
      // After the hold sweep (every hold lapsed): still no day over its batch.
      await t.database.db.execute(sql`update slot_holds set expires_at = now() - interval '1 minute'`);
      const [over] = await rows<{ n: number }>(sql`
        select count(*)::int as n from (
          select oi.product_id, o.delivery_date, sum(oi.quantity) as units, p.daily_batch
            from order_items oi join orders o on o.id = oi.order_id join products p on p.id = oi.product_id
           where p.daily_batch is not null and o.status <> 'cancelled'
           group by oi.product_id, o.delivery_date, p.daily_batch) d
        where d.units > d.daily_batch`);
      expect(over!.n).toBe(0);
      await expectSettled();
    },
    RACE_TIMEOUT_MS,
  );
});
