/** The customers screen's client-side filter and sort (admin spec sections 2, 5, 9), pure for tests. */
import type { AdminCustomer } from '@/contracts/admin-customers';
import { formatCalendarDate } from '@/domain/dates';

export const LOYAL_ORDER_COUNT = 5;

export type CustomerType = 'all' | 'loyal' | 'regular' | 'new';

/** The labels of section 5; the bounds of the filter differ slightly from them (both readings stand). */
export const CUSTOMER_TYPES: readonly { value: CustomerType; label: string }[] = [
  { value: 'all', label: 'All Customers' },
  { value: 'loyal', label: 'Loyal (5+ orders)' },
  { value: 'regular', label: 'Regular (2-4 orders)' },
  { value: 'new', label: 'New (1 order)' },
];

export type CustomerSortField = 'name' | 'email' | 'orders' | 'totalSpent' | 'joined';
export type SortDirection = 'asc' | 'desc';

export const CUSTOMER_SORT_FIELDS: readonly { value: CustomerSortField; label: string }[] = [
  { value: 'totalSpent', label: 'Total Spent' },
  { value: 'orders', label: 'Orders' },
  { value: 'name', label: 'Name' },
  { value: 'email', label: 'Email' },
  { value: 'joined', label: 'Joined' },
];

/**
 * Section 5's bounds: loyal = 5 or more orders; regular = fewer than 5 and more than 0;
 * new = 1 or fewer. A customer with exactly 1 order is both regular and new.
 */
export function matchesType(customer: Pick<AdminCustomer, 'orderCount'>, type: CustomerType): boolean {
  const n = customer.orderCount;
  switch (type) {
    case 'loyal':
      return n >= LOYAL_ORDER_COUNT;
    case 'regular':
      return n < LOYAL_ORDER_COUNT && n > 0;
    case 'new':
      return n <= 1;
    default:
      return true;
  }
}

export const isLoyal = (customer: Pick<AdminCustomer, 'orderCount'>) => customer.orderCount >= LOYAL_ORDER_COUNT;

/** "First Last", or whichever of them is set; '' when neither is. */
export function fullName(customer: Pick<AdminCustomer, 'firstName' | 'lastName'>): string {
  return [customer.firstName, customer.lastName]
    .map((part) => part?.trim() ?? '')
    .filter(Boolean)
    .join(' ');
}

/** What the table shows: the name, else the e-mail, else 'Unknown Customer'. */
export function displayName(customer: Pick<AdminCustomer, 'firstName' | 'lastName' | 'email'>): string {
  return fullName(customer) || customer.email || 'Unknown Customer';
}

/** Search over e-mail, first name, last name and full name, ignoring case and surrounding spaces. */
export function matchesSearch(customer: AdminCustomer, search: string): boolean {
  const needle = search.trim().toLowerCase();
  if (!needle) return true;
  return [customer.email, customer.firstName, customer.lastName, fullName(customer)].some((value) =>
    (value ?? '').toLowerCase().includes(needle),
  );
}

const time = (iso: string) => {
  const t = Date.parse(iso);
  return Number.isNaN(t) ? 0 : t;
};

/** Text as text (case-insensitive, by the shown name), numbers as numbers, dates by time; ties keep the server's order. */
export function sortCustomers(
  customers: readonly AdminCustomer[],
  field: CustomerSortField,
  direction: SortDirection,
): AdminCustomer[] {
  const sign = direction === 'asc' ? 1 : -1;
  const text = (a: string, b: string) => a.localeCompare(b, 'en-NZ', { sensitivity: 'base' });
  const compare = (a: AdminCustomer, b: AdminCustomer): number => {
    switch (field) {
      case 'name':
        return text(displayName(a), displayName(b));
      case 'email':
        return text(a.email ?? '', b.email ?? '');
      case 'orders':
        return a.orderCount - b.orderCount;
      case 'joined':
        return time(a.createdAt) - time(b.createdAt);
      default:
        return a.totalSpent - b.totalSpent;
    }
  };
  return customers
    .map((customer, index) => ({ customer, index }))
    .sort((a, b) => sign * compare(a.customer, b.customer) || a.index - b.index)
    .map(({ customer }) => customer);
}

export interface CustomerFilters {
  search: string;
  type: CustomerType;
  sortBy: CustomerSortField;
  direction: SortDirection;
}

export const DEFAULT_CUSTOMER_FILTERS: CustomerFilters = {
  search: '',
  type: 'all',
  sortBy: 'totalSpent',
  direction: 'desc',
};

export function filterCustomers(customers: readonly AdminCustomer[], filters: CustomerFilters): AdminCustomer[] {
  return sortCustomers(
    customers.filter((c) => matchesSearch(c, filters.search) && matchesType(c, filters.type)),
    filters.sortBy,
    filters.direction,
  );
}

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
