/** The embedded database: PGlite, PostgreSQL compiled to WebAssembly, in this process. */
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { mkdirSync } from 'node:fs';
import v8 from 'node:v8';
import { type Database, type Db, DRIZZLE_OPTIONS, MIGRATIONS_DIR, QueryCounter } from './database';
import { withTextParsers } from './pglite-parsers';
import { withPreparedStatements } from './pglite-prepared';
import { withTurns } from './pglite-turns';

export function createPgliteDatabase(client: PGlite): Database {
  const queries = new QueryCounter();
  // Drizzle's per-statement parsers are set on the client once (pglite-parsers.ts, performance A6).
  // Each statement also ends with a turn of the event loop (pglite-turns.ts, decision 0246), and
  // runs as a prepared statement in one protocol call (pglite-prepared.ts, decision 0248).
  const db = drizzlePglite({
    client: withTurns(withTextParsers(withPreparedStatements(client))),
    ...DRIZZLE_OPTIONS,
    logger: queries,
  }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    queries,
    ping: async () => {
      await client.query('select 1');
    },
    // PGlite runs in this process: there is no connection to lose.
    reportConnectionErrors: () => {},
    migrate: async () => {
      await migratePglite(db as never, { migrationsFolder: MIGRATIONS_DIR });
    },
    // PGlite delivers LISTEN/NOTIFY within the process; there is no connection to lose.
    listen: async (channel, handler) => {
      const stop = await client.listen(channel, handler);
      return async () => {
        if (!client.closed) await stop().catch(() => {});
      };
    },
    close: () => client.close(),
  };
}

/** Opens (or creates) the shop's PGlite database in `dir`. */
export async function openPgliteDatabase(dir: string): Promise<Database> {
  mkdirSync(dir, { recursive: true });
  // V8 compiles PGlite's 9 MB of WebAssembly with its baseline compiler (Liftoff) and, by default,
  // recompiles the hot functions with TurboFan in the background: that second copy and its
  // compiler's scratch memory cost 40-55 MB of resident memory for a 20% faster query loop.
  // The embedded database serves a small shop, where memory is the scarcer thing (A9, decision
  // 0098). The flag is read when the module compiles, so it is set just before.
  v8.setFlagsFromString('--liftoff-only');
  // A small shop's data fits a small buffer pool; PostgreSQL's 128 MB default costs memory for nothing.
  return createPgliteDatabase(
    await PGlite.create(dir, { postgresqlconf: ['shared_buffers=16MB', 'work_mem=4MB', 'wal_buffers=1MB'] }),
  );
}
