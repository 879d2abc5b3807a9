import type { StoreProduct } from '@/contracts/catalog';
import { productQuery } from '@/web/features/catalog/api/get-product';
import { productsQuery } from '@/web/features/catalog/api/get-products';
import { relatedQuery } from '@/web/features/catalog/api/get-related';
import { variantsQuery } from '@/web/features/catalog/api/get-variants';
import type { Prefetch } from '../route-types';

// Apart from the page (product-page.tsx), so the route table can name the data a product page
// needs without pulling the page's code into the first load of every other page.

// The strips under the product come as their own small answer: the page never embeds the whole
// catalogue, so its size does not grow with the catalogue (performance A7).
async function prefetchDetail({ data, queryClient }: Parameters<Prefetch>[0], product: StoreProduct) {
  const [variants, related] = await Promise.all([data.variantsOf(product.id), data.relatedProducts(product.id)]);
  queryClient.setQueryData(variantsQuery(product.id).queryKey, variants);
  queryClient.setQueryData(relatedQuery(product.id).queryKey, related);
}

export const prefetchProduct: Prefetch = async (context) => {
  const slug = context.params.slug ?? '';
  const product = await context.data.productBySlug(slug);
  context.queryClient.setQueryData(productQuery(slug).queryKey, product);
  if (!product) return { status: 404 };
  await prefetchDetail(context, product);
};

// The page of /product/{id} finds its product in the catalogue (productsQuery()).
export const prefetchProductById: Prefetch = async (context) => {
  const [product, all] = await Promise.all([
    context.data.productById(context.params.id ?? ''),
    context.data.listProducts(),
  ]);
  context.queryClient.setQueryData(productsQuery().queryKey, all);
  if (!product) return { status: 404 };
  await prefetchDetail(context, product);
};
