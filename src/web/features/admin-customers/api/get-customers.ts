import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import type { AdminCustomer } from '@/contracts/admin-customers';
import type { CustomerFilters } from '@/domain/customer-list';
import { apiRequestWithHeaders, withQuery } from '@/web/lib/api-client';
import { adminKeys } from '@/web/lib/admin/admin-keys';

/** How many customers the screen asks for at a time (decision 0223): a screenful and a bit. */
export const CUSTOMERS_PAGE = 50;

/** One answer of GET /api/admin/users: its customers, how many match, how many there are. */
export interface AdminCustomersPage {
  customers: AdminCustomer[];
  matching: number;
  all: number;
}

/**
 * GET /api/admin/users with the screen's filters: the server searches, filters and sorts, and
 * answers one page with the counts in `X-Total-Count` and `X-Customer-Count`. A missing header
 * falls back to what was received.
 */
export async function getAdminCustomers(
  filters: CustomerFilters,
  offset: number,
  signal?: AbortSignal,
): Promise<AdminCustomersPage> {
  const url = withQuery('/api/admin/users', {
    search: filters.search.trim() || undefined,
    type: filters.type,
    sort: filters.sortBy,
    order: filters.direction,
    limit: CUSTOMERS_PAGE,
    offset: offset || undefined,
  });
  const { data, headers } = await apiRequestWithHeaders<AdminCustomer[]>('GET', url, { auth: true, signal });
  const seen = offset + data.length;
  const count = (name: string) => {
    const n = Number.parseInt(headers.get(name) ?? '', 10);
    return Number.isFinite(n) ? Math.max(n, seen) : seen;
  };
  return { customers: data, matching: count('x-total-count'), all: count('x-customer-count') };
}

/** The pages read so far as one list (a customer seen twice, because the order shifted, once) and the counts. */
export function flattenCustomerPages(pages: readonly AdminCustomersPage[] | undefined): AdminCustomersPage {
  if (!pages?.length) return { customers: [], matching: 0, all: 0 };
  const seen = new Set<string>();
  const customers: AdminCustomer[] = [];
  for (const page of pages) {
    for (const customer of page.customers) {
      if (seen.has(customer.id)) continue;
      seen.add(customer.id);
      customers.push(customer);
    }
  }
  const last = pages.at(-1)!;
  return { customers, matching: Math.max(last.matching, customers.length), all: last.all };
}

/**
 * The customers matching the filters, a page at a time (`fetchNextPage` for more); always treated
 * as stale (section 7). The filters are part of the key: each change asks the server afresh,
 * keeping the last answer on screen meanwhile.
 */
export function useAdminCustomers(filters: CustomerFilters) {
  return useInfiniteQuery({
    queryKey: [...adminKeys.users(), filters] as const,
    initialPageParam: 0,
    queryFn: ({ pageParam, signal }) => getAdminCustomers(filters, pageParam, signal),
    getNextPageParam: (last, _all, lastParam) => {
      const loaded = lastParam + last.customers.length;
      return last.customers.length > 0 && loaded < last.matching ? loaded : undefined;
    },
    staleTime: 0,
    refetchOnMount: 'always',
    placeholderData: keepPreviousData,
  });
}
