/**
 * The database handle: PGlite (PostgreSQL in WASM, the embedded default) or PostgreSQL through
 * `pg` when DATABASE_URL is set. Both speak the same Drizzle API; the rest of the server only
 * sees `Db`.
 */
import type { DatabaseConfig } from '../config';
import type { Database, Db } from './database';
import * as schema from './schema';

export * from './database';

/**
 * Opens the configured database. Each kind's driver is loaded only when it is chosen: PostgreSQL
 * deployments never load PGlite, and the embedded shop never loads `pg` (start-up, A9).
 */
export async function openDatabase(config: DatabaseConfig): Promise<Database> {
  if (config.kind === 'postgres') {
    const { createPostgresDatabase } = await import('./postgres-database');
    return createPostgresDatabase(config.url, config.poolMax, undefined, config.preparedStatements);
  }
  const { openPgliteDatabase } = await import('./pglite-database');
  return openPgliteDatabase(config.dir);
}

/** True when the catalogue has never been seeded (an empty database). */
export async function isEmptyDatabase(db: Db): Promise<boolean> {
  const rows = await db.select({ id: schema.categories.id }).from(schema.categories).limit(1);
  return rows.length === 0;
}
