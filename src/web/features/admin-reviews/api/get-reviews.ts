import { useQuery } from '@tanstack/react-query';
import type { AdminReview } from '@/contracts/reviews';
import { apiRequest } from '@/web/lib/api-client';
import { adminKeys } from '@/web/lib/admin/admin-keys';

/** GET /api/admin/reviews: every review, newest first (the screen filters by status itself). */
export function getAdminReviews(signal?: AbortSignal): Promise<AdminReview[]> {
  return apiRequest<AdminReview[]>('GET', '/api/admin/reviews', { auth: true, signal });
}

export function useAdminReviews() {
  return useQuery({ queryKey: adminKeys.reviews(), queryFn: ({ signal }) => getAdminReviews(signal) });
}
