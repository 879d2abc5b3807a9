/**
 * Delivery fees (issue 26, decision 0210) racing the owner's change, on PostgreSQL (PGlite has one
 * connection and cannot race). Each round a customer binds the details of a checkout priced with
 * one fee while the owner saves another; whichever wins, the fee charged is the fee shown. After
 * the rounds the invariants are read in SQL: every order's fee is its checkout's, every total is
 * subtotal - discount + fee + GST, and every checkout whose details were bound was priced with the
 * fee its address cost when it was bound.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { StoreProduct } from '../../../contracts/catalog';
import type { StorePaymentIntentReply } from '../../../contracts/checkout';
import {
  addToCart,
  confirmOrder,
  createIntent,
  distinctDeliveryDays,
  deliveryAddress,
  newShopper,
  payWithCard,
  relaxShopRules,
  saveDetails,
} from '../../test/checkout-helpers';
import { createProduct } from '../../test/factories';
import { describeRace } from '../../test/races';
import { createTestApp, type TestApp } from '../../test/test-app';
import { adminClaims, bearer, mintToken } from '../../test/tokens';

const ROUNDS = 12;
const RACE_TIMEOUT_MS = 300_000;

let t: TestApp;
let owner: Record<string, string>;
let tart: StoreProduct;

const rows = async <T>(query: ReturnType<typeof sql>) =>
  ((await t.database.db.execute(query)) as unknown as { rows: T[] }).rows;

const feesOf = (fee: string) => ({
  charging: true,
  baseFee: '8.50',
  freeOver: null,
  zones: [{ region: 'Auckland', suburb: 'Ponsonby', fee }],
});

describeRace('delivery fees racing the owner', () => {
  beforeAll(async () => {
    t = await createTestApp({
      RATE_LIMIT_PAYMENT_INTENTS_PER_MINUTE: '100000',
      RATE_LIMIT_CART_WRITES_PER_MINUTE: '100000',
      CATALOG_CACHE_SECONDS: '0',
    });
    await relaxShopRules(t);
    owner = bearer(await mintToken(t, adminClaims()));
    tart = await createProduct(t, { name: 'Race Fee Tart', priceCents: 3000 });
  });
  afterAll(() => t?.close());

  it(
    'the owner changes the fee while customers bind and pay: the fee charged is always the fee priced',
    async () => {
      const days = distinctDeliveryDays(ROUNDS, 3);
      let refused = 0;
      for (let round = 0; round < ROUNDS; round++) {
        const priced = round % 2 === 0 ? '5.00' : '6.00';
        const next = round % 2 === 0 ? '6.00' : '5.00';
        const save = (fee: string) =>
          t.app.inject({ method: 'PUT', url: '/api/admin/delivery-fees', headers: owner, payload: feesOf(fee) });
        expect((await save(priced)).statusCode).toBe(200);
        const shopper = await newShopper(t);
        await addToCart(t, shopper, tart.id, 1);
        const intent = (
          await createIntent(t, shopper, { delivery: { fulfilment: 'delivery', city: 'Auckland', suburb: 'Ponsonby' } })
        ).json<StorePaymentIntentReply>();
        expect(intent.deliveryFee).toBe(priced);
        const address = deliveryAddress({ deliveryDate: days[round]! });
        const [bound] = await Promise.all([saveDetails(t, shopper, intent.paymentIntentId, address), save(next)]);
        if (bound.statusCode === 409) {
          expect(bound.json().code, `round ${round}`).toBe('DELIVERY_FEE_CHANGED');
          refused += 1;
          continue;
        }
        expect(bound.statusCode, `round ${round}: ${bound.body}`).toBe(200);
        expect((await payWithCard(t, intent)).statusCode).toBe(200);
        expect((await confirmOrder(t, shopper, intent.paymentIntentId, address)).statusCode).toBe(200);
      }

      // Every order's fee is the one its checkout was priced (and charged) with, in its total.
      const mismatched = await rows<{ id: string }>(sql`
        select o.id from orders o join checkouts c on c.id = o.checkout_id
        where o.delivery_fee_cents <> c.delivery_fee_cents
           or o.total_cents <> c.total_cents
           or o.total_cents <> o.subtotal_cents - o.discount_cents + o.delivery_fee_cents + o.gst_cents`);
      expect(mismatched).toEqual([]);
      const paid = await rows<{ fee: number }>(sql`
        select o.delivery_fee_cents as fee from orders o join order_items i on i.order_id = o.id
        where i.product_name = 'Race Fee Tart'`);
      expect(paid.length + refused).toBe(ROUNDS);
      for (const { fee } of paid) expect([500, 600]).toContain(fee);
    },
    RACE_TIMEOUT_MS,
  );
});
