/**
 * Every cacheable public answer carries an ETag, and a client holding that version gets 304 with
 * an empty body (issue [11 of 11], performance A3). Pages are checked in site/pages.test.ts,
 * product photos in uploads.test.ts, built assets by the static handler's own ETags (e2e/http).
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { StoreProduct } from '../../contracts/catalog';
import { createTestApp, type TestApp } from '../test/test-app';

let t: TestApp;
let product: StoreProduct;

beforeAll(async () => {
  t = await createTestApp();
  product = (await t.app.inject({ url: '/api/products?limit=1' })).json<StoreProduct[]>()[0]!;
});
afterAll(() => t.close());

const publicReads = () => [
  '/api/products',
  '/api/products?category=cakes',
  `/api/products/slug/${product.slug}`,
  `/api/products/${product.id}/variants`,
  '/api/categories',
  '/api/categories/homepage',
  '/api/business-settings',
  '/sitemap.xml',
  '/robots.txt',
];

it('every public read has a strong ETag, the same while nothing changes, and a cache lifetime', async () => {
  for (const url of publicReads()) {
    const first = await t.app.inject({ url, headers: { 'accept-encoding': 'br, gzip' } });
    const again = await t.app.inject({ url });
    expect(first.statusCode, url).toBe(200);
    expect(first.headers.etag, url).toMatch(/^"[\w-]+"$/);
    expect(again.headers.etag, url).toBe(first.headers.etag);
    expect(first.headers['cache-control'], url).toMatch(/^public, max-age=\d+/);
  }
});

it('a client holding the current version gets 304 with no body', async () => {
  for (const url of publicReads()) {
    const { headers } = await t.app.inject({ url });
    const held = await t.app.inject({ url, headers: { 'if-none-match': String(headers.etag) } });
    expect(held.statusCode, url).toBe(304);
    expect(held.rawPayload.length, url).toBe(0);
    const stale = await t.app.inject({ url, headers: { 'if-none-match': '"an-older-version"' } });
    expect(stale.statusCode, url).toBe(200);
  }
});
