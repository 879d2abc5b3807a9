/** Total spend that reaches the Platinum tier (storefront section 9), in cents. */
export const PLATINUM_SPEND_CENTS = 500_00;

/** The parts of a reward that decide whether it can be redeemed now (storefront sections 4, 5). */
export interface RewardTerms {
  pointsCost: number;
  active: boolean;
  maxUses: number | null;
  currentUses: number;
}

export type RewardStanding =
  | { kind: 'redeemable' }
  | { kind: 'needs-points'; needed: number }
  | { kind: 'claimed' }
  | { kind: 'inactive' }
  | { kind: 'no-account' };

/** Whether a reward can be redeemed with `points` (null: no loyalty account), and if not, why. */
export function rewardStanding(reward: RewardTerms, points: number | null): RewardStanding {
  if (!reward.active) return { kind: 'inactive' };
  if (reward.maxUses !== null && reward.currentUses >= reward.maxUses) return { kind: 'claimed' };
  if (points === null) return { kind: 'no-account' };
  if (points < reward.pointsCost) return { kind: 'needs-points', needed: reward.pointsCost - points };
  return { kind: 'redeemable' };
}

/**
 * The next reward to save for: the cheapest one still out of reach, or (when every reward is in
 * reach) the dearest; `percent` is the progress towards it, capped at 100.
 */
export function nextRewardGoal<T extends RewardTerms>(
  points: number,
  rewards: readonly T[],
): { reward: T; percent: number; needed: number } | null {
  const open = rewards.filter((r) => rewardStanding(r, points).kind !== 'claimed' && r.active);
  if (!open.length) return null;
  const byCost = [...open].sort((a, b) => a.pointsCost - b.pointsCost);
  const reward = byCost.find((r) => r.pointsCost > points) ?? byCost.at(-1)!;
  const percent = Math.min(100, Math.floor((points / reward.pointsCost) * 100));
  return { reward, percent, needed: Math.max(0, reward.pointsCost - points) };
}

/**
 * Whether a reward may be chosen at checkout (storefront section 5): redeemable with the points
 * (active, cost ≤ points, uses below the limit) and its minimum spend not above the subtotal.
 */
export function eligibleAtCheckout(
  reward: RewardTerms & { minimumSpendCents: number },
  points: number | null,
  subtotalCents: number,
): boolean {
  return rewardStanding(reward, points).kind === 'redeemable' && reward.minimumSpendCents <= subtotalCents;
}
