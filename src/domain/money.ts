/**
 * Money is integer cents inside the system; the API speaks the spec's numeric strings ("12.50").
 */
export type Cents = number;

/** An amount as the API writes it: up to 8 digits and at most 2 decimals ("12.5", "12.50"). */
// eslint-disable-next-line security/detect-unsafe-regex -- bounded repeats, no nested ambiguity: linear time
export const MONEY_PATTERN = /^\d{1,8}(\.\d{1,2})?$/;

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

/** "1234567" → "1,234,567". */
function groupThousands(digits: string): string {
  const groups: string[] = [];
  for (let end = digits.length; end > 0; end -= 3) groups.unshift(digits.slice(Math.max(0, end - 3), end));
  return groups.join(',');
}

/**
 * 104218 → "$1,042.18": the one way every screen and e-mail writes money (en-NZ: a dollar sign,
 * thousands separators, two decimals; "-$5.00" below zero).
 */
export function formatCurrency(cents: Cents): string {
  const [whole = '0', fraction = '00'] = formatMoneyString(Math.abs(cents)).split('.');
  return `${cents < 0 ? '-' : ''}$${groupThousands(whole)}.${fraction}`;
}

/**
 * An amount in dollars as the API sends it ("1042.18", or a number such as an admin customer's
 * totalSpent) written as formatCurrency does; "$0.00" when it is not a number.
 */
export function formatDollars(amount: string | number): string {
  const value = Number(amount);
  return formatCurrency(Number.isFinite(value) ? Math.round(value * 100) : 0);
}

/**
 * Multiplies cents by a rational factor and rounds half-up to the cent
 * (the house rounding rule: per line, then sums).
 */
export function multiplyRounded(cents: Cents, numerator: number, denominator: number): Cents {
  return Math.floor((cents * numerator * 2 + denominator) / (denominator * 2));
}
