import { useQuery } from '@tanstack/react-query';
import type { StoreCommission } from '@/contracts/commissions';
import { apiGet } from '@/web/lib/api-client';
import { commissionKeys } from './commission-keys';

/** GET /api/commissions: the signed-in customer's custom cake requests, newest first. */
export function useMyCommissions() {
  return useQuery({
    queryKey: commissionKeys.mine(),
    queryFn: ({ signal }) => apiGet<StoreCommission[]>('/api/commissions', { auth: true, signal }),
    staleTime: 0,
    refetchOnMount: 'always',
  });
}
