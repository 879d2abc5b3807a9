import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { StoreCreatePaymentIntent, StorePaymentIntentReply } from '@/contracts/checkout';
import type { FeePlace } from '@/domain/delivery-fees';
import { apiRequest } from '@/web/lib/api-client';
import { useAuth } from '@/web/lib/auth/use-auth';

export const paymentIntentKeys = {
  all: ['/api/create-payment-intent'] as const,
  /** One per cart session, person, cart contents, reward and fee place: a change asks the server again. */
  checkout: (sessionId: string, sub: string, cartVersion: string, reward: string, place: string) =>
    ['/api/create-payment-intent', sessionId, sub, cartVersion, reward, place] as const,
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
  /** The loyalty reward or voucher chosen on the page, if any: its discount is in the amount. */
  reward?: { rewardId?: string; voucherId?: string } | null;
  /** Where the order goes, when the shop charges delivery fees: its fee is in the amount (issue 26). */
  delivery?: FeePlace | null;
  enabled: boolean;
}

/**
 * The checkout's payment intent. Prepared afresh every time checkout opens (never served from an
 * old cache entry: the server may have repriced the cart), and again when the cart changes, while
 * the previous answer stays on screen.
 */
export function usePaymentIntent({ sessionId, cartVersion, reward, delivery, enabled }: UsePaymentIntentOptions) {
  const { status, user } = useAuth();
  const sub = user?.sub ?? '';
  const chosen = reward?.voucherId
    ? { voucherId: reward.voucherId }
    : reward?.rewardId
      ? { rewardId: reward.rewardId }
      : {};
  return useQuery({
    queryKey: paymentIntentKeys.checkout(
      sessionId ?? '',
      sub,
      cartVersion,
      JSON.stringify(chosen),
      JSON.stringify(delivery ?? null),
    ),
    enabled: enabled && status === 'authenticated' && sessionId !== null && sub !== '',
    queryFn: ({ signal }) =>
      createPaymentIntent({ sessionId: sessionId!, ...chosen, ...(delivery ? { delivery } : {}) }, signal),
    staleTime: 0,
    gcTime: 0,
    refetchOnMount: 'always',
    placeholderData: keepPreviousData,
  });
}
