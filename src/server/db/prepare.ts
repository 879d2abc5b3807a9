import type { AppConfig } from '../config';
import { type Database, isEmptyDatabase } from './client';
import { seedDemoData } from './seed/demo';

/** Applies migrations, then seeds the demo data into an empty database when allowed. */
export async function prepareDatabase(
  database: Database,
  config: Pick<AppConfig, 'seedDemo'>,
): Promise<{ seeded: boolean }> {
  await database.migrate();
  if (config.seedDemo && (await isEmptyDatabase(database.db))) {
    await seedDemoData(database.db);
    return { seeded: true };
  }
  return { seeded: false };
}
