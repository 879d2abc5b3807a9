/**
 * Fail fast while PostgreSQL is known to be down (security R9, P43; docs/decisions/0095).
 *
 * Without it every request of an outage opens its own connection attempt: refused at once while
 * the port is closed, but waiting up to the connect timeout while the server is starting, stopping
 * or not answering, and once per pool checkout, so a request that queries twice or queued behind
 * other attempts took 4 s to get its 503. The gate is a circuit breaker on *new connections*:
 *
 * - it closes (database down) when opening a pooled connection fails for a connection reason
 *   (refused, reset, "starting up"/"shutting down", the connect timeout). A lost connection alone
 *   (a restart, a terminated backend) does not close it: the next connect decides. A wait in the
 *   pool's queue that times out is load, not an outage, and does not close it either;
 * - while closed, every checkout fails at once with a 08001 error (the error handler's 503), and
 *   the requests already queued for a connection are failed at once too;
 * - one probe at a time (its own client, outside the pool) connects and runs `select 1` every
 *   PROBE_EVERY_MS; the first that succeeds opens the gate again.
 */
import pg from 'pg';

/** A new connection that is not up in this time counts as a failure (the pool's queue wait is longer). */
export const NEW_CONNECTION_TIMEOUT_MS = 1_000;
/** Between probes while the database is down. */
export const PROBE_EVERY_MS = 250;

/** The pool's own message when a queued checkout waited too long (load, not an outage). */
const QUEUE_TIMEOUT = 'timeout exceeded when trying to connect';

/** What a checkout fails with while the gate is closed: SQLSTATE 08001, so it answers 503. */
export class DatabaseDownError extends Error {
  readonly code = '08001';
  constructor(reason: string, cause?: unknown) {
    super(`database unavailable (${reason})`, { cause });
    this.name = 'DatabaseDownError';
  }
}

/** The driver's connect timeout says only "timeout expired": a failed connect is always reported as 08001. */
const asDown = (error: Error & { code?: string }) =>
  error instanceof DatabaseDownError ? error : new DatabaseDownError(reasonOf(error), error);

const reasonOf = (error: Error & { code?: string }) =>
  `${error.code ?? 'connect'}: ${error.message.split('\n')[0]!.slice(0, 120)}`;

export interface GateLog {
  warn(details: object, message: string): void;
  info(details: object, message: string): void;
}

type Checkout = (error: Error | undefined, client?: pg.PoolClient, done?: (release?: unknown) => void) => void;

/** The pool's internals the gate reaches into: its checkout and the queue of waiting checkouts. */
interface PoolInternals {
  connect(callback?: Checkout): Promise<pg.PoolClient> | undefined;
  _pendingQueue?: Array<{ callback: Checkout }>;
}

export interface OutageGate {
  /** The pool's client class: new connections time out after `newConnectionMs` and report failures here. */
  readonly Client: new () => pg.ClientBase;
  /** Makes the pool's checkouts fail at once while the database is down. */
  guard(pool: pg.Pool): void;
  /** Null while the database is up; else since when it is down and why. */
  readonly down: { since: number; reason: string } | null;
  /**
   * How many new pool connections were attempted so far, and how many of them while the gate was
   * closed (probes not counted). The gate's promise is "no connect while down"; tests assert it
   * with these counts rather than with timings.
   */
  readonly connectAttempts: { total: number; whileDown: number };
  close(): void;
}

/** True for failures of opening a connection (not of waiting for one, not of closing the pool). */
function isConnectFailure(error: Error & { code?: string }): boolean {
  if (error.message === QUEUE_TIMEOUT) return false;
  if (/after calling end on the pool/.test(error.message)) return false;
  // Wrong password, unknown database and the like: a configuration fault, not an outage.
  if (error.code && /^(28|3D)/.test(error.code)) return false;
  return true;
}

type ConnectCallback = (error?: Error) => void;

export function createOutageGate(
  url: string,
  log: () => GateLog | undefined,
  newConnectionMs = NEW_CONNECTION_TIMEOUT_MS,
): OutageGate {
  let pool: PoolInternals | null = null;
  let down: { since: number; reason: string } | null = null;
  let probe: NodeJS.Timeout | null = null;
  let probing = false;
  let closed = false;
  const connectAttempts = { total: 0, whileDown: 0 };

  const fail = (callback: Checkout | undefined): Promise<pg.PoolClient> | undefined => {
    const error = new DatabaseDownError(down?.reason ?? 'down');
    if (callback) {
      process.nextTick(() => callback(error, undefined, () => {}));
      return undefined;
    }
    return Promise.reject(error);
  };

  function markDown(error: Error & { code?: string }) {
    if (down || closed) return;
    down = { since: Date.now(), reason: reasonOf(error) };
    log()?.warn({ db: { reason: down.reason } }, 'database down: answering 503 at once until a probe connects');
    // Checkouts already waiting for a connection would each try one more connect: fail them now.
    // This runs before the pool sees the failed connect, so it starts no new one for the queue.
    const queued = pool?._pendingQueue?.splice(0) ?? [];
    for (const item of queued) item.callback(new DatabaseDownError(down.reason), undefined, () => {});
    scheduleProbe(0);
  }

  function scheduleProbe(delay: number) {
    if (closed || probe || probing) return;
    probe = setTimeout(() => {
      probe = null;
      void runProbe();
    }, delay);
    probe.unref();
  }

  async function runProbe() {
    probing = true;
    const client = new pg.Client({
      connectionString: url,
      connectionTimeoutMillis: newConnectionMs,
      application_name: 'shop-probe',
    });
    client.on('error', () => {});
    let ok = false;
    try {
      await client.connect();
      await client.query('select 1');
      ok = true;
    } catch {
      // still down
    } finally {
      // Not awaited: a probe must never stay "running" on a connection that does not close.
      client.end().catch(() => {});
      probing = false;
    }
    if (closed || !down) return;
    if (ok) {
      log()?.info({ db: { downForMs: Date.now() - down.since } }, 'database answers again');
      down = null;
    } else {
      scheduleProbe(PROBE_EVERY_MS);
    }
  }

  /** A failed connect closes the gate and is answered as 08001; anything else passes as it is. */
  const seen = (error: unknown) => {
    if (!(error instanceof Error) || !isConnectFailure(error)) return error;
    markDown(error);
    return asDown(error);
  };

  class GuardedClient extends pg.Client {
    constructor(config: pg.ClientConfig) {
      super({ ...config, connectionTimeoutMillis: newConnectionMs });
      // The pool connects with a callback; the gate hears of a failure before the pool does.
      const connect = this.connect.bind(this) as (callback: ConnectCallback) => void;
      (this as unknown as { connect: (callback?: ConnectCallback) => Promise<void> | void }).connect = (callback) => {
        connectAttempts.total += 1;
        if (down) connectAttempts.whileDown += 1;
        if (callback) {
          return connect((error) => {
            if (error) seen(error);
            callback(error);
          });
        }
        return new Promise<void>((resolve, reject) =>
          connect((error) => {
            if (!error) return resolve();
            seen(error);
            reject(error);
          }),
        );
      };
    }
  }

  return {
    Client: GuardedClient as unknown as new () => pg.ClientBase,
    guard(target) {
      const internals = target as unknown as PoolInternals;
      pool = internals;
      const checkout = internals.connect.bind(target);
      internals.connect = (callback?: Checkout) => {
        if (down) return fail(callback);
        if (callback) {
          return checkout((error, client, done) => {
            callback(error ? (seen(error) as Error) : error, client, done);
          });
        }
        return checkout()!.catch((error: unknown) => {
          throw seen(error);
        });
      };
    },
    get down() {
      return down;
    },
    get connectAttempts() {
      return { ...connectAttempts };
    },
    close() {
      closed = true;
      if (probe) clearTimeout(probe);
      probe = null;
    },
  };
}
