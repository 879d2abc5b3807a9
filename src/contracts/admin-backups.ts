/** The admin's backup status and files (GET /api/admin/backups; docs/decisions/0138). */
import { z } from 'zod';

/** A backup older than this, or none at all, is shown as a warning. */
export const BACKUP_OVERDUE_HOURS = 26;

export const AdminBackupFile = z.object({
  name: z.string(),
  createdAt: z.string(),
  size: z.number().int(),
});
export type AdminBackupFile = z.infer<typeof AdminBackupFile>;

export const AdminBackupStatus = z.object({
  lastBackupAt: z.string().nullable(),
  /** True when no backup has been made in the last BACKUP_OVERDUE_HOURS hours. */
  overdue: z.boolean(),
  nightly: z.object({ enabled: z.boolean(), hour: z.number().int(), keepDaily: z.number(), keepWeekly: z.number() }),
  backups: z.array(AdminBackupFile),
});
export type AdminBackupStatus = z.infer<typeof AdminBackupStatus>;
