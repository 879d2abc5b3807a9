import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminCommission, AdminCommissionQuote } from '@/contracts/commissions';
import { apiRequest } from '@/web/lib/api-client';
import { adminKeys } from '@/web/lib/admin/admin-keys';

/** PUT /api/admin/commissions/{id}/quote: 409 when someone else quoted the version this screen showed. */
export function useQuoteCommission() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, quote }: { id: string; quote: AdminCommissionQuote }) =>
      apiRequest<AdminCommission>('PUT', `/api/admin/commissions/${encodeURIComponent(id)}/quote`, {
        auth: true,
        body: quote,
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.commissions() }),
  });
}
