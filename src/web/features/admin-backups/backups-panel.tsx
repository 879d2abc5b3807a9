/**
 * The admin's Backups panel: when the last backup ran (a warning after 26 hours without one),
 * "Back up now", and a download of each kept backup. BackupsPanelView draws; BackupsPanel fetches.
 */
import type { AdminBackupStatus } from '@/contracts/admin-backups';
import { BACKUP_OVERDUE_HOURS } from '@/contracts/admin-backups';
import { Button } from '@/web/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/web/components/ui/card';
import { TOUCH_HEIGHT } from '@/web/lib/touch-target';
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
    <Card aria-labelledby="backups-heading" role="region">
      <CardHeader className="pb-4">
        <CardTitle asChild className="flex items-center gap-2 text-h4">
          <h2 id="backups-heading">Backups</h2>
        </CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <p className="text-cocoa-800">
          {status.lastBackupAt
            ? `Last backup: ${when.format(new Date(status.lastBackupAt))}`
            : 'No backup has been made yet.'}
        </p>
        {status.overdue && (
          <p role="alert" className="rounded-control border border-saffron-400 bg-saffron-50 p-3 text-cocoa-900">
            No backup in the last {BACKUP_OVERDUE_HOURS} hours. Make one now and check the shop&apos;s log.
          </p>
        )}
        {status.nightly.enabled && (
          <p className="text-sm text-cocoa-700">
            A backup is made every night at {status.nightly.hour}:00; the last {status.nightly.keepDaily} days and{' '}
            {status.nightly.keepWeekly} weeks are kept.
          </p>
        )}
        <div>
          <Button type="button" variant="outline" loading={props.backingUp} onClick={props.onBackUp}>
            Back up now
          </Button>
        </div>
        {status.backups.length > 0 && (
          <ul aria-label="Kept backups" className="divide-y divide-cocoa-100">
            {status.backups.map((backup) => (
              <li key={backup.name} className="flex flex-wrap items-center justify-between gap-2 py-1">
                <span className="tabular-nums text-cocoa-800">
                  {when.format(new Date(backup.createdAt))} · {megabytes(backup.size)}
                </span>
                <Button
                  type="button"
                  variant="ghost"
                  size="sm"
                  className={TOUCH_HEIGHT}
                  onClick={() => props.onDownload(backup.name)}
                >
                  Download
                </Button>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
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
