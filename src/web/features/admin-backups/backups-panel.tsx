/**
 * The admin's Backups panel: when the last backup ran (a warning after 26 hours without one),
 * "Back up now", and a download of each kept backup. BackupsPanelView draws; BackupsPanel fetches.
 */
import type { AdminBackupStatus } from '@/contracts/admin-backups';
import { BACKUP_OVERDUE_HOURS } from '@/contracts/admin-backups';
import { downloadBackup, useBackUpNow, useBackupStatus } from './backups-api';

const when = new Intl.DateTimeFormat('en-NZ', {
  timeZone: 'Pacific/Auckland',
  dateStyle: 'medium',
  timeStyle: 'short',
});

const megabytes = (bytes: number) => `${(bytes / 1_000_000).toFixed(1)} MB`;

export function BackupsPanelView(props: {
  status: AdminBackupStatus;
  backingUp: boolean;
  onBackUp: () => void;
  onDownload: (name: string) => void;
}) {
  const { status } = props;
  return (
    <section aria-labelledby="backups-heading" className="space-y-3">
      <h2 id="backups-heading" className="text-lg font-semibold">
        Backups
      </h2>
      <p>
        {status.lastBackupAt
          ? `Last backup: ${when.format(new Date(status.lastBackupAt))}`
          : 'No backup has been made yet.'}
      </p>
      {status.overdue && (
        <p role="alert" className="rounded border border-amber-400 bg-amber-50 p-2">
          No backup in the last {BACKUP_OVERDUE_HOURS} hours. Make one now and check the shop&apos;s log.
        </p>
      )}
      {status.nightly.enabled && (
        <p className="text-sm">
          A backup is made every night at {status.nightly.hour}:00; the last {status.nightly.keepDaily} days and{' '}
          {status.nightly.keepWeekly} weeks are kept.
        </p>
      )}
      <button
        type="button"
        className="min-h-11 rounded border px-3"
        disabled={props.backingUp}
        onClick={props.onBackUp}
      >
        {props.backingUp ? 'Backing up…' : 'Back up now'}
      </button>
      {status.backups.length > 0 && (
        <ul className="space-y-1">
          {status.backups.map((backup) => (
            <li key={backup.name} className="flex items-center justify-between gap-2">
              <span>
                {when.format(new Date(backup.createdAt))} · {megabytes(backup.size)}
              </span>
              <button type="button" className="min-h-11 underline" onClick={() => props.onDownload(backup.name)}>
                Download
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

export function BackupsPanel() {
  const status = useBackupStatus();
  const backUp = useBackUpNow();
  if (status.isPending) return <p>Loading backups…</p>;
  if (status.isError) return <p role="alert">The backups could not be read. Try again in a moment.</p>;
  return (
    <BackupsPanelView
      status={status.data}
      backingUp={backUp.isPending}
      onBackUp={() => backUp.mutate()}
      onDownload={(name) => void downloadBackup(name)}
    />
  );
}
