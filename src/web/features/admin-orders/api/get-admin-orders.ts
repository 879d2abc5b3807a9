import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { AdminOrder, AdminOrderDetails } from '@/contracts/admin-orders';
import { apiRequest, apiRequestWithHeaders, withQuery } from '@/web/lib/api-client';
import { adminKeys } from '@/web/lib/admin/admin-keys';

/** One answer of GET /api/admin/orders: its orders and the real total (`X-Total-Count`). */
export interface AdminOrdersPage {
  orders: AdminOrder[];
  total: number;
}

/** How many older orders 'Load older orders' asks for at a time (the API's largest page). */
export const OLDER_ORDERS_PAGE = 500;

/**
 * GET /api/admin/orders, newest first. The first read asks for no limit: the server answers with
 * up to its cap (2,000) and says the real total in `X-Total-Count` (decision 0043). Later reads
 * page from `offset` on. A missing or unreadable header falls back to what was received.
 */
export async function getAdminOrders(
  page: { offset?: number; limit?: number } = {},
  signal?: AbortSignal,
): Promise<AdminOrdersPage> {
  const url = withQuery('/api/admin/orders', { offset: page.offset || undefined, limit: page.limit });
  const { data, headers } = await apiRequestWithHeaders<AdminOrder[]>('GET', url, { auth: true, signal });
  const header = Number.parseInt(headers.get('x-total-count') ?? '', 10);
  const seen = (page.offset ?? 0) + data.length;
  return { orders: data, total: Number.isFinite(header) ? Math.max(header, seen) : seen };
}

/** The pages read so far as one list (an order seen twice, because new ones shifted the pages, once) and the total. */
export function flattenOrderPages(pages: readonly AdminOrdersPage[] | undefined): AdminOrdersPage {
  if (!pages?.length) return { orders: [], total: 0 };
  const seen = new Set<string>();
  const orders: AdminOrder[] = [];
  for (const page of pages) {
    for (const order of page.orders) {
      if (seen.has(order.id)) continue;
      seen.add(order.id);
      orders.push(order);
    }
  }
  // The newest page knows the newest total; it is never smaller than what is on screen.
  return { orders, total: Math.max(pages.at(-1)!.total, pages[0]!.total, orders.length) };
}

/**
 * Every order up to the server's cap, then older ones a page at a time on request
 * (`fetchNextPage`). A live new order or a status change invalidates `adminKeys.orders()`, which
 * re-reads every page already loaded.
 */
export function useAdminOrders() {
  return useInfiniteQuery({
    queryKey: adminKeys.orders(),
    initialPageParam: 0,
    queryFn: ({ pageParam, signal }) =>
      getAdminOrders(pageParam === 0 ? {} : { offset: pageParam, limit: OLDER_ORDERS_PAGE }, signal),
    getNextPageParam: (last, all, lastParam) => {
      const loaded = lastParam + last.orders.length;
      return last.orders.length > 0 && loaded < last.total ? loaded : undefined;
    },
  });
}

/** GET /api/admin/orders/{id}: one order with its status history. */
export function getAdminOrder(id: string, signal?: AbortSignal): Promise<AdminOrderDetails> {
  return apiRequest<AdminOrderDetails>('GET', `/api/admin/orders/${encodeURIComponent(id)}`, { auth: true, signal });
}

/** The details are re-read each time the dialog opens (the history may have grown). */
export function useAdminOrder(id: string | null) {
  return useQuery({
    queryKey: adminKeys.order(id ?? ''),
    enabled: Boolean(id),
    staleTime: 0,
    queryFn: ({ signal }) => getAdminOrder(id!, signal),
  });
}
