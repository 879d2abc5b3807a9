import { useQuery } from '@tanstack/react-query';
import type { AdminCancelPreview } from '@/contracts/admin-orders';
import { apiRequest } from '@/web/lib/api-client';
import { adminKeys } from '@/web/lib/admin/admin-keys';

/** GET /api/admin/orders/{id}/cancel-preview: what cancelling would take back of the customer's points. */
export function getCancelPreview(id: string, signal?: AbortSignal): Promise<AdminCancelPreview> {
  return apiRequest<AdminCancelPreview>('GET', `/api/admin/orders/${encodeURIComponent(id)}/cancel-preview`, {
    auth: true,
    signal,
  });
}

/**
 * Read fresh each time the dialog opens (the customer may have spent points since); only for an
 * order with an account, as a guest's order earned no points.
 */
export function useCancelPreview(id: string | null, enabled: boolean) {
  return useQuery({
    queryKey: [...adminKeys.order(id ?? ''), 'cancel-preview'],
    queryFn: ({ signal }) => getCancelPreview(id!, signal),
    enabled: enabled && id !== null,
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });
}
