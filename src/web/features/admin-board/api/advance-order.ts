import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { StaffSettableStatus } from '@/domain/order-status';
import { adminKeys } from '@/web/lib/admin/admin-keys';
import { apiRequest } from '@/web/lib/api-client';

/** PATCH /api/admin/orders/{id}/status: the board's one-tap next step (the answer is not read). */
export function advanceOrder(id: string, status: StaffSettableStatus): Promise<unknown> {
  return apiRequest('PATCH', `/api/admin/orders/${encodeURIComponent(id)}/status`, { auth: true, body: { status } });
}

/** One per card, so only the tapped card's button waits. Re-reads the board, lists, dashboard and sheet. */
export function useAdvanceOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: string; status: StaffSettableStatus }) => advanceOrder(id, status),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.orders() }),
        queryClient.invalidateQueries({ queryKey: adminKeys.analytics() }),
        queryClient.invalidateQueries({ queryKey: ['/api/admin', 'production'] }),
      ]);
    },
  });
}
