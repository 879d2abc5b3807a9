import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StoreCategory, StoreProduct, StoreRelatedProducts, StoreVariant } from '../../../contracts/catalog';
import { products } from '../../db/schema';
import { createCategory, createProduct, createVariant } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createCatalogService } from './catalog.service';

let t: TestApp;
const SECRET_NOTE = 'supplier owes us a refund: do not publish';
/** A category of this file's own products, so filters and orders are checked on known rows. */
let shelf: StoreCategory;
let shelfProducts: StoreProduct[];
let quokka: StoreProduct;
let sizedCake: StoreProduct;
let plainCake: StoreProduct;

beforeAll(async () => {
  t = await createTestApp();
  // All rows are made before the catalogue is first read (it is cached for the app's lifetime here).
  shelf = await createCategory(t, { name: 'Test Shelf' });
  shelfProducts = [
    await createProduct(t, { category: shelf.slug, name: 'Unordered Bun', sortOrder: 0 }),
    await createProduct(t, { category: shelf.slug, name: 'Third Tart', sortOrder: 3, featured: true }),
    await createProduct(t, { category: shelf.slug, name: 'First Flan', sortOrder: 1 }),
    await createProduct(t, { category: shelf.slug, name: 'Another Unordered Bun', sortOrder: 0 }),
  ];
  quokka = await createProduct(t, {
    name: 'Quokka Crumble Slice',
    description: 'Oat crumble over stewed feijoas and gooseberries.',
  });
  sizedCake = await createProduct(t, { category: 'cakes', name: 'Test Sized Cake' });
  // Inserted out of order: the API lists sizes smallest first.
  for (const [size, priceCents] of [
    ['full', 7000],
    ['quarter', 3000],
    ['half', 5000],
  ] as const) {
    await createVariant(t, sizedCake, { size, priceCents });
  }
  plainCake = await createProduct(t, { category: 'cakes', name: 'Test Plain Cake' });
  // A private note on every product, written before the catalogue is first read.
  await t.database.db.update(products).set({ adminNotes: SECRET_NOTE });
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
const productCount = async () => (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(products))[0]!.n;

describe('GET /api/products', () => {
  it('lists the whole seeded catalogue without private fields', async () => {
    const res = await get('/api/products');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    const list = res.json<StoreProduct[]>();
    expect(list.length).toBeGreaterThanOrEqual(40);
    expect(list.length).toBe(await productCount());
    expect(res.body).not.toContain(SECRET_NOTE);
    expect(res.body).not.toContain('adminNotes');
    for (const p of list) expect(p.price).toMatch(/^\d+\.\d{2}$/);
  });

  it('puts chosen sort orders first and sort order 0 last, then orders by name', async () => {
    const list = (await get(`/api/products?category=${shelf.slug}`)).json<StoreProduct[]>();
    expect(list.map((p) => p.name)).toEqual(['First Flan', 'Third Tart', 'Another Unordered Bun', 'Unordered Bun']);

    const all = (await get('/api/products')).json<StoreProduct[]>();
    const firstUnordered = all.findIndex((p) => p.sortOrder === 0);
    expect(firstUnordered).toBeGreaterThan(0);
    expect(all.slice(firstUnordered).every((p) => p.sortOrder === 0)).toBe(true);
    const ordered = all.slice(0, firstUnordered).map((p) => p.sortOrder);
    expect(ordered).toEqual([...ordered].sort((a, b) => a - b));
  });

  it('filters by category, featured and limit', async () => {
    const mine = (await get(`/api/products?category=${shelf.slug}`)).json<StoreProduct[]>();
    expect(mine.map((p) => p.id).sort()).toEqual(shelfProducts.map((p) => p.id).sort());

    const featured = (await get(`/api/products?category=${shelf.slug}&featured=true`)).json<StoreProduct[]>();
    expect(featured.map((p) => p.name)).toEqual(['Third Tart']);
    const allFeatured = (await get('/api/products?featured=true')).json<StoreProduct[]>();
    expect(allFeatured.map((p) => p.id)).toContain(shelfProducts[1]!.id);
    expect(allFeatured.every((p) => p.featured)).toBe(true);

    expect((await get('/api/products?limit=3')).json<StoreProduct[]>()).toHaveLength(3);
    const page2 = (await get('/api/products?limit=3&offset=3')).json<StoreProduct[]>();
    const all = (await get('/api/products')).json<StoreProduct[]>();
    expect(page2.map((p) => p.id)).toEqual(all.slice(3, 6).map((p) => p.id));

    expect((await get('/api/products?category=no-such-category')).json()).toEqual([]);
  });

  it('searches name and description case-insensitively', async () => {
    const byName = (await get('/api/products?search=QUOKKA')).json<StoreProduct[]>();
    expect(byName).toEqual([quokka]);

    const byDescription = (await get('/api/products?search=FeIjOaS')).json<StoreProduct[]>();
    expect(byDescription).toEqual([quokka]);
  });

  it('treats SQL in the search as plain text', async () => {
    const before = await productCount();
    for (const attack of ["' OR 1=1 --", "'; DROP TABLE products; --", '%', '_']) {
      const res = await get(`/api/products?search=${encodeURIComponent(attack)}`);
      expect(res.statusCode, attack).toBe(200);
      expect(res.json<StoreProduct[]>(), attack).toEqual([]);
    }
    expect(await productCount()).toBe(before);
  });

  it.each([
    ['limit=-1', /limit/],
    ['limit=abc', /limit/],
    ['limit=101', /limit/],
    ['limit=0', /limit/],
    ['limit=1.5', /limit/],
    [`search=${'a'.repeat(10_000)}`, /search/],
    ['limit=1&limit=2', /limit/],
    ['category=Not A Slug', /category/],
    ['featured=yes', /featured/],
    ['admin=true', /admin|unrecognized/i],
  ])('answers a bad query (%s) with 400 and a message', async (query, mentions) => {
    const res = await get(`/api/products?${query}`);
    expect(res.statusCode).toBe(400);
    const body = res.json<{ message: string; code: string; requestId: string }>();
    expect(body.message).toMatch(mentions);
    expect(body.code).toBe('VALIDATION_FAILED');
    expect(body.requestId).toBeTruthy();
  });
});

describe('GET /api/products/slug/{slug}', () => {
  it('returns one product', async () => {
    const res = await get(`/api/products/slug/${quokka.slug}`);
    expect(res.statusCode).toBe(200);
    expect(res.json<StoreProduct>()).toEqual(quokka);
    expect(res.body).not.toContain(SECRET_NOTE);
  });

  it('answers an unknown slug with 404 JSON', async () => {
    const res = await get('/api/products/slug/no-such-cake');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ message: 'Product not found', code: 'NOT_FOUND' });
  });
});

describe('GET /api/products/{id}/variants', () => {
  it('lists the sizes of a cake with variants, smallest first', async () => {
    const res = await get(`/api/products/${sizedCake.id}/variants`);
    expect(res.statusCode).toBe(200);
    expect(res.json<StoreVariant[]>().map((v) => [v.size, v.price])).toEqual([
      ['quarter', '30.00'],
      ['half', '50.00'],
      ['full', '70.00'],
    ]);
  });

  it('lists no sizes for a cake without variants (it uses the default sizes)', async () => {
    const res = await get(`/api/products/${plainCake.id}/variants`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([]);
  });

  it('404s an unknown product and 400s a malformed id', async () => {
    expect((await get('/api/products/00000000-0000-4000-8000-000000000000/variants')).statusCode).toBe(404);
    const bad = await get('/api/products/not-a-uuid/variants');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/id/);
  });
});

describe('GET /api/products/{id}/related', () => {
  it('names up to four others of the category in shop order, then three others from the rest', async () => {
    const first = shelfProducts[2]!; // First Flan
    const res = await get(`/api/products/${first.id}/related`);
    expect(res.statusCode).toBe(200);
    expect(res.headers.etag).toBeTruthy();
    const { related, suggested } = res.json<StoreRelatedProducts>();
    expect(related.map((p) => p.name)).toEqual(['Third Tart', 'Another Unordered Bun', 'Unordered Bun']);
    expect(suggested).toHaveLength(3);
    const named = [first.id, ...related.map((p) => p.id)];
    for (const p of suggested) expect(named).not.toContain(p.id);
    expect(res.body).not.toContain(SECRET_NOTE);
    // The same pick on every request.
    expect((await get(`/api/products/${first.id}/related`)).body).toBe(res.body);
  });

  it('404s an unknown product and 400s a malformed id', async () => {
    expect((await get('/api/products/00000000-0000-4000-8000-000000000000/related')).statusCode).toBe(404);
    expect((await get('/api/products/not-a-uuid/related')).statusCode).toBe(400);
  });
});

describe('categories', () => {
  it('lists the categories with icons and descriptions', async () => {
    const res = await get('/api/categories');
    expect(res.statusCode).toBe(200);
    const list = res.json<StoreCategory[]>();
    expect(list.map((c) => c.slug)).toEqual(
      expect.arrayContaining(['cakes', 'arabian-sweets', 'indian-sweets', 'english-sweets']),
    );
    for (const c of list) {
      expect(c.icon).toBeTruthy();
      expect(c.description).toBeTruthy();
    }
  });

  it('lists the homepage categories', async () => {
    const res = await get('/api/categories/homepage');
    expect(res.statusCode).toBe(200);
    expect(res.json<StoreCategory[]>().every((c) => c.showOnHomePage)).toBe(true);
  });
});

describe('caching', () => {
  it('answers If-None-Match with 304 and an empty body', async () => {
    for (const url of ['/api/products', '/api/categories', '/api/business-settings']) {
      const first = await get(url);
      const etag = first.headers.etag as string;
      expect(etag, url).toBeTruthy();
      const again = await get(url, { 'if-none-match': etag });
      expect(again.statusCode, url).toBe(304);
      expect(again.body, url).toBe('');
    }
  });

  it('serves warm catalogue reads without touching the database', async () => {
    const [first] = (await get('/api/products?limit=1')).json<StoreProduct[]>();
    await get('/api/categories');
    const warm = await t.database.queries.during(async () => {
      await get('/api/products');
      await get('/api/products?category=cakes');
      await get(`/api/products/slug/${first!.slug}`);
      await get(`/api/products/${first!.id}/variants`);
      await get(`/api/products/${first!.id}/related`);
      await get('/api/categories');
      await get('/api/categories/homepage');
    });
    expect(warm.queries).toBe(0);
  });

  it('keeps the same version when a reload finds the same rows, and makes a new one when they changed', async () => {
    // No time limit: every read reloads the rows, as the 30-second limit does in production.
    const catalog = createCatalogService(t.database.db, { cacheSeconds: 0 });
    const version = await catalog.version();
    const body = await catalog.bodies.products({ category: shelf.slug });
    expect(await catalog.version()).toBe(version);
    expect(await catalog.bodies.products({ category: shelf.slug })).toBe(body);
    await t.database.db.update(products).set({ sortOrder: 42 }).where(eq(products.id, shelfProducts[0]!.id));
    expect(await catalog.version()).not.toBe(version);
    expect((await catalog.bodies.products({ category: shelf.slug })).etag).not.toBe(body.etag);
  });

  it('does not change the catalogue when a price is edited behind its back until the cache is cleared', async () => {
    const [first] = (await get('/api/products?limit=1')).json<StoreProduct[]>();
    await t.database.db.update(products).set({ priceCents: 12345 }).where(eq(products.id, first!.id));
    expect((await get(`/api/products/slug/${first!.slug}`)).json<StoreProduct>().price).toBe(first!.price);
  });
});
