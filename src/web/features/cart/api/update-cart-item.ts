import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/web/lib/api-client';
import { toast } from '@/web/lib/toast-store';
import { getCartSessionId } from '../cart-session';
import { cartKeys } from './keys';

/** Sets a line's quantity; 0 removes the line (the server's rule). */
export function useUpdateCartItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ itemId, quantity }: { itemId: string; quantity: number }) =>
      apiRequest('PUT', `/api/cart/${itemId}`, {
        body: { quantity },
        headers: { 'x-cart-session': getCartSessionId() },
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: cartKeys.all }),
    onError: (error) => {
      console.warn('cart update failed', error);
      toast({ title: 'Error', description: 'Failed to update your cart. Please try again.', variant: 'destructive' });
    },
  });
}
