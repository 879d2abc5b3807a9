/**
 * The database handle: PGlite (PostgreSQL in WASM, the embedded default) or PostgreSQL through
 * `pg` when DATABASE_URL is set. Both speak the same Drizzle API; the rest of the server only
 * sees `Db`.
 */
import { PGlite } from '@electric-sql/pglite';
import { AsyncLocalStorage } from 'node:async_hooks';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { Logger } from 'drizzle-orm/logger';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import v8 from 'node:v8';
import pg from 'pg';
import type { DatabaseConfig } from '../config';
import { projectRoot } from '../platform/project-root';
import { createOutageGate } from './outage-gate';
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
  /** The tally of the `during` call this statement runs under, if any. */
  private readonly scope = new AsyncLocalStorage<{ queries: number; statements: string[] }>();

  logQuery(query: string): void {
    this.count += 1;
    this.recorded?.push(query);
    const tally = this.scope.getStore();
    if (tally) {
      tally.queries += 1;
      tally.statements.push(query);
    }
  }

  /**
   * Runs `work` and counts only the statements it causes: background work that happens to run
   * meanwhile (the mail worker's poll) is not counted, so query budgets hold on a busy machine.
   */
  async during<T>(work: () => Promise<T>): Promise<{ value: T; queries: number; statements: string[] }> {
    const tally = { queries: 0, statements: [] as string[] };
    const value = await this.scope.run(tally, work);
    return { value, queries: tally.queries, statements: tally.statements };
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
  /**
   * Calls `handler` with the payload of every NOTIFY on `channel`, from any connection (so from
   * every server copy), once the sender's transaction commits. Resolves once listening; the
   * function it gives stops. On PostgreSQL one dedicated connection listens for the whole process
   * and reconnects by itself after the database restarts; `onReconnect` is then called, since
   * notifications sent while it was away are lost. `close()` stops every listener.
   */
  listen(channel: string, handler: (payload: string) => void, onReconnect?: () => void): Promise<Unlisten>;
  close(): Promise<void>;
}

export type Unlisten = () => Promise<void>;

export interface ConnectionErrorLog {
  warn(details: object, message: string): void;
  info(details: object, message: string): void;
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

export function createPostgresDatabase(url: string, poolMax: number): Database {
  let log: ConnectionErrorLog | undefined;
  // While PostgreSQL is known to be down, every checkout fails at once (a 503 in milliseconds, R9
  // and P43) instead of each request trying its own connection; a probe reopens it (outage-gate.ts).
  const gate = createOutageGate(url, () => log);
  const pool = new pg.Pool({
    connectionString: url,
    max: poolMax,
    // The longest a checkout waits for a free connection of a busy pool (load, not an outage).
    connectionTimeoutMillis: 2000,
    // A new connection gets less: one that is not up in 1 s closes the outage gate.
    Client: gate.Client,
    idleTimeoutMillis: 30_000,
    statement_timeout: 10_000,
  });
  // A client losing its connection must never crash the process (R9, R16). The pool's own
  // handler covers idle clients only; a checked-out client (a query or transaction in flight)
  // emits `error` on itself, and an unhandled `error` event kills the process. The query that
  // was running fails on its own and becomes a 503; the pool drops the broken client.
  // Only the code and the driver's message: never a statement's parameters.
  const report = (error: Error & { code?: string }) =>
    log?.warn({ db: { code: error.code ?? null, reason: error.message.slice(0, 200) } }, 'database connection lost');
  pool.on('connect', (client) => client.on('error', report));
  // Idle clients emit through the pool as well; the client's own listener has reported it.
  pool.on('error', () => {});
  gate.guard(pool);
  const queries = new QueryCounter();
  const db = drizzlePg({ client: pool, ...DRIZZLE_OPTIONS, logger: queries }) as unknown as Db;
  const listener = createPgListener(url, () => log);
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
    listen: (channel, handler, onReconnect) => listener.listen(channel, handler, onReconnect),
    close: async () => {
      gate.close();
      await listener.close();
      await pool.end();
    },
  };
}

const LISTENER_RETRY_MIN_MS = 250;
const LISTENER_RETRY_MAX_MS = 5_000;

interface Subscription {
  handler: (payload: string) => void;
  onReconnect?: () => void;
}

/**
 * The process's one LISTEN connection to PostgreSQL, outside the pool (a pooled client would be
 * handed to queries and its LISTENs lost). Made on the first `listen`, ended when nobody listens.
 * When it drops (a restart, a terminated backend) it reconnects with growing pauses, listens again
 * and tells the subscribers.
 */
function createPgListener(url: string, log: () => ConnectionErrorLog | undefined) {
  const channels = new Map<string, Set<Subscription>>();
  let client: pg.Client | null = null;
  let connecting: Promise<pg.Client> | null = null;
  let retry: NodeJS.Timeout | null = null;
  let delay = LISTENER_RETRY_MIN_MS;
  let closed = false;

  const subscriptions = () => [...channels.values()].flatMap((set) => [...set]);

  async function connect(): Promise<pg.Client> {
    const next = new pg.Client({
      connectionString: url,
      connectionTimeoutMillis: 2000,
      application_name: 'shop-listener',
    });
    next.on('notification', (message) => {
      for (const sub of channels.get(message.channel) ?? []) sub.handler(message.payload ?? '');
    });
    const lost = (error?: Error & { code?: string }) => {
      if (client !== next) return;
      client = null;
      next.removeAllListeners('notification');
      next.end().catch(() => {});
      if (closed) return;
      log()?.warn(
        { db: { code: error?.code ?? null, reason: (error?.message ?? 'connection ended').slice(0, 200) } },
        'database listener lost; reconnecting',
      );
      scheduleRetry();
    };
    next.on('error', lost);
    next.on('end', () => lost());
    try {
      await next.connect();
      for (const channel of channels.keys()) await next.query(`LISTEN ${next.escapeIdentifier(channel)}`);
    } catch (error) {
      next.removeAllListeners('end');
      await next.end().catch(() => {});
      throw error;
    }
    if (closed) {
      await next.end().catch(() => {});
      throw new Error('database closed');
    }
    client = next;
    return next;
  }

  function connected(): Promise<pg.Client> {
    if (client) return Promise.resolve(client);
    connecting ??= connect().finally(() => (connecting = null));
    return connecting;
  }

  function scheduleRetry() {
    if (closed || retry || channels.size === 0) return;
    retry = setTimeout(() => {
      retry = null;
      connected().then(
        () => {
          delay = LISTENER_RETRY_MIN_MS;
          for (const sub of subscriptions()) sub.onReconnect?.();
        },
        () => {
          delay = Math.min(delay * 2, LISTENER_RETRY_MAX_MS);
          scheduleRetry();
        },
      );
    }, delay);
    retry.unref();
  }

  return {
    async listen(channel: string, handler: (payload: string) => void, onReconnect?: () => void): Promise<Unlisten> {
      if (closed) throw new Error('database closed');
      const sub: Subscription = { handler, onReconnect };
      const isNew = !channels.has(channel);
      const set = channels.get(channel) ?? new Set<Subscription>();
      set.add(sub);
      channels.set(channel, set);
      try {
        const c = await connected();
        // Again even when a fresh connection already did: LISTEN twice is harmless, missing one is not.
        if (isNew) await c.query(`LISTEN ${c.escapeIdentifier(channel)}`);
      } catch (error) {
        set.delete(sub);
        if (!set.size) channels.delete(channel);
        throw error;
      }
      return async () => {
        if (!set.delete(sub) || set.size) return;
        channels.delete(channel);
        const c = client;
        if (!c) return;
        if (channels.size === 0) {
          client = null;
          await c.end().catch(() => {});
        } else {
          await c.query(`UNLISTEN ${c.escapeIdentifier(channel)}`).catch(() => {});
        }
      };
    },
    async close(): Promise<void> {
      closed = true;
      if (retry) clearTimeout(retry);
      retry = null;
      channels.clear();
      await connecting?.catch(() => {});
      const c = client;
      client = null;
      await c?.end().catch(() => {});
    },
  };
}

export async function openDatabase(config: DatabaseConfig): Promise<Database> {
  if (config.kind === 'postgres') return createPostgresDatabase(config.url, config.poolMax);
  mkdirSync(config.dir, { recursive: true });
  // V8 compiles PGlite's 9 MB of WebAssembly with its baseline compiler (Liftoff) and, by default,
  // recompiles the hot functions with TurboFan in the background: that second copy and its
  // compiler's scratch memory cost 40-55 MB of resident memory for a 20% faster query loop.
  // The embedded database serves a small shop, where memory is the scarcer thing (A9, decision
  // 0098). The flag is read when the module compiles, so it is set just before.
  v8.setFlagsFromString('--liftoff-only');
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
