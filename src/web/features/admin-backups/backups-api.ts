import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminBackupFile, AdminBackupStatus } from '@/contracts/admin-backups';
import { apiGet, apiRequest } from '@/web/lib/api-client';
import { fetchFile, saveFile } from '@/web/lib/save-file';

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
  const response = await fetchFile(`/api/admin/backups/${encodeURIComponent(name)}`);
  saveFile(name, await response.blob());
}
