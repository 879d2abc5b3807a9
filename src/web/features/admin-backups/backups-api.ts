import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminBackupFile, AdminBackupStatus } from '@/contracts/admin-backups';
import { ApiRequestError, apiGet, apiRequest } from '@/web/lib/api-client';
import { getAccessToken } from '@/web/lib/auth/auth-store';

const backupsKey = ['admin', 'backups'] as const;

/** GET /api/admin/backups: when the last backup ran, whether it is overdue, the files kept. */
export function useBackupStatus() {
  return useQuery({
    queryKey: backupsKey,
    queryFn: ({ signal }) => apiGet<AdminBackupStatus>('/api/admin/backups', { auth: true, signal }),
    staleTime: 0,
  });
}

/** POST /api/admin/backups: makes a backup now, then re-reads the status. */
export function useBackUpNow() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<AdminBackupFile>('POST', '/api/admin/backups', { auth: true }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: backupsKey }),
  });
}

/**
 * GET /api/admin/backups/{name}: a link cannot carry the bearer token, so the file is fetched with
 * it and saved through an object URL (as the orders' CSV export is).
 */
export async function downloadBackup(name: string): Promise<void> {
  const token = await getAccessToken();
  const response = await fetch(`/api/admin/backups/${encodeURIComponent(name)}`, {
    credentials: 'include',
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  if (!response.ok) throw new ApiRequestError(response.status, await response.text(), response.statusText);
  const href = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = href;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(href), 10_000);
}
