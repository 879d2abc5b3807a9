/**
 * The orders list as CSV for the bookkeeper: one row per order line, dates in New Zealand form
 * and Auckland time, money as plain numbers (no $, so a spreadsheet can add them up), GST in its
 * own column. Safe to open in a spreadsheet: no cell can start a formula.
 */
import { z } from 'zod';
import { ORDER_STATUSES } from '../../../domain/order-status';
import { aucklandNow, SHOP_TIME_ZONE } from '../../../domain/delivery';
import { formatMoneyString } from '../../../domain/money';
import type { OrderWithItems } from './orders-admin.repository';

/** The orders screen's filters (admin sections 2, 5 and 9), as query parameters. */
export const AdminOrdersExportQuery = z.object({
  status: z
    .enum(['all', ...ORDER_STATUSES], { message: `status must be all or one of ${ORDER_STATUSES.join(', ')}` })
    .default('all'),
  range: z
    .enum(['all', 'today', 'week', 'month'], { message: 'range must be all, today, week or month' })
    .default('all'),
  search: z.string().max(200, 'search must be at most 200 characters').optional(),
  sort: z
    .enum(['createdAt', 'totalAmount', 'customerName', 'status', 'deliveryDate'], {
      message: 'sort must be createdAt, totalAmount, customerName, status or deliveryDate',
    })
    .default('createdAt'),
  order: z.enum(['asc', 'desc'], { message: 'order must be asc or desc' }).default('desc'),
});
export type AdminOrdersExportQuery = z.infer<typeof AdminOrdersExportQuery>;

export const CSV_HEADER = [
  'Order Number',
  'Order Date',
  'Customer',
  'Email',
  'Status',
  'Fulfilment',
  'Delivery Date',
  'Delivery Time',
  'Product',
  'Size',
  'Quantity',
  'Unit Price',
  'Line Total',
  'Order Subtotal',
  'Discount',
  'GST',
  'Order Total',
  'Refunded',
] as const;

/** The download's name, with today's date in Auckland: orders-2026-11-23.csv. */
export const ordersCsvFileName = (now = new Date()) => `orders-${aucklandNow(now).date}.csv`;

const createdFormat = new Intl.DateTimeFormat('en-NZ', {
  timeZone: SHOP_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** An instant as an Auckland date and time: "23/11/2026 14:05". */
export function formatNzDateTime(instant: Date): string {
  const parts = Object.fromEntries(createdFormat.formatToParts(instant).map((p) => [p.type, p.value]));
  return `${parts.day}/${parts.month}/${parts.year} ${parts.hour}:${parts.minute}`;
}

/** A calendar date as New Zealanders write it: "2026-12-24" → "24/12/2026". */
export const formatNzDate = (date: string | null) => (date ? date.split('-').reverse().join('/') : '');

/**
 * One cell: a value a spreadsheet would read as a formula (= + - @, tab or carriage return
 * first) gets a leading quote; every cell is quoted, with quotes doubled (RFC 4180).
 */
export function csvCell(value: string | number | null | undefined): string {
  let text = value === null || value === undefined ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return `"${text.replace(/"/g, '""')}"`;
}

export const csvRow = (cells: (string | number | null | undefined)[]) => cells.map(csvCell).join(',') + '\r\n';

/** The rows of some orders (an order without items still gets one row). */
export function orderRows({ order, items }: OrderWithItems): string {
  const money = formatMoneyString;
  const common = [
    order.orderNumber,
    formatNzDateTime(order.createdAt),
    order.customerName,
    order.customerEmail,
    order.status,
    order.fulfilment,
    formatNzDate(order.deliveryDate),
    order.deliveryTime,
  ];
  const totals = [
    money(order.subtotalCents),
    money(order.discountCents),
    money(order.gstCents),
    money(order.totalCents),
    money(order.refundedCents),
  ];
  if (!items.length) return csvRow([...common, '', '', '', '', '', ...totals]);
  return items
    .map((item) =>
      csvRow([
        ...common,
        item.productName,
        item.size ?? 'Standard',
        item.quantity,
        money(item.unitPriceCents),
        money(item.lineTotalCents),
        ...totals,
      ]),
    )
    .join('');
}
