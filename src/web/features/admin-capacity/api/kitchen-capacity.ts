import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminKitchenCapacity } from '@/contracts/kitchen-capacity';
import type { KitchenCapacity } from '@/domain/kitchen-capacity';
import { apiGet, apiRequest } from '@/web/lib/api-client';
import { adminKeys } from '@/web/lib/admin/admin-keys';

export const kitchenCapacityKey = [...adminKeys.all, 'kitchen-capacity'] as const;

/** GET /api/admin/kitchen-capacity: the minutes per slot and day, and the next 14 days' use of them. */
export function useKitchenCapacity() {
  return useQuery({
    queryKey: kitchenCapacityKey,
    queryFn: ({ signal }) => apiGet<AdminKitchenCapacity>('/api/admin/kitchen-capacity', { auth: true, signal }),
    staleTime: 0,
    refetchOnMount: 'always',
  });
}

/** PUT, then the screen shows the saved minutes and what is left of them. */
export function useSaveKitchenCapacity() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (capacity: KitchenCapacity) =>
      apiRequest<AdminKitchenCapacity>('PUT', '/api/admin/kitchen-capacity', { auth: true, body: { capacity } }),
    onSuccess: (saved) => queryClient.setQueryData(kitchenCapacityKey, saved),
  });
}
