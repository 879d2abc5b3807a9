import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { StoreCommission } from '@/contracts/commissions';
import { apiRequest } from '@/web/lib/api-client';
import { commissionKeys } from './commission-keys';

/** POST /api/commissions/{id}/messages: the customer's answer to staff's question. */
export function useReplyToCommission() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: string }) =>
      apiRequest<StoreCommission>('POST', `/api/commissions/${encodeURIComponent(id)}/messages`, {
        auth: true,
        body: { body },
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: commissionKeys.all() }),
  });
}
