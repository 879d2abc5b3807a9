import { useQuery } from '@tanstack/react-query';
import type { AdminOrderRefunds } from '@/contracts/admin-refunds';
import { apiRequest } from '@/web/lib/api-client';
import { adminKeys } from '@/web/lib/admin/admin-keys';

export const orderRefundsKey = (id: string) => [...adminKeys.order(id), 'refunds'] as const;

/** GET /api/admin/orders/{id}/refunds: what is left to refund, line by line, and the refunds so far. */
export function getOrderRefunds(id: string, signal?: AbortSignal): Promise<AdminOrderRefunds> {
  return apiRequest<AdminOrderRefunds>('GET', `/api/admin/orders/${encodeURIComponent(id)}/refunds`, {
    auth: true,
    signal,
  });
}

/** Read fresh each time the order opens: another member of staff may have refunded meanwhile. */
export function useOrderRefunds(id: string | null) {
  return useQuery({
    queryKey: orderRefundsKey(id ?? ''),
    queryFn: ({ signal }) => getOrderRefunds(id!, signal),
    enabled: id !== null,
    staleTime: 0,
  });
}
