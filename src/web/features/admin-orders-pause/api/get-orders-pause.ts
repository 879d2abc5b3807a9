import { useQuery } from '@tanstack/react-query';
import type { AdminOrdersPause } from '@/contracts/orders-pause';
import { apiRequest } from '@/web/lib/api-client';

/** Under '/api/admin', so refreshing the portal refreshes it; the dashboard and the board share it. */
export const ordersPauseKey = ['/api/admin', 'orders-pause'] as const;

/**
 * GET /api/admin/orders-pause: whether new orders are paused, and today's push back. Typed, not
 * parsed (as every admin read): the server checks its answers against the contract, and zod's
 * 90 KB stays off the dashboard's and the board's first screen.
 */
export function getOrdersPause(signal?: AbortSignal): Promise<AdminOrdersPause> {
  return apiRequest<AdminOrdersPause>('GET', '/api/admin/orders-pause', { auth: true, signal });
}

export function useOrdersPause() {
  return useQuery({ queryKey: ordersPauseKey, staleTime: 0, queryFn: ({ signal }) => getOrdersPause(signal) });
}
