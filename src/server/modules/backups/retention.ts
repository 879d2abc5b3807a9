/**
 * Which backups to keep: the newest of each of the last `daily` days that have one, and the newest
 * of each of the last `weekly` weeks (Monday to Sunday) that have one, in the bakery's time zone.
 */
import type { StoredBackup } from './backup-store';

export interface Retention {
  daily: number;
  weekly: number;
}

export const SHOP_TIME_ZONE = 'Pacific/Auckland';

const dayFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: SHOP_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The bakery's calendar day of `at`, as YYYY-MM-DD. */
export function shopDay(at: Date): string {
  return dayFormat.format(at);
}

/** The Monday (YYYY-MM-DD) of the bakery's week containing `at`. */
export function shopWeek(at: Date): string {
  const day = new Date(`${shopDay(at)}T00:00:00Z`);
  const sinceMonday = (day.getUTCDay() + 6) % 7;
  return new Date(day.getTime() - sinceMonday * 86_400_000).toISOString().slice(0, 10);
}

/** The names to remove from `backups` (any order) so that only the kept ones remain. */
export function backupsToRemove(backups: StoredBackup[], keep: Retention): string[] {
  const newestFirst = [...backups].sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
  const kept = new Set<string>();
  const pick = (period: (at: Date) => string, count: number) => {
    const seen = new Set<string>();
    for (const backup of newestFirst) {
      const key = period(backup.createdAt);
      if (seen.has(key)) continue;
      if (seen.size === count) break;
      seen.add(key);
      kept.add(backup.name);
    }
  };
  pick(shopDay, keep.daily);
  pick(shopWeek, keep.weekly);
  return newestFirst.filter((backup) => !kept.has(backup.name)).map((backup) => backup.name);
}
