import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminBusinessSettings } from '@/contracts/settings';
import { apiGet, apiRequest } from '@/web/lib/api-client';
import { businessSettingsKeys } from '@/web/lib/get-business-settings';
import { adminKeys } from '@/web/lib/admin/admin-keys';

export const adminBusinessSettingsKey = [...adminKeys.all, 'business-settings'] as const;

/** GET /api/admin/business-settings: every field the form edits, the shop's own rules included. */
export function useAdminBusinessSettings() {
  return useQuery({
    queryKey: adminBusinessSettingsKey,
    queryFn: ({ signal }) => apiGet<AdminBusinessSettings>('/api/admin/business-settings', { auth: true, signal }),
    staleTime: 0,
    refetchOnMount: 'always',
  });
}

export function saveBusinessSettings(body: AdminBusinessSettings): Promise<AdminBusinessSettings> {
  return apiRequest<AdminBusinessSettings>('PUT', '/api/admin/business-settings', { auth: true, body });
}

/** PUT, then the admin's copy is the saved one and the storefront's settings query is read again. */
export function useSaveBusinessSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveBusinessSettings,
    onSuccess: async (saved) => {
      queryClient.setQueryData(adminBusinessSettingsKey, saved);
      await queryClient.invalidateQueries({ queryKey: businessSettingsKeys.all });
    },
  });
}
