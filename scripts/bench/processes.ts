/**
 * The processes a bench run starts: shop copies, baselines and the load generator, each in its own
 * process on 127.0.0.1, and each stopped by its own id.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { serverArgs } from '../server-process';

export const root = fileURLToPath(new URL('../..', import.meta.url));

export interface ShopOptions {
  port: number;
  dataDir: string;
  /** PostgreSQL instead of PGlite. */
  databaseUrl?: string;
  /**
   * Payments through the real Stripe SDK against this Stripe-compatible URL (a local fake Stripe);
   * without it the shop uses its built-in test gateway.
   */
  stripeApiUrl?: string;
}

/** The environment that points the shop's Stripe SDK at a local fake Stripe (test keys, never real ones). */
function stripeEnv(apiUrl: string | undefined): Record<string, string> {
  if (!apiUrl) return { PAYMENTS: 'test' };
  return {
    PAYMENTS: 'stripe',
    STRIPE_SECRET_KEY: 'sk_test_bench',
    STRIPE_PUBLISHABLE_KEY: 'pk_test_bench',
    STRIPE_WEBHOOK_SECRET: 'whsec_bench',
    STRIPE_API_URL: apiUrl,
  };
}

export interface Shop {
  base: string;
  pid: number;
  /** From spawn to the first 200 of /api/health. */
  firstOkMs: number;
  stop(): Promise<void>;
}

function stopper(child: ChildProcess): () => Promise<void> {
  return () =>
    new Promise((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
}

/** The bench shop's `/metrics` bearer token (decision 0142), for the soak's heap samples. */
export const BENCH_METRICS_TOKEN = 'bench-metrics-token-0123456789abcdef';

/** The production build (`npm run build` first), as a deployment starts it, with test payments or a fake Stripe. */
export async function startShop(options: ShopOptions): Promise<Shop> {
  const base = `http://127.0.0.1:${options.port}`;
  const started = performance.now();
  // BENCH_SERVER_FLAGS adds node flags to the shop alone (e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof`
  // to profile the server under load; NODE_OPTIONS refuses --cpu-prof and would profile every process).
  const extraFlags = (process.env.BENCH_SERVER_FLAGS ?? '').split(' ').filter(Boolean);
  const child = spawn(process.execPath, [...extraFlags, ...serverArgs(root)], {
    env: {
      ...process.env,
      DATABASE_URL: options.databaseUrl ?? '',
      REDIS_URL: '',
      NODE_ENV: 'production',
      SEED_DEMO: 'true',
      ...stripeEnv(options.stripeApiUrl),
      PORT: String(options.port),
      HOST: '127.0.0.1',
      // Pages opened under another name than PUBLIC_URL's are redirected there: measure the pages.
      PUBLIC_URL: base,
      DATA_DIR: options.dataDir,
      LOG_LEVEL: 'error',
      // The load comes from one address and a few customers: per-customer limits would answer 429
      // and measure the limiter, not the work (A4 and A6 still pass through the limiter's hooks).
      RATE_LIMIT_PAYMENT_INTENTS_PER_MINUTE: '1000000',
      RATE_LIMIT_CART_WRITES_PER_MINUTE: '1000000',
      RATE_LIMIT_CART_WRITES_PER_ADDRESS_PER_MINUTE: '1000000',
      RATE_LIMIT_SIGN_IN_PER_MINUTE: '1000',
      // /metrics answers the bench (the soak reads the JavaScript heap there); no traffic asks it.
      METRICS_TOKEN: BENCH_METRICS_TOKEN,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const stop = stopper(child);
  for (;;) {
    try {
      const res = await fetch(`${base}/api/health`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (child.exitCode !== null) throw new Error(`the shop on port ${options.port} exited while starting`);
    if (performance.now() - started > 60_000) {
      await stop();
      throw new Error(`the shop on port ${options.port} did not answer within 60 s`);
    }
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  return { base, pid: child.pid!, firstOkMs: Math.round(performance.now() - started), stop };
}

export function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Math.round(Number(/VmRSS:\s+(\d+)/.exec(status)![1]) / 1024);
}

export interface Baseline {
  base: string;
  pid: number;
  stop(): Promise<void>;
}

/** scripts/bench/static-server.mjs in its own process, answering from a captured fixture file. */
export async function startStaticServer(fixtureFile: string, port: number): Promise<Baseline> {
  const child = spawn(
    process.execPath,
    [path.join(root, 'scripts/bench/static-server.mjs'), fixtureFile, String(port)],
    {
      stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
    },
  );
  await new Promise<void>((resolve, reject) => {
    child.once('message', () => resolve());
    child.once('exit', (code) => reject(new Error(`the static server exited (${code})`)));
  });
  child.removeAllListeners('exit');
  child.disconnect();
  return { base: `http://127.0.0.1:${port}`, pid: child.pid!, stop: stopper(child) };
}

export interface LoadRequest {
  path: string;
  method?: string;
  headers?: Record<string, string>;
  body?: string;
}

export interface LoadOptions {
  url: string;
  connections: number;
  /** A fixed rate over all connections (req/s), as `autocannon --overallRate`; none: as fast as it can. */
  overallRate?: number;
  seconds: number;
  warmupSeconds: number;
  headers?: Record<string, string>;
  requests?: LoadRequest[];
}

export interface LoadResult {
  rps: number;
  requests: number;
  /** Requests of the warm-up before the measured run (a CPU reading around both divides by both). */
  warmupRequests: number;
  p50: number;
  p99: number;
  max: number;
  errors: number;
  timeouts: number;
  non2xx: number;
  bytesPerSecond: number;
}

/** autocannon in its own process (scripts/bench/load-worker.mjs): warm-up, then the measured run. */
export function runLoad(options: LoadOptions): Promise<LoadResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [path.join(root, 'scripts/bench/load-worker.mjs'), JSON.stringify(options)], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.once('exit', (code) => {
      if (code !== 0) return reject(new Error(`the load generator exited with ${code}`));
      resolve(JSON.parse(out) as LoadResult);
    });
  });
}

/** The CPU time (user + system) a process has used so far, in ms (Linux `/proc`, 100 ticks a second). */
export function cpuMs(pid: number): number {
  // Fields after the command's closing parenthesis: state is the 3rd of the line, utime the 14th, stime the 15th.
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/**
 * The shop's own CPU time per request over `count` requests sent one at a time: unlike latency on
 * a shared machine it hardly depends on how busy the machine is (it counts the shop's work, not
 * its wait for a core), so before and after a change compare across runs.
 */
export async function cpuMsPerRequest(
  shop: Pick<Shop, 'pid'>,
  url: string,
  headers: Record<string, string>,
  count: number,
): Promise<number> {
  const before = cpuMs(shop.pid);
  for (let i = 0; i < count; i += 1) {
    const res = await fetch(url, { headers });
    if (!res.ok) throw new Error(`${url} answered ${res.status}`);
    await res.arrayBuffer();
  }
  return (cpuMs(shop.pid) - before) / count;
}
