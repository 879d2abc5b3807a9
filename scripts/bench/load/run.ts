/**
 * `npm run bench:load`: the load figures of issue 13 (quality/security.md 4.G, R16), benchmarks
 * and never tests. One shop process (the production build) on its own database, autocannon at a
 * fixed rate in another process: P44 (catalogue at 200 req/s), P45 (cart and checkout at 20 req/s,
 * then the invariants in SQL), a rush (`--rush-customers` whole journeys arriving within
 * `--rush-seconds`, decision 0215: 300 in 30 s) and a soak (50 req/s of mixed traffic with checkouts; memory, open
 * files and database connections sampled every 10 s, p99 per minute). Prints one table and writes
 * bench/results/load-<time>.json. docs/performance.md, "Load", says how to read it.
 *
 *   npm run bench:load -- [--only soak,P44,P45,rush] [--rush-customers 300] [--rush-seconds 30] [--soak-minutes 20] [--seconds 60] [--warmup 10]
 *                         [--soak-warmup 60] [--stripe-latency 100] [--payments test]
 *
 * With DATABASE_URL set it runs on PostgreSQL, in a database it creates and drops; else PGlite.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freshPostgresDatabase, runSql, type Target } from '../database';
import { root, type Shop, startShop } from '../processes';
import { printTable, type Row, writeResults } from '../report';
import { accessToken, DEMO_CUSTOMER } from '../sign-in';
import { catalogueLoad } from './catalogue';
import { checkoutLoad, checkoutMix } from './checkout-mix';
import { prober } from './probes';
import { readLoadSettings, wantedRun } from './settings';
import {
  cartsWithALine,
  catalogue,
  customer,
  type Invariants,
  invariants,
  invariantsHold,
  seedSql,
} from './shop-state';
import { rush } from './rush';
import { soak } from './soak';
import { startFakeStripe } from '../../../src/server/test/fake-stripe';

const PORT = 3370;
const CARTS = 20;
const TOKEN_REFRESH_MS = 5 * 60_000;

const settings = readLoadSettings(process.argv.slice(2));
if (!existsSync(path.join(root, 'dist/server/main.js'))) {
  console.error('No production build: run `npm run build` first.');
  process.exit(1);
}
// The load comes from one customer: R12's per-customer redemption limit would answer 429 and
// measure the limiter (startShop raises the other per-customer limits the same way).
process.env.RATE_LIMIT_REDEMPTIONS_PER_MINUTE = '1000000';

const git = (...args: string[]) => execFileSync('git', args, { cwd: root, encoding: 'utf8' }).trim();
const workDir = mkdtempSync(path.join(os.tmpdir(), 'shop-bench-load-'));
const dataDir = path.join(workDir, 'data');
const started = Date.now();
// The machine may be shared: its load before and after the run goes into the results.
const loadAverageBefore = os.loadavg();
const step = (text: string) => console.log(`[${Math.round((Date.now() - started) / 1000)} s] ${text}`);
const rows: Row[] = [];
let shop: Shop | null = null;
const database = process.env.DATABASE_URL ? await freshPostgresDatabase(process.env.DATABASE_URL) : null;
const target: Target = database ? { kind: 'postgres', url: database.url } : { kind: 'pglite', dataDir };
const poolMax = database ? Number(process.env.DATABASE_POOL_MAX ?? 10) : null;

// P45's payments go through the real Stripe SDK to the repo's fake Stripe with R16's 100 ms per
// answer ("fake Stripe +100 ms"), unless `--payments test`. The fake runs in this process, which is
// otherwise idle while the load runs: a few timers and small JSON answers at ≤ 4 req/s. P44 and the
// soak keep the built-in test gateway (the soak's checkouts confirm through its test card route).
const stripe = settings.payments === 'fake-stripe' && wantedRun(settings, 'P45') ? await startFakeStripe() : null;
if (stripe) stripe.delayMs = settings.stripeLatencyMs;

async function startBenchShop(stripeApiUrl?: string): Promise<Shop> {
  shop = await startShop({ port: PORT, dataDir, databaseUrl: database?.url, stripeApiUrl });
  return shop;
}
async function stopBenchShop() {
  await shop?.stop();
  shop = null;
}

function invariantsRow(figure: string, found: Invariants): Row {
  const broken = [
    found.ordersPerIntentAboveOne.length ? `${found.ordersPerIntentAboveOne.length} intents with 2+ orders` : '',
    ...Object.entries(found.loyalty)
      .filter(([, list]) => list.length)
      .map(([rule, list]) => `${rule}: ${list.length}`),
  ].filter(Boolean);
  return {
    figure,
    budget: 'orders per payment intent ≤ 1; loyalty ledger sums = balances',
    measured: `${broken.length ? broken.join('; ') : 'all hold'} (${found.orders} orders, ${found.redemptions} redemptions)`,
    pass: invariantsHold(found),
    details: found,
  };
}

try {
  step(`${target.kind === 'postgres' ? 'PostgreSQL (fresh database)' : 'PGlite'}: first start seeds the demo shop`);
  await startBenchShop();
  await stopBenchShop();
  await runSql(target, seedSql());
  let running = await startBenchShop();
  const products = await catalogue(running.base);
  step(`${products.slugs.length} products`);

  if (wantedRun(settings, 'P44')) {
    step(`P44: catalogue at 200 req/s for ${settings.seconds} s`);
    rows.push(await catalogueLoad(running.base, products, settings.seconds, settings.warmupSeconds));
  }
  if (wantedRun(settings, 'P45')) {
    if (stripe) {
      await stopBenchShop();
      running = await startBenchShop(stripe.url);
    }
    const buyer = await customer(running.base);
    const lines = await cartsWithALine(running.base, products.simpleProductIds, CARTS);
    const intentCarts = await cartsWithALine(running.base, products.simpleProductIds, CARTS);
    const probe = await prober(running.pid, running.base, database?.url);
    const payments = stripe ? `fake Stripe +${stripe.delayMs} ms` : 'built-in test gateway';
    step(`P45: cart and checkout mix at 20 req/s for ${settings.seconds} s (${payments})`);
    try {
      const mix = checkoutMix(products.simpleProductIds, lines, intentCarts, buyer);
      const row = await checkoutLoad(running.base, mix, probe, poolMax, settings.seconds, settings.warmupSeconds);
      rows.push({ ...row, figure: `${row.figure}, ${payments}` });
    } finally {
      await probe.close();
    }
    // PGlite's folder opens in one process at a time: the shop stops for the check.
    await stopBenchShop();
    rows.push(invariantsRow('P45 invariants afterwards (SQL)', await invariants(target)));
    running = await startBenchShop();
  }
  if (wantedRun(settings, 'rush')) {
    const customers = settings.rushCustomers;
    step(`rush: ${customers} customers arriving within ${settings.rushSeconds} s`);
    const authorization = `Bearer ${await accessToken(running.base, DEMO_CUSTOMER)}`;
    rows.push(
      ...(await rush(running.base, products.simpleProductIds, authorization, {
        customers,
        seconds: settings.rushSeconds,
      })),
    );
    await stopBenchShop();
    rows.push(invariantsRow('rush invariants afterwards (SQL)', await invariants(target)));
    running = await startBenchShop();
  }
  if (wantedRun(settings, 'soak')) {
    const lines = await cartsWithALine(running.base, products.simpleProductIds, CARTS);
    const probe = await prober(running.pid, running.base, database?.url);
    let token = { value: '', at: 0 };
    const authorization = async () => {
      if (Date.now() - token.at > TOKEN_REFRESH_MS) {
        token = { value: `Bearer ${await accessToken(running.base, DEMO_CUSTOMER)}`, at: Date.now() };
      }
      return token.value;
    };
    step(`soak: ${settings.soakMinutes} min at 50 req/s (after ${settings.soakWarmupSeconds} s of warm-up)`);
    try {
      rows.push(
        ...(await soak(
          running.base,
          { catalogue: products, lines, authorization, probe, poolMax },
          settings.soakMinutes,
          settings.soakWarmupSeconds,
        )),
      );
    } finally {
      await probe.close();
    }
    await stopBenchShop();
    rows.push(invariantsRow('soak invariants afterwards (SQL)', await invariants(target)));
  }
} finally {
  await stopBenchShop();
  await stripe?.close();
  await database?.drop();
  rmSync(workDir, { recursive: true, force: true });
}

printTable(rows);
const file = writeResults(root, 'load-', {
  machine: {
    cpus: os.cpus().length,
    model: os.cpus()[0]?.model,
    memoryGb: Math.round(os.totalmem() / 2 ** 30),
    node: process.version,
    loadAverage: { before: loadAverageBefore, after: os.loadavg() },
  },
  commit: git('rev-parse', 'HEAD'),
  uncommittedChanges: git('status', '--porcelain').length > 0,
  database: target.kind,
  payments: stripe
    ? {
        gateway: 'Stripe SDK → fake Stripe (src/server/test/fake-stripe.ts)',
        latencyMs: stripe.delayMs,
        stripeRequests: stripe.requests.length,
      }
    : { gateway: 'built-in test gateway' },
  settings: { ...settings, only: settings.only ? [...settings.only] : null },
  loadGenerator:
    'autocannon at a fixed overallRate in its own process (scripts/bench/load-worker.mjs, scripts/bench/load/mix-worker.mjs)',
  durationSeconds: Math.round((Date.now() - started) / 1000),
  rows,
});
console.log(`written ${file} in ${Math.round((Date.now() - started) / 1000)} s`);
