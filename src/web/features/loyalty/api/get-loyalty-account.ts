import { useQuery } from '@tanstack/react-query';
import type { StoreLoyaltyAccount } from '@/contracts/loyalty';
import { ApiRequestError, apiRequest } from '@/web/lib/api-client';
import { useAuth } from '@/web/lib/auth/use-auth';
import { loyaltyKeys } from './loyalty-keys';

/** GET /api/loyalty/{sub}: the signed-in customer's points; null (404) when they have no account yet. */
export async function getLoyaltyAccount(sub: string, signal?: AbortSignal): Promise<StoreLoyaltyAccount | null> {
  try {
    return await apiRequest<StoreLoyaltyAccount>('GET', `/api/loyalty/${encodeURIComponent(sub)}`, {
      auth: true,
      signal,
    });
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 404) return null;
    throw error;
  }
}

export function useLoyaltyAccount() {
  const { status, user } = useAuth();
  const sub = user?.sub ?? '';
  return useQuery({
    queryKey: loyaltyKeys.account(sub),
    enabled: status === 'authenticated' && sub !== '',
    queryFn: ({ signal }) => getLoyaltyAccount(sub, signal),
  });
}
