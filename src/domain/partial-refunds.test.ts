import { describe, expect, it } from 'vitest';
import {
  lineChoiceProblem,
  lineRefundCents,
  overRefundMessage,
  proportionalPointsToReverse,
  refundLeftCents,
} from './partial-refunds';

describe('lineRefundCents', () => {
  it('is the line price when nothing was discounted', () => {
    expect(lineRefundCents({ subtotalCents: 7000, totalCents: 7000 }, 3000, 1)).toBe(3000);
    expect(lineRefundCents({ subtotalCents: 7000, totalCents: 7000 }, 2000, 2)).toBe(4000);
  });

  it('shares a discount in proportion, rounded down', () => {
    // $10 off $70: each dollar of goods cost 6/7 of a dollar.
    expect(lineRefundCents({ subtotalCents: 7000, totalCents: 6000 }, 1000, 1)).toBe(857);
    expect(lineRefundCents({ subtotalCents: 7000, totalCents: 6000 }, 7000, 1)).toBe(6000);
  });

  it('is 0 for an order without a subtotal', () => {
    expect(lineRefundCents({ subtotalCents: 0, totalCents: 0 }, 1000, 1)).toBe(0);
  });
});

describe('refundLeftCents', () => {
  it('takes off what was refunded and what is still at the gateway, never below 0', () => {
    expect(refundLeftCents({ totalCents: 5000, refundedCents: 1000 }, 500)).toBe(3500);
    expect(refundLeftCents({ totalCents: 5000, refundedCents: 5000 }, 100)).toBe(0);
  });
});

describe('lineChoiceProblem', () => {
  const lines = [
    { itemId: 'a', unitPriceCents: 1000, quantity: 2, refundedQuantity: 1 },
    { itemId: 'b', unitPriceCents: 500, quantity: 1, refundedQuantity: 1 },
  ];

  it('accepts units still left', () => {
    expect(lineChoiceProblem(lines, [{ itemId: 'a', quantity: 1 }])).toBeNull();
  });

  it('names the field of a line that is not in the order, or chosen twice', () => {
    expect(lineChoiceProblem(lines, [{ itemId: 'x', quantity: 1 }])?.field).toBe('lines[0].itemId');
    expect(
      lineChoiceProblem(lines, [
        { itemId: 'a', quantity: 1 },
        { itemId: 'a', quantity: 1 },
      ]),
    ).toEqual({ field: 'lines[1].itemId', message: 'Each line can be chosen once' });
  });

  it('names the quantity above what is left', () => {
    expect(lineChoiceProblem(lines, [{ itemId: 'a', quantity: 2 }])).toEqual({
      field: 'lines[0].quantity',
      message: 'Only 1 of this line is left to refund',
    });
    expect(lineChoiceProblem(lines, [{ itemId: 'b', quantity: 1 }])?.message).toBe(
      'This line has already been refunded in full',
    );
  });
});

describe('overRefundMessage', () => {
  it('says what is left', () => {
    expect(overRefundMessage(6000, 5000)).toBe('Only $50.00 is left to refund on this order, not $60.00');
    expect(overRefundMessage(100, 0)).toBe('This order has been refunded in full already');
  });
});

describe('proportionalPointsToReverse', () => {
  it('takes the refunded share of the points, rounded down', () => {
    expect(proportionalPointsToReverse(70, 7000, 3000, 0)).toBe(30);
    expect(proportionalPointsToReverse(10, 3000, 1000, 0)).toBe(3);
  });

  it('counts from the running total, so the last refund takes exactly the rest', () => {
    const first = proportionalPointsToReverse(10, 3000, 1000, 0); // 3 (3.33 rounded down)
    const second = proportionalPointsToReverse(10, 3000, 2000, first); // 6 − 3
    const third = proportionalPointsToReverse(10, 3000, 3000, first + second); // 10 − 6
    expect([first, second, third]).toEqual([3, 3, 4]);
  });

  it('is 0 without earned points and never negative', () => {
    expect(proportionalPointsToReverse(0, 3000, 1000, 0)).toBe(0);
    expect(proportionalPointsToReverse(10, 3000, 1000, 5)).toBe(0);
  });
});
