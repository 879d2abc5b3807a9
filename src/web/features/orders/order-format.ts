/** How orders read on customer screens (storefront section 2, Orders; section 9, en-NZ). */
import type { StoreOrder } from '@/contracts/checkout';
import { SHOP_TIME_ZONE } from '@/domain/delivery';

/** '#1001', or the last 8 characters of the id when there is no number. */
export function orderLabel(order: Pick<StoreOrder, 'id' | 'orderNumber'>): string {
  return order.orderNumber ? `#${order.orderNumber}` : `#${order.id.slice(-8).toUpperCase()}`;
}

/** "23 Nov 2025, 2:05 pm" in Auckland. */
export function formatPlacedAt(iso: string): string {
  return new Intl.DateTimeFormat('en-NZ', { dateStyle: 'medium', timeStyle: 'short', timeZone: SHOP_TIME_ZONE }).format(
    new Date(iso),
  );
}

/** "2025-11-29" → "Sat, 29 Nov 2025" */
export function formatScheduleDate(date: string): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return date;
  return new Intl.DateTimeFormat('en-NZ', {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${date}T12:00:00Z`));
}

/** "9:00-11:00" → "9:00 – 11:00" */
export const formatSlot = (slot: string) => slot.replace('-', ' – ');

/** The calendar month (yyyy-MM) of an instant, in Auckland. */
export function aucklandMonth(instant: Date | string): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: SHOP_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
  }).formatToParts(new Date(instant));
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${get('year')}-${get('month')}`;
}
