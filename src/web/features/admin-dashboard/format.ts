/**
 * How the dashboard writes axis labels, counts, dates and growth (admin spec section 9, en-NZ).
 * Money is written by `formatDollars` (src/domain/money.ts), as everywhere else.
 */
import { formatCalendarDate } from '@/domain/dates';
import { SHOP_TIME_ZONE } from '@/domain/delivery';
import { orderStatusLabel } from '@/domain/order-status';

const wholeDollars = new Intl.NumberFormat('en-NZ', {
  style: 'currency',
  currency: 'NZD',
  currencyDisplay: 'narrowSymbol',
  maximumFractionDigits: 0,
});
const count = new Intl.NumberFormat('en-NZ');
const placed = new Intl.DateTimeFormat('en-NZ', {
  day: 'numeric',
  month: 'short',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: SHOP_TIME_ZONE,
});
/** An axis label: "$1,235". */
export const formatWholeDollars = (amount: number) => wholeDollars.format(amount);
export const formatCount = (n: number) => count.format(n);
/** An instant in Auckland: "23 Nov, 2:05 pm". */
export const formatPlaced = (instant: string) => placed.format(new Date(instant));

/** A calendar day: "23 Nov". */
export const formatShortDay = (date: string) => formatCalendarDate(date, 'day-month');
/** A calendar day: "Mon, 23 Nov". */
export const formatDay = (date: string) => formatCalendarDate(date, 'weekday-day-month');

/** "+50%", "−12.5%", "0%". */
export function formatGrowth(percent: number): string {
  if (percent > 0) return `+${percent}%`;
  if (percent < 0) return `−${Math.abs(percent)}%`;
  return '0%';
}

/** The overview names every status: the shop's labels, the others capitalised ("Pending"). */
export const overviewLabel = (status: string) => {
  const label = orderStatusLabel(status);
  return label.charAt(0).toUpperCase() + label.slice(1);
};

/** '#1001', or '#' and the last 8 characters of the id. */
export const orderLabel = (order: { id: string; orderNumber?: number | null }) =>
  order.orderNumber ? `#${order.orderNumber}` : `#${order.id.slice(-8)}`;
