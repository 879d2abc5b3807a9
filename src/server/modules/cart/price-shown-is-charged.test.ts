/**
 * "The price shown is not the price charged" (issue 20): one size variant added to a $72 cake
 * replaced Small/Large/Extra Large, the shop still listed the cake at $72.00, and its add button
 * put a $38.00 Quarter Cake in the cart. Whatever the catalogue shows as a product's price is what
 * adding it in its default size costs; a line whose size is no longer offered is not charged.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StoreCartLine } from '../../../contracts/cart';
import type { StoreProduct, StoreVariant } from '../../../contracts/catalog';
import { businessSettings } from '../../db/schema';
import { createIntent, newShopper } from '../../test/checkout-helpers';
import { createProduct, insertUser } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { adminClaims, bearer, mintToken } from '../../test/tokens';

let t: TestApp;
let admin: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp({
    RATE_LIMIT_CART_WRITES_PER_MINUTE: '10000',
    RATE_LIMIT_PAYMENT_INTENTS_PER_MINUTE: '1000',
  });
  await t.database.db.update(businessSettings).set({ slotCapacity: 1000 });
  const owner = await insertUser(t.database.db, {
    issuer: t.config.oidc.issuer,
    email: 'owner-prices@example.co.nz',
    emailVerified: true,
  });
  admin = bearer(await mintToken(t, adminClaims({ sub: owner.subject, email: 'owner-prices@example.co.nz' })));
});
afterAll(() => t.close());

const addVariant = (product: StoreProduct, size: string, price: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/admin/products/${product.id}/variants`,
    headers: admin,
    payload: { productId: product.id, size, price, serves: null, available: true },
  });
const listed = async (product: StoreProduct) =>
  (await t.app.inject({ url: `/api/products/slug/${product.slug}` })).json<StoreProduct>();
const inGrid = async (product: StoreProduct) =>
  (await t.app.inject({ url: '/api/products' })).json<StoreProduct[]>().find((p) => p.id === product.id)!;
const add = (sessionId: string, product: StoreProduct, size?: string) =>
  t.app.inject({ method: 'POST', url: '/api/cart', payload: { sessionId, productId: product.id, quantity: 1, size } });

describe('a cake that gains one size variant', () => {
  it('is listed at the price its add button charges ($38.00), not at the old $72.00', async () => {
    const cake = await createProduct(t, {
      category: 'cakes',
      name: 'Price Check Black Forest',
      priceCents: 7200,
      originalPriceCents: 8600,
    });
    expect((await listed(cake)).price).toBe('72.00');
    expect((await addVariant(cake, 'quarter', '38.00')).statusCode).toBe(201);

    const variants = (await t.app.inject({ url: `/api/products/${cake.id}/variants` })).json<StoreVariant[]>();
    expect(variants.map((v) => [v.size, v.price])).toEqual([['quarter', '38.00']]);
    const product = await listed(cake);
    // The card's quick add sends no size: the shop's default size, the Quarter Cake now.
    const quick = await add(randomUUID(), cake);
    expect(quick.statusCode).toBe(201);
    const line = quick.json<StoreCartLine>();
    expect(line).toMatchObject({ size: 'Quarter Cake', unitPrice: '38.00' });
    expect(product.price).toBe(line.unitPrice);
    expect((await inGrid(cake)).price).toBe(line.unitPrice);
    // The old "was $86.00" belonged to the 8-inch cake: a $38 quarter is not 56% off.
    expect(product.originalPrice).toBeNull();
    // The cart line's product says the same.
    expect(line.product.price).toBe('38.00');
    // The standard sizes are gone, as the admin was told (variants replace them).
    expect((await add(randomUUID(), cake, 'Large (8 inch)')).json()).toMatchObject({ code: 'UNKNOWN_SIZE' });
  });

  it('does not charge a line for a standard size that the variant has replaced', async () => {
    const cake = await createProduct(t, { category: 'cakes', name: 'Price Check Carrot Cake', priceCents: 6200 });
    const shopper = await newShopper(t);
    const before = (await add(shopper.sessionId, cake, 'Large (8 inch)')).json<StoreCartLine>();
    expect(before.unitPrice).toBe('62.00');
    expect((await addVariant(cake, 'half', '40.00')).statusCode).toBe(201);
    const res = await createIntent(t, shopper);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'UNAVAILABLE' });
    expect(res.json().message).toContain('Price Check Carrot Cake (Large (8 inch)) is no longer available');
  });

  it('keeps the listed price of a cake without variants at its Large (8 inch) price, and of a sweet at its one size', async () => {
    const cake = await createProduct(t, {
      category: 'cakes',
      name: 'Price Check Sponge',
      priceCents: 4500,
      originalPriceCents: 5000,
    });
    const sweet = await createProduct(t, { name: 'Price Check Baklava', priceCents: 1850 });
    expect(await listed(cake)).toMatchObject({ price: '45.00', originalPrice: '50.00' });
    expect((await add(randomUUID(), cake)).json<StoreCartLine>()).toMatchObject({
      size: 'Large (8 inch)',
      unitPrice: '45.00',
    });
    expect((await listed(sweet)).price).toBe('18.50');
    expect((await add(randomUUID(), sweet)).json<StoreCartLine>()).toMatchObject({
      size: 'Standard',
      unitPrice: '18.50',
    });
  });
});
