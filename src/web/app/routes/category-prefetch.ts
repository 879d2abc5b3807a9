import {
  firstProductPage,
  type ProductPageFilters,
  productPagesQuery,
} from '@/web/features/catalog/api/get-product-pages';
import { dietFilterFrom } from '@/web/features/catalog/diet-filter';
import type { Prefetch } from '../route-types';

// Apart from the page (category-page.tsx), so the route table can name the data a category page
// needs without pulling the page's code into the first load of every other page.

/** The category grid's filters: its category and the dietary chips in the address, the same on server and browser. */
export const categoryGridFilters = (slug: string, params: URLSearchParams): ProductPageFilters => ({
  category: slug,
  ...dietFilterFrom(params),
});

export const prefetchCategory: Prefetch = async ({ params, searchParams, data, queryClient }) => {
  const slug = params.slug ?? '';
  const categories = await data.categories();
  if (!categories.some((c) => c.slug === slug)) return { status: 404 };
  const filters = categoryGridFilters(slug, searchParams);
  // The first page and the count only, under the key the page reads: the HTML holds 12 products
  // however many the category has (performance A7), and the browser does not fetch them again.
  queryClient.setQueryData(productPagesQuery(filters).queryKey, firstProductPage(await data.listProducts(filters)));
};
