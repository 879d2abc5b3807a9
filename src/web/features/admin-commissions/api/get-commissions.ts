import { useQuery } from '@tanstack/react-query';
import type { AdminCommission } from '@/contracts/commissions';
import { apiGet } from '@/web/lib/api-client';
import { adminKeys } from '@/web/lib/admin/admin-keys';

/** GET /api/admin/commissions: open requests by date first, then the closed ones. */
export function useAdminCommissions() {
  return useQuery({
    queryKey: adminKeys.commissions(),
    queryFn: ({ signal }) => apiGet<AdminCommission[]>('/api/admin/commissions', { auth: true, signal }),
    staleTime: 0,
    refetchOnMount: 'always',
  });
}
