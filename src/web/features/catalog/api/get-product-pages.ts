import { type InfiniteData, infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { StoreProduct } from '@/contracts/catalog';
import { ApiRequestError, apiRequestWithHeaders } from '@/web/lib/api-client';
import { productKeys } from './keys';
import { PRODUCT_PAGE_SIZE, type ProductPageFilters, productPageUrl } from './product-page-url';

export { PRODUCT_PAGE_SIZE, type ProductPageFilters };

export interface ProductPage {
  products: StoreProduct[];
  hasMore: boolean;
  /** How many products match the filters in all, loaded or not (the answer's `X-Total-Count`). */
  total: number;
}

/**
 * The total a page's answer states, never less than the products known to exist (`seen`); `seen`
 * when the header is missing or unreadable (an answer from a server without it).
 */
function totalFrom(headers: Headers, seen: number): number {
  const stated = Number.parseInt(headers.get('x-total-count') ?? '', 10);
  return Number.isFinite(stated) ? Math.max(stated, seen) : seen;
}

/** One page of a grid, with how many products match in all. */
export async function getProductPage(filters: ProductPageFilters, offset: number): Promise<ProductPage> {
  let answer: { data: StoreProduct[]; headers: Headers };
  try {
    answer = await apiRequestWithHeaders<StoreProduct[]>('GET', productPageUrl(filters, offset));
  } catch (error) {
    // A busy shop's refusal stays itself, so the page says to try again in a moment (decision 0215).
    if (error instanceof ApiRequestError && error.busy) throw error;
    throw new Error('Failed to fetch products', { cause: error });
  }
  const list = answer.data;
  return {
    products: list.slice(0, PRODUCT_PAGE_SIZE),
    hasMore: list.length > PRODUCT_PAGE_SIZE,
    total: totalFrom(answer.headers, offset + list.length),
  };
}

export const productPagesQuery = (filters: ProductPageFilters) =>
  infiniteQueryOptions({
    queryKey: [...productKeys.all, 'pages', filters],
    queryFn: ({ pageParam }) => getProductPage(filters, pageParam),
    initialPageParam: 0,
    getNextPageParam: (last: ProductPage, pages: ProductPage[]) =>
      last.hasMore ? pages.length * PRODUCT_PAGE_SIZE : undefined,
  });

/** The first page as the server prefills it, from every product matching the filters. */
export function firstProductPage(matching: StoreProduct[]): InfiniteData<ProductPage, number> {
  return {
    pages: [
      {
        products: matching.slice(0, PRODUCT_PAGE_SIZE),
        hasMore: matching.length > PRODUCT_PAGE_SIZE,
        total: matching.length,
      },
    ],
    pageParams: [0],
  };
}

/**
 * How many products the grid's filters match: the newest page's total (products added or removed
 * since the first page show there), never less than the products on screen; 0 before any page.
 */
export function productTotal(data: { pages: readonly ProductPage[] } | undefined): number {
  if (!data?.pages.length) return 0;
  const loaded = data.pages.reduce((sum, page) => sum + page.products.length, 0);
  return Math.max(data.pages.at(-1)!.total, loaded);
}

export const useProductPages = (filters: ProductPageFilters) => useInfiniteQuery(productPagesQuery(filters));
