import { type QueryClient, useQuery } from '@tanstack/react-query';
import type { StoreOrder } from '@/contracts/checkout';
import { ApiRequestError, apiRequest } from '@/web/lib/api-client';
import { useAuth } from '@/web/lib/auth/use-auth';

/** Every orders query starts with '/api/orders', so a paid checkout refreshes them all at once. */
export const orderKeys = {
  all: ['/api/orders'] as const,
  mine: (sub: string) => ['/api/orders', 'me', sub] as const,
  session: (sessionId: string, sub: string) => ['/api/orders', 'session', sessionId, sub] as const,
};

/** GET /api/orders/me: the signed-in customer's orders, newest first. */
export function getMyOrders(signal?: AbortSignal): Promise<StoreOrder[]> {
  return apiRequest<StoreOrder[]>('GET', '/api/orders/me', { auth: true, signal });
}

/** GET /api/orders/{sessionId}: the caller's orders placed from that cart session; none (404) is an empty list. */
export async function getSessionOrders(sessionId: string, signal?: AbortSignal): Promise<StoreOrder[]> {
  try {
    return await apiRequest<StoreOrder[]>('GET', `/api/orders/${encodeURIComponent(sessionId)}`, {
      auth: true,
      signal,
    });
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 404) return [];
    throw error;
  }
}

export function useMyOrders(options: { enabled?: boolean } = {}) {
  const { status, user } = useAuth();
  const sub = user?.sub ?? '';
  return useQuery({
    queryKey: orderKeys.mine(sub),
    enabled: (options.enabled ?? true) && status === 'authenticated' && sub !== '',
    queryFn: ({ signal }) => getMyOrders(signal),
  });
}

export function useSessionOrders(sessionId: string | null) {
  const { status, user } = useAuth();
  const sub = user?.sub ?? '';
  return useQuery({
    queryKey: orderKeys.session(sessionId ?? '', sub),
    enabled: Boolean(sessionId) && status === 'authenticated' && sub !== '',
    queryFn: ({ signal }) => getSessionOrders(sessionId!, signal),
  });
}

/** Orders from several lists as one: each order once (by id), newest first. */
export function mergeOrders(...lists: (readonly StoreOrder[] | undefined)[]): StoreOrder[] {
  const byId = new Map<string, StoreOrder>();
  for (const list of lists) for (const order of list ?? []) if (!byId.has(order.id)) byId.set(order.id, order);
  return [...byId.values()].sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt));
}

/**
 * After a customer's change to an order (issue 24): every orders list, and the slots, whose places
 * a move or cancel just changed, are read again.
 */
export const refreshAfterChange = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: orderKeys.all }),
    queryClient.invalidateQueries({ queryKey: ['/api/checkout/slots'] }),
  ]);
