/** Wires the backups into the app: the admin's routes and, on the embedded database, the nightly backup. */
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../../config';
import type { Database } from '../../db/client';
import { backupsAdminRoutes } from './backups-admin.routes';
import { createBackupsService } from './backups.service';
import { registerNightlyBackups } from './nightly-backups';

export async function setUpBackups(
  app: FastifyInstance,
  deps: { database: Database; config: AppConfig },
): Promise<void> {
  const backups = createBackupsService(deps);
  await app.register(backupsAdminRoutes, { backups });
  // PostgreSQL is backed up by its operator's schedule (`npm run backup` from cron, docs/deploy.md):
  // several copies of the shop must not each dump it.
  if (deps.config.backups.nightly && deps.database.kind === 'pglite') {
    registerNightlyBackups(app, backups, deps.config.backups.hour);
  }
}
