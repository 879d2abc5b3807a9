import { useQuery } from '@tanstack/react-query';
import type { StoreLoyaltyReward } from '@/contracts/loyalty';
import { apiRequest } from '@/web/lib/api-client';
import { useAuth } from '@/web/lib/auth/use-auth';
import { loyaltyKeys } from './loyalty-keys';

/** GET /api/loyalty/rewards: the active rewards, cheapest first. */
export function getLoyaltyRewards(signal?: AbortSignal): Promise<StoreLoyaltyReward[]> {
  return apiRequest<StoreLoyaltyReward[]>('GET', '/api/loyalty/rewards', { auth: true, signal });
}

export function useLoyaltyRewards() {
  const { status } = useAuth();
  return useQuery({
    queryKey: loyaltyKeys.rewards(),
    enabled: status === 'authenticated',
    queryFn: ({ signal }) => getLoyaltyRewards(signal),
  });
}
