import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SettableStatus } from '../order-list';
import { apiRequest } from '@/web/lib/api-client';
import { adminKeys } from '@/web/lib/admin/admin-keys';

/** PATCH /api/admin/orders/{id}/status (the answer is not read, section 7). */
export function updateOrderStatus(id: string, status: SettableStatus): Promise<unknown> {
  return apiRequest('PATCH', `/api/admin/orders/${encodeURIComponent(id)}/status`, { auth: true, body: { status } });
}

/** One per row, so each row's selector is disabled only while its own update is pending. */
export function useUpdateOrderStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: string; status: SettableStatus }) => updateOrderStatus(id, status),
    onSuccess: async (_answer, { id }) => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.orders() }),
        queryClient.invalidateQueries({ queryKey: adminKeys.analytics() }),
        queryClient.invalidateQueries({ queryKey: adminKeys.order(id) }),
        queryClient.invalidateQueries({ queryKey: ['/api/admin', 'production'] }),
      ]);
    },
  });
}
