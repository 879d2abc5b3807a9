import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { StoreUpdateProfile, StoreUserProfile } from '@/contracts/auth';
import { apiRequest } from '@/web/lib/api-client';
import { useAuth } from '@/web/lib/auth/use-auth';
import { profileKeys } from './get-profile';

const isProfile = (value: unknown): value is StoreUserProfile =>
  typeof value === 'object' && value !== null && 'sub' in value && 'country' in value;

/**
 * Saves profile and address fields (PUT /api/auth/user, bearer token). On success the cached
 * profile becomes the server's answer (or, if it answers with something else, the cached
 * profile with the saved fields). Toasts are the caller's: profile and address word them apart.
 */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  const { user } = useAuth();
  const sub = user?.sub ?? '';
  return useMutation({
    mutationFn: (body: StoreUpdateProfile) => apiRequest<unknown>('PUT', '/api/auth/user', { body, auth: true }),
    onSuccess: (result, body) => {
      queryClient.setQueryData<StoreUserProfile>(profileKeys.user(sub), (old) => {
        if (isProfile(result)) return result;
        return old ? { ...old, ...body } : old;
      });
    },
  });
}
