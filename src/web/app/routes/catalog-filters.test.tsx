/**
 * A filtered grid is rendered on the server: the page's prefetch asks the server's catalogue for
 * the filter in the address, under the query key the browser's page reads, so the browser shows
 * the server's list without fetching it again.
 */
import { describe, expect, it, vi } from 'vitest';
import type { StoreProduct, StoreProductListQuery } from '@/contracts/catalog';
import type { SsrDataSource } from '@/contracts/ssr';
import { type Allergen, type DietaryTag, matchesDietFilter } from '@/domain/allergens';
import { productPagesQuery } from '@/web/features/catalog/api/get-product-pages';
import { serverData } from '@/web/test/category-shop';
import { renderOnServer, ssrStateOf } from '@/web/test/render-server';
import { storeProduct } from '@/web/test/store-product';

const product = (name: string, allergens: Allergen[], dietary: DietaryTag[]): StoreProduct =>
  storeProduct({ name, category: 'cakes', rating: 4.5, reviewCount: 3, allergens, dietary });

const PRODUCTS = [
  product('Walnut Torte', ['wheat', 'egg', 'milk', 'walnut'], ['vegetarian']),
  product('Peanut Slab', ['peanut'], ['vegetarian', 'vegan', 'eggless']),
  product('Lemon Sponge', ['wheat', 'egg', 'milk'], ['vegetarian']),
];

const listProducts = vi.fn(async (query: StoreProductListQuery = {}) =>
  PRODUCTS.filter(
    (p) =>
      (!query.category || p.category === query.category) &&
      (query.featured !== 'true' || p.featured) &&
      matchesDietFilter(p, query),
  ),
);

const data: SsrDataSource = {
  // The layout's settings and no product of its own: this test's products and category instead.
  ...serverData([]),
  listProducts,
  categories: async () => [
    { id: 'c1', name: 'Cakes', slug: 'cakes', icon: '🎂', description: 'Cakes.', showOnHomePage: true },
  ],
  homepageCategories: async () => [],
};

async function renderPage(url: string) {
  const result = await renderOnServer(url, data);
  const state = ssrStateOf(result.html);
  const dataFor = (key: readonly unknown[]) =>
    state.dehydratedState.queries.find((q) => JSON.stringify(q.queryKey) === JSON.stringify(key))?.state.data;
  return { ...result, dataFor };
}

describe('a filtered grid rendered on the server', () => {
  it('on the home page: the chips pressed, the nuts gone, under the key the browser reads', async () => {
    const { status, html, dataFor } = await renderPage('/?exclude=tree-nuts,peanut');
    expect(status).toBe(200);
    expect(/aria-pressed="true"[^>]*>(<svg[^]*?<\/svg>)?No tree nuts/.test(html)).toBe(true);
    expect(/aria-pressed="true"[^>]*>(<svg[^]*?<\/svg>)?No peanuts/.test(html)).toBe(true);
    // Checked without printing the page when it fails.
    expect(html.includes('Lemon Sponge')).toBe(true);
    expect(html.includes('Walnut Torte')).toBe(false);
    expect(html.includes('Peanut Slab')).toBe(false);
    const pages = dataFor(productPagesQuery({ exclude: ['tree-nuts', 'peanut'] }).queryKey) as {
      pages: { products: StoreProduct[] }[];
    };
    expect(pages.pages[0]!.products.map((p) => p.name)).toEqual(['Lemon Sponge']);
  });

  it('on a category page, with an empty state that offers to clear the filters', async () => {
    const { html, dataFor } = await renderPage('/category/cakes?diet=vegan&exclude=peanut');
    expect(listProducts).toHaveBeenCalledWith({ category: 'cakes', exclude: ['peanut'], diet: ['vegan'] });
    expect(dataFor(productPagesQuery({ category: 'cakes', exclude: ['peanut'], diet: ['vegan'] }).queryKey)).toEqual({
      pages: [{ products: [], hasMore: false, total: 0 }],
      pageParams: [0],
    });
    expect(html.includes('Nothing matches these filters')).toBe(true);
    expect(html.includes('Clear filters')).toBe(true);
  });
});
