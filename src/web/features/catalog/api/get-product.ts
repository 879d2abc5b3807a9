import { queryOptions, useQuery } from '@tanstack/react-query';
import type { StoreProduct } from '@/contracts/catalog';
import { ApiRequestError, apiGet } from '@/web/lib/api-client';
import { productKeys } from './keys';

/** One product by slug; null when there is no such product (the page shows 'Product not found'). */
export async function getProductBySlug(slug: string): Promise<StoreProduct | null> {
  try {
    return await apiGet<StoreProduct>(`/api/products/slug/${encodeURIComponent(slug)}`);
  } catch (error) {
    if (error instanceof ApiRequestError && (error.status === 404 || error.status === 400)) return null;
    throw error;
  }
}

export const productQuery = (slug: string) =>
  queryOptions({ queryKey: productKeys.detail(slug), queryFn: () => getProductBySlug(slug) });

export const useProduct = (slug: string) => useQuery(productQuery(slug));
