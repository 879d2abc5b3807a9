/**
 * The date picker's days (pure, tested): the calendar's days for a month (src/domain/calendar
 * monthDays: closed days greyed with the reason) with the checkout's own window on top, from today
 * to MAX_DAYS_AHEAD, so a customer sees why every greyed day cannot be chosen.
 */
import { monthDays, type Fulfilment, type MonthDay, type ShopCalendar } from '@/domain/calendar';
import { addDays, aucklandNow, MAX_DAYS_AHEAD } from '@/domain/delivery';

/** monthDays' reason for a day before today. */
export const PASSED = 'This day has passed';
export const TOO_FAR_AHEAD = `We take orders up to ${MAX_DAYS_AHEAD} days ahead`;

/** "2026-12" → "2027-01"; `by` may be negative. */
export function addMonths(month: string, by: number): string {
  const [year, m] = month.split('-').map(Number) as [number, number];
  const index = year * 12 + (m - 1) + by;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** The months a customer may page through: this month to the month of the last bookable day. */
export function pickerMonths(now: Date = new Date()): { first: string; last: string; today: string; lastDay: string } {
  const today = aucklandNow(now).date;
  const lastDay = addDays(today, MAX_DAYS_AHEAD);
  return { first: today.slice(0, 7), last: lastDay.slice(0, 7), today, lastDay };
}

/** A month's days for pickup or delivery, as the picker shows them. */
export function pickerDays(
  calendar: ShopCalendar,
  month: string,
  fulfilment: Fulfilment,
  now: Date = new Date(),
): MonthDay[] {
  const { lastDay } = pickerMonths(now);
  return monthDays(calendar, { month, fulfilment, now }).map((day) =>
    day.available && day.date > lastDay ? { ...day, available: false, reason: TOO_FAR_AHEAD, slots: [] } : day,
  );
}

/** Monday first, as calendars in New Zealand are printed: blank cells before the 1st. */
export const leadingBlanks = (days: readonly MonthDay[]) => ((days[0]?.weekday ?? 1) + 6) % 7;
