import { useQuery } from '@tanstack/react-query';
import type { AdminCustomer } from '@/contracts/admin-customers';
import { apiGet } from '@/web/lib/api-client';
import { adminKeys } from '@/web/lib/admin/admin-keys';

/** GET /api/admin/users: customers with orderCount and totalSpent; always treated as stale (section 7). */
export function useAdminCustomers() {
  return useQuery({
    queryKey: adminKeys.users(),
    queryFn: ({ signal }) => apiGet<AdminCustomer[]>('/api/admin/users', { auth: true, signal }),
    staleTime: 0,
    refetchOnMount: 'always',
  });
}
