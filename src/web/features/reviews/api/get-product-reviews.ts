import { useQuery } from '@tanstack/react-query';
import type { StoreReview } from '@/contracts/reviews';
import { apiRequest } from '@/web/lib/api-client';
import { reviewKeys } from './keys';

/** GET /api/products/{id}/reviews: the product's approved reviews, newest first. */
export function getProductReviews(productId: string, signal?: AbortSignal): Promise<StoreReview[]> {
  return apiRequest<StoreReview[]>('GET', `/api/products/${encodeURIComponent(productId)}/reviews`, { signal });
}

export function useProductReviews(productId: string, options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: reviewKeys.ofProduct(productId),
    enabled: options.enabled ?? true,
    queryFn: ({ signal }) => getProductReviews(productId, signal),
  });
}
