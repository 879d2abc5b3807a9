/**
 * Dates as the shop writes them (storefront section 9: en-NZ, Auckland time), for the web pages and
 * the e-mails alike, so a customer reads the same "Saturday 29 November" on both and never a
 * `2026-11-28` from the database.
 */
import { aucklandNow, type FulfilmentMethod, SHOP_TIME_ZONE } from './delivery';

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
/** "December 2026" for a month written yyyy-MM (or any yyyy-MM-dd in it): the date picker's title. */
export const formatMonthTitle = (month: string): string =>
  `${MONTHS[Number(month.slice(5, 7)) - 1]} ${month.slice(0, 4)}`;

// en-NZ's short month names (as Intl writes them): four letters for September.
const SHORT_MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sept', 'Oct', 'Nov', 'Dec'];
const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

interface CalendarDay {
  year: number;
  /** 1-12 */
  month: number;
  day: number;
  /** 0 = Sunday */
  weekday: number;
}

const isLeapYear = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
const daysInMonth = (year: number, month: number) =>
  month === 2 ? (isLeapYear(year) ? 29 : 28) : [4, 6, 9, 11].includes(month) ? 30 : 31;

// Sakamoto's rule: the weekday from the date's numbers alone.
const MONTH_OFFSETS = [0, 3, 2, 5, 0, 3, 5, 1, 4, 6, 2, 4];
function weekdayOfDay(year: number, month: number, day: number): number {
  const y = month < 3 ? year - 1 : year;
  return (y + Math.floor(y / 4) - Math.floor(y / 100) + Math.floor(y / 400) + MONTH_OFFSETS[month - 1]! + day) % 7;
}

/** "2025-11-28" → its year, month, day and weekday; null when it is not a real calendar date. */
function readCalendarDate(date: string): CalendarDay | null {
  const match = ISO_DATE.exec(date);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  return { year, month, day, weekday: weekdayOfDay(year, month, day) };
}

/** How a calendar date is written; each names an example for 2025-11-29. */
export type CalendarDateStyle =
  /** "Sat, 29 Nov 2025" */
  | 'weekday-day-month-year'
  /** "Saturday 29 November" */
  | 'long'
  /** "29 Nov 2025" */
  | 'day-month-year'
  /** "Sat, 29 Nov" */
  | 'weekday-day-month'
  /** "29 Nov" */
  | 'day-month';

/**
 * A calendar date (a delivery or pickup day, a day of takings) as the shop writes it. A date has
 * no time zone, so it is read from its digits and never turned into an instant: read as midnight
 * or midday UTC and shown in a device's (or Auckland's) zone, it moves a day (issue 20). Anything
 * that is not a yyyy-MM-dd date is returned as it is.
 */
export function formatCalendarDate(date: string, style: CalendarDateStyle): string {
  const d = readCalendarDate(date);
  if (!d) return date;
  const weekday = WEEKDAYS[d.weekday]!;
  const shortMonth = SHORT_MONTHS[d.month - 1]!;
  switch (style) {
    case 'weekday-day-month-year':
      return `${weekday.slice(0, 3)}, ${d.day} ${shortMonth} ${d.year}`;
    case 'long':
      return `${weekday} ${d.day} ${MONTHS[d.month - 1]!}`;
    case 'day-month-year':
      return `${d.day} ${shortMonth} ${d.year}`;
    case 'weekday-day-month':
      return `${weekday.slice(0, 3)}, ${d.day} ${shortMonth}`;
    case 'day-month':
      return `${d.day} ${shortMonth}`;
  }
}

const placedAtFormat = new Intl.DateTimeFormat('en-NZ', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: SHOP_TIME_ZONE,
});

/** An instant in Auckland: "23 Nov 2025, 2:05 pm". */
export function formatPlacedAt(instant: string | Date): string {
  return placedAtFormat.format(new Date(instant));
}

/** A calendar date, short: "2025-11-29" → "Sat, 29 Nov 2025" (anything else is returned as it is). */
export const formatScheduleDate = (date: string): string => formatCalendarDate(date, 'weekday-day-month-year');

/** A calendar date, spelt out: "2026-11-28" → "Saturday 28 November" (anything else as it is). */
export const formatLongDay = (date: string): string => formatCalendarDate(date, 'long');

/** A slot as the shop writes it: "9:00-11:00" → "9:00 – 11:00". */
export const formatSlot = (slot: string) => slot.replace('-', ' – ');

/** "Saturday 28 November, 10:00-12:00", or just the day when there is no slot. */
export function formatSlotDay(date: string, slot: string | null | undefined): string {
  return slot ? `${formatLongDay(date)}, ${slot}` : formatLongDay(date);
}

export interface ScheduledOrder {
  fulfilment: FulfilmentMethod;
  deliveryDate: string | null;
  deliveryTime: string | null;
}

/**
 * What the customer is promised for their chosen slot: "We'll have it ready for Saturday 28
 * November, 10:00-12:00" (pickup) or "We'll deliver it on Saturday 28 November, 10:00-12:00";
 * null when the order has no date.
 */
export function slotPromise(order: ScheduledOrder): string | null {
  if (!order.deliveryDate) return null;
  const when = formatSlotDay(order.deliveryDate, order.deliveryTime);
  return order.fulfilment === 'pickup' ? `We'll have it ready for ${when}` : `We'll deliver it on ${when}`;
}

/** Whether a calendar date is today in Auckland (the kitchen starts on today's orders at once). */
export function isAucklandToday(date: string | null, now: Date = new Date()): boolean {
  return date === aucklandNow(now).date;
}
