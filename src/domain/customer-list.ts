/**
 * The customers screen's filter and sort (admin spec sections 2, 5, 9), as the server applies them
 * to GET /api/admin/users (decision 0223) and as the screen did before it paged. Pure, so a test can
 * compute the whole list's answer and compare the server's pages with it.
 */

export const LOYAL_ORDER_COUNT = 5;

export const CUSTOMER_TYPE_VALUES = ['all', 'loyal', 'regular', 'new'] as const;
export type CustomerType = (typeof CUSTOMER_TYPE_VALUES)[number];

export const CUSTOMER_SORT_VALUES = ['totalSpent', 'orders', 'name', 'email', 'joined'] as const;
export type CustomerSortField = (typeof CUSTOMER_SORT_VALUES)[number];
export type SortDirection = 'asc' | 'desc';

/** The fields of a customer these rules read. */
export interface ListedCustomer {
  id: string;
  email: string | null;
  firstName: string | null;
  lastName: string | null;
  orderCount: number;
  totalSpent: number;
  createdAt: string;
}

/**
 * Section 5's bounds: loyal = 5 or more orders; regular = fewer than 5 and more than 0;
 * new = 1 or fewer. A customer with exactly 1 order is both regular and new.
 */
export function matchesType(customer: Pick<ListedCustomer, 'orderCount'>, type: CustomerType): boolean {
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

/** "First Last", or whichever of them is set; '' when neither is. */
export function fullName(customer: Pick<ListedCustomer, 'firstName' | 'lastName'>): string {
  return [customer.firstName, customer.lastName]
    .map((part) => part?.trim() ?? '')
    .filter(Boolean)
    .join(' ');
}

/** What the table shows: the name, else the e-mail, else 'Unknown Customer'. */
export function displayName(customer: Pick<ListedCustomer, 'firstName' | 'lastName' | 'email'>): string {
  return fullName(customer) || customer.email || 'Unknown Customer';
}

/** Search over e-mail, first name, last name and full name, ignoring case and surrounding spaces. */
export function matchesSearch(customer: ListedCustomer, search: string): boolean {
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

/**
 * Text ignoring case, by character code (as the database compares `lower(x) collate "C"`, the same
 * on PGlite and PostgreSQL whatever their locale), numbers as numbers, dates by time.
 */
const text = (a: string, b: string) => {
  const x = a.toLowerCase();
  const y = b.toLowerCase();
  return x < y ? -1 : x > y ? 1 : 0;
};

/**
 * The list's order: the field in the direction asked, then the spec's default order (biggest
 * spenders first, the newest sign-up, the id) so that equal rows keep one order across pages.
 */
export function compareCustomers(field: CustomerSortField, direction: SortDirection) {
  const sign = direction === 'asc' ? 1 : -1;
  const byField = (a: ListedCustomer, b: ListedCustomer): number => {
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
  return (a: ListedCustomer, b: ListedCustomer) =>
    sign * byField(a, b) ||
    b.totalSpent - a.totalSpent ||
    time(b.createdAt) - time(a.createdAt) ||
    (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
}

export function sortCustomers<C extends ListedCustomer>(
  customers: readonly C[],
  field: CustomerSortField,
  direction: SortDirection,
): C[] {
  return [...customers].sort(compareCustomers(field, direction));
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

export function filterCustomers<C extends ListedCustomer>(customers: readonly C[], filters: CustomerFilters): C[] {
  return sortCustomers(
    customers.filter((c) => matchesSearch(c, filters.search) && matchesType(c, filters.type)),
    filters.sortBy,
    filters.direction,
  );
}
