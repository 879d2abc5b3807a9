import { useQuery } from '@tanstack/react-query';
import type { StoreCreditBalance } from '@/contracts/store-credit';
import { apiRequest } from '@/web/lib/api-client';
import { useAuth } from '@/web/lib/auth/use-auth';

/** Query keys of the signed-in person's store credit (GET /api/store-credit), per identity. */
export const storeCreditKeys = {
  all: ['/api/store-credit'] as const,
  user: (sub: string) => ['/api/store-credit', sub] as const,
};

export function getStoreCredit(signal?: AbortSignal): Promise<StoreCreditBalance> {
  return apiRequest<StoreCreditBalance>('GET', '/api/store-credit', { auth: true, signal });
}

/** The customer's store credit and its latest ledger rows (decision 0202). */
export function useStoreCredit() {
  const { status, user } = useAuth();
  const sub = user?.sub ?? '';
  return useQuery({
    queryKey: storeCreditKeys.user(sub),
    enabled: status === 'authenticated' && sub !== '',
    queryFn: ({ signal }) => getStoreCredit(signal),
    // Asked again on each visit: staff giving credit, a checkout spending it or a cancelled order
    // returning it all change it elsewhere.
    staleTime: 0,
  });
}
