import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminOrdersPause } from '@/contracts/orders-pause';
import { apiRequest } from '@/web/lib/api-client';
import { ordersPauseKey } from './get-orders-pause';

/** PUT /api/admin/orders-pause/push-back: the total minutes added to today's lead time (0 clears). */
export function pushBackLeadTime(minutes: number): Promise<AdminOrdersPause> {
  return apiRequest<AdminOrdersPause>('PUT', '/api/admin/orders-pause/push-back', { auth: true, body: { minutes } });
}

export function usePushBackLeadTime() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: pushBackLeadTime,
    onSuccess: (state) => queryClient.setQueryData(ordersPauseKey, state),
  });
}
