import { describe, expect, it } from 'vitest';
import { eligibleAtCheckout, nextRewardGoal, planPointsReversal, rewardStanding, splitIncomingPoints } from './loyalty';

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

describe('planPointsReversal', () => {
  const voucher = (id: string, points: number) => ({ id, name: `Voucher ${id}`, points });

  it('takes everything from the balance when it is there, voiding nothing', () => {
    expect(planPointsReversal(240, 300, [voucher('a', 240)])).toEqual({
      earned: 240,
      fromBalance: 240,
      voided: [],
      taken: 240,
      owed: 0,
    });
  });

  it('voids an unused voucher bought with the points, keeping what it cost beyond them on the balance', () => {
    expect(planPointsReversal(240, 0, [voucher('a', 240)])).toMatchObject({ voided: [voucher('a', 240)], owed: 0 });
    expect(planPointsReversal(240, 100, [voucher('a', 300), voucher('b', 100)])).toEqual({
      earned: 240,
      fromBalance: 100,
      voided: [voucher('a', 300)],
      taken: 240,
      owed: 0,
    });
  });

  it('voids only as many vouchers as needed, in the order given', () => {
    expect(planPointsReversal(240, 40, [voucher('a', 100), voucher('b', 100), voucher('c', 100)]).voided).toEqual([
      voucher('a', 100),
      voucher('b', 100),
    ]);
  });

  it('records what was spent for good as owed', () => {
    expect(planPointsReversal(240, 10, [voucher('a', 100)])).toEqual({
      earned: 240,
      fromBalance: 10,
      voided: [voucher('a', 100)],
      taken: 110,
      owed: 130,
    });
    expect(planPointsReversal(0, 10, [])).toMatchObject({ taken: 0, owed: 0 });
  });
});

describe('splitIncomingPoints', () => {
  it('repays what is owed first and keeps the rest', () => {
    expect(splitIncomingPoints(30, 100)).toEqual({ repaid: 30, kept: 0 });
    expect(splitIncomingPoints(240, 100)).toEqual({ repaid: 100, kept: 140 });
    expect(splitIncomingPoints(50, 0)).toEqual({ repaid: 0, kept: 50 });
  });
});
