import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminCommission } from '@/contracts/commissions';
import { apiRequest } from '@/web/lib/api-client';
import { adminKeys } from '@/web/lib/admin/admin-keys';

/** POST /api/admin/commissions/{id}/messages: a question kept on the request and e-mailed to the customer. */
export function useAskAboutCommission() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: string }) =>
      apiRequest<AdminCommission>('POST', `/api/admin/commissions/${encodeURIComponent(id)}/messages`, {
        auth: true,
        body: { body },
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.commissions() }),
  });
}
