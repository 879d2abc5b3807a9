/**
 * The database handle: PGlite (PostgreSQL in WASM, the embedded default) or PostgreSQL through
 * `pg` when DATABASE_URL is set. Both speak the same Drizzle API; the rest of the server only
 * sees `Db`.
 */
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { Logger } from 'drizzle-orm/logger';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import type { DatabaseConfig } from '../config';
import { projectRoot } from '../platform/project-root';
import * as schema from './schema';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
/** A transaction or the database itself: repositories accept either. */
export type DbOrTx = Parameters<Parameters<Db['transaction']>[0]>[0] | Db;

export const MIGRATIONS_DIR = path.join(projectRoot, 'src/server/db/migrations');

/** Counts statements, so tests can hold the query budgets (performance A5). */
export class QueryCounter implements Logger {
  count = 0;
  /** When set, the text of every statement is kept here (tests read which statements ran). */
  recorded: string[] | null = null;
  logQuery(query: string): void {
    this.count += 1;
    this.recorded?.push(query);
  }
}

export interface Database {
  readonly db: Db;
  readonly kind: 'pglite' | 'postgres';
  readonly queries: QueryCounter;
  /** Throws when the database does not answer. */
  ping(): Promise<void>;
  /** Where lost connections are reported (at warn); until called they are dropped silently. */
  reportConnectionErrors(log: ConnectionErrorLog): void;
  migrate(): Promise<void>;
  close(): Promise<void>;
}

export interface ConnectionErrorLog {
  warn(details: object, message: string): void;
}

const DRIZZLE_OPTIONS = { schema, casing: 'snake_case' } as const;

export function createPgliteDatabase(client: PGlite): Database {
  const queries = new QueryCounter();
  const db = drizzlePglite({ client, ...DRIZZLE_OPTIONS, logger: queries }) as unknown as Db;
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
    close: () => client.close(),
  };
}

export function createPostgresDatabase(url: string, poolMax: number): Database {
  const pool = new pg.Pool({
    connectionString: url,
    max: poolMax,
    // Fail fast when PostgreSQL is away, so requests get a 503 instead of hanging (R9).
    connectionTimeoutMillis: 2000,
    idleTimeoutMillis: 30_000,
    statement_timeout: 10_000,
  });
  // A client losing its connection must never crash the process (R9, R16). The pool's own
  // handler covers idle clients only; a checked-out client (a query or transaction in flight)
  // emits `error` on itself, and an unhandled `error` event kills the process. The query that
  // was running fails on its own and becomes a 503; the pool drops the broken client.
  let log: ConnectionErrorLog | undefined;
  // Only the code and the driver's message: never a statement's parameters.
  const report = (error: Error & { code?: string }) =>
    log?.warn({ db: { code: error.code ?? null, reason: error.message.slice(0, 200) } }, 'database connection lost');
  pool.on('connect', (client) => client.on('error', report));
  // Idle clients emit through the pool as well; the client's own listener has reported it.
  pool.on('error', () => {});
  const queries = new QueryCounter();
  const db = drizzlePg({ client: pool, ...DRIZZLE_OPTIONS, logger: queries }) as unknown as Db;
  return {
    db,
    kind: 'postgres',
    queries,
    ping: async () => {
      await pool.query('select 1');
    },
    reportConnectionErrors: (to) => {
      log = to;
    },
    migrate: async () => {
      // Several copies may start at once: one migrates while the others wait on the lock.
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock(7261001)');
        await migratePg(drizzlePg({ client, ...DRIZZLE_OPTIONS }), {
          migrationsFolder: MIGRATIONS_DIR,
        });
      } finally {
        await client.query('select pg_advisory_unlock(7261001)').catch(() => {});
        client.release();
      }
    },
    close: () => pool.end(),
  };
}

export async function openDatabase(config: DatabaseConfig): Promise<Database> {
  if (config.kind === 'postgres') return createPostgresDatabase(config.url, config.poolMax);
  mkdirSync(config.dir, { recursive: true });
  // A small shop's data fits a small buffer pool; PostgreSQL's 128 MB default costs memory for nothing.
  return createPgliteDatabase(
    await PGlite.create(config.dir, { postgresqlconf: ['shared_buffers=16MB', 'work_mem=4MB', 'wal_buffers=1MB'] }),
  );
}

/** True when the catalogue has never been seeded (an empty database). */
export async function isEmptyDatabase(db: Db): Promise<boolean> {
  const rows = await db.select({ id: schema.categories.id }).from(schema.categories).limit(1);
  return rows.length === 0;
}
