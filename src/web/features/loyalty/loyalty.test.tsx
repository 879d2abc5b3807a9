// @vitest-environment happy-dom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/web/test/render-app';
import type { StoreLoyaltyReward } from '@/contracts/loyalty';
import { RewardCard } from './components/reward-card';
import { discountLabel, minimumSpendLabel, signedPoints } from './loyalty-format';

const reward = (more: Partial<StoreLoyaltyReward> = {}): StoreLoyaltyReward => ({
  id: '0f1e2d3c-4b5a-4978-8695-a4b3c2d1e0f9',
  name: '10% Off Your Order',
  description: 'Take 10% off',
  active: true,
  pointsCost: 200,
  minimumSpend: '0.00',
  maxUses: null,
  currentUses: 0,
  discountType: 'percentage',
  discountValue: '10.00',
  ...more,
});

function card(points: number | null, more: Partial<StoreLoyaltyReward> = {}, redeeming = false) {
  const redeemed: string[] = [];
  renderApp(
    <RewardCard
      reward={reward(more)}
      points={points}
      redeeming={redeeming}
      busy={redeeming}
      onRedeem={(r) => redeemed.push(r.id)}
    />,
  );
  return redeemed;
}

describe('RewardCard', () => {
  it('redeems when the points reach the cost', () => {
    const redeemed = card(200);
    fireEvent.click(screen.getByRole('button', { name: 'Redeem 10% Off Your Order' }));
    expect(redeemed).toHaveLength(1);
  });

  it("says 'Need N more points', disabled, when they fall short or there is no account", () => {
    card(150);
    expect((screen.getByRole('button', { name: 'Need 50 more points' }) as HTMLButtonElement).disabled).toBe(true);
    cleanup();
    card(null);
    expect((screen.getByRole('button', { name: 'Need 200 more points' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it("reads 'Redeeming...' during the call and 'Fully claimed' at its limit (decision 0065)", () => {
    card(500, {}, true);
    expect(screen.getByRole('button', { name: /Redeeming\.\.\./ })).toBeTruthy();
    cleanup();
    card(500, { maxUses: 3, currentUses: 3 });
    expect((screen.getByRole('button', { name: 'Fully claimed' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it("says the spec's 'Need N more points' for a used-up reward the points do not reach either", () => {
    card(150, { maxUses: 3, currentUses: 3 });
    expect((screen.getByRole('button', { name: 'Need 50 more points' }) as HTMLButtonElement).disabled).toBe(true);
  });
});

describe('loyalty format', () => {
  it('words discounts, minimum spend and signed points', () => {
    expect(discountLabel({ discountType: 'percentage', discountValue: '5.00' })).toBe('5% off your order');
    expect(discountLabel({ discountType: 'fixed_amount', discountValue: '10.00' })).toBe('$10.00 off your order');
    expect(minimumSpendLabel({ minimumSpend: '20.00' })).toBe('On orders of $20.00 or more');
    expect(minimumSpendLabel({ minimumSpend: '0.00' })).toBeNull();
    expect([signedPoints(150), signedPoints(-100), signedPoints(0)]).toEqual(['+150', '−100', '0']);
  });
});
