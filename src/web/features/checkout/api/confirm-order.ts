import { useMutation } from '@tanstack/react-query';
import type { StoreConfirmOrder, StoreOrder } from '@/contracts/checkout';
import { apiRequest } from '@/web/lib/api-client';

/** POST /api/confirm-order: turns the paid checkout into an order. Idempotent: a repeat returns the same order. */
export function confirmOrder(body: StoreConfirmOrder): Promise<StoreOrder> {
  return apiRequest<StoreOrder>('POST', '/api/confirm-order', { body, auth: true });
}

export function useConfirmOrder() {
  return useMutation({ mutationFn: confirmOrder });
}
