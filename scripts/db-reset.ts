/**
 * `npm run db:reset`: empties the embedded database (deletes DATA_DIR/db) so the next start seeds
 * it afresh. Refuses to touch a PostgreSQL database: drop that one deliberately yourself.
 */
import { rmSync } from 'node:fs';
import { loadConfig } from '../src/server/config';

const config = loadConfig();
if (config.database.kind !== 'pglite') {
  console.error('db:reset only resets the embedded database; DATABASE_URL is set.');
  process.exit(1);
}
rmSync(config.database.dir, { recursive: true, force: true });
console.log(`removed ${config.database.dir}`);
