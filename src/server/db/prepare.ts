import type { AppConfig } from '../config';
import { type Database, isEmptyDatabase } from './client';
import { seedDemoData } from './seed/demo';

/** Applies migrations, then seeds the demo data into an empty database when allowed. */
export async function prepareDatabase(
  database: Database,
  config: Pick<AppConfig, 'seedDemo'> & { oidc?: Pick<AppConfig['oidc'], 'issuer' | 'builtIn'> },
): Promise<{ seeded: boolean }> {
  await database.migrate();
  if (config.seedDemo && (await isEmptyDatabase(database.db))) {
    await seedDemoData(database.db, { issuer: config.oidc?.builtIn ? config.oidc.issuer : null });
    return { seeded: true };
  }
  return { seeded: false };
}
