import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminContactMessage } from '@/contracts/admin-messages';
import { apiRequest } from '@/web/lib/api-client';
import { adminKeys } from '@/web/lib/admin/admin-keys';

/** PATCH /api/admin/messages/{id} {handled}: marks a message handled or unread again. */
export function setMessageHandled(id: string, handled: boolean): Promise<AdminContactMessage> {
  return apiRequest<AdminContactMessage>('PATCH', `/api/admin/messages/${encodeURIComponent(id)}`, {
    auth: true,
    body: { handled },
  });
}

/** Marks handled or unread, then re-reads the list and the sidebar's unread count (both under messages()). */
export function useSetMessageHandled() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, handled }: { id: string; handled: boolean }) => setMessageHandled(id, handled),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.messages() }),
  });
}
