import { useQuery } from '@tanstack/react-query';
import type { AdminCustomerOrder } from '@/contracts/admin-customers';
import { apiGet } from '@/web/lib/api-client';
import { adminKeys } from '@/web/lib/admin/admin-keys';

/** GET /api/admin/users/{id}/orders: asked only while a customer's orders are open. */
export function useCustomerOrders(userId: string | null) {
  return useQuery({
    queryKey: adminKeys.userOrders(userId ?? ''),
    enabled: userId !== null,
    queryFn: ({ signal }) =>
      apiGet<AdminCustomerOrder[]>(`/api/admin/users/${encodeURIComponent(userId ?? '')}/orders`, {
        auth: true,
        signal,
      }),
    staleTime: 0,
  });
}
