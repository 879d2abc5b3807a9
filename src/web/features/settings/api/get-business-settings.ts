import { queryOptions, useQuery } from '@tanstack/react-query';
import type { StoreBusinessSettings } from '@/contracts/settings';
import { apiGet } from '@/web/lib/api-client';

export const businessSettingsKey = ['/api/business-settings'] as const;

export const businessSettingsQuery = () =>
  queryOptions({
    queryKey: businessSettingsKey,
    queryFn: () => apiGet<StoreBusinessSettings>('/api/business-settings'),
  });

export const useBusinessSettings = () => useQuery(businessSettingsQuery());
