/** The two ways a refund is split across an order's history: GST per correction, credit per refund. */
import { describe, expect, it } from 'vitest';
import { creditShareOfRefund } from './store-credit';
import { refundCorrectionFigures } from './tax-invoice';

describe('a correction per refund (decision 0219)', () => {
  it('takes 3/23 of each part and, with the last, exactly the GST left', () => {
    const order = { totalCents: 4601, gstCents: 600 };
    const first = refundCorrectionFigures(order, 1000, { totalCents: 0, gstCents: 0 });
    expect(first).toMatchObject({ totalCents: 1000, gstCents: 130, excludingGstCents: 870 });
    const second = refundCorrectionFigures(order, 1000, { totalCents: 1000, gstCents: 130 });
    expect(second).toMatchObject({ totalCents: 1000, gstCents: 130 });
    // The cancel's rest: 2601 left, whose 3/23 would be 339, but only 340 of GST remain to take back.
    const rest = refundCorrectionFigures(order, 2601, { totalCents: 2000, gstCents: 260 });
    expect(rest).toMatchObject({ totalCents: 2601, gstCents: 340 });
  });

  it('never corrects more than the order total, and nothing once it is all corrected', () => {
    const order = { totalCents: 5000, gstCents: 652 };
    expect(refundCorrectionFigures(order, 3000, { totalCents: 4000, gstCents: 522 })).toMatchObject({
      totalCents: 1000,
      gstCents: 130,
    });
    expect(refundCorrectionFigures(order, 100, { totalCents: 5000, gstCents: 652 }).totalCents).toBe(0);
  });

  it('nets every order to zero GST over any sequence of refunds', () => {
    for (let total = 51; total < 30_000; total += 977) {
      const order = { totalCents: total, gstCents: Math.round((total * 3) / 23) };
      const earlier = { totalCents: 0, gstCents: 0 };
      for (let step = 1; earlier.totalCents < total; step += 1) {
        const part = refundCorrectionFigures(order, Math.max(1, Math.floor(total / 7) + step), earlier);
        expect(part.gstCents).toBeGreaterThanOrEqual(0);
        earlier.totalCents += part.totalCents;
        earlier.gstCents += part.gstCents;
      }
      expect(earlier).toEqual({ totalCents: total, gstCents: order.gstCents });
    }
  });

  it('an unregistered order corrects no GST', () => {
    expect(
      refundCorrectionFigures({ totalCents: 4000, gstCents: 0 }, 1000, { totalCents: 0, gstCents: 0 }).gstCents,
    ).toBe(0);
  });
});

describe('the store credit share of a refund (decision 0220)', () => {
  const order = { totalCents: 10_000, storeCreditCents: 3_000 };

  it('gives back credit in proportion to what credit paid, the card the odd cent', () => {
    expect(creditShareOfRefund(order, 1_000, 0, 0)).toBe(300);
    expect(creditShareOfRefund(order, 333, 0, 0)).toBe(99); // 99.9 rounds down: the card gets 234
  });

  it('counts from the running total so rounding never drifts', () => {
    let refunded = 0;
    let creditBack = 0;
    for (const part of [333, 333, 333, 1, 4_000, 5_000]) {
      const credit = creditShareOfRefund(order, part, refunded, creditBack);
      const card = part - credit;
      expect(credit).toBeGreaterThanOrEqual(0);
      expect(card).toBeGreaterThanOrEqual(0);
      refunded += part;
      creditBack += credit;
      // The card never gets back more than its share of what has been refunded so far.
      expect(refunded - creditBack).toBeLessThanOrEqual(order.totalCents - order.storeCreditCents);
    }
    expect(refunded).toBe(10_000);
    expect(creditBack).toBe(3_000);
  });

  it('a credit-only order is refunded all in credit, a card-only one all to the card', () => {
    expect(creditShareOfRefund({ totalCents: 2_500, storeCreditCents: 2_500 }, 700, 0, 0)).toBe(700);
    expect(creditShareOfRefund({ totalCents: 2_500, storeCreditCents: 0 }, 700, 0, 0)).toBe(0);
  });
});
