/** The reward admin calls (admin section 7) as TanStack Query hooks; every write refreshes the lists. */
import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminDeleteRewardResult, AdminLoyaltyReward } from '@/contracts/loyalty';
import { apiGet, apiRequest } from '@/web/lib/api-client';
import type { RewardPayload } from '../reward-form';
import { loyaltyAdminKeys, storefrontLoyaltyKey } from './loyalty-admin-keys';

const auth = { auth: true } as const;
const rewardPath = (id: string) => `/api/admin/loyalty/rewards/${encodeURIComponent(id)}`;

export const useAdminRewards = () =>
  useQuery({
    queryKey: loyaltyAdminKeys.rewards(),
    queryFn: () => apiGet<AdminLoyaltyReward[]>('/api/admin/loyalty/rewards', auth),
  });

const refresh = (client: QueryClient) =>
  Promise.all([
    client.invalidateQueries({ queryKey: loyaltyAdminKeys.rewards() }),
    client.invalidateQueries({ queryKey: storefrontLoyaltyKey }),
  ]);

export function useSaveReward() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, payload }: { id: string | null; payload: RewardPayload }) =>
      id
        ? apiRequest<AdminLoyaltyReward>('PUT', rewardPath(id), { ...auth, body: payload })
        : apiRequest<AdminLoyaltyReward>('POST', '/api/admin/loyalty/rewards', { ...auth, body: payload }),
    onSuccess: () => refresh(client),
  });
}

/** Activate/Deactivate: sends only `{active}` (admin section 4). */
export function useToggleReward() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, active }: { id: string; active: boolean }) =>
      apiRequest<AdminLoyaltyReward>('PUT', rewardPath(id), { ...auth, body: { active } }),
    onSuccess: () => refresh(client),
  });
}

export function useDeleteReward() {
  const client = useQueryClient();
  return useMutation({
    // DELETE with an empty body; the answer is read as JSON.
    mutationFn: (id: string) => apiRequest<AdminDeleteRewardResult>('DELETE', rewardPath(id), auth),
    onSuccess: () => refresh(client),
  });
}
