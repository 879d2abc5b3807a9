import { useQuery } from '@tanstack/react-query';
import type { StoreUserProfile } from '@/contracts/auth';
import { apiRequest } from '@/web/lib/api-client';
import { useAuth } from '@/web/lib/auth/use-auth';

/** Query keys of the signed-in person's server profile (GET /api/auth/user), per identity. */
export const profileKeys = {
  all: ['/api/auth/user'] as const,
  user: (sub: string) => ['/api/auth/user', sub] as const,
};

/** The signed-in person's profile; runs only once signed in, with the bearer token. */
export function useProfile() {
  const { status, user } = useAuth();
  const sub = user?.sub ?? '';
  return useQuery({
    queryKey: profileKeys.user(sub),
    enabled: status === 'authenticated' && sub !== '',
    queryFn: async ({ signal }) => {
      try {
        return await apiRequest<StoreUserProfile>('GET', '/api/auth/user', { auth: true, signal });
      } catch (error) {
        throw new Error('Failed to fetch user data', { cause: error });
      }
    },
  });
}
