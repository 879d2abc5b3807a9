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
import { createTestApp, type TestApp } from '../../test/test-app';

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
  it('equals the reference total to the cent for 50 random carts', async () => {
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
  });
});
