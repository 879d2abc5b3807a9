import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminClosure, AdminCreateClosure as AdminNewClosure } from '@/contracts/calendar';
import { apiGet, apiRequest } from '@/web/lib/api-client';
import { adminKeys } from '@/web/lib/admin/admin-keys';
import { businessSettingsKeys } from '@/web/lib/get-business-settings';

export const adminClosuresKey = [...adminKeys.all, 'closures'] as const;

/** GET /api/admin/closures: the closures staff added that end today or later. */
export function useAdminClosures() {
  return useQuery({
    queryKey: adminClosuresKey,
    queryFn: ({ signal }) => apiGet<AdminClosure[]>('/api/admin/closures', { auth: true, signal }),
    staleTime: 0,
  });
}

/** After a change the list and the storefront's settings (the date picker's closures) are read again. */
function useRefreshAfter() {
  const queryClient = useQueryClient();
  return async () => {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: adminClosuresKey }),
      queryClient.invalidateQueries({ queryKey: businessSettingsKeys.all }),
    ]);
  };
}

/** POST /api/admin/closures: a 400 names the field (`endDate`). */
export function useAddClosure() {
  const refresh = useRefreshAfter();
  return useMutation({
    mutationFn: (body: AdminNewClosure) =>
      apiRequest<AdminClosure>('POST', '/api/admin/closures', { auth: true, body }),
    onSuccess: refresh,
  });
}

/** DELETE /api/admin/closures/:id */
export function useDeleteClosure() {
  const refresh = useRefreshAfter();
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest<unknown>('DELETE', `/api/admin/closures/${encodeURIComponent(id)}`, { auth: true }),
    onSuccess: refresh,
  });
}
