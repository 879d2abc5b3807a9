import { describe, expect, it } from 'vitest';
import { formatCurrency, formatMoneyString, multiplyRounded, parseMoney } from './money';

describe('money', () => {
  it('parses the spec numeric strings into cents', () => {
    expect(parseMoney('12.50')).toBe(1250);
    expect(parseMoney('12.5')).toBe(1250);
    expect(parseMoney('7')).toBe(700);
    expect(parseMoney('0.05')).toBe(5);
  });

  it('refuses anything that is not an amount', () => {
    for (const bad of ['', 'abc', '-1', '1.234', '1e3', '12,50', 'NaN']) {
      expect(() => parseMoney(bad), bad).toThrow(RangeError);
    }
  });

  it('formats cents back to strings and currency', () => {
    expect(formatMoneyString(1250)).toBe('12.50');
    expect(formatMoneyString(5)).toBe('0.05');
    expect(formatCurrency(123456)).toBe('$1234.56');
    expect(formatCurrency(-500)).toBe('-$5.00');
  });

  it('rounds products half-up to the cent', () => {
    expect(multiplyRounded(1000, 8, 10)).toBe(800);
    expect(multiplyRounded(1, 1, 2)).toBe(1); // 0.5 → 1
    expect(multiplyRounded(3, 15, 100)).toBe(0); // 0.45 → 0
    expect(multiplyRounded(10, 15, 100)).toBe(2); // 1.5 → 2
    expect(multiplyRounded(4999, 8, 10)).toBe(3999); // 3999.2 → 3999
  });
});
