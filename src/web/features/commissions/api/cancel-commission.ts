import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { StoreCommission } from '@/contracts/commissions';
import { apiRequest } from '@/web/lib/api-client';
import { commissionKeys } from './commission-keys';

/** POST /api/commissions/{id}/cancel: refunds what the schedule says for this moment. */
export function useCancelCommission() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest<{ commission: StoreCommission; refund: string }>(
        'POST',
        `/api/commissions/${encodeURIComponent(id)}/cancel`,
        { auth: true },
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: commissionKeys.all() }),
  });
}
