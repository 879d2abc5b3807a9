// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { AdminBackupStatus } from '@/contracts/admin-backups';
import { BackupsPanelView } from './backups-panel';

afterEach(cleanup);

const status = (more: Partial<AdminBackupStatus> = {}): AdminBackupStatus => ({
  lastBackupAt: '2026-11-26T14:00:00.000Z',
  overdue: false,
  nightly: { enabled: true, hour: 3, keepDaily: 7, keepWeekly: 4 },
  backups: [{ name: 'shop-2026-11-26T14-00-00Z.backup', createdAt: '2026-11-26T14:00:00.000Z', size: 4_500_000 }],
  ...more,
});

describe('backups panel', () => {
  it('shows when the last backup ran, in Auckland time, and no warning while it is recent', () => {
    render(<BackupsPanelView status={status()} backingUp={false} onBackUp={() => {}} onDownload={() => {}} />);
    expect(screen.getByText(/Last backup: 27 Nov 2026/)).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByText(/every night at 3:00; the last 7 days and 4 weeks/)).toBeTruthy();
  });

  it('warns when no backup has run for 26 hours, or none at all', () => {
    render(
      <BackupsPanelView
        status={status({ lastBackupAt: null, overdue: true, backups: [] })}
        backingUp={false}
        onBackUp={() => {}}
        onDownload={() => {}}
      />,
    );
    expect(screen.getByText('No backup has been made yet.')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain('No backup in the last 26 hours');
  });

  it('backs up on request and downloads the chosen file', () => {
    const asked: string[] = [];
    render(
      <BackupsPanelView
        status={status()}
        backingUp={false}
        onBackUp={() => asked.push('backup')}
        onDownload={(name) => asked.push(name)}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Back up now' }));
    fireEvent.click(screen.getByRole('button', { name: 'Download' }));
    expect(asked).toEqual(['backup', 'shop-2026-11-26T14-00-00Z.backup']);
  });
});
