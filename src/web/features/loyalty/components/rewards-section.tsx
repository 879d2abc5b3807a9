import { Gift } from 'lucide-react';
import type { StoreLoyaltyReward } from '@/contracts/loyalty';
import { RewardCard } from './reward-card';

export function RewardsSection({
  rewards,
  points,
  redeemingId,
  onRedeem,
}: {
  rewards: StoreLoyaltyReward[];
  points: number | null;
  redeemingId: string | undefined;
  onRedeem: (reward: StoreLoyaltyReward) => void;
}) {
  return (
    <section aria-labelledby="rewards-heading" className="flex flex-col gap-4">
      <div>
        <h2 id="rewards-heading" className="text-h3 text-cocoa-900">
          Available rewards
        </h2>
        <p className="text-small text-muted-foreground">Redeem points for a voucher to use on your next order.</p>
      </div>
      {rewards.length ? (
        <ul className="grid gap-4 sm:grid-cols-2">
          {rewards.map((reward) => (
            <li key={reward.id}>
              <RewardCard
                reward={reward}
                points={points}
                redeeming={redeemingId === reward.id}
                busy={redeemingId !== undefined}
                onRedeem={onRedeem}
              />
            </li>
          ))}
        </ul>
      ) : (
        <p className="flex items-center gap-2 rounded-2xl border border-border bg-cream-50 px-5 py-6 text-cocoa-700">
          <Gift aria-hidden="true" className="size-4 text-cocoa-500" />
          No rewards available at the moment.
        </p>
      )}
    </section>
  );
}
