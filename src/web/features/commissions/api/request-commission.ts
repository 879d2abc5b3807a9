import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { StoreCommission, StoreCommissionRequest } from '@/contracts/commissions';
import { apiRequest } from '@/web/lib/api-client';
import { commissionKeys } from './commission-keys';

/** POST /api/commissions: the request; the server checks the notice and the shop's closed days. */
export function useRequestCommission() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: StoreCommissionRequest) =>
      apiRequest<StoreCommission>('POST', '/api/commissions', { auth: true, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: commissionKeys.all() }),
  });
}
