/**
 * Rules of the admin's orders list that the browser (filtering the loaded orders) and the server
 * (the list query and the CSV, in SQL) must agree on: which day "due today" is, where a slot
 * starts, and how a typed phone number is compared (issue 22, decision 0167).
 */
import { addDays, aucklandNow, isCalendarDate } from './delivery';

/** The due-date filter: any day, today or tomorrow in Auckland, or one calendar date. */
export type DueFilter = 'all' | 'today' | 'tomorrow' | (string & {});
export type FulfilmentFilter = 'all' | 'delivery' | 'pickup';

export const DUE_FILTER_NAMES = ['all', 'today', 'tomorrow'] as const;

/** Whether a due filter can be read: one of the names or a yyyy-MM-dd date. */
export const isDueFilter = (value: string): value is DueFilter =>
  (DUE_FILTER_NAMES as readonly string[]).includes(value) || isCalendarDate(value);

/** The Auckland calendar date a due filter means, or null for 'all'. */
export function dueDateOf(due: DueFilter, now: Date = new Date()): string | null {
  if (due === 'all' || !due) return null;
  const today = aucklandNow(now).date;
  if (due === 'today') return today;
  if (due === 'tomorrow') return addDays(today, 1);
  return due;
}

/**
 * Minutes past midnight at which a slot starts, for sorting: "9:00-11:00" → 540, and the older
 * written form "1:00 PM - 3:00 PM" → 780. Null when it cannot be read (sorted after readable ones).
 * SLOT_START_SQL below is the same rule in SQL.
 */
export function slotStartOf(slot: string | null | undefined): number | null {
  const first = (slot ?? '').split('-')[0]!.trim().toLowerCase();
  const half = first.endsWith('am') ? 'am' : first.endsWith('pm') ? 'pm' : null;
  const [h = '', m = '00'] = (half ? first.slice(0, -2).trim() : first).split(':');
  if (!/^\d{1,2}$/.test(h) || !/^\d{2}$/.test(m)) return null;
  const hours = half ? (Number(h) % 12) + (half === 'pm' ? 12 : 0) : Number(h);
  return hours * 60 + Number(m);
}

/** A search that reads as a phone number: digits with spaces, +, dashes, dots or brackets, at least 3 digits. */
const PHONE_LIKE = /^[\d\s+().-]+$/;
export const MIN_PHONE_DIGITS = 3;

/**
 * The phone form of a search, or null when the search is not a phone number: its digits, with the
 * country code 64 written as the national 0 ("+64 21 555 1234" → "0215551234"), since New
 * Zealanders type either and the shop's customers are in New Zealand (decision 0167).
 */
export function phoneNeedle(search: string): string | null {
  const text = search.trim();
  if (!PHONE_LIKE.test(text)) return null;
  const digits = text.replace(/\D/g, '');
  if (digits.length < MIN_PHONE_DIGITS) return null;
  return nationalDigits(digits, text.startsWith('+') || digits.length > 8);
}

/**
 * A stored number's digits in national form: "+64 21-555 1234" → "0215551234". `international`
 * says a leading 64 is the country code (a stored number always says it; a short typed "64..."
 * may be the middle of a number).
 */
export function nationalDigits(digits: string, international = true): string {
  return international && digits.startsWith('64') ? `0${digits.slice(2)}` : digits;
}

/** Whether a stored phone number matches the phone form of a search (see phoneNeedle). */
export function phoneMatches(phone: string | null | undefined, needle: string): boolean {
  if (!phone) return false;
  const digits = phone.replace(/\D/g, '');
  return nationalDigits(digits).includes(needle) || digits.includes(needle);
}
