import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { StoreCartLine } from '@/contracts/cart';
import { apiRequest, ApiRequestError } from '@/web/lib/api-client';
import { toast } from '@/web/lib/toast-store';
import { getCartSessionId } from '../cart-session';
import { cartKeys } from './keys';

export interface AddToCartInput {
  productId: string;
  productName: string;
  quantity: number;
  size?: string;
  /** Adds through the featured special offer (priced by the server at 20% off). */
  featured?: boolean;
  /** The message on the cake (cakes only); omitted keeps a line's message. */
  message?: string;
}

/**
 * The server's own words when it refused this product (a 4xx: out of stock, a pre-order outside its
 * window with its dates); the generic line when something else went wrong.
 */
export function addErrorText(error: unknown): string {
  const refused = error instanceof ApiRequestError && error.status >= 400 && error.status < 500;
  return (refused && error.serverMessage) || 'Failed to add item to cart. Please try again.';
}

export function useAddCartItem(options: { onAdded?: () => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ productId, quantity, size, featured, message }: AddToCartInput) =>
      apiRequest<StoreCartLine>('POST', featured ? '/api/cart/featured' : '/api/cart', {
        body: { sessionId: getCartSessionId(), productId, quantity, size, message },
      }),
    onSuccess: async (line, input) => {
      toast({
        title: 'Added to cart!',
        description: `${input.productName} (${line.size}) has been added to your cart.`,
        variant: 'success',
      });
      options.onAdded?.();
      await queryClient.invalidateQueries({ queryKey: cartKeys.all });
    },
    onError: (error) => {
      console.warn('add to cart failed', error);
      toast({ title: 'Error', description: addErrorText(error), variant: 'destructive' });
    },
  });
}
