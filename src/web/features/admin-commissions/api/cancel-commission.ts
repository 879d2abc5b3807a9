import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminCommission } from '@/contracts/commissions';
import { apiRequest } from '@/web/lib/api-client';
import { adminKeys } from '@/web/lib/admin/admin-keys';

/** POST /api/admin/commissions/{id}/cancel: the bakery cancels and refunds everything paid. */
export function useStaffCancelCommission() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reason }: { id: string; reason: string }) =>
      apiRequest<{ commission: AdminCommission; refund: string }>(
        'POST',
        `/api/admin/commissions/${encodeURIComponent(id)}/cancel`,
        { auth: true, body: { reason } },
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.commissions() }),
  });
}
