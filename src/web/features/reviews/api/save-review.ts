import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { StoreMyReview, StoreReviewInput } from '@/contracts/reviews';
import { apiRequest } from '@/web/lib/api-client';
import { reviewKeys } from './keys';

/** PUT /api/products/{id}/review: makes or replaces the caller's review (it then waits for staff). */
export function saveReview(productId: string, review: StoreReviewInput): Promise<StoreMyReview> {
  return apiRequest<StoreMyReview>('PUT', `/api/products/${encodeURIComponent(productId)}/review`, {
    auth: true,
    body: review,
  });
}

export function useSaveReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ productId, review }: { productId: string; review: StoreReviewInput }) =>
      saveReview(productId, review),
    onSettled: () => queryClient.invalidateQueries({ queryKey: reviewKeys.all }),
  });
}
