/** `npm run db:move -- --to <DATABASE_URL>`: moves the embedded shop into an empty PostgreSQL database. */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../../src/server/config';
import { openPgliteDatabase } from '../../src/server/db/pglite-database';
import { MoveRefused, moveToPostgres } from '../../src/server/modules/backups/move-to-postgres';
import { refuseWhileShopRuns } from './shop-running';

const { values } = parseArgs({ options: { to: { type: 'string' } } });
if (!values.to || !/^postgres(ql)?:\/\//.test(values.to)) {
  console.error('Usage: npm run db:move -- --to postgres://user:password@host:5432/database');
  process.exit(2);
}
// The source is always the embedded database of DATA_DIR, whatever DATABASE_URL says.
const config = loadConfig({ ...process.env, DATABASE_URL: '' });
await refuseWhileShopRuns(config, 'moving it');
if (config.database.kind !== 'pglite') throw new Error('unreachable: DATABASE_URL was cleared');
const source = await openPgliteDatabase(config.database.dir);
try {
  const moved = await moveToPostgres({
    source,
    targetUrl: values.to,
    objectsDir: path.join(config.dataDir, 'objects'),
    storage: config.storage,
    log: (line) => console.log(line),
  });
  const rows = Object.values(moved.tables).reduce((sum, table) => sum + table.rows, 0);
  console.log(`Moved ${Object.keys(moved.tables).length} tables (${rows} rows), row counts and checksums equal.`);
  if (config.storage.kind === 'local') {
    console.log(
      `Photos stay in ${config.storage.dir}: keep DATA_DIR, or set S3_* and run db:move into a new database.`,
    );
  }
  console.log('Start the shop on PostgreSQL with:');
  console.log(moved.startLine);
} catch (error) {
  console.error(error instanceof MoveRefused ? error.message : error);
  process.exit(1);
} finally {
  await source.close();
}
