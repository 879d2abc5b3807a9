import type { StoreProductListQuery } from '@/contracts/catalog';
import { withQuery } from '@/web/lib/api-client';

// Apart from the query (get-product-pages.ts), so the bench (scripts/bench/run.ts) can ask for
// exactly what a grid asks for without loading React Query.

/** The home and category grids show products in pages; "Load More Products" fetches the next one. */
export const PRODUCT_PAGE_SIZE = 12;

/** What narrows a paged grid: the category page's category, a search and the dietary chips. */
export type ProductPageFilters = Pick<StoreProductListQuery, 'category' | 'search' | 'exclude' | 'diet'>;

/** GET /api/products for the page at `offset`: one more than a page, to know whether another exists. */
export const productPageUrl = (filters: ProductPageFilters, offset: number): string =>
  withQuery('/api/products', { ...filters, offset, limit: PRODUCT_PAGE_SIZE + 1 });
