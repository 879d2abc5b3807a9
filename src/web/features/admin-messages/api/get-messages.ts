import { useQuery } from '@tanstack/react-query';
import type { AdminContactMessage } from '@/contracts/admin-messages';
import { apiGet } from '@/web/lib/api-client';
import { adminKeys } from '@/web/lib/admin/admin-keys';

/** GET /api/admin/messages: every message from the contact and home forms, newest first. */
export function useAdminMessages() {
  return useQuery({
    queryKey: adminKeys.messages(),
    queryFn: ({ signal }) => apiGet<AdminContactMessage[]>('/api/admin/messages', { auth: true, signal }),
    staleTime: 0,
    refetchOnMount: 'always',
  });
}
