/** The embedded database (PGlite) as one archive of its data folder, and back into a new folder. */
import { PGlite } from '@electric-sql/pglite';
import type { Database } from '../../db/client';

/** The PGlite client behind the shop's Drizzle handle (Drizzle keeps it as `$client`). */
export function pgliteClientOf(database: Database): PGlite {
  if (database.kind !== 'pglite') throw new Error('Not the embedded database');
  return (database.db as unknown as { $client: PGlite }).$client;
}

/**
 * A consistent copy of the running database: PGlite runs one statement at a time in this process,
 * so the dump sees no half-done transaction.
 */
export async function dumpPglite(database: Database): Promise<Buffer> {
  const blob = await pgliteClientOf(database).dumpDataDir('gzip');
  return Buffer.from(await blob.arrayBuffer());
}

/** Creates a database in `dir` (a new, empty folder) from a dump and checks that it opens and answers. */
export async function loadPgliteInto(dir: string, dump: Buffer): Promise<void> {
  const client = await PGlite.create(dir, { loadDataDir: new Blob([new Uint8Array(dump)]) });
  try {
    await client.query('select count(*) from drizzle.__drizzle_migrations');
  } finally {
    await client.close();
  }
}
