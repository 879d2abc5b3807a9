import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { StoreOrder } from '@/contracts/checkout';
import type { StoreCancelOrder } from '@/contracts/order-changes';
import { apiRequest } from '@/web/lib/api-client';
import { refreshAfterChange } from './get-orders';

/** POST /api/orders/{id}/cancel: the whole payment refunded, points and reward given back (issue 24). */
export const cancelOrder = (id: string, body: StoreCancelOrder) =>
  apiRequest<StoreOrder>('POST', `/api/orders/${encodeURIComponent(id)}/cancel`, { auth: true, body });

export function useCancelOrder(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: StoreCancelOrder) => cancelOrder(id, body),
    onSettled: () => refreshAfterChange(queryClient),
  });
}
