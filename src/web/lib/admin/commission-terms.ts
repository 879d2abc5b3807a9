import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminCommissionTerms } from '@/contracts/commission-terms';
import { apiGet, apiRequest } from '@/web/lib/api-client';
import { adminKeys } from '@/web/lib/admin/admin-keys';

export const adminCommissionTermsKey = [...adminKeys.all, 'commission-terms'] as const;

/** GET /api/admin/commission-terms (staff read them for the quote's defaults; owners edit them). */
export function useAdminCommissionTerms() {
  return useQuery({
    queryKey: adminCommissionTermsKey,
    queryFn: ({ signal }) => apiGet<AdminCommissionTerms>('/api/admin/commission-terms', { auth: true, signal }),
    staleTime: 0,
  });
}

/** PUT /api/admin/commission-terms: a 400 names the field (`refundSchedule.1.keepPercent`). */
export function useSaveCommissionTerms() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AdminCommissionTerms) =>
      apiRequest<AdminCommissionTerms>('PUT', '/api/admin/commission-terms', { auth: true, body }),
    onSuccess: (saved) => queryClient.setQueryData(adminCommissionTermsKey, saved),
  });
}
