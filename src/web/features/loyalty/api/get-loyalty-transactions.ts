import { useQuery } from '@tanstack/react-query';
import type { StoreLoyaltyTransaction } from '@/contracts/loyalty';
import { apiRequest } from '@/web/lib/api-client';
import { useAuth } from '@/web/lib/auth/use-auth';
import { loyaltyKeys } from './loyalty-keys';

/** GET /api/loyalty/{sub}/transactions: the points ledger, newest first. */
export function getLoyaltyTransactions(sub: string, signal?: AbortSignal): Promise<StoreLoyaltyTransaction[]> {
  return apiRequest<StoreLoyaltyTransaction[]>('GET', `/api/loyalty/${encodeURIComponent(sub)}/transactions`, {
    auth: true,
    signal,
  });
}

export function useLoyaltyTransactions() {
  const { status, user } = useAuth();
  const sub = user?.sub ?? '';
  return useQuery({
    queryKey: loyaltyKeys.transactions(sub),
    enabled: status === 'authenticated' && sub !== '',
    queryFn: ({ signal }) => getLoyaltyTransactions(sub, signal),
  });
}
