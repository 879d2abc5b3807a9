import { useQuery } from '@tanstack/react-query';
import type { AdminAnalytics } from '@/contracts/admin-analytics';
import { apiRequest } from '@/web/lib/api-client';
import { adminKeys } from '@/web/lib/admin/admin-keys';

/** GET /api/admin/analytics: the dashboard's figures; refreshed by status changes and new orders. */
export function getAnalytics(signal?: AbortSignal): Promise<AdminAnalytics> {
  return apiRequest<AdminAnalytics>('GET', '/api/admin/analytics', { auth: true, signal });
}

export function useAdminAnalytics() {
  return useQuery({ queryKey: adminKeys.analytics(), queryFn: ({ signal }) => getAnalytics(signal) });
}
