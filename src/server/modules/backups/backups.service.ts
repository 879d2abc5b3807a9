/**
 * The shop's backups as the running app sees them: make one now, keep only what the retention
 * says, report the newest, hand a file to the admin.
 */
import { BACKUP_OVERDUE_HOURS, type AdminBackupStatus } from '../../../contracts/admin-backups';
import type { AppConfig } from '../../config';
import type { Database } from '../../db/client';
import { backupPath, listBackups, removeBackups, saveBackup, type StoredBackup } from './backup-store';
import { makeBackup } from './make-backup';
import { backupsToRemove } from './retention';

export interface BackupsService {
  status(now?: Date): Promise<AdminBackupStatus>;
  /** Makes a backup now (one at a time: a second call waits for the first and makes its own). */
  backUpNow(now?: Date): Promise<StoredBackup>;
  list(): Promise<StoredBackup[]>;
  /** The file of a backup by its listed name, or null. */
  file(name: string): string | null;
}

export function createBackupsService(options: {
  database: Database;
  config: Pick<AppConfig, 'backups' | 'database' | 'storage'>;
}): BackupsService {
  const { database, config } = options;
  const { dir } = config.backups;
  let running: Promise<unknown> = Promise.resolve();

  const backUp = async (now: Date): Promise<StoredBackup> => {
    const bytes = await makeBackup(
      {
        database,
        databaseUrl: config.database.kind === 'postgres' ? config.database.url : undefined,
        objectsDir: config.storage.kind === 'local' ? config.storage.dir : null,
      },
      now,
    );
    const saved = await saveBackup(dir, bytes, now);
    await removeBackups(dir, backupsToRemove(await listBackups(dir), config.backups.keep));
    return saved;
  };

  return {
    async status(now = new Date()) {
      const backups = await listBackups(dir);
      const last = backups[0]?.createdAt ?? null;
      return {
        lastBackupAt: last?.toISOString() ?? null,
        overdue: !last || now.getTime() - last.getTime() > BACKUP_OVERDUE_HOURS * 3_600_000,
        nightly: {
          enabled: config.backups.nightly,
          hour: config.backups.hour,
          keepDaily: config.backups.keep.daily,
          keepWeekly: config.backups.keep.weekly,
        },
        backups: backups.map((b) => ({ name: b.name, createdAt: b.createdAt.toISOString(), size: b.size })),
      };
    },
    backUpNow(now = new Date()) {
      const next = running.then(() => backUp(now));
      running = next.catch(() => {});
      return next;
    },
    list: () => listBackups(dir),
    file: (name) => backupPath(dir, name),
  };
}
