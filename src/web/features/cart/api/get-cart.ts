import { useQuery } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import type { StoreCartLine } from '@/contracts/cart';
import { apiGet } from '@/web/lib/api-client';
import { getCartSessionId } from '../cart-session';
import { cartKeys } from './keys';

const noop = () => () => {};

/** The cart session id once in the browser; null during server rendering and hydration. */
export function useCartSessionId(): string | null {
  return useSyncExternalStore(noop, getCartSessionId, () => null);
}

export const getCart = (sessionId: string) =>
  apiGet<StoreCartLine[]>('/api/cart', { headers: { 'x-cart-session': sessionId } });

export function useCart() {
  const sessionId = useCartSessionId();
  return useQuery({
    queryKey: cartKeys.lines(sessionId ?? ''),
    queryFn: () => getCart(sessionId!),
    enabled: sessionId !== null,
  });
}
