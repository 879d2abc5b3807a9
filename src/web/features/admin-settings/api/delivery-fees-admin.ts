import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminDeliveryFees, AdminSaveDeliveryFees } from '@/contracts/delivery-fees';
import { apiGet, apiRequest } from '@/web/lib/api-client';
import { adminKeys } from '@/web/lib/admin/admin-keys';
import { businessSettingsKeys } from '@/web/lib/get-business-settings';

export const adminDeliveryFeesKey = [...adminKeys.all, 'delivery-fees'] as const;

/** GET /api/admin/delivery-fees (owners). */
export function useAdminDeliveryFees() {
  return useQuery({
    queryKey: adminDeliveryFeesKey,
    queryFn: ({ signal }) => apiGet<AdminDeliveryFees>('/api/admin/delivery-fees', { auth: true, signal }),
    staleTime: 0,
  });
}

/** PUT /api/admin/delivery-fees: a 400 names the field (`zones.0.fee`); the storefront's settings are read again. */
export function useSaveDeliveryFees() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AdminSaveDeliveryFees) =>
      apiRequest<AdminDeliveryFees>('PUT', '/api/admin/delivery-fees', { auth: true, body }),
    onSuccess: async (saved) => {
      queryClient.setQueryData(adminDeliveryFeesKey, saved);
      await queryClient.invalidateQueries({ queryKey: businessSettingsKeys.all });
    },
  });
}
