import { describe, expect, it } from 'vitest';
import type { AdminLoyaltyReward } from '@/contracts/loyalty';
import { buildRewardPayload, NEW_REWARD_FORM, rewardToForm, validateRewardForm } from './reward-form';
import { discountText, minimumSpendText, rewardStats, usesText } from './reward-format';

const reward = (more: Partial<AdminLoyaltyReward> = {}): AdminLoyaltyReward => ({
  id: '0f1e2d3c-4b5a-4978-8695-a4b3c2d1e0f9',
  name: '10% Off',
  description: 'Take 10% off',
  active: true,
  pointsCost: 200,
  minimumSpend: '0.00',
  maxUses: null,
  currentUses: 4,
  discountType: 'percentage',
  discountValue: '10.00',
  createdAt: '2026-11-01T00:00:00.000Z',
  ...more,
});

describe('reward form', () => {
  it('starts from section 9’s defaults', () => {
    expect(NEW_REWARD_FORM).toMatchObject({
      pointsCost: '100',
      discountType: 'percentage',
      discountValue: '5',
      minimumSpend: '0',
      maxUses: '',
      active: true,
    });
  });

  it('gives section 5’s messages', () => {
    expect(validateRewardForm({ ...NEW_REWARD_FORM, pointsCost: '', discountValue: '' })).toEqual({
      name: 'Name is required',
      description: 'Description is required',
      pointsCost: 'Points cost is required',
      discountValue: 'Discount value is required',
    });
    expect(validateRewardForm({ ...NEW_REWARD_FORM, name: 'a', description: 'b', pointsCost: '0' })).toEqual({
      pointsCost: 'Must be at least 1 point',
    });
  });

  it('sends whole numbers, no limit as null, and round-trips a saved reward', () => {
    const payload = buildRewardPayload({
      ...NEW_REWARD_FORM,
      name: ' Pie ',
      description: 'd',
      minimumSpend: '',
      maxUses: '5',
    });
    expect(payload).toEqual({
      name: 'Pie',
      description: 'd',
      pointsCost: 100,
      discountType: 'percentage',
      discountValue: '5',
      minimumSpend: '0',
      maxUses: 5,
      active: true,
    });
    expect(buildRewardPayload(NEW_REWARD_FORM).maxUses).toBeNull();
    expect(rewardToForm(reward({ maxUses: 3 }))).toMatchObject({
      discountValue: '10',
      maxUses: '3',
      pointsCost: '200',
    });
  });
});

describe('reward cards and stats', () => {
  it('words discount, minimum spend and uses', () => {
    expect(discountText(reward())).toBe('10%');
    expect(discountText(reward({ discountType: 'fixed_amount', discountValue: '5.00' }))).toBe('$5.00');
    expect(minimumSpendText(reward())).toBe('None');
    expect(minimumSpendText(reward({ minimumSpend: '20.00' }))).toBe('$20.00');
    expect(usesText(reward())).toBe('4 (no limit)');
    expect(usesText(reward({ maxUses: 10 }))).toBe('4 / 10');
  });

  it('counts active, inactive and the sum of uses', () => {
    expect(rewardStats([reward(), reward({ active: false, currentUses: 1 }), reward({ currentUses: 0 })])).toEqual({
      active: 2,
      inactive: 1,
      redemptions: 5,
    });
  });
});
