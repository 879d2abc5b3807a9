/** `npm run backup`: one backup of the configured database (and local photos) into DATA_DIR/backups. */
import { loadConfig } from '../../src/server/config';
import { openDatabase } from '../../src/server/db/client';
import { createBackupsService } from '../../src/server/modules/backups/backups.service';
import { refuseWhileShopRuns } from './shop-running';

const config = loadConfig();
await refuseWhileShopRuns(config, 'backing it up from the command line');
const database = await openDatabase(config.database);
try {
  const saved = await createBackupsService({ database, config }).backUpNow();
  console.log(`Backup made: ${config.backups.dir}/${saved.name} (${(saved.size / 1e6).toFixed(1)} MB)`);
} finally {
  await database.close();
}
