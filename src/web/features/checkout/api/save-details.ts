import { useMutation } from '@tanstack/react-query';
import type { StoreCheckoutDetails } from '@/contracts/checkout';
import { apiRequest } from '@/web/lib/api-client';

/**
 * POST /api/checkout/details: binds the delivery (or pickup) details to the checkout before the
 * card is charged. A 400 names the field ('body.deliveryAddress.postalCode: …', 'deliveryDate: …');
 * a 409 says the chosen slot is full.
 */
export function saveCheckoutDetails(body: StoreCheckoutDetails): Promise<{ saved: true }> {
  return apiRequest<{ saved: true }>('POST', '/api/checkout/details', { body, auth: true });
}

export function useSaveCheckoutDetails() {
  return useMutation({ mutationFn: saveCheckoutDetails });
}
