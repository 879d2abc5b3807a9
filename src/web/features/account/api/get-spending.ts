import { useQuery } from '@tanstack/react-query';
import type { StoreAccountSpending } from '@/contracts/account-spending';
import { parseMoney } from '@/domain/money';
import { apiRequest } from '@/web/lib/api-client';
import { useAuth } from '@/web/lib/auth/use-auth';

/** Query keys of what the signed-in person has spent (GET /api/auth/user/spending), per identity. */
export const spendingKeys = {
  all: ['/api/auth/user/spending'] as const,
  user: (sub: string) => ['/api/auth/user/spending', sub] as const,
};

/**
 * What the signed-in person has spent, in cents: the server's one definition (paid minus
 * refunded, decision 0120), so /account shows what /loyalty and the admin show.
 */
export function useMySpending() {
  const { status, user } = useAuth();
  const sub = user?.sub ?? '';
  return useQuery({
    queryKey: spendingKeys.user(sub),
    enabled: status === 'authenticated' && sub !== '',
    queryFn: async ({ signal }) => {
      const { totalSpent } = await apiRequest<StoreAccountSpending>('GET', '/api/auth/user/spending', {
        auth: true,
        signal,
      });
      return parseMoney(totalSpent);
    },
    // Asked again on each visit to /account: a payment or a refund since the last one changes it,
    // and nothing else in the app knows to invalidate it.
    staleTime: 0,
  });
}
