import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminOrder } from '@/contracts/admin-orders';
import { apiRequest } from '@/web/lib/api-client';
import { adminKeys } from '@/web/lib/admin/admin-keys';

/** POST /api/admin/orders/{id}/cancel: refunds, releases the slot and reward, reverses points. */
export function cancelOrder(id: string, reason: string): Promise<AdminOrder> {
  return apiRequest<AdminOrder>('POST', `/api/admin/orders/${encodeURIComponent(id)}/cancel`, {
    auth: true,
    body: { reason },
  });
}

export function useCancelOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reason }: { id: string; reason: string }) => cancelOrder(id, reason),
    onSuccess: async (_order, { id }) => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.orders() }),
        queryClient.invalidateQueries({ queryKey: adminKeys.analytics() }),
        queryClient.invalidateQueries({ queryKey: adminKeys.order(id) }),
        queryClient.invalidateQueries({ queryKey: ['/api/admin', 'production'] }),
      ]);
    },
  });
}
