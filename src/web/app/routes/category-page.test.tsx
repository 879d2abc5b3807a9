// @vitest-environment happy-dom
/**
 * The category page in pages (decision 0097): the first 12 products, the whole category's count
 * in the header, and 'Load More Products' for the rest; the server renders the first page and the
 * count, and the browser shows them without fetching the products again.
 */
import { dehydrate, type DehydratedState, hydrate } from '@tanstack/react-query';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { StoreProduct, StoreProductListQuery } from '@/contracts/catalog';
import { matchesDietFilter } from '@/domain/allergens';
import { createQueryClient } from '@/web/lib/query-client';
import { CAKES, cakes, serverData } from '@/web/test/category-shop';
import { api, type FakeRequest, renderApp } from '@/web/test/render-app';
import { CategoryPage } from './category-page';
import { prefetchCategory } from './category-prefetch';

/** The shop's category as GET /api/products answers it: a page, and the total in X-Total-Count. */
function shopAnswering(products: StoreProduct[]) {
  return (request: FakeRequest): Response => {
    if (request.path === '/api/categories') return Response.json([CAKES]);
    const diet = request.query.get('diet')?.split(',') as StoreProductListQuery['diet'];
    const matching = products.filter(
      (p) => p.category === request.query.get('category') && matchesDietFilter(p, { diet }),
    );
    const offset = Number(request.query.get('offset') ?? 0);
    const limit = Number(request.query.get('limit'));
    return Response.json(matching.slice(offset, offset + limit), {
      headers: { 'x-total-count': String(matching.length) },
    });
  };
}

let route: (request: FakeRequest) => Response;
let fetchMock: ReturnType<typeof vi.fn<typeof fetch>>;
/** The product reads the page made, as path and query. */
const productReads = () =>
  fetchMock.mock.calls.map(([input]) => String(input)).filter((url) => url.startsWith('/api/products'));

beforeEach(() => {
  api.serve({
    'GET /api/categories': (request) => route(request),
    'GET /api/products': (request) => route(request),
  });
  fetchMock = api.fetch;
});

function renderPage(url: string, queryClient = createQueryClient()) {
  renderApp(<CategoryPage />, { route: url, path: '/category/:slug', queryClient });
}

const cards = () => screen.queryAllByRole('article');
const loadMore = () => screen.queryByRole('button', { name: 'Load More Products' });
const cardNames = () => cards().map((card) => card.querySelector('h3')?.textContent);

describe('the category page in pages', () => {
  it('shows the first 12 of 15, counts all 15, and Load More Products adds the rest', async () => {
    route = shopAnswering(cakes(15));
    renderPage('/category/cakes');
    await waitFor(() => expect(cards()).toHaveLength(12));
    expect(screen.getByText('15 products')).toBeTruthy();
    expect(productReads()).toEqual(['/api/products?category=cakes&offset=0&limit=13']);

    fireEvent.click(loadMore()!);
    await waitFor(() => expect(cards()).toHaveLength(15));
    expect(cardNames().slice(11)).toEqual(['Cake 12', 'Cake 13', 'Cake 14', 'Cake 15']);
    expect(loadMore()).toBeNull();
    // Still the category's count, not a sum of what was loaded.
    expect(screen.getByText('15 products')).toBeTruthy();
    expect(productReads()).toEqual([
      '/api/products?category=cakes&offset=0&limit=13',
      '/api/products?category=cakes&offset=12&limit=13',
    ]);
  });

  it('counts what matches the diet filter, loaded or not', async () => {
    route = shopAnswering(cakes(20, 14));
    renderPage('/category/cakes?diet=vegan');
    await waitFor(() => expect(cards()).toHaveLength(12));
    expect(screen.getByText('14 products match your filters')).toBeTruthy();
    expect(productReads()).toEqual(['/api/products?category=cakes&diet=vegan&offset=0&limit=13']);
    expect(loadMore()).not.toBeNull();
  });

  it('offers no Load More Products when the category fits one page', async () => {
    route = shopAnswering(cakes(12));
    renderPage('/category/cakes');
    await waitFor(() => expect(cards()).toHaveLength(12));
    expect(screen.getByText('12 products')).toBeTruthy();
    expect(loadMore()).toBeNull();
  });

  it('keeps the empty state with its way back to every product', async () => {
    route = shopAnswering([]);
    renderPage('/category/cakes');
    expect(await screen.findByText('No Products Available')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Browse All Products' }).getAttribute('href')).toBe('/');
    expect(screen.getByText('0 products')).toBeTruthy();
  });
});

describe('the category page after the server rendered it', () => {
  it('shows the first page and the count from the server, without fetching the products again', async () => {
    const products = cakes(15);
    const onServer = createQueryClient();
    await prefetchCategory({
      params: { slug: 'cakes' },
      searchParams: new URLSearchParams(),
      data: serverData(products),
      queryClient: onServer,
    });
    // As the page carries it: dehydrated to JSON on the server, hydrated in the browser.
    const inBrowser = createQueryClient();
    hydrate(inBrowser, JSON.parse(JSON.stringify(dehydrate(onServer))) as DehydratedState);
    route = shopAnswering(products);

    renderPage('/category/cakes', inBrowser);
    expect(cards()).toHaveLength(12);
    expect(screen.getByText('15 products')).toBeTruthy();
    // Give any fetch a hydrated page might start the time to be made.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(productReads()).toEqual([]);

    fireEvent.click(loadMore()!);
    await waitFor(() => expect(cards()).toHaveLength(15));
    expect(productReads()).toEqual(['/api/products?category=cakes&offset=12&limit=13']);
  });
});
