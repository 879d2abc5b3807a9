import { queryOptions, useQuery } from '@tanstack/react-query';
import type { StoreCategory } from '@/contracts/catalog';
import { apiGet } from '@/web/lib/api-client';
import { categoryKeys } from './keys';

export const homepageCategoriesQuery = () =>
  queryOptions({
    queryKey: categoryKeys.homepage,
    queryFn: () => apiGet<StoreCategory[]>('/api/categories/homepage'),
  });

export const useHomepageCategories = () => useQuery(homepageCategoriesQuery());
