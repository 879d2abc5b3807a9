/**
 * The admin's orders list, client-side (admin spec sections 2 and 5, issue 22): search (phone
 * numbers by their digits), status, created-date range, fulfilment and due-date filters and
 * sorting (due date, then slot start), plus how a row reads (short id, money, NZ dates). The same
 * rules as the server's list and CSV (src/domain/order-list.ts). Pure, so it is unit-tested.
 */
import type { AdminOrder } from '@/contracts/admin-orders';
import { ADMIN_SETTABLE_STATUSES } from '@/contracts/admin-orders';
import { formatPlacedAt, formatScheduleDate, formatSlot } from '@/domain/dates';
import { aucklandNow } from '@/domain/delivery';
import { orderStatusLabel } from '@/domain/order-status';
import { ORDER_SEARCH_FIELDS, type OrderSearchField, orderSearchNeedle } from '@/domain/order-search';
import {
  dueDateOf,
  type DueFilter,
  type FulfilmentFilter,
  phoneMatches,
  isDueFilter,
  phoneNeedle,
  slotStartOf,
} from '@/domain/order-list';

export type DateRange = 'all' | 'today' | 'week' | 'month';
export type SortField = 'createdAt' | 'totalAmount' | 'customerName' | 'status' | 'deliveryDate';
export type SortOrder = 'desc' | 'asc';

export interface OrderFilters {
  search: string;
  /** 'all' or one status value. */
  status: string;
  /** When the order was placed (the spec's date range). */
  range: DateRange;
  fulfilment: FulfilmentFilter;
  /** When it is due: 'all', 'today', 'tomorrow' (Auckland) or a yyyy-MM-dd date. */
  due: DueFilter;
  sort: SortField;
  order: SortOrder;
}

export const DEFAULT_FILTERS: OrderFilters = {
  search: '',
  status: 'all',
  range: 'all',
  fulfilment: 'all',
  due: 'all',
  sort: 'createdAt',
  order: 'desc',
};

export const FULFILMENT_FILTERS: readonly { value: FulfilmentFilter; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'delivery', label: 'Delivery' },
  { value: 'pickup', label: 'Pickup' },
];

/** The due-date choices; 'date' shows a date field. */
export const DUE_CHOICES = [
  { value: 'all', label: 'Any Day' },
  { value: 'today', label: 'Due Today' },
  { value: 'tomorrow', label: 'Due Tomorrow' },
  { value: 'date', label: 'On a Date…' },
] as const;
export type DueChoice = (typeof DUE_CHOICES)[number]['value'];

export const dueChoiceOf = (due: DueFilter): DueChoice =>
  due === 'all' || due === 'today' || due === 'tomorrow' ? (due as DueChoice) : 'date';

/** Whether the order is due on the filter's day (Auckland); 'all' keeps every order. */
export function isDue(order: Pick<AdminOrder, 'deliveryDate'>, due: DueFilter, now: Date = new Date()): boolean {
  const date = dueDateOf(due, now);
  return date === null || order.deliveryDate === date;
}

const FILTER_PARAMS = ['search', 'status', 'range', 'fulfilment', 'due', 'sort', 'order'] as const;
const PARAM_VALUES: Partial<Record<keyof OrderFilters, readonly string[]>> = {
  range: ['all', 'today', 'week', 'month'],
  fulfilment: ['all', 'delivery', 'pickup'],
  sort: ['createdAt', 'totalAmount', 'customerName', 'status', 'deliveryDate'],
  order: ['asc', 'desc'],
};

/**
 * The filters an address asks for (the dashboard links to `?due=tomorrow&sort=deliveryDate`):
 * unknown or unreadable values are left at their defaults.
 */
export function filtersFromParams(params: URLSearchParams): OrderFilters {
  const filters: OrderFilters = { ...DEFAULT_FILTERS };
  for (const key of FILTER_PARAMS) {
    const value = params.get(key);
    if (value === null) continue;
    const allowed = PARAM_VALUES[key];
    if (allowed && !allowed.includes(value)) continue;
    if (key === 'due' && !isDueFilter(value)) continue;
    (filters as unknown as Record<string, string>)[key] = value;
  }
  return filters;
}

export const DATE_RANGES: readonly { value: DateRange; label: string }[] = [
  { value: 'all', label: 'All Time' },
  { value: 'today', label: 'Today' },
  { value: 'week', label: 'Past Week' },
  { value: 'month', label: 'Past Month' },
];

export const SORT_FIELDS: readonly { value: SortField; label: string }[] = [
  { value: 'createdAt', label: 'Order Date' },
  { value: 'totalAmount', label: 'Total Amount' },
  { value: 'customerName', label: 'Customer Name' },
  { value: 'status', label: 'Status' },
  { value: 'deliveryDate', label: 'Delivery Date' },
];

export const SORT_ORDERS: readonly { value: SortOrder; label: string }[] = [
  { value: 'desc', label: 'Newest First' },
  { value: 'asc', label: 'Oldest First' },
];

export type SettableStatus = (typeof ADMIN_SETTABLE_STATUSES)[number];

export const isSettableStatus = (status: string): status is SettableStatus =>
  (ADMIN_SETTABLE_STATUSES as readonly string[]).includes(status);

/** What a status reads as: the four labels, 'Cancelled', or the raw value (the shop's one label). */
export const statusLabel = orderStatusLabel;

/** The order number, or '#' and the last 8 characters of the id (section 9). */
export function orderIdLabel(order: Pick<AdminOrder, 'id' | 'orderNumber'>): string {
  return order.orderNumber ? `#${order.orderNumber}` : `#${order.id.slice(-8)}`;
}

/** The creation instant in en-NZ, Auckland time, or 'N/A'. */
export function formatOrderDate(createdAt: string | null | undefined): string {
  if (!createdAt || Number.isNaN(Date.parse(createdAt))) return 'N/A';
  return formatPlacedAt(createdAt);
}

/** The delivery (or pickup) date and slot, or 'N/A'. */
export function formatDelivery(order: Pick<AdminOrder, 'deliveryDate' | 'deliveryTime'>): string {
  if (!order.deliveryDate) return 'N/A';
  const day = formatScheduleDate(order.deliveryDate);
  return order.deliveryTime ? `${day}, ${formatSlot(order.deliveryTime)}` : day;
}

/** A date's time value, missing or unreadable = 0 (section 5). Calendar dates read as UTC midnight. */
function timeOf(value: string | null | undefined): number {
  if (!value) return 0;
  const time = Date.parse(value);
  return Number.isNaN(time) ? 0 : time;
}

const DAY_MS = 86_400_000;

/** Whether the order was created inside the range; orders without createdAt pass (section 5). */
export function inDateRange(order: Pick<AdminOrder, 'createdAt'>, range: DateRange, now: Date = new Date()): boolean {
  if (range === 'all' || !order.createdAt) return true;
  const created = Date.parse(order.createdAt);
  if (Number.isNaN(created)) return true;
  if (range === 'today') return aucklandNow(new Date(created)).date === aucklandNow(now).date;
  const days = range === 'week' ? 7 : 30;
  return created >= now.getTime() - days * DAY_MS && created <= now.getTime() + DAY_MS;
}

/**
 * Search over the order number (with or without '#'), the id, the customer's name and e-mail,
 * case-insensitively (the fields of ORDER_SEARCH_FIELDS), and the phone number by its digits
 * however it was typed ("021 555 1234" finds "+64 21 555 1234"): as the server's list and CSV do.
 */
export function matchesSearch(
  order: Pick<AdminOrder, OrderSearchField> & Partial<Pick<AdminOrder, 'deliveryPhone'>>,
  search: string,
): boolean {
  const needle = orderSearchNeedle(search).toLowerCase();
  if (!needle) return true;
  const phone = phoneNeedle(needle);
  if (phone && phoneMatches(order.deliveryPhone, phone)) return true;
  return ORDER_SEARCH_FIELDS.some((field) =>
    String(order[field] ?? '')
      .toLowerCase()
      .includes(needle),
  );
}

/** A slot's start for sorting; none or unreadable counts as the earliest, as a missing date does. */
const slotOrder = (order: Pick<AdminOrder, 'deliveryTime'>) => slotStartOf(order.deliveryTime) ?? -1;

function compare(a: AdminOrder, b: AdminOrder, field: SortField): number {
  switch (field) {
    case 'totalAmount':
      return (Number(a.totalAmount) || 0) - (Number(b.totalAmount) || 0);
    case 'customerName':
      return (a.customerName ?? '').localeCompare(b.customerName ?? '', 'en-NZ', { sensitivity: 'base' });
    case 'status':
      return (a.status ?? '').localeCompare(b.status ?? '', 'en-NZ');
    case 'deliveryDate':
      // The due date, then where the slot starts ("9:00" before "11:00", unlike their text).
      return timeOf(a.deliveryDate) - timeOf(b.deliveryDate) || slotOrder(a) - slotOrder(b);
    case 'createdAt':
      return timeOf(a.createdAt) - timeOf(b.createdAt);
  }
}

/** Sorted copy: 'desc' reverses the field's natural order; ties keep the list's order. */
export function sortOrders(orders: readonly AdminOrder[], field: SortField, order: SortOrder): AdminOrder[] {
  const sign = order === 'desc' ? -1 : 1;
  return orders
    .map((o, index) => ({ o, index }))
    .sort((x, y) => sign * compare(x.o, y.o, field) || x.index - y.index)
    .map(({ o }) => o);
}

/** Search, status, date range, fulfilment and due date, then sort. */
export function applyOrderFilters(
  orders: readonly AdminOrder[],
  filters: OrderFilters,
  now: Date = new Date(),
): AdminOrder[] {
  const kept = orders.filter(
    (o) =>
      (filters.status === 'all' || o.status === filters.status) &&
      inDateRange(o, filters.range, now) &&
      (filters.fulfilment === 'all' || o.fulfilment === filters.fulfilment) &&
      isDue(o, filters.due, now) &&
      matchesSearch(o, filters.search),
  );
  return sortOrders(kept, filters.sort, filters.order);
}

/** The sum of the items' quantities, or null when the order carries no items. */
export function totalItems(order: Pick<AdminOrder, 'items'>): number | null {
  if (!order.items || order.items.length === 0) return null;
  return order.items.reduce((sum, item) => sum + item.quantity, 0);
}

/**
 * The production sheet's first date: the earliest delivery or pickup day from today on with an
 * order that is not cancelled, else today (Auckland).
 */
export function defaultProductionDate(
  orders: readonly Pick<AdminOrder, 'deliveryDate' | 'status'>[],
  now: Date = new Date(),
): string {
  const today = aucklandNow(now).date;
  const upcoming = orders
    .filter((o) => o.status !== 'cancelled' && o.deliveryDate && o.deliveryDate >= today)
    .map((o) => o.deliveryDate!)
    .sort();
  return upcoming[0] ?? today;
}
