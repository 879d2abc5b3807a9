import { queryOptions, useQuery } from '@tanstack/react-query';
import type { StoreCategory } from '@/contracts/catalog';
import { apiGet } from '@/web/lib/api-client';
import { categoryKeys } from './keys';

export const categoriesQuery = () =>
  queryOptions({
    queryKey: categoryKeys.all,
    queryFn: () => apiGet<StoreCategory[]>('/api/categories'),
  });

export const useCategories = () => useQuery(categoriesQuery());
