/**
 * The embedded shop's nightly backup: every few minutes the app asks whether it is the backup hour
 * in Auckland and today has no backup yet. Asking, rather than sleeping until 3 am, survives
 * restarts, clock changes and a shop that was off at the hour (it backs up when next in the hour).
 */
import type { FastifyInstance } from 'fastify';
import type { StoredBackup } from './backup-store';
import type { BackupsService } from './backups.service';
import { SHOP_TIME_ZONE, shopDay } from './retention';

export const NIGHTLY_CHECK_MS = 5 * 60_000;

const hourFormat = new Intl.DateTimeFormat('en-GB', { timeZone: SHOP_TIME_ZONE, hour: '2-digit', hourCycle: 'h23' });

/** True when `now` is in the backup hour (Auckland) and no backup was made on today's Auckland date. */
export function nightlyBackupDue(now: Date, hour: number, backups: Pick<StoredBackup, 'createdAt'>[]): boolean {
  if (Number(hourFormat.format(now)) !== hour) return false;
  const today = shopDay(now);
  return !backups.some((backup) => shopDay(backup.createdAt) === today);
}

export function registerNightlyBackups(app: FastifyInstance, backups: BackupsService, hour: number): void {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> = Promise.resolve();
  const check = () => {
    running = (async () => {
      if (!nightlyBackupDue(new Date(), hour, await backups.list())) return;
      const saved = await backups.backUpNow();
      app.log.info({ backup: saved.name, bytes: saved.size }, 'nightly backup made');
    })().catch((error: unknown) => {
      // The admin shows the missing backup after 26 hours; the next check tries again.
      app.log.error({ err: error }, 'nightly backup failed');
    });
  };
  app.addHook('onReady', async () => {
    timer = setInterval(check, NIGHTLY_CHECK_MS).unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}
