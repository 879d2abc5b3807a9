import { describe, expect, it } from 'vitest';
import { StoreProduct, StoreProductList } from '../../contracts/catalog';
import { toCachedBody } from './cache';

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
  allergens: ['gluten', 'egg', 'milk'],
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
