/** `npm run db:seed`: migrates, then seeds the demo shop if the database is empty. */
import { loadConfig } from '../src/server/config';
import { openDatabase } from '../src/server/db/client';
import { prepareDatabase } from '../src/server/db/prepare';

const config = loadConfig();
const database = await openDatabase(config.database);
const { seeded } = await prepareDatabase(database, { seedDemo: true, oidc: config.oidc });
await database.close();
console.log(seeded ? 'demo data seeded' : 'the database already has data: nothing seeded');
