/** PostgreSQL through `pg`'s pool, with one listening connection for LISTEN/NOTIFY. */
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import {
  type ConnectionErrorLog,
  type Database,
  type Db,
  DRIZZLE_OPTIONS,
  MIGRATIONS_DIR,
  QueryCounter,
  type Unlisten,
} from './database';
import { createOutageGate, NEW_CONNECTION_TIMEOUT_MS } from './outage-gate';
import { createStatementNames, nameStatementsOf } from './pg-named-statements';
import { watchPoolWaits } from '../platform/metrics/pool-waits';

/** The outage gate's counts of new pool connections, for tests that assert "no connect while down". */
export interface PostgresDatabase extends Database {
  readonly connectAttempts: () => { total: number; whileDown: number };
  /** Connections the pool holds open and unused (the outage test waits for cut ones to go). */
  readonly idleConnections: () => number;
}

/** How long a checkout waits for a connection: the shop's promise, or a test's on a loaded machine. */
export interface ConnectionWaits {
  /** The longest a checkout waits for a free connection of a busy pool (load, not an outage). */
  queueMs: number;
  /** A new connection that is not up in this time closes the outage gate. */
  newConnectionMs: number;
}

export const SHOP_CONNECTION_WAITS: ConnectionWaits = { queueMs: 2000, newConnectionMs: NEW_CONNECTION_TIMEOUT_MS };

export function createPostgresDatabase(
  url: string,
  poolMax: number,
  waits: ConnectionWaits = SHOP_CONNECTION_WAITS,
  /** Each connection parses a text once (pg-named-statements.ts); off for a transaction-mode pooler. */
  namedStatements = true,
): PostgresDatabase {
  let log: ConnectionErrorLog | undefined;
  // While PostgreSQL is known to be down, every checkout fails at once (a 503 in milliseconds, R9
  // and P43) instead of each request trying its own connection; a probe reopens it (outage-gate.ts).
  const gate = createOutageGate(url, () => log, waits.newConnectionMs);
  const pool = new pg.Pool({
    connectionString: url,
    max: poolMax,
    connectionTimeoutMillis: waits.queueMs,
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
  const names = createStatementNames();
  pool.on('connect', (client) => {
    client.on('error', report);
    if (namedStatements) nameStatementsOf(client, names);
  });
  // Idle clients emit through the pool as well; the client's own listener has reported it.
  pool.on('error', () => {});
  gate.guard(pool);
  watchPoolWaits(pool);
  const queries = new QueryCounter();
  const db = drizzlePg({ client: pool, ...DRIZZLE_OPTIONS, logger: queries }) as unknown as Db;
  const listener = createPgListener(url, () => log);
  return {
    db,
    kind: 'postgres',
    queries,
    connectAttempts: () => gate.connectAttempts,
    idleConnections: () => pool.idleCount,
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

  // LISTEN and UNLISTEN one at a time: the shop's caches subscribe and stop together (at start
  // and at close), and a pg client given a query while another runs queues it only by a
  // deprecated path that pg 9 removes.
  let commands: Promise<unknown> = Promise.resolve();
  function command(c: pg.Client, text: string): Promise<unknown> {
    const next = commands.then(() => c.query(text));
    commands = next.catch(() => {});
    return next;
  }

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
        if (isNew) await command(c, `LISTEN ${c.escapeIdentifier(channel)}`);
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
          await command(c, `UNLISTEN ${c.escapeIdentifier(channel)}`).catch(() => {});
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
