/**
 * The product page as the server renders it: what it says of reviews and prices must be what the
 * shop knows, in the page, its cards and its structured data.
 */
import { describe, expect, it } from 'vitest';
import type { StoreProduct, StoreVariant } from '@/contracts/catalog';
import type { SsrDataSource } from '@/contracts/ssr';
import { serverData as categoryShopData } from '@/web/test/category-shop';
import { renderOnServer } from '@/web/test/render-server';
import { storeProduct } from '@/web/test/store-product';

function serverData(product: StoreProduct, variants: StoreVariant[], related: StoreProduct[]): SsrDataSource {
  return {
    ...categoryShopData([]),
    listProducts: async () => [product, ...related],
    productBySlug: async (slug) => (slug === product.slug ? product : null),
    productById: async (id) => (id === product.id ? product : null),
    variantsOf: async () => variants,
    relatedProducts: async () => ({ related, suggested: [] }),
  };
}

async function renderProductPage(product: StoreProduct, variants: StoreVariant[] = [], related: StoreProduct[] = []) {
  const { html, status } = await renderOnServer(
    `/product/details/${product.slug}`,
    serverData(product, variants, related),
  );
  expect(status).toBe(200);
  const ld = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map(
    (m) => JSON.parse(m[1]!) as unknown,
  );
  const text = html.replace(/<!-- -->/g, '').replace(/<[^>]+>/g, ' ');
  return { html, text, ld: JSON.stringify(ld) };
}

describe('a product nobody has reviewed yet', () => {
  it('shows no rating on its page, on the cards under it, nor in its structured data', async () => {
    const fresh = storeProduct({ name: 'New Lamington', rating: 0, reviewCount: 0 });
    const freshToo = storeProduct({ name: 'New Eccles Cake', rating: 0, reviewCount: 0 });
    const { text, ld } = await renderProductPage(fresh, [], [freshToo]);
    expect(text).toContain('New Eccles Cake');
    expect(text).not.toMatch(/\b0\.0\b/);
    expect(text).not.toMatch(/\b0 reviews/);
    expect(text).not.toContain('out of 5');
    expect(ld).not.toContain('aggregateRating');
  });

  it('still shows the rating of a reviewed product, on its page, its card and its structured data', async () => {
    const loved = storeProduct({ name: 'Old Lamington', rating: 4.8, reviewCount: 12 });
    const lovedToo = storeProduct({ name: 'Old Eccles Cake', rating: 4.5, reviewCount: 3 });
    const { text, ld } = await renderProductPage(loved, [], [lovedToo]);
    expect(text).toMatch(/4\.8\s*·\s*12\s+reviews/);
    expect(text).toMatch(/4\.5\s+out of 5 from\s+\(3\)/);
    expect(ld).toContain('"aggregateRating":{"@type":"AggregateRating","ratingValue":4.8,"reviewCount":12}');
  });
});
