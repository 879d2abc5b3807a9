/**
 * What the soak watches on the shop's process from outside: resident memory, the JavaScript heap
 * in use (the shop's own `/metrics`, to tell a leak of objects from the allocator's reserve), open
 * file descriptors (/proc/<pid>/fd) and, on PostgreSQL, the bench database's connections. The shop
 * holds its pool (DATABASE_POOL_MAX) plus one LISTEN connection outside it (src/server/db/
 * client.ts, cache invalidation between copies): the pool's share is the connections whose last
 * statement is not a LISTEN.
 */
import { readdirSync } from 'node:fs';
import pg from 'pg';
import { BENCH_METRICS_TOKEN, rssMb } from '../processes';

export interface Sample {
  atSeconds: number;
  rssMb: number;
  /** V8's heap in use (`nodejs_heap_size_used_bytes`), or null when /metrics did not answer. */
  heapUsedMb: number | null;
  openFds: number;
  /** All of the bench database's connections; null on PGlite (no server connections). */
  dbConnections: number | null;
  /** The pool's share: without the LISTEN connection. */
  poolConnections: number | null;
}

export interface Prober {
  sample(atSeconds: number): Promise<Sample>;
  close(): Promise<void>;
}

/** The shop's heap in use, read from its Prometheus text; null when it does not answer. */
async function heapUsedMb(base: string): Promise<number | null> {
  try {
    const res = await fetch(`${base}/metrics`, { headers: { authorization: `Bearer ${BENCH_METRICS_TOKEN}` } });
    const bytes = /^nodejs_heap_size_used_bytes (\d+(?:\.\d+)?)/m.exec(await res.text())?.[1];
    return bytes ? Number(bytes) / 1024 / 1024 : null;
  } catch {
    return null;
  }
}

export async function prober(pid: number, base: string, databaseUrl: string | undefined): Promise<Prober> {
  if (databaseUrl) {
    // On the server's maintenance database, so the probe is never one of the counted connections.
    const url = new URL(databaseUrl);
    const name = url.pathname.slice(1);
    url.pathname = '/postgres';
    const query = new pg.Client({ connectionString: url.toString() });
    await query.connect();
    return {
      async sample(atSeconds) {
        const res = await query.query<{ n: number; pool: number }>(
          `select count(*)::int as n, (count(*) filter (where query not ilike 'listen %'))::int as pool
           from pg_stat_activity where datname = $1`,
          [name],
        );
        return {
          atSeconds,
          rssMb: rssMb(pid),
          heapUsedMb: await heapUsedMb(base),
          openFds: readdirSync(`/proc/${pid}/fd`).length,
          dbConnections: res.rows[0]!.n,
          poolConnections: res.rows[0]!.pool,
        };
      },
      close: () => query.end(),
    };
  }
  return {
    sample: async (atSeconds) => ({
      atSeconds,
      rssMb: rssMb(pid),
      heapUsedMb: await heapUsedMb(base),
      openFds: readdirSync(`/proc/${pid}/fd`).length,
      dbConnections: null,
      poolConnections: null,
    }),
    close: async () => {},
  };
}

/**
 * Samples every `everyMs`, the first one `everyMs` after the start (the load generator's process
 * is still connecting before that), until stop(); stop() returns the samples.
 */
export function sampleEvery(probe: Prober, everyMs: number): { stop(): Promise<Sample[]> } {
  const started = Date.now();
  const samples: Sample[] = [];
  let pending: Promise<void> = Promise.resolve();
  const take = () => {
    pending = probe.sample(Math.round((Date.now() - started) / 1000)).then((s) => void samples.push(s));
  };
  const timer = setInterval(take, everyMs);
  return {
    async stop() {
      clearInterval(timer);
      await pending;
      return samples;
    },
  };
}
