/**
 * Database pool waits: a request that finds all of PostgreSQL's pooled connections busy queues for
 * one (up to the pool's 2 s), and a rush shows first as these waits growing. Counted by wrapping
 * the pool's `connect` (which `pool.query` and every transaction go through), without prom-client.
 * PGlite has no pool (one connection in the process), so it has no waits to count.
 */
import type pg from 'pg';
import { countPoolWait } from './counters';

type Checkout = (
  error: Error | undefined,
  client: pg.PoolClient | undefined,
  done: (release?: unknown) => void,
) => void;

interface PoolInternals {
  connect(callback?: Checkout): Promise<pg.PoolClient> | undefined;
  readonly ending?: boolean;
  readonly idleCount: number;
  readonly totalCount: number;
  readonly waitingCount: number;
  readonly options: { max: number };
  /** pg-pool's queue of checkouts (an internal, read only). */
  readonly _pendingQueue: unknown[];
}

const watched = new Set<PoolInternals>();

/** Counts every checkout of `pool` that had to queue, with how long it waited. */
export function watchPoolWaits(pool: pg.Pool): void {
  const internals = pool as unknown as PoolInternals;
  const connect = internals.connect.bind(pool);
  watched.add(internals);
  internals.connect = (callback?: Checkout) => {
    const began = performance.now();
    const waitingBefore = internals._pendingQueue.length;
    let queued = false;
    const record = (error: unknown) => {
      if (queued) countPoolWait((performance.now() - began) / 1000, isQueueTimeout(error));
    };
    const result = callback
      ? connect((error, client, done) => {
          record(error);
          callback(error, client, done);
        })
      : connect()!.then(
          (client) => {
            record(undefined);
            return client;
          },
          (error: unknown) => {
            record(error);
            throw error;
          },
        );
    // pg queues every checkout that does not open a new connection, idle ones included (they are
    // handed out on the next tick, before this one's). A checkout still in the queue after that
    // waits for another request to give its connection back: that is a pool wait.
    const queue = internals._pendingQueue;
    const mine = queue.length > waitingBefore ? queue[queue.length - 1] : undefined;
    if (mine) process.nextTick(() => (queued = queue.includes(mine)));
    return result;
  };
}

const isQueueTimeout = (error: unknown) =>
  error instanceof Error && /timeout exceeded when trying to connect/.test(error.message);

/** Checkouts queued right now, over every open pool of this process. */
export function poolWaitingNow(): number {
  let waiting = 0;
  for (const pool of watched) {
    if (pool.ending) watched.delete(pool);
    else waiting += pool.waitingCount;
  }
  return waiting;
}
