/**
 * Dates as the shop writes them (storefront section 9: en-NZ, Auckland time), for the web pages and
 * the e-mails alike, so a customer reads the same "Saturday 29 November" on both and never a
 * `2026-11-28` from the database.
 */
import { aucklandNow, SHOP_TIME_ZONE } from './delivery';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

// A calendar date (yyyy-MM-dd) has no time zone: read at noon UTC it is the same day everywhere.
const calendarDay = (date: string) => new Date(`${date}T12:00:00Z`);

const placedAtFormat = new Intl.DateTimeFormat('en-NZ', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: SHOP_TIME_ZONE,
});

const shortDayFormat = new Intl.DateTimeFormat('en-NZ', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});

const longDayFormat = new Intl.DateTimeFormat('en-NZ', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  timeZone: 'UTC',
});

/** An instant in Auckland: "23 Nov 2025, 2:05 pm". */
export function formatPlacedAt(instant: string | Date): string {
  return placedAtFormat.format(new Date(instant));
}

/** A calendar date, short: "2025-11-29" → "Sat, 29 Nov 2025" (anything else is returned as it is). */
export function formatScheduleDate(date: string): string {
  return ISO_DATE.test(date) ? shortDayFormat.format(calendarDay(date)) : date;
}

/** A calendar date, spelt out: "2026-11-28" → "Saturday 28 November" (anything else as it is). */
export function formatLongDay(date: string): string {
  if (!ISO_DATE.test(date)) return date;
  const parts = longDayFormat.formatToParts(calendarDay(date));
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('weekday')} ${part('day')} ${part('month')}`;
}

/** A slot as the shop writes it: "9:00-11:00" → "9:00 – 11:00". */
export const formatSlot = (slot: string) => slot.replace('-', ' – ');

/** "Saturday 28 November, 10:00-12:00", or just the day when there is no slot. */
export function formatSlotDay(date: string, slot: string | null | undefined): string {
  return slot ? `${formatLongDay(date)}, ${slot}` : formatLongDay(date);
}

export interface ScheduledOrder {
  fulfilment: 'delivery' | 'pickup';
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
