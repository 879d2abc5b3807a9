import { type QueryKey, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import type { StorePaymentIntentReply } from '@/contracts/checkout';

/**
 * Preparing the payment reserves a chosen reward's points (or voucher) and gives back the one it
 * replaces, so the loyalty queries (never stale on their own) are told after each answer:
 * - with a reward: marked stale but not re-read now, so /loyalty, opened next in this tab, shows
 *   the balance without the reserved points, while this page's card keeps the balance it priced
 *   the choice with ('200 points will be used: 250 left');
 * - without one, after one with a reward or as the visit's first answer (which may have given back
 *   a reward held by an earlier visit): re-read now, as the points are back.
 */
export function useLoyaltyKeptInStep(
  reply: StorePaymentIntentReply | undefined,
  answeredAt: number,
  loyaltyKey: QueryKey,
) {
  const queryClient = useQueryClient();
  const lastHadReward = useRef<boolean | null>(null);
  const handled = useRef(0);
  useEffect(() => {
    // Once per answer: `answeredAt` changes with each one.
    if (!reply || answeredAt === 0 || answeredAt === handled.current) return;
    handled.current = answeredAt;
    const hasReward = reply.appliedDiscounts.length > 0;
    if (hasReward) void queryClient.invalidateQueries({ queryKey: loyaltyKey, refetchType: 'none' });
    else if (lastHadReward.current !== false) void queryClient.invalidateQueries({ queryKey: loyaltyKey });
    lastHadReward.current = hasReward;
  }, [reply, answeredAt, queryClient, loyaltyKey]);
}
