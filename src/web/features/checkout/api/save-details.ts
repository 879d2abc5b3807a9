import { useMutation } from '@tanstack/react-query';
import type { StoreCheckoutDetails } from '@/contracts/checkout';
import { apiRequest } from '@/web/lib/api-client';
import { useAuth } from '@/web/lib/auth/use-auth';

/**
 * POST /api/checkout/details: binds the delivery (or pickup) details to the checkout before the
 * card is charged. A 400 names the field ('body.deliveryAddress.postalCode: …', 'deliveryDate: …');
 * a 409 says the chosen slot is full.
 */
export function saveCheckoutDetails(body: StoreCheckoutDetails, token: string | null): Promise<{ saved: true }> {
  return apiRequest<{ saved: true }>('POST', '/api/checkout/details', { body, token });
}

export function useSaveCheckoutDetails() {
  const { getAccessToken } = useAuth();
  return useMutation({
    mutationFn: async (body: StoreCheckoutDetails) => saveCheckoutDetails(body, await getAccessToken()),
  });
}
