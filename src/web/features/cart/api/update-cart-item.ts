import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiRequestError, apiRequest } from '@/web/lib/api-client';
import { toast } from '@/web/lib/toast-store';
import { getCartSessionId } from '../cart-session';
import { cartKeys } from './keys';

export interface UpdateCartItemInput {
  itemId: string;
  quantity?: number;
  /** A cake line's message; null or "" clears it. */
  message?: string | null;
}

/**
 * Sets a line's quantity (0 removes the line, the server's rule) and/or its cake message. A
 * refused message is the caller's to show beside its field (`options.onMessageError`); any other
 * failure is a toast.
 */
export function useUpdateCartItem(options: { onMessageError?: (error: string) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ itemId, quantity, message }: UpdateCartItemInput) =>
      apiRequest('PUT', `/api/cart/${itemId}`, {
        body: { quantity, message },
        headers: { 'x-cart-session': getCartSessionId() },
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: cartKeys.all }),
    onError: (error) => {
      const refused = error instanceof ApiRequestError ? error.fields.message : undefined;
      if (refused && options.onMessageError) {
        options.onMessageError(refused.charAt(0).toUpperCase() + refused.slice(1));
        return;
      }
      console.warn('cart update failed', error);
      toast({ title: 'Error', description: 'Failed to update your cart. Please try again.', variant: 'destructive' });
    },
  });
}
