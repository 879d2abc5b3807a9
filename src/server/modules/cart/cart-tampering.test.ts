/**
 * The parts of P10 (quantity tampering) and P14 (catalogue consistency) that cart.test.ts does
 * not already cover: null and object quantities, out-of-range updates, sizes that are not this
 * product's or not sold now, and a product deleted between adding it and paying.
 */
import { sql } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StoreCartLine } from '../../../contracts/cart';
import type { StoreProduct } from '../../../contracts/catalog';
import { checkouts } from '../../db/schema';
import { addToCart, createIntent, newShopper, relaxShopRules } from '../../test/checkout-helpers';
import { createProduct, createVariant } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { adminClaims, bearer, mintToken } from '../../test/tokens';

let t: TestApp;
let sweet: StoreProduct;
let quarterOnly: StoreProduct;
let halfOnly: StoreProduct;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_CART_WRITES_PER_MINUTE: '1000' });
  await relaxShopRules(t);
  sweet = await createProduct(t, { name: 'Tamper Test Barfi', priceCents: 3000 });
  quarterOnly = await createProduct(t, { category: 'cakes', name: 'Tamper Quarter Cake', priceCents: 5000 });
  await createVariant(t, quarterOnly, { size: 'quarter', priceCents: 3000 });
  await createVariant(t, quarterOnly, { size: 'full', priceCents: 9000, available: false });
  halfOnly = await createProduct(t, { category: 'cakes', name: 'Tamper Half Cake', priceCents: 5000 });
  await createVariant(t, halfOnly, { size: 'half', priceCents: 4000 });
});
afterAll(() => t.close());

const add = (payload: Record<string, unknown>) => t.app.inject({ method: 'POST', url: '/api/cart', payload });
const lines = async (sessionId: string) =>
  (await t.app.inject({ url: '/api/cart', headers: { 'x-cart-session': sessionId } })).json<StoreCartLine[]>();

describe('P10 quantity tampering', () => {
  it.each([
    ['null', null],
    ['an object', {}],
    ['an array', [2]],
    ['51', 51],
    ['-0.5', -0.5],
  ])('P10 POST /api/cart with quantity %s: 400 and no line', async (_name, quantity) => {
    const sessionId = randomUUID();
    const res = await add({ sessionId, productId: sweet.id, quantity });
    expect(res.statusCode).toBe(400);
    expect(await lines(sessionId)).toEqual([]);
  });

  it('P10 PUT /api/cart/{id} with -1 or 51: 400 and the line unchanged; 0 removes it', async () => {
    const sessionId = randomUUID();
    const line = (await add({ sessionId, productId: sweet.id, quantity: 2 })).json<StoreCartLine>();
    for (const quantity of [-1, 51, 2.5, '3', null]) {
      const res = await t.app.inject({
        method: 'PUT',
        url: `/api/cart/${line.id}`,
        headers: { 'x-cart-session': sessionId },
        payload: { quantity },
      });
      expect(res.statusCode, String(quantity)).toBe(400);
    }
    expect((await lines(sessionId)).map((l) => l.quantity)).toEqual([2]);
    const removed = await t.app.inject({
      method: 'PUT',
      url: `/api/cart/${line.id}`,
      headers: { 'x-cart-session': sessionId },
      payload: { quantity: 0 },
    });
    expect(removed.statusCode).toBeLessThan(300);
    expect(await lines(sessionId)).toEqual([]);
  });
});

describe('P14 catalogue consistency', () => {
  it('P14 a size of another product or one not sold now is refused, and nothing is added', async () => {
    const sessionId = randomUUID();
    const foreign = await add({ sessionId, productId: quarterOnly.id, quantity: 1, size: 'half' });
    expect(foreign.statusCode).toBe(400);
    const unavailable = await add({ sessionId, productId: quarterOnly.id, quantity: 1, size: 'full' });
    expect([400, 409]).toContain(unavailable.statusCode);
    expect(unavailable.json().message).toEqual(expect.any(String));
    const mega = await add({ sessionId, productId: quarterOnly.id, quantity: 1, size: 'Mega (99 inch)' });
    expect(mega.statusCode).toBe(400);
    expect(await lines(sessionId)).toEqual([]);
    // The product's own size is taken.
    expect((await add({ sessionId, productId: quarterOnly.id, quantity: 1, size: 'quarter' })).statusCode).toBe(201);
  });

  it('P14 a product deleted after it was added: its line is gone, the payment intent is refused and no checkout opens', async () => {
    const doomed = await createProduct(t, { name: 'Tamper Doomed Ladoo', priceCents: 3000 });
    const shopper = await newShopper(t);
    await addToCart(t, shopper, doomed.id, 1);
    const admin = bearer(await mintToken(t, adminClaims()));
    const deleted = await t.app.inject({ method: 'DELETE', url: `/api/admin/products/${doomed.id}`, headers: admin });
    expect(deleted.statusCode).toBe(200);
    const count = async () => (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(checkouts))[0]!.n;
    const before = await count();
    const intent = await createIntent(t, shopper);
    // Deleting a product takes its cart lines with it: this cart is now empty (400 EMPTY_CART).
    expect(intent.statusCode).toBe(400);
    expect(intent.json()).toMatchObject({ message: 'Your cart is empty', code: 'EMPTY_CART' });
    expect(await lines(shopper.sessionId)).toEqual([]);
    expect(await count()).toBe(before);
  });

  it('P14 a deleted product next to a kept one: the intent charges only the kept line (decision 0080)', async () => {
    const doomed = await createProduct(t, { name: 'Tamper Doomed Jalebi', priceCents: 2000 });
    const shopper = await newShopper(t);
    await addToCart(t, shopper, doomed.id, 1);
    await addToCart(t, shopper, sweet.id, 2);
    const admin = bearer(await mintToken(t, adminClaims()));
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/admin/products/${doomed.id}`, headers: admin })).statusCode,
    ).toBe(200);
    const intent = await createIntent(t, shopper);
    expect(intent.statusCode).toBe(200);
    // 2 × 30.00 + 15% GST; nothing of the deleted product.
    expect(Math.round(Number(intent.json<{ total: string }>().total) * 100)).toBe(6900);
    expect((await lines(shopper.sessionId)).map((l) => l.productId)).toEqual([sweet.id]);
  });
});
