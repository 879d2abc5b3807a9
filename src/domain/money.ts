/**
 * Money is integer cents inside the system; the API speaks the spec's numeric strings ("12.50").
 */
export type Cents = number;

// eslint-disable-next-line security/detect-unsafe-regex -- bounded repeats, no nested ambiguity: linear time
const MONEY_PATTERN = /^\d{1,8}(\.\d{1,2})?$/;

/** "12.5" → 1250. Throws on anything that is not a non-negative amount with at most 2 decimals. */
export function parseMoney(value: string): Cents {
  const trimmed = value.trim();
  if (!MONEY_PATTERN.test(trimmed)) throw new RangeError(`Not an amount of money: ${value}`);
  const [whole, fraction = ''] = trimmed.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

/** 1250 → "12.50" (the spec's numeric string). */
export function formatMoneyString(cents: Cents): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** 1250 → "$12.50", as every screen shows money. */
export function formatCurrency(cents: Cents): string {
  return `${cents < 0 ? '-' : ''}$${formatMoneyString(Math.abs(cents))}`;
}

/**
 * Multiplies cents by a rational factor and rounds half-up to the cent
 * (the house rounding rule: per line, then sums).
 */
export function multiplyRounded(cents: Cents, numerator: number, denominator: number): Cents {
  return Math.floor((cents * numerator * 2 + denominator) / (denominator * 2));
}
