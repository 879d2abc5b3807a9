import { Target } from 'lucide-react';
import type { StoreLoyaltyReward } from '@/contracts/loyalty';
import { nextRewardGoal } from '@/domain/loyalty';

export function GoalCard({ points, rewards }: { points: number; rewards: StoreLoyaltyReward[] }) {
  const goal = nextRewardGoal(points, rewards);
  if (!goal) return null;
  const reached = goal.needed === 0;
  return (
    <section aria-labelledby="goal-heading" className="rounded-2xl border border-saffron-200 bg-cream-50 p-5 sm:p-6">
      <div className="flex items-start gap-3">
        <span
          aria-hidden="true"
          className="grid size-10 shrink-0 place-items-center rounded-full bg-saffron-100 text-saffron-800"
        >
          <Target className="size-5" />
        </span>
        <div className="min-w-0 flex-1">
          <h2 id="goal-heading" className="font-sans text-body font-semibold text-cocoa-900">
            Next reward: {goal.reward.name}
          </h2>
          <p className="text-small text-cocoa-700">
            {reached ? 'You have enough points for every reward. Treat yourself!' : `${goal.needed} more points to go.`}
          </p>
        </div>
      </div>
      <div
        role="progressbar"
        aria-labelledby="goal-heading"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={goal.percent}
        aria-valuetext={`${goal.percent}% of the way`}
        className="mt-4 h-3 overflow-hidden rounded-full bg-cream-200"
      >
        <div
          className="h-full rounded-full bg-gradient-to-r from-saffron-400 to-saffron-600 transition-[width] duration-700 ease-out"
          style={{ width: `${goal.percent}%` }}
        />
      </div>
      <p className="mt-2 text-right text-caption font-semibold text-cocoa-800 tabular-nums">
        {Math.min(points, goal.reward.pointsCost)} / {goal.reward.pointsCost} points
      </p>
    </section>
  );
}
