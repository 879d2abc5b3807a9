import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminCreateRefund, AdminOrderRefunds } from '@/contracts/admin-refunds';
import { apiRequest } from '@/web/lib/api-client';
import { adminKeys } from '@/web/lib/admin/admin-keys';
import { orderRefundsKey } from './get-order-refunds';

/** POST /api/admin/orders/{id}/refunds: refunds an amount or chosen lines through the gateway. */
export function createRefund(id: string, body: AdminCreateRefund): Promise<AdminOrderRefunds> {
  return apiRequest<AdminOrderRefunds>('POST', `/api/admin/orders/${encodeURIComponent(id)}/refunds`, {
    auth: true,
    body,
  });
}

export function useCreateRefund() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: AdminCreateRefund }) => createRefund(id, body),
    onSuccess: async (refunds, { id }) => {
      // The answer is the new state: shown at once, then the order and the lists read again.
      queryClient.setQueryData(orderRefundsKey(id), refunds);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.orders() }),
        queryClient.invalidateQueries({ queryKey: adminKeys.analytics() }),
        queryClient.invalidateQueries({ queryKey: adminKeys.order(id), exact: true }),
      ]);
    },
  });
}
