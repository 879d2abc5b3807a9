import { useQuery } from '@tanstack/react-query';
import type { StoreMyReview } from '@/contracts/reviews';
import { apiRequest } from '@/web/lib/api-client';
import { useAuth } from '@/web/lib/auth/use-auth';
import { reviewKeys } from './keys';

/** GET /api/reviews/mine: the signed-in customer's reviews, each with where it stands. */
export function getMyReviews(signal?: AbortSignal): Promise<StoreMyReview[]> {
  return apiRequest<StoreMyReview[]>('GET', '/api/reviews/mine', { auth: true, signal });
}

export function useMyReviews() {
  const { status, user } = useAuth();
  const sub = user?.sub ?? '';
  return useQuery({
    queryKey: reviewKeys.mine(sub),
    enabled: status === 'authenticated' && sub !== '',
    queryFn: ({ signal }) => getMyReviews(signal),
  });
}
