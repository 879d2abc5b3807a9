import { useMutation } from '@tanstack/react-query';
import type { StoreAccountDeleted } from '@/contracts/account-data';
import { apiRequest } from '@/web/lib/api-client';

/**
 * Deletes the signed-in customer's account (DELETE /api/auth/user, bearer token). Signing out is
 * the caller's next step; it leaves the page, and with it everything cached about them.
 */
export function useDeleteAccount() {
  return useMutation({
    mutationFn: () => apiRequest<StoreAccountDeleted>('DELETE', '/api/auth/user', { auth: true }),
  });
}
