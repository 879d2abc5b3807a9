import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { StoreOrder } from '@/contracts/checkout';
import type { StoreMoveOrder } from '@/contracts/order-changes';
import { apiRequest } from '@/web/lib/api-client';
import { refreshAfterChange } from './get-orders';

/** POST /api/orders/{id}/move: another date and slot, checked as a new order's are (issue 24). */
export const moveOrder = (id: string, body: StoreMoveOrder) =>
  apiRequest<StoreOrder>('POST', `/api/orders/${encodeURIComponent(id)}/move`, { auth: true, body });

export function useMoveOrder(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: StoreMoveOrder) => moveOrder(id, body),
    onSettled: () => refreshAfterChange(queryClient),
  });
}
