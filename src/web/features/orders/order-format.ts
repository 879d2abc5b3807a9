/** How orders read on customer screens (storefront section 2, Orders; section 9, en-NZ). */
import type { StoreOrder } from '@/contracts/checkout';
import { SHOP_TIME_ZONE } from '@/domain/delivery';

/** '#1001', or the last 8 characters of the id when there is no number. */
export function orderLabel(order: Pick<StoreOrder, 'id' | 'orderNumber'>): string {
  return order.orderNumber ? `#${order.orderNumber}` : `#${order.id.slice(-8).toUpperCase()}`;
}

// One formatter for pages and e-mails alike (src/domain/dates.ts).
export { formatPlacedAt, formatScheduleDate, formatSlot } from '@/domain/dates';

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

/** How many of the orders were placed in the current calendar month, in Auckland. */
export function countPlacedThisMonth(orders: readonly Pick<StoreOrder, 'createdAt'>[], now = new Date()): number {
  const thisMonth = aucklandMonth(now);
  return orders.filter((order) => aucklandMonth(order.createdAt) === thisMonth).length;
}
