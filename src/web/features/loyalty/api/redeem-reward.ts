import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { StoreRedeemRewardResult } from '@/contracts/loyalty';
import { apiRequest } from '@/web/lib/api-client';
import { useAuth } from '@/web/lib/auth/use-auth';
import { loyaltyKeys } from './loyalty-keys';

/** POST /api/loyalty/{sub}/redeem/{rewardId}: spends the points for a voucher held for the next checkout. */
export function redeemReward(sub: string, rewardId: string): Promise<StoreRedeemRewardResult> {
  return apiRequest<StoreRedeemRewardResult>(
    'POST',
    `/api/loyalty/${encodeURIComponent(sub)}/redeem/${encodeURIComponent(rewardId)}`,
    { auth: true },
  );
}

/** Redeems a reward, then re-reads balance, history and rewards (uses changed), win or lose. */
export function useRedeemReward() {
  const queryClient = useQueryClient();
  const { user } = useAuth();
  const sub = user?.sub ?? '';
  return useMutation({
    mutationFn: (rewardId: string) => redeemReward(sub, rewardId),
    onSettled: () => queryClient.invalidateQueries({ queryKey: loyaltyKeys.all }),
  });
}
