/**
 * The customers screen's labels and formats (admin spec sections 2, 5, 9). The filter and sort
 * rules live in src/domain/customer-list.ts: the server applies them since the list is paged
 * (decision 0223).
 */
import type { AdminCustomer } from '@/contracts/admin-customers';
import { formatCalendarDate } from '@/domain/dates';
import { LOYAL_ORDER_COUNT, type CustomerSortField, type CustomerType } from '@/domain/customer-list';

export {
  compareCustomers,
  CUSTOMER_SORT_VALUES,
  CUSTOMER_TYPE_VALUES,
  DEFAULT_CUSTOMER_FILTERS,
  displayName,
  filterCustomers,
  fullName,
  LOYAL_ORDER_COUNT,
  matchesSearch,
  matchesType,
  sortCustomers,
  type CustomerFilters,
  type CustomerSortField,
  type CustomerType,
  type SortDirection,
} from '@/domain/customer-list';

/** The labels of section 5; the bounds of the filter differ slightly from them (both readings stand). */
export const CUSTOMER_TYPES: readonly { value: CustomerType; label: string }[] = [
  { value: 'all', label: 'All Customers' },
  { value: 'loyal', label: 'Loyal (5+ orders)' },
  { value: 'regular', label: 'Regular (2-4 orders)' },
  { value: 'new', label: 'New (1 order)' },
];

export const CUSTOMER_SORT_FIELDS: readonly { value: CustomerSortField; label: string }[] = [
  { value: 'totalSpent', label: 'Total Spent' },
  { value: 'orders', label: 'Orders' },
  { value: 'name', label: 'Name' },
  { value: 'email', label: 'Email' },
  { value: 'joined', label: 'Joined' },
];

export const isLoyal = (customer: Pick<AdminCustomer, 'orderCount'>) => customer.orderCount >= LOYAL_ORDER_COUNT;

const dayFormat = new Intl.DateTimeFormat('en-NZ', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'Pacific/Auckland',
});

/** An instant (a sign-up, an order placed) as its Auckland calendar day: "23 Nov 2026"; 'N/A' when missing or unreadable. */
export function formatDay(instant: string | null | undefined): string {
  if (!instant) return 'N/A';
  const date = new Date(instant);
  return Number.isNaN(date.getTime()) ? 'N/A' : dayFormat.format(date);
}

/** A delivery or pickup date (a calendar date, never an instant): "28 Nov 2025"; 'N/A' when there is none. */
export const formatDeliveryDay = (date: string | null | undefined): string =>
  date ? formatCalendarDate(date, 'day-month-year') : 'N/A';

/** Average order value, 0 without orders. */
export const averageOrderValue = (customer: Pick<AdminCustomer, 'orderCount' | 'totalSpent'>) =>
  customer.orderCount > 0 ? customer.totalSpent / customer.orderCount : 0;

/** The order number, else '#' and the last 8 characters of the id. */
export const orderLabel = (order: { id: string; orderNumber?: number | null }) =>
  order.orderNumber ? `#${order.orderNumber}` : `#${order.id.slice(-8)}`;
