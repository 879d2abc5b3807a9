import { useQuery } from '@tanstack/react-query';
import { AdminOrdersPause } from '@/contracts/orders-pause';
import { apiRequest } from '@/web/lib/api-client';

/** Under '/api/admin', so refreshing the portal refreshes it; the dashboard and the board share it. */
export const ordersPauseKey = ['/api/admin', 'orders-pause'] as const;

/** GET /api/admin/orders-pause: whether new orders are paused, and today's push back. */
export async function getOrdersPause(signal?: AbortSignal): Promise<AdminOrdersPause> {
  const answer = await apiRequest<unknown>('GET', '/api/admin/orders-pause', { auth: true, signal });
  return AdminOrdersPause.parse(answer);
}

export function useOrdersPause() {
  return useQuery({ queryKey: ordersPauseKey, staleTime: 0, queryFn: ({ signal }) => getOrdersPause(signal) });
}
