/**
 * The category page as the server renders it (decision 0097): the first page of the grid and the
 * count of the whole category, so its HTML stays the same size however many products the
 * category holds (performance A7).
 */
import { describe, expect, it } from 'vitest';
import { productPagesQuery } from '@/web/features/catalog/api/get-product-pages';
import { cakes, serverData } from '@/web/test/category-shop';
import { renderOnServer, ssrStateOf } from '@/web/test/render-server';

async function renderPage(url: string, productsInShop: number) {
  const { html } = await renderOnServer(url, serverData(cakes(productsInShop)));
  const state = ssrStateOf(html);
  // The card titles: each a link inside the card's <h3>.
  const cardNames = [...html.matchAll(/<h3[^>]*><a[^>]*>([^<]*)<\/a><\/h3>/g)].map((m) => m[1]);
  return { html, state, cardNames };
}

describe('a category page rendered on the server', () => {
  it('holds the first 12 products, the count of all 15 and the Load More Products button', async () => {
    const { html, cardNames } = await renderPage('/category/cakes', 15);
    expect(cardNames).toEqual(cakes(12).map((p) => p.name));
    // Neither shown nor in the page's state.
    expect(html.includes('Cake 13')).toBe(false);
    expect(/>15(<!-- -->)? (<!-- -->)?products</.test(html)).toBe(true);
    expect(html.includes('Load More Products')).toBe(true);
  });

  it('is as large with 500 products in the category as with 15', async () => {
    const few = await renderPage('/category/cakes', 15);
    const many = await renderPage('/category/cakes', 500);
    expect(many.cardNames).toEqual(few.cardNames);
    // Only the count's digits differ.
    expect(many.html.length - few.html.length).toBeLessThanOrEqual(4);
  });

  it('hands the browser the first page and the total under the key the page reads', async () => {
    const { state } = await renderPage('/category/cakes?diet=vegan', 15);
    const key = JSON.stringify(productPagesQuery({ category: 'cakes', diet: ['vegan'] }).queryKey);
    const entry = state.dehydratedState.queries.find((q) => JSON.stringify(q.queryKey) === key);
    // cakes(15) has no vegan cake: an empty first page and a total of 0.
    expect(entry?.state.data).toEqual({ pages: [{ products: [], hasMore: false, total: 0 }], pageParams: [0] });
  });
});
