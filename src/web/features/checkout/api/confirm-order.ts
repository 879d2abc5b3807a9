import { useMutation } from '@tanstack/react-query';
import type { StoreConfirmOrder, StoreOrder } from '@/contracts/checkout';
import { apiRequest } from '@/web/lib/api-client';
import { useAuth } from '@/web/lib/auth/use-auth';

/** POST /api/confirm-order: turns the paid checkout into an order. Idempotent: a repeat returns the same order. */
export function confirmOrder(body: StoreConfirmOrder, token: string | null): Promise<StoreOrder> {
  return apiRequest<StoreOrder>('POST', '/api/confirm-order', { body, token });
}

export function useConfirmOrder() {
  const { getAccessToken } = useAuth();
  return useMutation({
    mutationFn: async (body: StoreConfirmOrder) => confirmOrder(body, await getAccessToken()),
  });
}
