import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { StoreNotificationPreferences, StoreUpdateNotificationPreferences } from '@/contracts/notifications';
import { apiRequest } from '@/web/lib/api-client';
import { useAuth } from '@/web/lib/auth/use-auth';

const URL = '/api/auth/user/notifications';

/** Query key of the signed-in person's notification choices, per identity. */
export const notificationKeys = { user: (sub: string) => [URL, sub] as const };

/** Settings → Notifications as the server keeps them (issue 24); runs once signed in. */
export function useNotificationPreferences() {
  const { status, user } = useAuth();
  const sub = user?.sub ?? '';
  return useQuery({
    queryKey: notificationKeys.user(sub),
    enabled: status === 'authenticated' && sub !== '',
    queryFn: ({ signal }) => apiRequest<StoreNotificationPreferences>('GET', URL, { auth: true, signal }),
  });
}

/** Saves every choice (PUT); the cache becomes the server's answer. Toasts are the caller's. */
export function useSaveNotificationPreferences() {
  const queryClient = useQueryClient();
  const { user } = useAuth();
  const sub = user?.sub ?? '';
  return useMutation({
    mutationFn: (body: StoreUpdateNotificationPreferences) =>
      apiRequest<StoreNotificationPreferences>('PUT', URL, { body, auth: true }),
    onSuccess: (saved) => queryClient.setQueryData(notificationKeys.user(sub), saved),
  });
}
