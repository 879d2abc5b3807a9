import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminGrantStoreCredit, AdminStoreCreditGrant } from '@/contracts/store-credit';
import { apiRequest } from '@/web/lib/api-client';
import { adminKeys } from '@/web/lib/admin/admin-keys';

/** POST /api/admin/users/{id}/store-credit: resolves a complaint about one of the customer's orders with credit. */
export function giveStoreCredit(customerId: string, body: AdminGrantStoreCredit): Promise<AdminStoreCreditGrant> {
  return apiRequest<AdminStoreCreditGrant>('POST', `/api/admin/users/${encodeURIComponent(customerId)}/store-credit`, {
    auth: true,
    body,
  });
}

export function useGiveStoreCredit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ customerId, body }: { customerId: string; body: AdminGrantStoreCredit }) =>
      giveStoreCredit(customerId, body),
    onSuccess: async (_grant, { body }) => {
      await queryClient.invalidateQueries({ queryKey: adminKeys.order(body.orderId) });
    },
  });
}
