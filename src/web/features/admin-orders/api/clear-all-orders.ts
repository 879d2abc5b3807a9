import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminClearAllResult } from '@/contracts/admin-orders';
import { apiRequest } from '@/web/lib/api-client';
import { adminKeys } from '@/web/lib/admin/admin-keys';

/** DELETE /api/admin/orders/clear-all */
export function clearAllOrders(): Promise<AdminClearAllResult> {
  return apiRequest<AdminClearAllResult>('DELETE', '/api/admin/orders/clear-all', { auth: true });
}

export function useClearAllOrders() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: clearAllOrders,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}
