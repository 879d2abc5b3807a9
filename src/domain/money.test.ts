import { describe, expect, it } from 'vitest';
import { formatCurrency, formatDollars, formatMoneyString, multiplyRounded, parseMoney } from './money';

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
    expect(formatCurrency(-500)).toBe('-$5.00');
  });

  // Issue 20: money was written three ways ($1113.48, $1,042.18, $1042.18); now one en-NZ way.
  it('writes money en-NZ: a dollar sign, thousands separators and two decimals', () => {
    expect(formatCurrency(104218)).toBe('$1,042.18');
    expect(formatCurrency(123456)).toBe('$1,234.56');
    expect(formatCurrency(123456789)).toBe('$1,234,567.89');
    expect(formatCurrency(100000)).toBe('$1,000.00');
    expect(formatCurrency(99999)).toBe('$999.99');
    expect(formatCurrency(0)).toBe('$0.00');
    expect(formatCurrency(5)).toBe('$0.05');
    expect(formatCurrency(-123456)).toBe('-$1,234.56');
  });

  it('is the same as Intl writes NZD for en-NZ', () => {
    const intl = new Intl.NumberFormat('en-NZ', {
      style: 'currency',
      currency: 'NZD',
      currencyDisplay: 'narrowSymbol',
    });
    for (const cents of [0, 7, 99, 100, 12345, 104218, 999999, 1000000, 987654321, -250, -104218]) {
      expect(formatCurrency(cents), String(cents)).toBe(intl.format(cents / 100));
    }
  });

  it('writes dollar amounts from the API (numeric strings or numbers) the same way', () => {
    expect(formatDollars('1042.18')).toBe('$1,042.18');
    expect(formatDollars(1042.18)).toBe('$1,042.18');
    expect(formatDollars('12.5')).toBe('$12.50');
    expect(formatDollars(0.1 + 0.2)).toBe('$0.30');
    expect(formatDollars(-71.3)).toBe('-$71.30');
    // Not a number: $0.00 rather than "$NaN".
    expect(formatDollars('abc')).toBe('$0.00');
    expect(formatDollars(Number.NaN)).toBe('$0.00');
  });

  it('rounds products half-up to the cent', () => {
    expect(multiplyRounded(1000, 8, 10)).toBe(800);
    expect(multiplyRounded(1, 1, 2)).toBe(1); // 0.5 → 1
    expect(multiplyRounded(3, 15, 100)).toBe(0); // 0.45 → 0
    expect(multiplyRounded(10, 15, 100)).toBe(2); // 1.5 → 2
    expect(multiplyRounded(4999, 8, 10)).toBe(3999); // 3999.2 → 3999
  });
});
