import { describe, expect, it } from 'vitest';
import { eligibleAtCheckout, nextRewardGoal, rewardStanding } from './loyalty';

const reward = (
  pointsCost: number,
  more: Partial<{ active: boolean; maxUses: number | null; currentUses: number }> = {},
) => ({
  pointsCost,
  active: true,
  maxUses: null,
  currentUses: 0,
  ...more,
});

describe('rewardStanding', () => {
  it('says how many more points a reward needs, or why it cannot be taken', () => {
    expect(rewardStanding(reward(200), 150)).toEqual({ kind: 'needs-points', needed: 50 });
    expect(rewardStanding(reward(200), 200)).toEqual({ kind: 'redeemable' });
    expect(rewardStanding(reward(200, { maxUses: 2, currentUses: 2 }), 900)).toEqual({ kind: 'claimed' });
    expect(rewardStanding(reward(200, { maxUses: 2, currentUses: 1 }), 900)).toEqual({ kind: 'redeemable' });
    expect(rewardStanding(reward(200, { active: false }), 900)).toEqual({ kind: 'inactive' });
    expect(rewardStanding(reward(200), null)).toEqual({ kind: 'no-account' });
  });
});

describe('nextRewardGoal', () => {
  it('aims at the cheapest reward out of reach, the bar capped at 100%', () => {
    const rewards = [reward(350), reward(100), reward(200)];
    expect(nextRewardGoal(150, rewards)).toMatchObject({ reward: { pointsCost: 200 }, percent: 75, needed: 50 });
    expect(nextRewardGoal(0, rewards)).toMatchObject({ reward: { pointsCost: 100 }, percent: 0, needed: 100 });
    expect(nextRewardGoal(900, rewards)).toMatchObject({ reward: { pointsCost: 350 }, percent: 100, needed: 0 });
    expect(nextRewardGoal(150, [reward(100, { maxUses: 1, currentUses: 1 }), reward(300)])).toMatchObject({
      reward: { pointsCost: 300 },
      percent: 50,
    });
    expect(nextRewardGoal(10, [])).toBeNull();
  });
});

describe('eligibleAtCheckout', () => {
  const reward = { pointsCost: 200, active: true, maxUses: 5, currentUses: 4, minimumSpendCents: 3000 };
  it('needs enough points, a subtotal at the minimum spend, an active reward with uses left', () => {
    expect(eligibleAtCheckout(reward, 200, 3000)).toBe(true);
    expect(eligibleAtCheckout(reward, 199, 3000)).toBe(false);
    expect(eligibleAtCheckout(reward, 200, 2999)).toBe(false);
    expect(eligibleAtCheckout({ ...reward, active: false }, 500, 9000)).toBe(false);
    expect(eligibleAtCheckout({ ...reward, currentUses: 5 }, 500, 9000)).toBe(false);
    expect(eligibleAtCheckout({ ...reward, maxUses: null, currentUses: 99 }, 500, 9000)).toBe(true);
    expect(eligibleAtCheckout(reward, null, 9000)).toBe(false);
  });
});
