import { describe, expect, it } from 'vitest';
import { StoreProduct, StoreProductList } from '../../contracts/catalog';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { backgroundCompressions, LARGE_BYTES } from './body-compression';
import { cachedText, toCachedBody } from './cache';

const product: StoreProduct = {
  id: 'p1',
  name: 'Lamington',
  slug: 'lamington',
  description: 'Sponge, chocolate, coconut.',
  fullDescription: null,
  price: '4.50',
  originalPrice: null,
  category: 'cakes',
  image: '/images/lamington.webp',
  images: [],
  rating: 4.5,
  reviewCount: 3,
  bestseller: false,
  seasonal: false,
  inStock: true,
  featured: false,
  sortOrder: 0,
  allergens: ['wheat', 'egg', 'milk'],
  mayContain: [],
  dietary: ['vegetarian'],
};

describe('toCachedBody', () => {
  it('serialises only what the contract names: a private column handed to it never reaches the body', () => {
    const row = { ...product, adminNotes: 'supplier owes us a refund', costCents: 120 } as StoreProduct;
    const body = toCachedBody(StoreProductList, [row]);
    expect(body.text).not.toContain('adminNotes');
    expect(body.text).not.toContain('supplier');
    expect(body.text).not.toContain('costCents');
    expect(JSON.parse(body.text)).toEqual([product]);
  });

  it('refuses a value that breaks the contract instead of sending it', () => {
    expect(() => toCachedBody(StoreProduct, { ...product, price: 4.5 } as unknown as StoreProduct)).toThrow();
  });

  it('gives the same strong ETag for the same body', () => {
    expect(toCachedBody(StoreProduct, product).etag).toBe(toCachedBody(StoreProduct, { ...product }).etag);
    expect(toCachedBody(StoreProduct, product).etag).toMatch(/^"[\w-]+"$/);
  });
});

const BEST_LEVEL_TIMEOUT_MS = 120_000;

describe('compressing a large body (decision 0228)', () => {
  /** A catalogue-like answer past LARGE_BYTES: varied names and descriptions, as a big shop's listing. */
  function largeCatalogue(): string {
    let seed = 7;
    const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31);
    const words = ['saffron', 'cardamom', 'pistachio', 'rose', 'mango', 'coconut', 'jaggery', 'almond', 'ghee', 'lime'];
    const word = () => words[next() % words.length]!;
    const rows = Array.from({ length: 2500 }, (_, i) => ({
      ...product,
      id: `p${i}-${next().toString(36)}`,
      slug: `${word()}-${word()}-${i}`,
      name: `${word()} ${word()} ${i}`,
      description: Array.from({ length: 12 }, word).join(' '),
      price: `${(next() % 9000) / 100 + 1}`.replace(/^(\d+)$/, '$1.00'),
    }));
    const text = JSON.stringify(rows);
    expect(text.length).toBeGreaterThanOrEqual(LARGE_BYTES);
    return text;
  }

  it.each(['br', 'gzip'] as const)(
    'answers %s at a fast level at once, then at the best level once it is made off the request path',
    async (encoding) => {
      const text = largeCatalogue();
      const decode = (bytes: Buffer) =>
        (encoding === 'br' ? brotliDecompressSync(bytes) : gunzipSync(bytes)).toString();
      const body = cachedText(text);

      const first = await body.encoded(encoding);
      expect(decode(first)).toBe(text);
      await body.best(encoding);
      const later = await body.encoded(encoding);
      expect(decode(later)).toBe(text);
      // The first answer did not wait for the best level: it is the fast, larger form.
      expect(later.length).toBeLessThan(first.length);
      expect(backgroundCompressions()).toBe(0);
    },
    // Brotli's best level over 2,500 products is about 2.5 s of CPU alone: far more than the usual
    // limit on a machine running the whole suite beside the journeys (it timed out at 20 s there).
    BEST_LEVEL_TIMEOUT_MS,
  );

  it('makes a small body at the best level on its first request, with nothing left to do afterwards', async () => {
    const body = cachedText(JSON.stringify([product]).repeat(20));
    const first = await body.encoded('br');
    await body.best('br');
    expect(await body.encoded('br')).toBe(first);
  });
});
