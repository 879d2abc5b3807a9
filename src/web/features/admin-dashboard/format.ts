/**
 * How the dashboard writes axis labels, counts, dates and growth (admin spec section 9, en-NZ).
 * Money is written by `formatDollars` (src/domain/money.ts), as everywhere else.
 */
import { formatCalendarDate } from '@/domain/dates';
import { SHOP_TIME_ZONE } from '@/domain/delivery';

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

/** The four statuses staff set, by their labels and colours (admin spec section 4). */
export const STATUS_STYLES: Record<string, { label: string; className: string; bar: string }> = {
  orderconfirmed: {
    label: 'Order Confirmed',
    className: 'border-blue-200 bg-blue-50 text-blue-800',
    bar: 'bg-blue-500',
  },
  inprogress: {
    label: 'In Progress',
    className: 'border-yellow-300 bg-yellow-50 text-yellow-900',
    bar: 'bg-yellow-400',
  },
  outfordelivery: {
    label: 'Out for Delivery',
    className: 'border-purple-200 bg-purple-50 text-purple-800',
    bar: 'bg-purple-500',
  },
  delivered: {
    label: 'Delivered',
    className: 'border-pistachio-200 bg-pistachio-100 text-pistachio-900',
    bar: 'bg-pistachio-500',
  },
};
export const OTHER_STATUS_STYLE = { className: 'border-stone-200 bg-stone-100 text-stone-700', bar: 'bg-stone-400' };

/** A badge shows a known status by its label and any other value raw (admin spec section 4). */
export const statusLabel = (status: string) => STATUS_STYLES[status]?.label ?? status;
/** The overview names every status: the four by their labels, the others capitalised ("Pending"). */
export const overviewLabel = (status: string) =>
  STATUS_STYLES[status]?.label ?? status.charAt(0).toUpperCase() + status.slice(1);

/** '#1001', or '#' and the last 8 characters of the id. */
export const orderLabel = (order: { id: string; orderNumber?: number | null }) =>
  order.orderNumber ? `#${order.orderNumber}` : `#${order.id.slice(-8)}`;
