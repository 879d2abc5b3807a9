import { describe, expect, it } from 'vitest';
import { amountDueCents, creditForResolution, creditToSpend } from './store-credit';

describe('creditForResolution', () => {
  it('is worth 110% of the amount resolved', () => {
    expect(creditForResolution(1000)).toBe(1100);
    expect(creditForResolution(4550)).toBe(5005);
  });

  it('rounds half a cent up', () => {
    expect(creditForResolution(5)).toBe(6);
    expect(creditForResolution(15)).toBe(17);
  });
});

describe('creditToSpend', () => {
  it('spends nothing without credit', () => {
    expect(creditToSpend(3000, 0, 50)).toBe(0);
  });

  it('spends all the credit when the card pays the rest', () => {
    expect(creditToSpend(3000, 1100, 50)).toBe(1100);
    expect(amountDueCents(3000, 1100)).toBe(1900);
  });

  it('covers the whole order when the credit is enough, leaving the rest of the credit', () => {
    expect(creditToSpend(3000, 5000, 50)).toBe(3000);
    expect(creditToSpend(3000, 3000, 50)).toBe(3000);
    expect(amountDueCents(3000, 3000)).toBe(0);
  });

  it('leaves at least the smallest card payment when it would leave a few cents', () => {
    expect(creditToSpend(3000, 2980, 50)).toBe(2950);
    expect(amountDueCents(3000, creditToSpend(3000, 2980, 50))).toBe(50);
    expect(creditToSpend(3000, 2950, 50)).toBe(2950);
  });

  it('never spends a negative amount', () => {
    expect(creditToSpend(40, 20, 50)).toBe(0);
    expect(creditToSpend(0, 500, 50)).toBe(0);
  });
});
