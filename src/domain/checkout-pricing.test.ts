import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { gstNote, minimumOrderShortfallCents, orderTotals, rewardDiscountCents } from './checkout-pricing';

describe('order totals', () => {
  it('adds 15% GST on the discounted subtotal', () => {
    expect(orderTotals(10000, null, false)).toEqual({
      subtotalCents: 10000,
      discountCents: 0,
      discountedSubtotalCents: 10000,
      deliveryFeeCents: 0,
      gstCents: 1500,
      totalCents: 11500,
      pointsEarned: 100,
    });
    const withReward = orderTotals(10000, { discountType: 'percentage', discountValueHundredths: 1000 }, false);
    expect(withReward).toMatchObject({ discountCents: 1000, gstCents: 1350, totalCents: 10350, pointsEarned: 90 });
  });

  it('rounds GST half-up to the cent', () => {
    expect(orderTotals(1010, null, false).gstCents).toBe(152); // 151.5 → 152
    expect(orderTotals(1003, null, false).gstCents).toBe(150); // 150.45 → 150
  });

  it('caps a fixed reward at the subtotal', () => {
    expect(rewardDiscountCents(700, { discountType: 'fixed_amount', discountValueHundredths: 1000 })).toBe(700);
    expect(orderTotals(700, { discountType: 'fixed_amount', discountValueHundredths: 1000 }, false).totalCents).toBe(0);
  });

  it('with GST-inclusive prices the total is the discounted subtotal, which includes its GST', () => {
    const totals = orderTotals(11500, null, true);
    expect(totals.totalCents).toBe(11500);
    expect(totals.gstCents).toBe(1500);
    expect(totals.pointsEarned).toBe(100);
  });

  // The reference model, written separately from the implementation (security P34).
  const reference = (
    subtotal: number,
    reward: { type: 'percentage' | 'fixed_amount'; value: number } | null,
    inclusive: boolean,
  ) => {
    const raw = reward
      ? reward.type === 'percentage'
        ? (subtotal * Math.min(reward.value, 10000)) / 10000
        : reward.value
      : 0;
    const discount = Math.min(subtotal, Math.floor(raw + 0.5));
    const discounted = subtotal - discount;
    const gst = inclusive
      ? discounted - Math.floor((discounted * 100) / 115 + 0.5)
      : Math.floor(discounted * 0.15 + 0.5 + 1e-9);
    const total = inclusive ? discounted : discounted + gst;
    return { discount, gst, total, points: Math.floor((inclusive ? discounted - gst : discounted) / 100) };
  };

  it('matches the reference model to the cent for 1,000 random orders', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ unit: fc.integer({ min: 1, max: 50_000 }), quantity: fc.integer({ min: 1, max: 50 }) }), {
          minLength: 1,
          maxLength: 10,
        }),
        fc.option(
          fc.oneof(
            fc.record({ type: fc.constant('percentage' as const), value: fc.integer({ min: 100, max: 10_000 }) }),
            fc.record({ type: fc.constant('fixed_amount' as const), value: fc.integer({ min: 1, max: 20_000 }) }),
          ),
          { nil: null },
        ),
        fc.boolean(),
        (lines, reward, inclusive) => {
          const subtotal = lines.reduce((sum, l) => sum + l.unit * l.quantity, 0);
          const totals = orderTotals(
            subtotal,
            reward ? { discountType: reward.type, discountValueHundredths: reward.value } : null,
            inclusive,
          );
          const expected = reference(subtotal, reward, inclusive);
          expect(totals.discountCents).toBe(expected.discount);
          expect(totals.gstCents).toBe(expected.gst);
          expect(totals.totalCents).toBe(expected.total);
          expect(totals.pointsEarned).toBe(expected.points);
          expect(totals.totalCents).toBeGreaterThanOrEqual(0);
          expect(totals.discountCents).toBeLessThanOrEqual(subtotal);
        },
      ),
      { numRuns: 1000 },
    );
  });
});

describe('before checkout', () => {
  it('says how much more reaches the minimum order, and nothing once it is reached', () => {
    expect(minimumOrderShortfallCents(2400, 2500)).toBe(100);
    expect(minimumOrderShortfallCents(2500, 2500)).toBe(0);
    expect(minimumOrderShortfallCents(9000, 2500)).toBe(0);
  });

  it('says whether GST is added at checkout or included', () => {
    expect(gstNote(false)).toBe('+ 15% GST at checkout');
    expect(gstNote(true)).toBe('incl. GST');
  });
});
