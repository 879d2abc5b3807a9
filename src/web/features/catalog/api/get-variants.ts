import { queryOptions, useQuery } from '@tanstack/react-query';
import type { StoreVariant } from '@/contracts/catalog';
import { apiGet } from '@/web/lib/api-client';
import { productKeys } from './keys';

export const getVariants = (productId: string) =>
  apiGet<StoreVariant[]>(`/api/products/${encodeURIComponent(productId)}/variants`);

export const variantsQuery = (productId: string) =>
  queryOptions({ queryKey: productKeys.variants(productId), queryFn: () => getVariants(productId) });

export const useVariants = (productId: string | undefined) =>
  useQuery({ ...variantsQuery(productId ?? ''), enabled: Boolean(productId) });
