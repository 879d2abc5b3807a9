/**
 * Cacheable public answers go out compressed as the browser asks (`br, gzip`), from bytes made
 * once per version of the answer (performance A1), with their ETag and `Vary: Accept-Encoding`.
 */
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { StoreProductList } from '../../contracts/catalog';
import { createTestApp, type TestApp } from '../test/test-app';
import { toCachedBody } from './cache';
import { chooseEncoding } from './http-cache';

describe('chooseEncoding', () => {
  it.each([
    ['br, gzip', 'br'],
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['gzip;q=0.5, br;q=0', 'gzip'],
    ['*', 'br'],
    ['identity', null],
    ['br;q=0, gzip;q=0', null],
    ['', null],
    [undefined, null],
  ])('%s → %s', (header, expected) => {
    expect(chooseEncoding(header)).toBe(expected);
  });
});

describe('a cached body', () => {
  it('is compressed once per encoding, however many ask', async () => {
    const body = toCachedBody(StoreProductList, []);
    expect(body.encoded('br')).toBe(body.encoded('br'));
    expect(body.encoded('gzip')).toBe(body.encoded('gzip'));
    expect(brotliDecompressSync(await body.encoded('br')).toString()).toBe(body.text);
    expect(gunzipSync(await body.encoded('gzip')).toString()).toBe(body.text);
  });
});

describe('the catalogue over HTTP', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('sends brotli to a browser, gzip to a client without brotli, JSON as is to one that asks for neither', async () => {
    const plain = await t.app.inject({ url: '/api/products' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    const br = await t.app.inject({ url: '/api/products', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    const gz = await t.app.inject({ url: '/api/products', headers: { 'accept-encoding': 'gzip' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    expect(gunzipSync(gz.rawPayload).toString()).toBe(plain.body);
    // Made at the best level: smaller than gzip, and far smaller than the JSON.
    expect(br.rawPayload.length).toBeLessThan(gz.rawPayload.length);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 4);
    for (const res of [plain, br, gz]) {
      expect(res.headers.etag).toBe(plain.headers.etag);
      expect(res.headers.vary).toContain('accept-encoding');
      expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    }
  });

  it('answers 304 with no body to a client holding the current version, in any encoding', async () => {
    const first = await t.app.inject({ url: '/api/categories', headers: { 'accept-encoding': 'br' } });
    const again = await t.app.inject({
      url: '/api/categories',
      headers: { 'accept-encoding': 'br', 'if-none-match': String(first.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
  });

  it('sends a small answer (a search that finds nothing, under 1 kB) as it is: compressing it would cost more than it saves', async () => {
    // Business settings were the example until the calendar (issue 22) made them larger than 1 kB.
    const url = '/api/products?search=nothing-is-called-this';
    const plain = await t.app.inject({ url });
    const br = await t.app.inject({ url, headers: { 'accept-encoding': 'br, gzip' } });
    expect(plain.rawPayload.length).toBeLessThan(1024);
    expect(br.headers['content-encoding']).toBeUndefined();
    expect(br.body).toBe(plain.body);
    expect(br.headers.etag).toBe(plain.headers.etag);
  });
});
