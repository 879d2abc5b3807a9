/**
 * `npm run bench`: the API budgets of quality/performance.md, measured side by side in one run on
 * this machine (never asserted inside tests). Prints a table and writes bench/results/<time>.json.
 *
 *  A1  GET /api/products throughput vs a bare node:http server sending the same bytes (≥ 0.5×)
 *  A2  GET /api/health vs bare node:http answering the same JSON (≥ 0.9×)
 *  A3  If-None-Match on catalogue reads answers 304 with an empty body
 *  A4  browse mix at 100 connections: p99 (≤ 25 ms) and errors
 *  A9  restart with existing data to first 200, and idle memory (PGlite)
 *
 * It builds nothing: run `npm run build` first (or `npm start` once).
 */
import autocannon from 'autocannon';
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));
const DURATION = Number(process.env.BENCH_SECONDS ?? 8);
const ROUNDS = 3;

interface Load {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
}

async function load(
  url: string,
  options: { connections?: number; requests?: autocannon.Request[] } = {},
): Promise<Load> {
  const result = await autocannon({
    url,
    connections: options.connections ?? 20,
    duration: DURATION,
    requests: options.requests,
    headers: { 'accept-encoding': 'identity' },
  });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function startShop(
  dataDir: string,
  port: number,
): Promise<{ stop: () => Promise<void>; pid: number; firstOkMs: number }> {
  const started = Date.now();
  const child = spawn(process.execPath, [path.join(root, 'dist/server/main.js')], {
    env: {
      ...process.env,
      DATABASE_URL: '',
      REDIS_URL: '',
      NODE_ENV: 'production',
      SEED_DEMO: 'true',
      PAYMENTS: 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
      // Pages opened under another name than PUBLIC_URL's are redirected there: measure the pages.
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'error',
    },
    stdio: 'inherit',
  });
  for (;;) {
    try {
      const res = await fetch(`http://127.0.0.1:${port}/api/health`);
      if (res.ok) break;
    } catch {
      // not up yet
    }
    if (child.exitCode !== null) throw new Error('the shop exited while starting');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  const firstOkMs = Date.now() - started;
  return {
    pid: child.pid!,
    firstOkMs,
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)![1]) / 1024;
}

async function bareServer(body: string, port: number) {
  const server = createServer((_req, res) => {
    res.writeHead(200, {
      'content-type': 'application/json; charset=utf-8',
      'content-length': Buffer.byteLength(body),
    });
    res.end(body);
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

async function main() {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'shop-bench-'));
  const port = 3400;
  const barePort = 3401;
  // First start seeds; the second start (existing data) is what A9 measures.
  let shop = await startShop(dataDir, port);
  await shop.stop();
  shop = await startShop(dataDir, port);
  const restartMs = shop.firstOkMs;
  const base = `http://127.0.0.1:${port}`;

  const productsBody = await (
    await fetch(`${base}/api/products`, { headers: { 'accept-encoding': 'identity' } })
  ).text();
  const healthBody = await (await fetch(`${base}/api/health`)).text();
  const etag = (await fetch(`${base}/api/products`)).headers.get('etag')!;
  const notModified = await fetch(`${base}/api/products`, { headers: { 'if-none-match': etag } });
  const a3 = { status: notModified.status, bodyBytes: (await notModified.text()).length };

  await new Promise((resolve) => setTimeout(resolve, 1000));
  const idleRssMb = rssMb(shop.pid);

  const a1: number[] = [];
  const a2: number[] = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    const ours = await load(`${base}/api/products`);
    const bare = await bareServer(productsBody, barePort);
    const reference = await load(`http://127.0.0.1:${barePort}/`);
    await bare.close();
    a1.push(ours.rps / reference.rps);

    const oursHealth = await load(`${base}/api/health`);
    const bareHealth = await bareServer(healthBody, barePort);
    const referenceHealth = await load(`http://127.0.0.1:${barePort}/`);
    await bareHealth.close();
    a2.push(oursHealth.rps / referenceHealth.rps);
  }

  const products = JSON.parse(productsBody) as { slug: string; id: string }[];
  const session = crypto.randomUUID();
  const mix: autocannon.Request[] = [
    ...Array.from({ length: 7 }, (_, i) => ({ path: i % 2 ? '/api/products?category=cakes' : '/api/products' })),
    ...Array.from({ length: 2 }, (_, i) => ({ path: `/api/products/slug/${products[i]!.slug}` })),
    { path: '/api/cart', headers: { 'x-cart-session': session } },
  ];
  const a4 = await load(`${base}/`, { connections: 100, requests: mix });

  await shop.stop();
  rmSync(dataDir, { recursive: true, force: true });

  const results = {
    machine: { cpus: os.cpus().length, node: process.version },
    commit: process.env.GIT_COMMIT ?? null,
    A1_products_vs_static: { ratio: median(a1), budget: '≥ 0.5 (aim 0.7)', rounds: a1 },
    A2_health_vs_bare_http: { ratio: median(a2), budget: '≥ 0.9', rounds: a2 },
    A3_if_none_match: { ...a3, budget: '304 with an empty body' },
    A4_browse_mix_100_connections: { ...a4, budget: 'p99 ≤ 25 ms, 0 errors' },
    A9_restart_and_memory_pglite: {
      restartToFirst200Ms: restartMs,
      idleRssMb: Math.round(idleRssMb),
      budget: '≤ 1500 ms, ≤ 200 MB',
    },
  };
  console.table({
    A1: { value: results.A1_products_vs_static.ratio.toFixed(2), budget: results.A1_products_vs_static.budget },
    A2: { value: results.A2_health_vs_bare_http.ratio.toFixed(2), budget: results.A2_health_vs_bare_http.budget },
    A3: { value: `${a3.status}, ${a3.bodyBytes} bytes`, budget: results.A3_if_none_match.budget },
    A4: {
      value: `p99 ${a4.p99} ms, ${a4.errors} errors, ${a4.non2xx} non-2xx, ${Math.round(a4.rps)} req/s`,
      budget: results.A4_browse_mix_100_connections.budget,
    },
    A9: { value: `${restartMs} ms, ${Math.round(idleRssMb)} MB`, budget: results.A9_restart_and_memory_pglite.budget },
  });
  const outDir = path.join(root, 'bench/results');
  mkdirSync(outDir, { recursive: true });
  const file = path.join(outDir, `${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
  writeFileSync(file, `${JSON.stringify(results, null, 2)}\n`);
  console.log(`written ${path.relative(root, file)}`);
}

await main();
