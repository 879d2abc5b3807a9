/**
 * A profile's phone number as a text message needs it (E.164, issue 24). Customers type New Zealand
 * numbers the local way ("021 555 1234", "09 123 4567") or the international way ("+64 21 555 1234");
 * a number that is neither is not guessed at.
 */

/** E.164 allows at most 15 digits; the shortest real New Zealand number has 8 after the 0. */
const MIN_NZ_DIGITS = 8;
const MAX_E164_DIGITS = 15;

/** "+64215551234" for any way of writing a number, or null when it cannot be a phone number. */
export function smsNumber(phone: string | null | undefined): string | null {
  if (!phone) return null;
  const trimmed = phone.trim();
  if (!/^[+()\d\s.-]+$/.test(trimmed)) return null;
  const digits = trimmed.replace(/\D/g, '');
  let international: string;
  if (trimmed.startsWith('+')) international = digits;
  else if (digits.startsWith('00')) international = digits.slice(2);
  else if (digits.startsWith('0')) international = `64${digits.slice(1)}`;
  else if (digits.startsWith('64')) international = digits;
  else return null;
  if (international.startsWith('640')) international = `64${international.slice(3)}`;
  if (international.length > MAX_E164_DIGITS) return null;
  if (international.startsWith('64') ? international.length - 2 < MIN_NZ_DIGITS : international.length < 8) return null;
  return `+${international}`;
}
