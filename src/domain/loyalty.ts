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

/** An unused voucher that points from a refunded order may have bought. */
export interface VoidableVoucher {
  id: string;
  name: string;
  points: number;
}

/** What refunding an order does to the points it earned (decision 0108). */
export interface PointsReversalPlan {
  earned: number;
  /** Points taken from the balance as it stands. */
  fromBalance: number;
  /** Vouchers voided so that their points can be taken back too. */
  voided: VoidableVoucher[];
  /** Points taken back in all: from the balance and the voided vouchers, at most `earned`. */
  taken: number;
  /** Points already spent that cannot be taken back: the account owes them. */
  owed: number;
}

/**
 * A refund never leaves the points its order earned with the customer: they are taken from the
 * balance; what the balance lacks is found by voiding unused vouchers bought since, in the order
 * given (newest first), only as many as needed (a voucher's points beyond what is needed stay on
 * the balance); whatever is still missing was spent for good and becomes points owed.
 */
export function planPointsReversal(
  earned: number,
  balance: number,
  vouchers: readonly VoidableVoucher[],
): PointsReversalPlan {
  const fromBalance = Math.min(earned, balance);
  const voided: VoidableVoucher[] = [];
  let available = balance;
  for (const voucher of vouchers) {
    if (available >= earned) break;
    voided.push(voucher);
    available += voucher.points;
  }
  const taken = Math.min(earned, available);
  return { earned, fromBalance, voided, taken, owed: earned - taken };
}

/** Of `incoming` points, how many repay what the account owes (first) and how many it keeps. */
export function splitIncomingPoints(incoming: number, owed: number): { repaid: number; kept: number } {
  const repaid = Math.min(Math.max(owed, 0), incoming);
  return { repaid, kept: incoming - repaid };
}
