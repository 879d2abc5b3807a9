import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminOrdersPause } from '@/contracts/orders-pause';
import { apiRequest } from '@/web/lib/api-client';
import { ordersPauseKey } from './get-orders-pause';

/** DELETE /api/admin/orders-pause: takes new orders again. */
export function resumeOrders(): Promise<AdminOrdersPause> {
  return apiRequest<AdminOrdersPause>('DELETE', '/api/admin/orders-pause', { auth: true });
}

export function useResumeOrders() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resumeOrders,
    onSuccess: (state) => queryClient.setQueryData(ordersPauseKey, state),
  });
}
