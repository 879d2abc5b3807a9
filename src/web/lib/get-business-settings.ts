import { queryOptions, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { StoreBusinessSettings } from '@/contracts/settings';
import { apiGet } from './api-client';
import { type BusinessDetails, toBusinessDetails } from './business-format';

/**
 * GET /api/business-settings: the one fetcher and query key for the shop's details. The server
 * fills every field (a blank stored value gets its built-in fallback), so nothing here guesses;
 * the store layout preloads this query on the server, so pages have it on first render.
 */
export const businessSettingsKeys = { all: ['/api/business-settings'] as const };

export const businessSettingsQuery = () =>
  queryOptions({
    queryKey: businessSettingsKeys.all,
    queryFn: ({ signal }) => apiGet<StoreBusinessSettings>('/api/business-settings', { signal }),
  });

export const useBusinessSettings = () => useQuery(businessSettingsQuery());

/** The settings as the pages show them (address lines, tel: and mailto: links); undefined until loaded. */
export function useBusinessDetails(): BusinessDetails | undefined {
  const { data } = useBusinessSettings();
  return useMemo(() => (data ? toBusinessDetails(data) : undefined), [data]);
}
