import { productsQuery } from '@/web/features/catalog/api/get-products';
import { dietFilterFrom } from '@/web/features/catalog/diet-filter';
import type { Prefetch } from '../route-types';

// Apart from the page (category-page.tsx), so the route table can name the data a category page
// needs without pulling the page's code into the first load of every other page.

export const prefetchCategory: Prefetch = async ({ params, searchParams, data, queryClient }) => {
  const slug = params.slug ?? '';
  const categories = await data.categories();
  if (!categories.some((c) => c.slug === slug)) return { status: 404 };
  const filters = { category: slug, ...dietFilterFrom(searchParams) };
  queryClient.setQueryData(productsQuery(filters).queryKey, await data.listProducts(filters));
};
