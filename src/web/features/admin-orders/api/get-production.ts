import { useQuery } from '@tanstack/react-query';
import type { AdminProductionSheet } from '@/contracts/admin-orders';
import { apiRequest, withQuery } from '@/web/lib/api-client';
import { adminKeys } from '@/web/lib/admin/admin-keys';
import { isCalendarDate } from '@/domain/delivery';

/** GET /api/admin/production?date=YYYY-MM-DD: what the kitchen bakes that day. */
export function getProduction(date: string, signal?: AbortSignal): Promise<AdminProductionSheet> {
  return apiRequest<AdminProductionSheet>('GET', withQuery('/api/admin/production', { date }), { auth: true, signal });
}

export function useProduction(date: string) {
  return useQuery({
    queryKey: adminKeys.production(date),
    enabled: isCalendarDate(date),
    staleTime: 0,
    queryFn: ({ signal }) => getProduction(date, signal),
  });
}
