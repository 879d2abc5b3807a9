import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/web/lib/api-client';
import { toast } from '@/web/lib/toast-store';
import { getCartSessionId } from '../cart-session';
import { cartKeys } from './keys';

export function useRemoveCartItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (itemId: string) =>
      apiRequest('DELETE', `/api/cart/${itemId}`, { headers: { 'x-cart-session': getCartSessionId() } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: cartKeys.all }),
    onError: (error) => {
      console.warn('cart remove failed', error);
      toast({ title: 'Error', description: 'Failed to remove the item. Please try again.', variant: 'destructive' });
    },
  });
}
