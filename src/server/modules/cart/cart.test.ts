import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StoreCartLine } from '../../../contracts/cart';
import type { StoreProduct, StoreVariant } from '../../../contracts/catalog';
import { cartItems } from '../../db/schema';
import { createProduct, createVariant } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let plainCake: StoreProduct;
let variantCake: StoreProduct;
let variants: StoreVariant[];
let sweet: StoreProduct;
let outOfStock: StoreProduct;
let featured: StoreProduct;

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_CART_WRITES_PER_MINUTE: '1000' });
  // A cake sold in the default sizes, a cake sold by the portion, a non-cake, one out of stock
  // and the featured special offer (a cake): the cases the cart prices differently.
  plainCake = await createProduct(t, { category: 'cakes', name: 'Test Plain Cake', priceCents: 6000 });
  variantCake = await createProduct(t, { category: 'cakes', name: 'Test Portion Cake', priceCents: 7800 });
  variants = [
    await createVariant(t, variantCake, { size: 'quarter', priceCents: 3400 }),
    await createVariant(t, variantCake, { size: 'half', priceCents: 5200 }),
    await createVariant(t, variantCake, { size: 'full', priceCents: 7800 }),
  ];
  sweet = await createProduct(t, { name: 'Test Baklava Box', priceCents: 1250 });
  outOfStock = await createProduct(t, { name: 'Test Sold Out Scone', priceCents: 450, inStock: false });
  featured = await createProduct(t, { category: 'cakes', name: 'Test Offer Cake', priceCents: 8900, featured: true });
});
afterAll(() => t.close());

const cents = (money: string) => Math.round(Number(money) * 100);
const add = (body: Record<string, unknown>, url = '/api/cart') => t.app.inject({ method: 'POST', url, payload: body });
const read = (sessionId: string) =>
  t.app.inject({ url: '/api/cart', headers: { 'x-cart-session': sessionId } }).then((r) => r.json<StoreCartLine[]>());
const lineCount = async () => (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(cartItems))[0]!.n;

describe('adding to the cart', () => {
  it('prices a cake by its default size, on the server', async () => {
    const sessionId = randomUUID();
    for (const [size, delta] of [
      ['Small (6 inch)', -1000],
      ['Large (8 inch)', 0],
      ['Extra Large (10 inch)', 2000],
    ] as const) {
      const res = await add({ sessionId, productId: plainCake.id, quantity: 2, size });
      expect(res.statusCode).toBe(201);
      const line = res.json<StoreCartLine>();
      expect(cents(line.unitPrice)).toBe(6000 + delta);
      expect(cents(line.lineTotal)).toBe((6000 + delta) * 2);
    }
    expect(await read(sessionId)).toHaveLength(3);
  });

  it('uses the variant price for a cake with variants, by key or label', async () => {
    const sessionId = randomUUID();
    const half = variants.find((v) => v.size === 'half')!;
    const line = (await add({ sessionId, productId: variantCake.id, quantity: 1, size: 'half' })).json<StoreCartLine>();
    expect(line.size).toBe('Half Cake');
    expect(line.unitPrice).toBe(half.price);
    const again = (
      await add({ sessionId, productId: variantCake.id, quantity: 1, size: 'Half Cake' })
    ).json<StoreCartLine>();
    expect(again.id).toBe(line.id);
    expect(again.quantity).toBe(2);
    // the default sizes do not exist for a product with variants
    expect((await add({ sessionId, productId: variantCake.id, quantity: 1, size: 'Large (8 inch)' })).statusCode).toBe(
      400,
    );
  });

  it('gives other goods one standard size', async () => {
    const sessionId = randomUUID();
    const line = (await add({ sessionId, productId: sweet.id, quantity: 3 })).json<StoreCartLine>();
    expect(line.size).toBe('Standard');
    expect(line.unitPrice).toBe(sweet.price);
    expect((await add({ sessionId, productId: sweet.id, quantity: 1, size: 'Extra Large (10 inch)' })).statusCode).toBe(
      400,
    );
  });

  it('ignores prices and totals sent by the browser, and customization never changes a price', async () => {
    const sessionId = randomUUID();
    const line = (
      await add({
        sessionId,
        productId: sweet.id,
        quantity: 1,
        price: '0.01',
        total: '0.01',
        discount: '99',
        customization: 'Special Offer - 20% OFF | variant-price:0.01',
      })
    ).json<StoreCartLine>();
    expect(line.unitPrice).toBe(sweet.price);
    expect(line.featured).toBe(false);
    const [stored] = await read(sessionId);
    expect(stored!.unitPrice).toBe(sweet.price);
  });

  it('merges the same product and size into one line, up to 50', async () => {
    const sessionId = randomUUID();
    await add({ sessionId, productId: sweet.id, quantity: 30 });
    await add({ sessionId, productId: sweet.id, quantity: 30 });
    const lines = await read(sessionId);
    expect(lines).toHaveLength(1);
    expect(lines[0]!.quantity).toBe(50);
  });

  it('merges parallel adds of the same choice into one line', async () => {
    const sessionId = randomUUID();
    await Promise.all(Array.from({ length: 10 }, () => add({ sessionId, productId: sweet.id, quantity: 1 })));
    const lines = await read(sessionId);
    expect(lines).toHaveLength(1);
    expect(lines[0]!.quantity).toBe(10);
  });

  it('prices the featured offer at 20% off, only for the featured product', async () => {
    const sessionId = randomUUID();
    const res = await add(
      { sessionId, productId: featured.id, quantity: 1, size: 'Large (8 inch)' },
      '/api/cart/featured',
    );
    expect(res.statusCode).toBe(201);
    const line = res.json<StoreCartLine>();
    expect(line.featured).toBe(true);
    expect(line.customization).toBe('Special Offer - 20% OFF');
    expect(line.unitPrice).toBe('71.20'); // 89.00 less 20%

    const refused = await add({ sessionId, productId: sweet.id, quantity: 1 }, '/api/cart/featured');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toMatch(/featured/);
    // the same product added normally is its own line at the full price
    const normal = (
      await add({ sessionId, productId: featured.id, quantity: 1, size: 'Large (8 inch)' })
    ).json<StoreCartLine>();
    expect(normal.id).not.toBe(line.id);
    expect(normal.unitPrice).toBe('89.00');
  });

  it('P13 keeps the quantity limits on the featured offer: 50 at 20% off, 51 refused, never past 50', async () => {
    const sessionId = randomUUID();
    const offer = (size: string, quantity: unknown) =>
      add({ sessionId, productId: featured.id, quantity, size }, '/api/cart/featured');
    const fifty = await offer('Large (8 inch)', 50);
    expect(fifty.statusCode).toBe(201);
    expect(fifty.json<StoreCartLine>()).toMatchObject({ quantity: 50, unitPrice: '71.20', featured: true });
    for (const quantity of [51, 1000, 0, -1, 1.5]) {
      expect((await offer('Small (6 inch)', quantity)).statusCode, String(quantity)).toBe(400);
    }
    // More of the same offer merges into the line, which stays at the limit.
    await offer('Large (8 inch)', 5);
    const lines = await read(sessionId);
    expect(lines).toHaveLength(1);
    expect(lines[0]!.quantity).toBe(50);
    expect(cents(lines[0]!.lineTotal)).toBe(50 * 7120);
  });
});

describe('bad input changes nothing', () => {
  it.each([
    ['quantity -5', { quantity: -5 }],
    ['quantity 0', { quantity: 0 }],
    ['quantity 1.5', { quantity: 1.5 }],
    ['quantity "2"', { quantity: '2' }],
    ['quantity 1e9', { quantity: 1e9 }],
    ['no quantity', { quantity: undefined }],
    ['a session id that is not a UUID', { sessionId: 'abc-123' }],
    ['a v1 UUID session id', { sessionId: 'a3bb189e-8bf9-11ee-b9d1-0242ac120002' }],
    ['a product id that is not a UUID', { productId: '1 OR 1=1' }],
    ['a 1 kB size', { size: 'x'.repeat(1000) }],
  ])('refuses %s with 400', async (_label, override) => {
    const before = await lineCount();
    const res = await add({ sessionId: randomUUID(), productId: sweet.id, quantity: 1, ...override });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toEqual(expect.any(String));
    expect(await lineCount()).toBe(before);
  });

  it('404s an unknown product, 400s an unknown size, 409s an out-of-stock one', async () => {
    const before = await lineCount();
    const sessionId = randomUUID();
    expect((await add({ sessionId, productId: randomUUID(), quantity: 1 })).statusCode).toBe(404);
    const size = await add({ sessionId, productId: plainCake.id, quantity: 1, size: 'Gigantic' });
    expect(size.statusCode).toBe(400);
    expect(size.json().message).toContain('Small (6 inch)');
    const stock = await add({ sessionId, productId: outOfStock.id, quantity: 1 });
    expect(stock.statusCode).toBe(409);
    expect(await lineCount()).toBe(before);
  });

  it('wants JSON', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/cart',
      headers: { 'content-type': 'text/plain' },
      payload: 'quantity=1',
    });
    expect(res.statusCode).toBe(415);
    const malformed = await t.app.inject({
      method: 'POST',
      url: '/api/cart',
      headers: { 'content-type': 'application/json' },
      payload: '{"sessionId":',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().code).toBe('INVALID_JSON');
    const huge = await t.app.inject({
      method: 'POST',
      url: '/api/cart',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ customization: 'x'.repeat(200_000) }),
    });
    expect(huge.statusCode).toBe(413);
  });

  it('ignores __proto__ keys', async () => {
    const sessionId = randomUUID();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/cart',
      headers: { 'content-type': 'application/json' },
      payload: `{"sessionId":"${sessionId}","productId":"${sweet.id}","quantity":1,"__proto__":{"featured":true},"constructor":{"prototype":{"featured":true}}}`,
    });
    expect([201, 400]).toContain(res.statusCode);
    const lines = await read(sessionId);
    expect(lines.every((l) => !l.featured)).toBe(true);
    expect(({} as { featured?: boolean }).featured).toBeUndefined();
  });
});

describe('reading and changing lines', () => {
  it('reads a cart by header or path, and needs a UUID session', async () => {
    const sessionId = randomUUID();
    await add({ sessionId, productId: sweet.id, quantity: 2 });
    const byPath = (await t.app.inject({ url: `/api/cart/${sessionId}` })).json<StoreCartLine[]>();
    expect(byPath).toEqual(await read(sessionId));
    expect(byPath[0]!.product.name).toBe(sweet.name);
    expect(JSON.stringify(byPath)).not.toContain('adminNotes');
    expect((await t.app.inject({ url: '/api/cart' })).statusCode).toBe(400);
    expect((await t.app.inject({ url: '/api/cart', headers: { 'x-cart-session': 'nope' } })).statusCode).toBe(400);
    expect(await read(randomUUID())).toEqual([]);
  });

  it('updates a quantity, removes at 0, and deletes', async () => {
    const sessionId = randomUUID();
    const headers = { 'x-cart-session': sessionId };
    const line = (await add({ sessionId, productId: sweet.id, quantity: 2 })).json<StoreCartLine>();
    const put = await t.app.inject({ method: 'PUT', url: `/api/cart/${line.id}`, headers, payload: { quantity: 7 } });
    expect(put.statusCode).toBe(200);
    expect((await read(sessionId))[0]!.quantity).toBe(7);
    expect(cents((await read(sessionId))[0]!.lineTotal)).toBe(cents(sweet.price) * 7);

    for (const quantity of [-1, 51, 2.5, '3']) {
      const bad = await t.app.inject({ method: 'PUT', url: `/api/cart/${line.id}`, headers, payload: { quantity } });
      expect(bad.statusCode, String(quantity)).toBe(400);
    }
    expect((await read(sessionId))[0]!.quantity).toBe(7);

    const zero = await t.app.inject({ method: 'PUT', url: `/api/cart/${line.id}`, headers, payload: { quantity: 0 } });
    expect(zero.statusCode).toBe(204);
    expect(await read(sessionId)).toEqual([]);

    const other = (await add({ sessionId, productId: sweet.id, quantity: 1 })).json<StoreCartLine>();
    expect((await t.app.inject({ method: 'DELETE', url: `/api/cart/${other.id}`, headers })).statusCode).toBe(204);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/cart/${other.id}`, headers })).statusCode).toBe(404);
  });

  it("answers another session's item with 404 and changes nothing", async () => {
    const owner = randomUUID();
    const intruder = { 'x-cart-session': randomUUID() };
    const line = (await add({ sessionId: owner, productId: sweet.id, quantity: 4 })).json<StoreCartLine>();
    const put = await t.app.inject({
      method: 'PUT',
      url: `/api/cart/${line.id}`,
      headers: intruder,
      payload: { quantity: 1 },
    });
    expect(put.statusCode).toBe(404);
    const del = await t.app.inject({ method: 'DELETE', url: `/api/cart/${line.id}`, headers: intruder });
    expect(del.statusCode).toBe(404);
    const [row] = await t.database.db.select().from(cartItems).where(eq(cartItems.id, line.id));
    expect(row!.quantity).toBe(4);
  });

  it('P04 another session cannot write to or read a cart by naming its id next to its own', async () => {
    const a = randomUUID();
    const b = randomUUID();
    const asB = { 'x-cart-session': b };
    await add({ sessionId: a, productId: sweet.id, quantity: 2 });
    const aBefore = await read(a);

    // B names A's session in the body of an add, or in the query of a read, while its header says B.
    for (const url of ['/api/cart', '/api/cart/featured']) {
      const write = await t.app.inject({
        method: 'POST',
        url,
        headers: asB,
        payload: { sessionId: a, productId: url.endsWith('featured') ? featured.id : plainCake.id, quantity: 1 },
      });
      expect(write.statusCode, url).toBe(400);
    }
    // The header decides which cart is read: B gets its own (still empty) cart, never A's.
    const readA = await t.app.inject({ url: `/api/cart?sessionId=${a}`, headers: asB });
    expect(readA.statusCode).toBe(200);
    expect(readA.json()).toEqual([]);

    // B's own writes land in B's cart only.
    const own = await t.app.inject({
      method: 'POST',
      url: '/api/cart',
      headers: asB,
      payload: { sessionId: b, productId: plainCake.id, quantity: 1 },
    });
    expect(own.statusCode).toBe(201);
    expect((await read(b)).map((l) => l.productId)).toEqual([plainCake.id]);
    expect(await read(a)).toEqual(aBefore);
    const rowsOfA = await t.database.db.select().from(cartItems).where(eq(cartItems.sessionId, a));
    expect(rowsOfA.map((r) => [r.productId, r.quantity])).toEqual([[sweet.id, 2]]);
  });

  it('keeps to the query budget: read 1 statement, add at most 2', async () => {
    const sessionId = randomUUID();
    const adding = await t.database.queries.during(() => add({ sessionId, productId: sweet.id, quantity: 1 }));
    expect(adding.queries).toBeLessThanOrEqual(2);
    expect((await t.database.queries.during(() => read(sessionId))).queries).toBe(1);
  });
});
