import { queryOptions, useQuery } from '@tanstack/react-query';
import type { StoreProduct, StoreProductListQuery } from '@/contracts/catalog';
import { apiGet, withQuery } from '@/web/lib/api-client';
import { productKeys } from './keys';

export async function getProducts(filters: StoreProductListQuery = {}): Promise<StoreProduct[]> {
  try {
    return await apiGet<StoreProduct[]>(withQuery('/api/products', { ...filters }));
  } catch {
    throw new Error('Failed to fetch products');
  }
}

export const productsQuery = (filters: StoreProductListQuery = {}) =>
  queryOptions({ queryKey: productKeys.list(filters), queryFn: () => getProducts(filters) });

export const useProducts = (filters: StoreProductListQuery = {}) => useQuery(productsQuery(filters));
