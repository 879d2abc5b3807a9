/**
 * `npm run restore -- <file>`: restores a backup over the configured database and local photos,
 * all or nothing; what was live is kept beside it (embedded database and photos).
 */
import { readFileSync } from 'node:fs';
import { loadConfig } from '../../src/server/config';
import { BadBackupFile } from '../../src/server/modules/backups/backup-file';
import { restoreBackup } from '../../src/server/modules/backups/restore-backup';
import { refuseWhileShopRuns } from './shop-running';

const file = process.argv[2];
if (!file) {
  console.error('Usage: npm run restore -- <backup file>');
  process.exit(2);
}
const config = loadConfig();
await refuseWhileShopRuns(config, 'restoring');
const objectsDir = config.storage.kind === 'local' ? config.storage.dir : null;
try {
  const result = await restoreBackup(
    readFileSync(file),
    config.database.kind === 'postgres'
      ? { kind: 'postgres', url: config.database.url, objectsDir }
      : { kind: 'pglite', dbDir: config.database.dir, objectsDir: objectsDir ?? `${config.dataDir}/objects` },
  );
  console.log(
    `Restored the backup of ${result.header.createdAt} (schema ${result.header.schema}, ${result.photos} photos).`,
  );
  for (const dir of result.keptAside) console.log(`What was live before is kept at ${dir}: delete it when satisfied.`);
  console.log('Start the shop: it applies any newer migrations on start.');
} catch (error) {
  console.error(error instanceof BadBackupFile ? error.message : error);
  console.error('Nothing was changed.');
  process.exit(1);
}
