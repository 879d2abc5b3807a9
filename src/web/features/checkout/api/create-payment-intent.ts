import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { StoreCreatePaymentIntent, StorePaymentIntentReply } from '@/contracts/checkout';
import { apiRequest } from '@/web/lib/api-client';
import { useAuth } from '@/web/lib/auth/use-auth';

export const paymentIntentKeys = {
  all: ['/api/create-payment-intent'] as const,
  /** One per cart session, person and cart contents: a changed cart asks the server again. */
  checkout: (sessionId: string, sub: string, cartVersion: string) =>
    ['/api/create-payment-intent', sessionId, sub, cartVersion] as const,
};

/** POST /api/create-payment-intent: the server prices the cart and holds one payment for exactly that amount. */
export function createPaymentIntent(
  body: StoreCreatePaymentIntent,
  signal?: AbortSignal,
): Promise<StorePaymentIntentReply> {
  return apiRequest<StorePaymentIntentReply>('POST', '/api/create-payment-intent', { body, auth: true, signal });
}

export interface UsePaymentIntentOptions {
  sessionId: string | null;
  /** A short fingerprint of the cart lines; when it changes the intent is prepared again. */
  cartVersion: string;
  enabled: boolean;
}

/**
 * The checkout's payment intent. Prepared afresh every time checkout opens (never served from an
 * old cache entry: the server may have repriced the cart), and again when the cart changes, while
 * the previous answer stays on screen.
 */
export function usePaymentIntent({ sessionId, cartVersion, enabled }: UsePaymentIntentOptions) {
  const { status, user } = useAuth();
  const sub = user?.sub ?? '';
  return useQuery({
    queryKey: paymentIntentKeys.checkout(sessionId ?? '', sub, cartVersion),
    enabled: enabled && status === 'authenticated' && sessionId !== null && sub !== '',
    queryFn: ({ signal }) => createPaymentIntent({ sessionId: sessionId! }, signal),
    staleTime: 0,
    gcTime: 0,
    refetchOnMount: 'always',
    placeholderData: keepPreviousData,
  });
}
