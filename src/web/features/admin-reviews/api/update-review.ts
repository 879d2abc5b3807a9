import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminReview, AdminUpdateReview } from '@/contracts/reviews';
import { apiRequest } from '@/web/lib/api-client';
import { adminKeys } from '@/web/lib/admin/admin-keys';

/** PATCH /api/admin/reviews/{id}: approve, hide, or reply. */
export function updateReview(id: string, change: AdminUpdateReview): Promise<AdminReview> {
  return apiRequest<AdminReview>('PATCH', `/api/admin/reviews/${encodeURIComponent(id)}`, { auth: true, body: change });
}

export function useUpdateReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, change }: { id: string; change: AdminUpdateReview }) => updateReview(id, change),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.reviews() }),
  });
}
