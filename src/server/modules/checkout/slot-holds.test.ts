/**
 * Slot holds per account (issue 20, decision 0107): a customer's unpaid checkouts hold at most one
 * place in all slots together, however many carts or tabs they open; a new hold replaces the old.
 * The API tests run on PGlite and PostgreSQL; the race runs on PostgreSQL only, with the
 * invariants checked in SQL afterwards.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StoreProduct } from '../../../contracts/catalog';
import type { StorePaymentIntentReply } from '../../../contracts/checkout';
import { DELIVERY_SLOTS } from '../../../domain/delivery';
import { businessSettings } from '../../db/schema';
import {
  addToCart,
  createIntent,
  deliveryAddress,
  distinctDeliveryDays,
  newShopper,
  nextDeliveryDay,
  relaxShopRules,
  saveDetails,
  type Shopper,
} from '../../test/checkout-helpers';
import { createProduct } from '../../test/factories';
import { describeRace } from '../../test/races';
import { createTestApp, type TestApp } from '../../test/test-app';
import { customerClaims } from '../../test/tokens';

const RACE_TIMEOUT_MS = 180_000;

let t: TestApp;
let cake: StoreProduct;

const rows = async <T>(query: ReturnType<typeof sql>) =>
  ((await t.database.db.execute(query)) as unknown as { rows: T[] }).rows;

beforeAll(async () => {
  t = await createTestApp({
    RATE_LIMIT_PAYMENT_INTENTS_PER_MINUTE: '100000',
    RATE_LIMIT_CART_WRITES_PER_MINUTE: '100000',
    RATE_LIMIT_CART_WRITES_PER_IP_PER_MINUTE: '100000',
  });
  await relaxShopRules(t);
  cake = await createProduct(t, { name: 'Hold Test Cake', priceCents: 3000 });
});
afterAll(() => t.close());

/** Another cart (tab, device) of the same account, with its own open checkout. */
async function openCart(claims = customerClaims()): Promise<{ shopper: Shopper; intent: StorePaymentIntentReply }> {
  const shopper = await newShopper(t, claims);
  await addToCart(t, shopper, cake.id, 1);
  const res = await createIntent(t, shopper);
  expect(res.statusCode, res.body).toBe(200);
  return { shopper, intent: res.json<StorePaymentIntentReply>() };
}

/** Live holds per account and per slot of one day, straight from SQL. */
async function liveHolds(date: string) {
  const perAccount = await rows<{ user_id: string; n: number }>(sql`
    select c.user_id, count(*)::int as n from slot_holds h join checkouts c on c.id = h.checkout_id
    where h.expires_at > now() and c.status = 'open' group by c.user_id having count(*) > 1`);
  const perSlot = await rows<{ delivery_time: string; n: number }>(sql`
    select h.delivery_time, count(*)::int as n from slot_holds h join checkouts c on c.id = h.checkout_id
    where h.delivery_date = ${date} and h.expires_at > now() and c.status = 'open' group by h.delivery_time`);
  return { accountsOverOne: perAccount, perSlot: new Map(perSlot.map((r) => [r.delivery_time, r.n])) };
}

const freeSlots = async (date: string) =>
  (await t.app.inject({ url: `/api/checkout/slots?date=${date}` }))
    .json<{ time: string; available: boolean }[]>()
    .filter((s) => s.available)
    .map((s) => s.time);

describe('one account, many unpaid checkouts', () => {
  it('holds one place for the account: ten carts of one customer cannot fill a slot of three', async () => {
    const date = nextDeliveryDay(21);
    const address = deliveryAddress({ deliveryDate: date, deliveryTime: '11:00-13:00' });
    await t.database.db.update(businessSettings).set({ slotCapacity: 3 });
    try {
      const claims = customerClaims();
      const carts = [];
      for (let i = 0; i < 10; i += 1) carts.push(await openCart(claims));
      // Every cart may bind the slot (each new hold replaces the account's previous one) ...
      for (const { shopper, intent } of carts) {
        const res = await saveDetails(t, shopper, intent.paymentIntentId, address);
        expect(res.statusCode, res.body).toBe(200);
      }
      // ... but together they hold one place, so two other customers still get theirs.
      expect((await liveHolds(date)).perSlot.get('11:00-13:00')).toBe(1);
      for (let i = 0; i < 2; i += 1) {
        const other = await openCart();
        expect((await saveDetails(t, other.shopper, other.intent.paymentIntentId, address)).statusCode).toBe(200);
      }
      expect((await liveHolds(date)).perSlot.get('11:00-13:00')).toBe(3);
      expect(await freeSlots(date)).not.toContain('11:00-13:00');
    } finally {
      await t.database.db.update(businessSettings).set({ slotCapacity: 1000 });
    }
  });

  it("cannot fill a day's slots: a hold in another slot moves the account's one place there", async () => {
    const date = nextDeliveryDay(23);
    await t.database.db.update(businessSettings).set({ slotCapacity: 1 });
    try {
      const claims = customerClaims();
      for (const time of DELIVERY_SLOTS) {
        const { shopper, intent } = await openCart(claims);
        const address = deliveryAddress({ deliveryDate: date, deliveryTime: time });
        expect((await saveDetails(t, shopper, intent.paymentIntentId, address)).statusCode).toBe(200);
      }
      const { accountsOverOne, perSlot } = await liveHolds(date);
      expect(accountsOverOne).toEqual([]);
      expect([...perSlot.entries()]).toEqual([[DELIVERY_SLOTS.at(-1), 1]]);
      // Every slot but the last bound one is open to other customers again.
      const open = await freeSlots(date);
      for (const time of DELIVERY_SLOTS.slice(0, -1)) expect(open).toContain(time);
      expect(open).not.toContain(DELIVERY_SLOTS.at(-1));
    } finally {
      await t.database.db.update(businessSettings).set({ slotCapacity: 1000 });
    }
  });

  it('keeps the place when the same checkout binds again, and refuses a full slot to another account', async () => {
    const date = nextDeliveryDay(25);
    const address = deliveryAddress({ deliveryDate: date, deliveryTime: '13:00-15:00' });
    await t.database.db.update(businessSettings).set({ slotCapacity: 1 });
    try {
      const mine = await openCart();
      expect((await saveDetails(t, mine.shopper, mine.intent.paymentIntentId, address)).statusCode).toBe(200);
      expect((await saveDetails(t, mine.shopper, mine.intent.paymentIntentId, address)).statusCode).toBe(200);
      const other = await openCart();
      const refused = await saveDetails(t, other.shopper, other.intent.paymentIntentId, address);
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({ code: 'SLOT_FULL' });
    } finally {
      await t.database.db.update(businessSettings).set({ slotCapacity: 1000 });
    }
  });
});

describeRace('one account binding many carts at once (PostgreSQL)', () => {
  it(
    'never holds more than one place per account nor more places than a slot has, 8 rounds',
    async () => {
      // A day of its own for every round (a round's holds stay for 30 minutes).
      const days = distinctDeliveryDays(8, 30);
      for (let round = 0; round < 8; round += 1) {
        const date = days[round]!;
        await t.database.db.update(businessSettings).set({ slotCapacity: 2 });
        const claims = customerClaims();
        const carts = await Promise.all(Array.from({ length: 8 }, () => openCart(claims)));
        const others = await Promise.all(Array.from({ length: 2 }, () => openCart()));
        // The account's eight carts bind two slots of the day while two other customers bind the first.
        const times = [DELIVERY_SLOTS[0]!, DELIVERY_SLOTS[1]!];
        const answers = await Promise.all([
          ...carts.map(({ shopper, intent }, i) =>
            saveDetails(
              t,
              shopper,
              intent.paymentIntentId,
              deliveryAddress({ deliveryDate: date, deliveryTime: times[i % 2]! }),
            ),
          ),
          ...others.map(({ shopper, intent }) =>
            saveDetails(
              t,
              shopper,
              intent.paymentIntentId,
              deliveryAddress({ deliveryDate: date, deliveryTime: times[0]! }),
            ),
          ),
        ]);
        for (const res of answers) expect([200, 409], res.body).toContain(res.statusCode);
        const { accountsOverOne, perSlot } = await liveHolds(date);
        expect(accountsOverOne, `round ${round}`).toEqual([]);
        for (const [time, n] of perSlot) expect(n, `round ${round} ${time}`).toBeLessThanOrEqual(2);
        // The account holds one place, so at least one of the two others always got theirs.
        expect(answers.slice(-2).filter((r) => r.statusCode === 200).length, `round ${round}`).toBeGreaterThanOrEqual(
          1,
        );
      }
      await t.database.db.update(businessSettings).set({ slotCapacity: 1000 });
    },
    RACE_TIMEOUT_MS,
  );
});
