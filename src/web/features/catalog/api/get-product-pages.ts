import { type InfiniteData, infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { StoreProduct, StoreProductListQuery } from '@/contracts/catalog';
import { getProducts } from './get-products';
import { productKeys } from './keys';

/** The home grid shows the catalogue in pages; "Load More Products" fetches the next one. */
export const PRODUCT_PAGE_SIZE = 12;

/** What narrows the home grid: a search and the dietary chips. */
export type ProductPageFilters = Pick<StoreProductListQuery, 'search' | 'exclude' | 'diet'>;

export interface ProductPage {
  products: StoreProduct[];
  hasMore: boolean;
}

/** Fetches one more than a page, to know whether another page exists. */
export async function getProductPage(filters: ProductPageFilters, offset: number): Promise<ProductPage> {
  const list = await getProducts({ ...filters, offset, limit: PRODUCT_PAGE_SIZE + 1 });
  return { products: list.slice(0, PRODUCT_PAGE_SIZE), hasMore: list.length > PRODUCT_PAGE_SIZE };
}

export const productPagesQuery = (filters: ProductPageFilters) =>
  infiniteQueryOptions({
    queryKey: [...productKeys.all, 'pages', filters],
    queryFn: ({ pageParam }) => getProductPage(filters, pageParam),
    initialPageParam: 0,
    getNextPageParam: (last: ProductPage, pages: ProductPage[]) =>
      last.hasMore ? pages.length * PRODUCT_PAGE_SIZE : undefined,
  });

/** The first page as the server prefills it. */
export function firstProductPage(list: StoreProduct[]): InfiniteData<ProductPage, number> {
  return {
    pages: [{ products: list.slice(0, PRODUCT_PAGE_SIZE), hasMore: list.length > PRODUCT_PAGE_SIZE }],
    pageParams: [0],
  };
}

export const useProductPages = (filters: ProductPageFilters) => useInfiniteQuery(productPagesQuery(filters));
