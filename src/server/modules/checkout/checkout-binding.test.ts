import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StoreProduct, StoreVariant } from '../../../contracts/catalog';
import type { StorePaymentIntentReply } from '../../../contracts/checkout';
import { parseMoney } from '../../../domain/money';
import { testPaymentIntents } from '../../db/schema';
import {
  addToCart,
  catalogue,
  createIntent,
  newShopper,
  relaxShopRules,
  saveDetails,
} from '../../test/checkout-helpers';
import { createCustomerWithPoints, createProduct, createReward } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { allowing } from '@/test/time-limits';

let t: TestApp;
let products: StoreProduct[];
const variantsOf = new Map<string, StoreVariant[]>();

beforeAll(async () => {
  t = await createTestApp({
    RATE_LIMIT_PAYMENT_INTENTS_PER_MINUTE: '10000',
    RATE_LIMIT_CART_WRITES_PER_MINUTE: '100000',
  });
  await relaxShopRules(t);
  products = (await catalogue(t)).filter((p) => p.inStock);
  for (const p of products) {
    variantsOf.set(p.id, (await t.app.inject({ url: `/api/products/${p.id}/variants` })).json<StoreVariant[]>());
  }
});
afterAll(() => t.close());

const intentCount = async () =>
  (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(testPaymentIntents))[0]!.n;

describe('checkout belongs to the person whose cart it is (P09)', () => {
  it("refuses A's token with B's cart or B's payment, and makes no intent", async () => {
    const b = await newShopper(t);
    await addToCart(t, b, products[0]!.id, 1);
    const bIntent = (await createIntent(t, b)).json<StorePaymentIntentReply>();
    const a = await newShopper(t);
    const before = await intentCount();
    const stolenCart = await t.app.inject({
      method: 'POST',
      url: '/api/create-payment-intent',
      headers: a.headers,
      payload: { sessionId: b.sessionId },
    });
    expect(stolenCart.statusCode).toBe(404);
    expect(await intentCount()).toBe(before);
    const stolenPayment = await saveDetails(t, { ...a, sessionId: b.sessionId }, bIntent.paymentIntentId);
    expect(stolenPayment.statusCode).toBe(404);
  });
});

/** The reference model of storefront sections 5 and 9, written apart from the implementation. */
function expectedTotal(
  lines: { product: StoreProduct; size: string; quantity: number; variantPrice?: string }[],
): number {
  let subtotal = 0;
  for (const line of lines) {
    let unit = parseMoney(line.variantPrice ?? line.product.price);
    if (!line.variantPrice && line.product.category === 'cakes') {
      if (/small|6 inch/i.test(line.size)) unit -= 1000;
      if (/extra large|10 inch/i.test(line.size)) unit += 2000;
    }
    subtotal += unit * line.quantity;
  }
  return subtotal + Math.round(subtotal * 0.15 + 1e-9 * Math.sign(subtotal));
}

describe('the amount charged (P34, through the API)', () => {
  it(
    'equals the reference total to the cent for 50 random carts',
    async () => {
      await fc.assert(
        fc.asyncProperty(
          fc.array(fc.record({ index: fc.nat(), sizeIndex: fc.nat(), quantity: fc.integer({ min: 1, max: 50 }) }), {
            minLength: 1,
            maxLength: 6,
          }),
          async (picks) => {
            const shopper = await newShopper(t);
            const chosen: { product: StoreProduct; size: string; quantity: number; variantPrice?: string }[] = [];
            for (const pick of picks) {
              const product = products[pick.index % products.length]!;
              const variants = variantsOf.get(product.id)!.filter((v) => v.available);
              const sizes = variants.length
                ? variants.map((v) => ({ size: v.size as string, variantPrice: v.price }))
                : product.category === 'cakes'
                  ? ['Small (6 inch)', 'Large (8 inch)', 'Extra Large (10 inch)'].map((size) => ({
                      size,
                      variantPrice: undefined,
                    }))
                  : [{ size: 'Standard', variantPrice: undefined }];
              const size = sizes[pick.sizeIndex % sizes.length]!;
              // The same product and size merges into one line, capped at 50.
              const same = chosen.find((c) => c.product.id === product.id && c.size === size.size);
              if (same) same.quantity = Math.min(50, same.quantity + pick.quantity);
              else chosen.push({ product, size: size.size, quantity: pick.quantity, variantPrice: size.variantPrice });
              await addToCart(t, shopper, product.id, pick.quantity, size.size);
            }
            const reply = (await createIntent(t, shopper)).json<StorePaymentIntentReply>();
            const [intent] = await t.database.db
              .select()
              .from(testPaymentIntents)
              .where(sql`${testPaymentIntents.id} = ${reply.paymentIntentId}`);
            const expected = expectedTotal(chosen);
            expect(intent!.amount).toBe(expected);
            expect(parseMoney(reply.total)).toBe(expected);
          },
        ),
        { numRuns: 50 },
      );
    },
    allowing(120_000),
  );

  it('P34 equals the reference total, GST and points to the cent for random carts with featured lines and rewards', async () => {
    const offer = products.find((p) => p.featured) ?? (await createProduct(t, { featured: true, priceCents: 4990 }));
    const sizesOf = (product: StoreProduct) => {
      const variants = variantsOf.get(product.id)?.filter((v) => v.available) ?? [];
      if (variants.length) return variants.map((v) => ({ size: v.size as string, variantPrice: v.price }));
      return product.category === 'cakes'
        ? ['Small (6 inch)', 'Large (8 inch)', 'Extra Large (10 inch)'].map((size) => ({
            size,
            variantPrice: undefined,
          }))
        : [{ size: 'Standard', variantPrice: undefined }];
    };
    if (!variantsOf.has(offer.id)) {
      variantsOf.set(
        offer.id,
        (await t.app.inject({ url: `/api/products/${offer.id}/variants` })).json<StoreVariant[]>(),
      );
    }
    await fc.assert(
      fc.asyncProperty(
        fc.array(
          fc.record({
            index: fc.nat(),
            sizeIndex: fc.nat(),
            quantity: fc.integer({ min: 1, max: 50 }),
            featured: fc.boolean(),
          }),
          { minLength: 1, maxLength: 10 },
        ),
        fc.option(
          fc.oneof(
            fc.record({
              discountType: fc.constant('percentage' as const),
              value: fc.integer({ min: 100, max: 10_000 }),
            }),
            fc.record({
              discountType: fc.constant('fixed_amount' as const),
              value: fc.integer({ min: 1, max: 20_000 }),
            }),
          ),
        ),
        async (picks, rewardPick) => {
          const customer = await createCustomerWithPoints(t, 100);
          // Each line: its unit price by the reference rules (size, variant, featured 20% off).
          const chosen = new Map<string, { unit: number; quantity: number }>();
          for (const pick of picks) {
            const product = pick.featured ? offer : products[pick.index % products.length]!;
            const sizes = sizesOf(product);
            const size = sizes[pick.sizeIndex % sizes.length]!;
            let unit = parseMoney(size.variantPrice ?? product.price);
            if (!size.variantPrice && product.category === 'cakes') {
              if (/small|6 inch/i.test(size.size)) unit -= 1000;
              if (/extra large|10 inch/i.test(size.size)) unit += 2000;
            }
            if (pick.featured) unit = Math.round((unit * 8) / 10);
            const key = `${product.id}|${size.size}|${pick.featured}`;
            const line = chosen.get(key);
            // The same product, size and offer merges into one line, capped at 50.
            if (line) line.quantity = Math.min(50, line.quantity + pick.quantity);
            else chosen.set(key, { unit, quantity: pick.quantity });
            const added = await t.app.inject({
              method: 'POST',
              url: pick.featured ? '/api/cart/featured' : '/api/cart',
              payload: {
                sessionId: customer.sessionId,
                productId: product.id,
                quantity: pick.quantity,
                size: size.size,
              },
            });
            expect(added.statusCode).toBe(201);
          }
          const subtotal = [...chosen.values()].reduce((sum, l) => sum + l.unit * l.quantity, 0);
          let discount = 0;
          let rewardId: string | undefined;
          if (rewardPick) {
            const reward = await createReward(t, {
              discountType: rewardPick.discountType,
              discountValueHundredths: rewardPick.value,
            });
            rewardId = reward.id;
            discount =
              rewardPick.discountType === 'percentage'
                ? Math.min(subtotal, Math.round((subtotal * rewardPick.value) / 10_000))
                : Math.min(subtotal, rewardPick.value);
          }
          const discounted = subtotal - discount;
          const gst = Math.round((discounted * 15) / 100);
          const total = discounted + gst;
          const before = await intentCount();
          const res = await createIntent(t, customer, rewardId ? { rewardId } : {});
          if (total < 50) {
            // Below Stripe's smallest NZD charge: refused, and no intent made.
            expect(res.statusCode).toBe(400);
            expect(await intentCount()).toBe(before);
            return;
          }
          expect(res.statusCode, res.body).toBe(200);
          const reply = res.json<StorePaymentIntentReply>();
          const [intent] = await t.database.db
            .select()
            .from(testPaymentIntents)
            .where(sql`${testPaymentIntents.id} = ${reply.paymentIntentId}`);
          expect(intent!.amount).toBe(total);
          expect(parseMoney(reply.total)).toBe(total);
          expect(parseMoney(reply.subtotal)).toBe(subtotal);
          expect(parseMoney(reply.gst)).toBe(gst);
          expect(Math.round(reply.discount * 100)).toBe(discount);
          expect(discount).toBeLessThanOrEqual(subtotal);
          expect(reply.pointsToEarn).toBe(Math.floor(discounted / 100));
        },
      ),
      { numRuns: Number(process.env.P34_API_RUNS ?? 100) },
    );
  }, 600_000);
});
