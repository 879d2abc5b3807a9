import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminOrdersPause, AdminPauseOrders } from '@/contracts/orders-pause';
import { apiRequest } from '@/web/lib/api-client';
import { ordersPauseKey } from './get-orders-pause';

/** PUT /api/admin/orders-pause: pauses new orders with a message and an optional until-time. */
export function pauseOrders(body: AdminPauseOrders): Promise<AdminOrdersPause> {
  return apiRequest<AdminOrdersPause>('PUT', '/api/admin/orders-pause', { auth: true, body });
}

export function usePauseOrders() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: pauseOrders,
    onSuccess: (state) => queryClient.setQueryData(ordersPauseKey, state),
  });
}
