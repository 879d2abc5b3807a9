/**
 * The orders list as CSV for the bookkeeper: one row per order line, dates in New Zealand form
 * and Auckland time, money as plain numbers (no $, so a spreadsheet can add them up), GST in its
 * own column. Safe to open in a spreadsheet: no cell can start a formula.
 */
import { AdminOrdersFilterQuery } from '../../../contracts/admin-orders';
import { orderStatusLabel } from '../../../domain/order-status';
import { aucklandNow, SHOP_TIME_ZONE } from '../../../domain/delivery';
import { formatMoneyString } from '../../../domain/money';
import type { OrderWithItems } from './orders-admin.repository';
import type { OrderRow } from './orders.mapper';

/** The orders screen's filters (admin sections 2, 5 and 9; issue 22), as query parameters. */
export const AdminOrdersExportQuery = AdminOrdersFilterQuery;
export type AdminOrdersExportQuery = AdminOrdersFilterQuery;

export const CSV_HEADER = [
  'Order Number',
  'Order Date',
  'Customer',
  'Email',
  'Phone',
  'Status',
  'Fulfilment',
  'Delivery Date',
  'Delivery Time',
  'Address',
  'Instructions',
  'Product',
  'Size',
  'Quantity',
  'Cake Message',
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

/** The delivery address on one line: "12 Ponsonby Road, Ponsonby, Auckland 1011" (empty for a pickup without one). */
export function addressLine(
  order: Pick<OrderRow, 'deliveryAddress' | 'deliverySuburb' | 'deliveryCity' | 'deliveryPostalCode'>,
) {
  const cityLine = [order.deliveryCity, order.deliveryPostalCode].filter((part) => part?.trim()).join(' ');
  return [order.deliveryAddress, order.deliverySuburb, cityLine].filter((part) => part?.trim()).join(', ');
}

const FULFILMENT_LABELS: Record<string, string> = { delivery: 'Delivery', pickup: 'Pickup' };

/**
 * The rows of some orders (an order without items still gets one row). The status is written as
 * staff read it ('Ready to Collect', not 'readyforpickup'); each line carries its own cake message.
 */
export function orderRows({ order, items }: OrderWithItems): string {
  const money = formatMoneyString;
  const common = [
    order.orderNumber,
    formatNzDateTime(order.createdAt),
    order.customerName,
    order.customerEmail,
    order.deliveryPhone,
    orderStatusLabel(order.status),
    FULFILMENT_LABELS[order.fulfilment] ?? order.fulfilment,
    formatNzDate(order.deliveryDate),
    order.deliveryTime,
    addressLine(order),
    order.specialInstructions,
  ];
  const totals = [
    money(order.subtotalCents),
    money(order.discountCents),
    money(order.gstCents),
    money(order.totalCents),
    money(order.refundedCents),
  ];
  if (!items.length) return csvRow([...common, '', '', '', '', '', '', ...totals]);
  return items
    .map((item) =>
      csvRow([
        ...common,
        item.productName,
        item.size ?? 'Standard',
        item.quantity,
        item.customization,
        money(item.unitPriceCents),
        money(item.lineTotalCents),
        ...totals,
      ]),
    )
    .join('');
}
