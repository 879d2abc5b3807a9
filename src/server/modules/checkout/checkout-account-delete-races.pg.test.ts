/**
 * A customer deletes their account while their payment completes (issue 20). On PostgreSQL,
 * repeated, with the invariants checked in SQL afterwards, also after the sweep:
 *  - no checkout disappears with its account while it may hold money: the deletion removes only
 *    checkouts with no payment, or settled ones (fulfilled into an order, or refunded);
 *  - every succeeded payment ends as exactly one order or one refund;
 *  - the deletion never answers 500 (fulfil takes the customer's row before the checkout's, in
 *    the order the deletion does, so the two wait instead of deadlocking).
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect } from 'vitest';
import type { StorePaymentIntentReply } from '../../../contracts/checkout';
import type { StoreProduct } from '../../../contracts/catalog';
import {
  addToCart,
  createIntent,
  newShopper,
  payWithCard,
  relaxShopRules,
  saveDetails,
} from '../../test/checkout-helpers';
import { createProduct } from '../../test/factories';
import { itRace } from '../../test/races';
import { createTestApp, type TestApp } from '../../test/test-app';
import { allowing } from '@/test/time-limits';

const ROUNDS = 10;
const RACE_TIMEOUT_MS = 180_000;

let t: TestApp;
let product: StoreProduct;

const rows = async <T>(query: ReturnType<typeof sql>) =>
  ((await t.database.db.execute(query)) as unknown as { rows: T[] }).rows;

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_PAYMENT_INTENTS_PER_MINUTE: '100000' });
  await relaxShopRules(t);
  product = await createProduct(t, { name: 'Account Race Kulfi', priceCents: 1900 });
});
afterAll(() => t?.close());

async function settlement() {
  const [row] = await rows<{ succeeded: number; unsettled: number; both: number; twice: number }>(sql`
    select
      count(*) filter (where i.status = 'succeeded')::int as succeeded,
      count(*) filter (where i.status = 'succeeded' and i.amount_refunded = 0
        and not exists (select 1 from orders o where o.stripe_payment_intent_id = i.id))::int as unsettled,
      count(*) filter (where i.amount_refunded > 0
        and exists (select 1 from orders o where o.stripe_payment_intent_id = i.id))::int as both,
      count(*) filter (where (select count(*) from orders o where o.stripe_payment_intent_id = i.id) > 1)::int as twice
    from test_payment_intents i`);
  return row!;
}

async function expectSettled() {
  await expect.poll(async () => (await settlement()).unsettled, { timeout: allowing(15_000) }).toBe(0);
  expect(await settlement()).toMatchObject({ both: 0, twice: 0 });
}

/** Payments whose checkout is gone although they have neither an order nor a refund. */
const strandedWithoutCheckout = async () =>
  (
    await rows<{ n: number }>(sql`
      select count(*)::int as n from test_payment_intents i
      where not exists (select 1 from checkouts c where c.payment_intent_id = i.id)
        and not exists (select 1 from orders o where o.stripe_payment_intent_id = i.id)
        and i.amount_refunded = 0`)
  )[0]!.n;

itRace(
  'no checkout disappears with its account, and every payment that completed is an order or a refund',
  async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      const shopper = await newShopper(t);
      await addToCart(t, shopper, product.id, 1);
      const intent = (await createIntent(t, shopper)).json<StorePaymentIntentReply>();
      expect((await saveDetails(t, shopper, intent.paymentIntentId)).statusCode).toBe(200);

      const [paid, deleted] = await Promise.all([
        payWithCard(t, intent),
        t.app.inject({ method: 'DELETE', url: '/api/auth/user', headers: shopper.headers }),
      ]);
      expect(deleted.statusCode, deleted.body).toBe(200);
      expect([200, 409], paid.body).toContain(paid.statusCode);
      expect(await strandedWithoutCheckout()).toBe(0);
      await expectSettled();
    }
    await t.database.db.execute(sql`update checkouts set updated_at = now() - interval '1 minute'`);
    await t.app.checkout.settlePaid({ quietSeconds: 0 });
    await expectSettled();
    // Every payment of this file still has its checkout, or is an order or a refund.
    expect(await strandedWithoutCheckout()).toBe(0);
  },
  RACE_TIMEOUT_MS,
);
