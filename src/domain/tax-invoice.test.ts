import { describe, expect, it } from 'vitest';
import { gstPaymentRefusal, gstNoteFor, orderTotals } from './checkout-pricing';
import { correctionFigures, gstFraction, invoiceFigures } from './tax-invoice';

describe('tax invoice figures', () => {
  it('takes 3/23 of a GST-inclusive amount, half-up to the cent', () => {
    expect(gstFraction(11500)).toBe(1500);
    expect(gstFraction(2300)).toBe(300);
    expect(gstFraction(1000)).toBe(130); // 130.43…
    expect(gstFraction(1003)).toBe(131); // 130.83…
    expect(gstFraction(0)).toBe(0);
  });

  it("agrees with the shop's checkout GST to the cent, prices with GST or without", () => {
    for (let subtotal = 50; subtotal < 40_000; subtotal += 37) {
      for (const inclusive of [true, false]) {
        const totals = orderTotals(subtotal, null, inclusive);
        expect(invoiceFigures({ totalCents: totals.totalCents, gstCents: totals.gstCents }).gstCents).toBe(
          gstFraction(totals.totalCents),
        );
      }
    }
  });

  it('shows the recipient only over $1,000', () => {
    expect(invoiceFigures({ totalCents: 100_000, gstCents: 13_043 }).showsRecipient).toBe(false);
    expect(invoiceFigures({ totalCents: 100_001, gstCents: 13_044 }).showsRecipient).toBe(true);
    expect(invoiceFigures({ totalCents: 4600, gstCents: 600 })).toEqual({
      totalCents: 4600,
      gstCents: 600,
      excludingGstCents: 4000,
      showsRecipient: false,
    });
  });

  it('a full refund corrects exactly the GST charged; a part corrects 3/23 of the part', () => {
    const order = { totalCents: 4601, gstCents: 600 };
    expect(correctionFigures(order, 4601)).toMatchObject({ totalCents: 4601, gstCents: 600, excludingGstCents: 4001 });
    expect(correctionFigures(order, 2300)).toMatchObject({ totalCents: 2300, gstCents: 300 });
    expect(correctionFigures({ totalCents: 4000, gstCents: 0 }, 4000).gstCents).toBe(0);
  });
});

describe('a shop that is not GST-registered', () => {
  it('adds and includes no GST, and earns points on the whole total', () => {
    expect(orderTotals(4000, null, false, false)).toMatchObject({ gstCents: 0, totalCents: 4000, pointsEarned: 40 });
    expect(orderTotals(4000, null, true, false)).toMatchObject({ gstCents: 0, totalCents: 4000, pointsEarned: 40 });
    expect(orderTotals(4000, null, false, true)).toMatchObject({ gstCents: 600, totalCents: 4600 });
  });

  it('says nothing of GST beside a price', () => {
    expect(gstNoteFor({ pricesIncludeGst: true, gstRegistered: false })).toBeNull();
    expect(gstNoteFor({ pricesIncludeGst: true, gstRegistered: true })).toBe('incl. GST');
    expect(gstNoteFor({ pricesIncludeGst: false })).toBe('+ 15% GST at checkout');
  });
});

describe('payments while registered without a GST number', () => {
  it('are refused in production only', () => {
    expect(gstPaymentRefusal({ production: true, gstRegistered: true, gstNumber: null })).toMatch(/GST number/);
    expect(gstPaymentRefusal({ production: false, gstRegistered: true, gstNumber: null })).toBeNull();
    expect(gstPaymentRefusal({ production: true, gstRegistered: true, gstNumber: '49091850' })).toBeNull();
    expect(gstPaymentRefusal({ production: true, gstRegistered: false, gstNumber: null })).toBeNull();
  });
});
