/** `npm run db:migrate`: applies pending migrations to the configured database (PGlite or DATABASE_URL). */
import { loadConfig } from '../src/server/config';
import { openDatabase } from '../src/server/db/client';

const config = loadConfig();
const database = await openDatabase(config.database);
await database.migrate();
await database.close();
console.log(`migrations applied (${database.kind})`);
