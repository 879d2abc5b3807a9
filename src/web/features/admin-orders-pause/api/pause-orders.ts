import { useMutation, useQueryClient } from '@tanstack/react-query';
import { AdminOrdersPause, type AdminPauseOrders } from '@/contracts/orders-pause';
import { apiRequest } from '@/web/lib/api-client';
import { ordersPauseKey } from './get-orders-pause';

/** PUT /api/admin/orders-pause: pauses new orders with a message and an optional until-time. */
export async function pauseOrders(body: AdminPauseOrders): Promise<AdminOrdersPause> {
  return AdminOrdersPause.parse(await apiRequest<unknown>('PUT', '/api/admin/orders-pause', { auth: true, body }));
}

export function usePauseOrders() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: pauseOrders,
    onSuccess: (state) => queryClient.setQueryData(ordersPauseKey, state),
  });
}
