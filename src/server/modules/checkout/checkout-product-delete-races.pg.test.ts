/**
 * The admin deletes a product while customers are preparing checkouts for it (issue 20). On
 * PostgreSQL, repeated, with the invariants checked in SQL afterwards, also after the sweep:
 *  - no checkout names a product that no longer exists (the delete archives it instead, under the
 *    lock every checkout takes on the products it names);
 *  - every succeeded payment ends as exactly one order or one refund, and none was refunded
 *    because its order could not be written.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect } from 'vitest';
import type { StorePaymentIntentReply } from '../../../contracts/checkout';
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
import { adminClaims, bearer, mintToken } from '../../test/tokens';
import { allowing } from '@/test/time-limits';

const ROUNDS = 8;
const SHOPPERS = 4;
const RACE_TIMEOUT_MS = 180_000;

let t: TestApp;
let admin: Record<string, string>;

const rows = async <T>(query: ReturnType<typeof sql>) =>
  ((await t.database.db.execute(query)) as unknown as { rows: T[] }).rows;

beforeAll(async () => {
  t = await createTestApp({
    RATE_LIMIT_PAYMENT_INTENTS_PER_MINUTE: '100000',
    RATE_LIMIT_CART_WRITES_PER_MINUTE: '100000',
    RATE_LIMIT_CART_WRITES_PER_IP_PER_MINUTE: '100000',
  });
  await relaxShopRules(t);
  admin = bearer(await mintToken(t, adminClaims()));
});
afterAll(() => t?.close());

/** Checkouts naming a product row that is gone: each would fail its order's insert. */
const checkoutsNamingDeletedProducts = async () =>
  (
    await rows<{ n: number }>(sql`
      select count(*)::int as n
      from checkouts c cross join jsonb_array_elements(c.lines) line
      where not exists (select 1 from products p where p.id = (line->>'productId')::uuid)`)
  )[0]!.n;

/** Σ succeeded intents, and those with no order and no refund, or with both. */
async function settlement() {
  const [row] = await rows<{ succeeded: number; unsettled: number; both: number; failed: number }>(sql`
    select
      count(*) filter (where i.status = 'succeeded')::int as succeeded,
      count(*) filter (where i.status = 'succeeded' and o.id is null and i.amount_refunded = 0)::int as unsettled,
      count(*) filter (where o.id is not null and i.amount_refunded > 0)::int as both,
      (select count(*)::int from checkouts where refund_reason = 'order_failed') as failed
    from test_payment_intents i
    left join orders o on o.stripe_payment_intent_id = i.id`);
  return row!;
}

async function expectSettled() {
  await expect.poll(async () => (await settlement()).unsettled, { timeout: allowing(15_000) }).toBe(0);
  const totals = await settlement();
  expect(totals.both).toBe(0);
  expect(totals.failed).toBe(0);
  const [orderCount] = await rows<{ n: number }>(sql`
    select count(*)::int as n from test_payment_intents i
    where i.status = 'succeeded'
      and (select count(*) from orders o where o.stripe_payment_intent_id = i.id) > 1`);
  expect(orderCount!.n).toBe(0);
}

itRace(
  'a product deleted while its checkouts are prepared is archived, and every payment becomes an order',
  async () => {
    let archived = 0;
    let deleted = 0;
    let paid = 0;
    for (let round = 0; round < ROUNDS; round += 1) {
      const product = await createProduct(t, { name: `Deleted Mid-Checkout ${round}`, priceCents: 2200 });
      const shoppers = await Promise.all(Array.from({ length: SHOPPERS }, () => newShopper(t)));
      for (const shopper of shoppers) await addToCart(t, shopper, product.id, 1);

      const remove = () => t.app.inject({ method: 'DELETE', url: `/api/admin/products/${product.id}`, headers: admin });
      const preparing = shoppers.map((shopper) => createIntent(t, shopper));
      // Even rounds delete at once; odd ones as soon as the first checkout is prepared, while the
      // others are still being written, so both sides of the race are taken.
      const removing = round % 2 === 0 ? remove() : preparing[0]!.then(remove);
      const [removal, ...prepared] = await Promise.all([removing, ...preparing]);
      expect(removal.statusCode, removal.body).toBe(200);
      if (removal.json<{ outcome: string }>().outcome === 'archived') archived += 1;
      else deleted += 1;
      for (const res of prepared) expect([200, 400, 404, 409], res.body).toContain(res.statusCode);
      expect(await checkoutsNamingDeletedProducts()).toBe(0);

      // Every checkout that was opened is paid: its order must be possible.
      await Promise.all(
        prepared.map(async (res, i) => {
          if (res.statusCode !== 200) return;
          const intent = res.json<StorePaymentIntentReply>();
          expect((await saveDetails(t, shoppers[i]!, intent.paymentIntentId)).statusCode).toBe(200);
          expect((await payWithCard(t, intent)).json().status).toBe('succeeded');
          paid += 1;
        }),
      );
      await expectSettled();
    }
    // The sweep finds nothing left, and changes nothing.
    await t.database.db.execute(sql`update checkouts set updated_at = now() - interval '1 minute'`);
    await t.app.checkout.settlePaid({ quietSeconds: 0 });
    await expectSettled();
    expect(await checkoutsNamingDeletedProducts()).toBe(0);
    expect(archived + deleted).toBe(ROUNDS);
    // Report how the rounds went: which side won is up to the scheduler, the invariants are not.
    console.info(`product delete races: ${archived} archived, ${deleted} deleted, ${paid} paid`);
  },
  RACE_TIMEOUT_MS,
);
