/**
 * New Zealand IRD numbers (a GST number is the business's IRD number), checked with Inland
 * Revenue's published mod-11 check-digit algorithm (IRD "Validating IRD numbers", RWT and NRWT
 * specification): 8 or 9 digits, within 10,000,000 to 150,000,000; the last digit is the check.
 */

const PRIMARY_WEIGHTS = [3, 2, 7, 6, 5, 4, 3, 2] as const;
const SECONDARY_WEIGHTS = [7, 4, 3, 2, 5, 2, 7, 6] as const;
const LOWEST = 10_000_000;
const HIGHEST = 150_000_000;

/** "49-091-850", "49 091 850" or "049091850" → "49091850"; null when it is not 8 or 9 digits. */
export function irdDigits(value: string): string | null {
  const digits = value.replace(/[\s-]/g, '');
  return /^\d{8,9}$/.test(digits) ? digits : null;
}

/** The check digit the weights give for an 8-digit base, or 10 when they give none. */
function checkDigitWith(base: string, weights: readonly number[]): number {
  let sum = 0;
  for (let i = 0; i < 8; i += 1) sum += Number(base[i]) * weights[i]!;
  const remainder = sum % 11;
  return remainder === 0 ? 0 : 11 - remainder;
}

/** True when the number is in IRD's range and its last digit is the one the algorithm gives. */
export function isValidIrdNumber(value: string): boolean {
  const digits = irdDigits(value);
  if (!digits) return false;
  const number = Number(digits);
  if (number < LOWEST || number > HIGHEST) return false;
  // The base is every digit but the check digit, padded to 8 digits with a leading zero.
  const base = digits.slice(0, -1).padStart(8, '0');
  const check = Number(digits.at(-1));
  let expected = checkDigitWith(base, PRIMARY_WEIGHTS);
  // A primary result of 10 is retried with the secondary weights; 10 again means no valid number.
  if (expected === 10) expected = checkDigitWith(base, SECONDARY_WEIGHTS);
  return expected !== 10 && expected === check;
}

/** "49091850" → "49-091-850", "136410132" → "136-410-132": how IRD writes them. */
export function formatIrdNumber(value: string): string {
  const digits = irdDigits(value) ?? value;
  const nine = digits.padStart(9, '0');
  const head = String(Number(nine.slice(0, 3)));
  return `${head}-${nine.slice(3, 6)}-${nine.slice(6)}`;
}
