import { Gift, Lock, Sparkles } from 'lucide-react';
import type { StoreLoyaltyReward } from '@/contracts/loyalty';
import { rewardStanding } from '@/domain/loyalty';
import { Button } from '@/web/components/ui/button';
import { discountLabel, minimumSpendLabel } from '../loyalty-format';

/**
 * One reward with its Redeem button. The button is disabled, and says why, when the points fall
 * short ('Need N more points', the spec's label, also for a used-up reward out of reach) or the
 * reward is used up while the points would reach it ('Fully claimed': decision 0065); during the
 * call it reads 'Redeeming...'.
 */
export function RewardCard({
  reward,
  points,
  redeeming,
  busy,
  onRedeem,
}: {
  reward: StoreLoyaltyReward;
  points: number | null;
  redeeming: boolean;
  busy: boolean;
  onRedeem: (reward: StoreLoyaltyReward) => void;
}) {
  const standing = rewardStanding(reward, points);
  const canRedeem = standing.kind === 'redeemable';
  let label = 'Redeem';
  if (redeeming) label = 'Redeeming...';
  else if (standing.kind === 'needs-points') label = `Need ${standing.needed} more points`;
  else if (standing.kind === 'no-account') label = `Need ${reward.pointsCost} more points`;
  else if (standing.kind === 'claimed') {
    label =
      points !== null && points < reward.pointsCost
        ? `Need ${reward.pointsCost - points} more points`
        : 'Fully claimed';
  }
  const minimum = minimumSpendLabel(reward);
  const headingId = `reward-${reward.id}`;
  return (
    <article
      aria-labelledby={headingId}
      className={`flex h-full flex-col gap-4 rounded-2xl border p-5 transition-colors ${
        canRedeem ? 'border-saffron-300 bg-white shadow-sm' : 'border-border bg-cream-50'
      }`}
    >
      <div className="flex items-start justify-between gap-3">
        <span
          aria-hidden="true"
          className={`grid size-10 shrink-0 place-items-center rounded-full ${
            canRedeem ? 'bg-saffron-100 text-saffron-800' : 'bg-cream-200 text-cocoa-500'
          }`}
        >
          {canRedeem ? <Gift className="size-5" /> : <Lock className="size-4" />}
        </span>
        <span className="inline-flex items-center gap-1 rounded-full bg-cocoa-900 px-2.5 py-0.5 text-xs font-semibold text-cream-50 tabular-nums">
          <Sparkles aria-hidden="true" className="size-3" />
          {reward.pointsCost} points
        </span>
      </div>
      <div className="flex-1">
        <h3 id={headingId} className="font-sans text-body font-semibold text-cocoa-900">
          {reward.name}
        </h3>
        <p className="mt-1 text-small text-cocoa-700">{reward.description}</p>
        <p className="mt-2 text-caption font-semibold text-saffron-800">{discountLabel(reward)}</p>
        {minimum ? <p className="text-caption text-muted-foreground">{minimum}</p> : null}
      </div>
      <Button
        className="w-full"
        variant={canRedeem ? 'primary' : 'outline'}
        disabled={!canRedeem || busy}
        loading={redeeming}
        aria-label={canRedeem && !redeeming ? `Redeem ${reward.name}` : undefined}
        onClick={() => onRedeem(reward)}
      >
        {label}
      </Button>
    </article>
  );
}
