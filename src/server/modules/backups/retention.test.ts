/** Which backups are kept (7 daily, 4 weekly by default) and when the nightly one is due, in Auckland time. */
import { describe, expect, it } from 'vitest';
import { backupName, type StoredBackup } from './backup-store';
import { nightlyBackupDue } from './nightly-backups';
import { backupsToRemove, shopDay, shopWeek } from './retention';

const at = (iso: string): StoredBackup => {
  const createdAt = new Date(iso);
  return { name: backupName(createdAt), createdAt, size: 1 };
};

describe('backup retention', () => {
  it('keeps the newest of each of the last 7 days and of each of the last 4 weeks', () => {
    // One backup a night at 03:00 Auckland (14:00 UTC the day before in summer) for 60 nights.
    const nights = Array.from({ length: 60 }, (_, i) => at(new Date(Date.UTC(2026, 10, 26 - i, 14)).toISOString()));
    const removed = new Set(backupsToRemove(nights, { daily: 7, weekly: 4 }));
    const kept = nights.filter((b) => !removed.has(b.name));
    const days = new Set(kept.map((b) => shopDay(b.createdAt)));
    const weeks = new Set(kept.map((b) => shopWeek(b.createdAt)));
    // The 7 newest nights, plus the Sundays (newest of their week) of the 4 newest weeks.
    expect(kept.slice(0, 7).map((b) => b.name)).toEqual(nights.slice(0, 7).map((b) => b.name));
    expect(weeks.size).toBe(4);
    expect(days.size).toBeLessThanOrEqual(11);
    expect(kept.length).toBeGreaterThanOrEqual(7);
    expect(removed.size).toBe(60 - kept.length);
  });

  it('keeps only the newest backup of a day when several were made', () => {
    const sameDay = [at('2026-11-26T20:00:00Z'), at('2026-11-26T22:00:00Z'), at('2026-11-26T23:00:00Z')];
    expect(backupsToRemove(sameDay, { daily: 7, weekly: 4 }).sort()).toEqual(
      [sameDay[0]!.name, sameDay[1]!.name].sort(),
    );
  });

  it('counts days and weeks in Auckland, not in UTC', () => {
    // 2026-11-27 01:00 Auckland (NZDT, UTC+13) is 2026-11-26 12:00 UTC.
    expect(shopDay(new Date('2026-11-26T12:00:00Z'))).toBe('2026-11-27');
    expect(shopWeek(new Date('2026-11-26T12:00:00Z'))).toBe('2026-11-23');
  });
});

describe('nightly backup', () => {
  it('is due in the backup hour (Auckland) when today has no backup yet, and only once a day', () => {
    const threeAm = new Date('2026-11-26T14:10:00Z'); // 03:10 on 27 November in Auckland
    expect(nightlyBackupDue(threeAm, 3, [])).toBe(true);
    expect(nightlyBackupDue(threeAm, 3, [at('2026-11-25T14:05:00Z')])).toBe(true);
    expect(nightlyBackupDue(threeAm, 3, [at('2026-11-26T14:05:00Z')])).toBe(false);
    expect(nightlyBackupDue(new Date('2026-11-26T15:10:00Z'), 3, [])).toBe(false);
  });
});
