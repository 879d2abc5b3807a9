import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/web/lib/api-client';
import { adminKeys } from '@/web/lib/admin/admin-keys';

/**
 * GET /api/admin/messages/unread-count: the Messages badge in the sidebar. Under the messages key,
 * so everything the Messages page invalidates (a message handled) refreshes it too.
 */
export function useUnreadMessages() {
  return useQuery({
    queryKey: [...adminKeys.messages(), 'unread'],
    queryFn: ({ signal }) =>
      apiRequest<{ count: number }>('GET', '/api/admin/messages/unread-count', { auth: true, signal }),
    select: (data) => (Number.isInteger(data?.count) && data.count > 0 ? data.count : 0),
  });
}
