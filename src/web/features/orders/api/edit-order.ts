import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { StoreOrder } from '@/contracts/checkout';
import type { StoreEditOrder } from '@/contracts/order-changes';
import { apiRequest } from '@/web/lib/api-client';
import { refreshAfterChange } from './get-orders';

/** PATCH /api/orders/{id}: the delivery address, the instructions and the cake messages (issue 24). */
export const editOrder = (id: string, body: StoreEditOrder) =>
  apiRequest<StoreOrder>('PATCH', `/api/orders/${encodeURIComponent(id)}`, { auth: true, body });

export function useEditOrder(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: StoreEditOrder) => editOrder(id, body),
    onSettled: () => refreshAfterChange(queryClient),
  });
}
