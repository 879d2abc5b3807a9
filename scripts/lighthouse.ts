/**
 * `npm run lighthouse`: Lighthouse mobile performance (budgets F3/F4) on the production build,
 * median of LH_RUNS runs (default 5) per page, against Debian's Chromium. Writes
 * bench/results/lighthouse-<time>.json. Run `npm run build` first; never at the same time as load tests.
 *
 * Lighthouse is installed on first use (`npm i --no-save`), not locked with the project: its
 * dependency tree pins a dist-tag that `npm ci` here cannot reproduce.
 */
import { execFileSync, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

interface LighthouseResult {
  lhr: {
    categories: Record<string, { score: number | null } | undefined>;
    audits: Record<string, { numericValue?: number; details?: unknown } | undefined>;
  };
}
type RunLighthouse = (url: string, flags: Record<string, unknown>) => Promise<LighthouseResult | undefined>;
interface ChromeLauncher {
  launch(options: { chromePath: string; chromeFlags: string[] }): Promise<{ port: number; kill(): Promise<void> }>;
}

async function loadTools(): Promise<{ lighthouse: RunLighthouse; chromeLauncher: ChromeLauncher }> {
  const load = async () => ({
    lighthouse: ((await import('lighthouse' as string)) as { default: RunLighthouse }).default,
    chromeLauncher: (await import('chrome-launcher' as string)) as ChromeLauncher,
  });
  try {
    return await load();
  } catch {
    console.log('installing lighthouse@12 (not saved to package.json)…');
    execFileSync('npm', ['install', '--no-save', 'lighthouse@12'], { cwd: root, stdio: 'inherit' });
    return load();
  }
}
const { lighthouse, chromeLauncher } = await loadTools();
const RUNS = Number(process.env.LH_RUNS ?? 5);
const port = 3450;
const base = `http://127.0.0.1:${port}`;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'shop-lh-'));
const shop = spawn(process.execPath, [path.join(root, 'dist/server/main.js')], {
  env: {
    ...process.env,
    DATABASE_URL: '',
    REDIS_URL: '',
    NODE_ENV: 'production',
    SEED_DEMO: 'true',
    PAYMENTS: 'test',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    PUBLIC_URL: base,
    LOG_LEVEL: 'error',
  },
  stdio: 'inherit',
});
for (let i = 0; ; i += 1) {
  try {
    if ((await fetch(`${base}/api/health`)).ok) break;
  } catch {
    if (i > 300) throw new Error('the shop did not start');
  }
  await new Promise((resolve) => setTimeout(resolve, 100));
}

const [product] = (await (await fetch(`${base}/api/products?limit=1`)).json()) as { slug: string }[];
const pages = ['/', '/category/cakes', `/product/details/${product!.slug}`];
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  chromeFlags: [
    '--headless=new',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
});

const results: Record<string, unknown> = {};
try {
  for (const page of pages) {
    const runs: { score: number; lcp: number; tbt: number; cls: number; bytes: number; requests: number }[] = [];
    for (let run = 0; run < RUNS; run += 1) {
      const result = await lighthouse(`${base}${page}`, {
        port: chrome.port,
        output: 'json',
        onlyCategories: ['performance'],
        logLevel: 'error',
      });
      const audits = result!.lhr.audits;
      runs.push({
        score: Math.round((result!.lhr.categories.performance!.score ?? 0) * 100),
        lcp: Math.round(audits['largest-contentful-paint']!.numericValue ?? 0),
        tbt: Math.round(audits['total-blocking-time']!.numericValue ?? 0),
        cls: Number((audits['cumulative-layout-shift']!.numericValue ?? 0).toFixed(3)),
        bytes: Math.round((audits['total-byte-weight']!.numericValue ?? 0) / 1024),
        requests: (audits['network-requests']!.details as { items?: unknown[] } | undefined)?.items?.length ?? 0,
      });
    }
    results[page] = {
      score: median(runs.map((r) => r.score)),
      lcpMs: median(runs.map((r) => r.lcp)),
      tbtMs: median(runs.map((r) => r.tbt)),
      cls: median(runs.map((r) => r.cls)),
      weightKb: median(runs.map((r) => r.bytes)),
      requests: median(runs.map((r) => r.requests)),
      runs,
    };
  }
} finally {
  await chrome.kill();
  shop.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
}

console.table(
  Object.fromEntries(
    Object.entries(results).map(([page, r]) => {
      const { runs: _runs, ...summary } = r as Record<string, unknown>;
      return [page, summary];
    }),
  ),
);
console.log('budgets: score ≥ 95, LCP ≤ 1800 ms, TBT ≤ 50 ms, CLS ≤ 0.02, home ≤ 350 KB and ≤ 20 requests');
const outDir = path.join(root, 'bench/results');
mkdirSync(outDir, { recursive: true });
const file = path.join(outDir, `lighthouse-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
writeFileSync(file, `${JSON.stringify(results, null, 2)}\n`);
console.log(`written ${path.relative(root, file)}`);
