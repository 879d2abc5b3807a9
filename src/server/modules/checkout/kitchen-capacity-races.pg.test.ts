/**
 * Races for the kitchen's minutes (issue 23), on PostgreSQL (PGlite has one connection and cannot
 * race). 50 customers at once want the last 60 minutes of a slot (or of a day, across two slots)
 * with a 30-minute cake each: exactly two hold a place, the others are told 409 SLOT_FULL before
 * any payment is confirmed. Repeated; the invariants are checked in SQL afterwards.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { StoreProduct } from '../../../contracts/catalog';
import type { StorePaymentIntentReply } from '../../../contracts/checkout';
import { uniformCapacity, type KitchenCapacity } from '../../../domain/kitchen-capacity';
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
  untilAnswered,
} from '../../test/checkout-helpers';
import { createProduct } from '../../test/factories';
import { describeRace } from '../../test/races';
import { createTestApp, type TestApp } from '../../test/test-app';

const RACE_TIMEOUT_MS = 600_000;
const ROUNDS = 4;
const CUSTOMERS = 50;

let t: TestApp;
let cake: StoreProduct;

const rows = async <T>(query: ReturnType<typeof sql>) =>
  ((await t.database.db.execute(query)) as unknown as { rows: T[] }).rows;

/** Minutes of orders and live holds per slot and per day, over every day the test used. */
async function minutesBooked() {
  return rows<{ date: string; slot: string | null; minutes: number }>(sql`
    select u.date::text as date, u.slot, sum(u.minutes)::int as minutes from (
      select delivery_date as date, delivery_time as slot, effort_minutes as minutes from orders where status <> 'cancelled'
      union all
      select h.delivery_date, h.delivery_time, h.effort_minutes from slot_holds h join checkouts c on c.id = h.checkout_id
       where h.expires_at > now() and c.status = 'open'
    ) u group by grouping sets ((u.date, u.slot), (u.date))`);
}

/** Σ minutes per slot and per day within the capacity; every succeeded payment an order or a refund. */
async function expectInvariants(capacity: KitchenCapacity) {
  for (const row of await minutesBooked()) {
    const day = capacity.monday; // Every day of the capacity is the same in this test.
    const limit = row.slot === null ? day.day : day.slots[row.slot as keyof typeof day.slots];
    expect(row.minutes, `${row.date} ${row.slot ?? 'day'}`).toBeLessThanOrEqual(limit);
  }
  const [unsettled] = await rows<{ n: number }>(sql`
    select count(*)::int as n from test_payment_intents i left join orders o on o.stripe_payment_intent_id = i.id
     where i.status = 'succeeded' and o.id is null and i.amount_refunded = 0`);
  expect(unsettled!.n).toBe(0);
}

beforeAll(async () => {
  t = await createTestApp({
    RATE_LIMIT_PAYMENT_INTENTS_PER_MINUTE: '100000',
    RATE_LIMIT_CART_WRITES_PER_MINUTE: '100000',
    RATE_LIMIT_CART_WRITES_PER_IP_PER_MINUTE: '100000',
  });
  cake = await createProduct(t, { name: 'Race Day Gateau', category: 'cakes', priceCents: 6000, effortMinutes: 30 });
  await t.database.db.update(businessSettings).set({ minimumOrderCents: 0 });
});
afterAll(() => t.close());

describeRace('the last 60 kitchen minutes (50 customers, cakes of 30 minutes)', () => {
  it(
    'holds exactly two, tells 48 SLOT_FULL before any payment, and never overbooks a slot or a day',
    async () => {
      const days = distinctDeliveryDays(ROUNDS, 4);
      for (let round = 0; round < ROUNDS; round += 1) {
        const date = days[round]!;
        // Even rounds: one slot with 60 minutes left. Odd rounds: two slots with room, but the
        // day has only 60 minutes left, so the two slots' customers race for the day's total.
        const byDay = round % 2 === 1;
        const capacity = byDay ? { ...uniformCapacity(120) } : uniformCapacity(60);
        if (byDay) for (const key of Object.keys(capacity) as (keyof KitchenCapacity)[]) capacity[key].day = 60;
        await t.database.db.update(businessSettings).set({ kitchenCapacity: capacity });
        const slots = byDay ? ['9:00-11:00', '15:00-17:00'] : ['13:00-15:00'];
        const shoppers = await Promise.all(Array.from({ length: CUSTOMERS }, () => newShopper(t)));
        const intents: StorePaymentIntentReply[] = [];
        for (const shopper of shoppers) {
          await addToCart(t, shopper, cake.id, 1);
          intents.push((await createIntent(t, shopper)).json<StorePaymentIntentReply>());
        }
        const addressOf = (i: number) =>
          deliveryAddress({ deliveryDate: date, deliveryTime: slots[i % slots.length]! });
        const bound = await Promise.all(
          // A request the loaded shop sheds (503) is sent again after Retry-After, as a browser does.
          shoppers.map((shopper, i) =>
            untilAnswered(() => saveDetails(t, shopper, intents[i]!.paymentIntentId, addressOf(i))),
          ),
        );
        const held = bound.flatMap((r, i) => (r.statusCode === 200 ? [i] : []));
        const refused = bound.filter((r) => r.statusCode !== 200);
        expect(held).toHaveLength(2);
        expect(refused).toHaveLength(CUSTOMERS - 2);
        for (const r of refused) {
          expect(r.statusCode).toBe(409);
          expect(r.json().code).toBe('SLOT_FULL');
        }
        // No payment was confirmed: the refusals came before any card was charged.
        const [paid] = await rows<{ n: number }>(
          sql`select count(*)::int as n from test_payment_intents where status = 'succeeded'`,
        );
        expect(paid!.n).toBe(2 * round);
        await expectInvariants(capacity);
        // The two pay; their orders take exactly the 60 minutes.
        await Promise.all(
          held.map(async (i) => {
            await payWithCard(t, intents[i]!);
            await confirmOrder(t, shoppers[i]!, intents[i]!.paymentIntentId, addressOf(i));
          }),
        );
        const [booked] = await rows<{ minutes: number; orders: number }>(
          sql`select coalesce(sum(effort_minutes), 0)::int as minutes, count(*)::int as orders from orders where delivery_date = ${date}`,
        );
        expect(booked).toEqual({ minutes: 60, orders: 2 });
        // The sweep: every hold lapses; what stays booked is still within the capacity.
        await t.database.db.execute(sql`update slot_holds set expires_at = now() - interval '1 minute'`);
        await expectInvariants(capacity);
      }
    },
    RACE_TIMEOUT_MS,
  );
});
