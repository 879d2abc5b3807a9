import { queryOptions, useQuery } from '@tanstack/react-query';
import type { StoreRelatedProducts } from '@/contracts/catalog';
import { apiGet } from '@/web/lib/api-client';
import { productKeys } from './keys';

/** The strips under a product page ("More Cakes", "You May Also Like"), chosen by the server. */
export const getRelated = (productId: string) =>
  apiGet<StoreRelatedProducts>(`/api/products/${encodeURIComponent(productId)}/related`);

export const relatedQuery = (productId: string) =>
  queryOptions({ queryKey: productKeys.related(productId), queryFn: () => getRelated(productId) });

export const useRelatedProducts = (productId: string) => useQuery(relatedQuery(productId));
