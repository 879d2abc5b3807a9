/**
 * The total beside a page of products (decision 0097): GET /api/products with `limit` says in
 * `X-Total-Count` how many products match in all, so the category page can count the whole
 * category while it holds one page. The total is part of the cached answer and of its ETag.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminProduct } from '../../../contracts/admin-catalog';
import type { StoreCategory, StoreProduct } from '../../../contracts/catalog';
import { createCategory, createProduct } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { adminClaims, bearer, mintToken } from '../../test/tokens';

/** More than one page of the grid (12), as a category at 500 products has. */
const IN_CATEGORY = 15;
/** How many of them are vegan: fewer than a page, so the diet filter's total differs from the page's. */
const VEGAN = 4;
/** What the category page asks for: one more than its page of 12, to know whether more exist. */
const PAGE = 13;

let t: TestApp;
let admin: Record<string, string>;
let shelf: StoreCategory;

beforeAll(async () => {
  // The default catalogue cache (30 s): a total that follows a write at once proves the invalidation.
  t = await createTestApp();
  admin = bearer(await mintToken(t, adminClaims()));
  shelf = await createCategory(t, { name: 'Total Shelf', slug: 'total-shelf' });
  for (let i = 1; i <= IN_CATEGORY; i++) {
    await createProduct(t, {
      category: shelf.slug,
      name: `Total Tart ${String(i).padStart(2, '0')}`,
      sortOrder: i,
      dietary: i <= VEGAN ? ['vegetarian', 'vegan', 'eggless'] : ['vegetarian'],
    });
  }
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
const totalOf = (res: { headers: Record<string, unknown> }) => res.headers['x-total-count'];

describe('X-Total-Count on a page of GET /api/products', () => {
  it("counts the whole category on each page, while the body holds only the page's products", async () => {
    const first = await get(`/api/products?category=${shelf.slug}&offset=0&limit=${PAGE}`);
    expect(first.statusCode).toBe(200);
    expect(first.json<StoreProduct[]>()).toHaveLength(PAGE);
    expect(totalOf(first)).toBe(String(IN_CATEGORY));

    const second = await get(`/api/products?category=${shelf.slug}&offset=12&limit=${PAGE}`);
    expect(second.json<StoreProduct[]>().map((p) => p.name)).toEqual([
      'Total Tart 13',
      'Total Tart 14',
      'Total Tart 15',
    ]);
    expect(totalOf(second)).toBe(String(IN_CATEGORY));
  });

  it('counts what matches the diet filter, not the whole category', async () => {
    const res = await get(`/api/products?category=${shelf.slug}&diet=vegan&offset=0&limit=${PAGE}`);
    expect(res.json<StoreProduct[]>().map((p) => p.name)).toEqual([
      'Total Tart 01',
      'Total Tart 02',
      'Total Tart 03',
      'Total Tart 04',
    ]);
    expect(totalOf(res)).toBe(String(VEGAN));
  });

  it('counts the whole catalogue for the home grid, and leaves an answer without limit as it was', async () => {
    const all = (await get('/api/products')).json<StoreProduct[]>();
    const page = await get(`/api/products?offset=0&limit=${PAGE}`);
    expect(totalOf(page)).toBe(String(all.length));

    // No limit: the list is whole already, and the answer carries no total.
    const whole = await get(`/api/products?category=${shelf.slug}`);
    expect(whole.json<StoreProduct[]>()).toHaveLength(IN_CATEGORY);
    expect(totalOf(whole)).toBeUndefined();
  });

  it('answers a page whose ETag the client holds with 304 and an empty body', async () => {
    const url = `/api/products?category=${shelf.slug}&offset=0&limit=${PAGE}`;
    const first = await get(url, { 'accept-encoding': 'br, gzip' });
    const etag = first.headers.etag as string;
    expect(etag).toBeTruthy();
    const again = await get(url, { 'if-none-match': etag, 'accept-encoding': 'br, gzip' });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('follows an admin adding a product at once, with a new ETag though the first page is unchanged', async () => {
    const url = `/api/products?category=${shelf.slug}&offset=0&limit=${PAGE}`;
    const before = await get(url);
    expect(totalOf(before)).toBe(String(IN_CATEGORY));

    // Sort order 0 puts it last: the first page's products stay the same, only the total moves.
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/admin/products',
      headers: admin,
      payload: {
        name: 'Total Tart Added Last',
        description: 'A tart the admin adds',
        price: '9.50',
        category: shelf.slug,
        image: '/images/products/placeholder.webp',
      },
    });
    expect(created.statusCode, created.body).toBe(201);

    const after = await get(url);
    expect(after.body).toBe(before.body);
    expect(totalOf(after)).toBe(String(IN_CATEGORY + 1));
    expect(after.headers.etag).not.toBe(before.headers.etag);
    // The copy the client held is stale: it gets the page again, with the new total.
    const revalidated = await get(url, { 'if-none-match': before.headers.etag as string });
    expect(revalidated.statusCode).toBe(200);
    expect(totalOf(revalidated)).toBe(String(IN_CATEGORY + 1));

    // Deleting it brings the total back.
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/products/${created.json<AdminProduct>().id}`,
      headers: admin,
    });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(totalOf(await get(url))).toBe(String(IN_CATEGORY));
  });
});
