/**
 * `npm run lighthouse`: Lighthouse mobile performance (budgets F3-F5 of quality/performance.md) on
 * the production build against Debian's Chromium, with Lighthouse's default mobile emulation and
 * throttling. Each page gets LH_RUNS (default 5) runs that COMPLETED; a failed run (a runtime
 * error, or no score) is reported and run again, at most LH_RETRIES (default 5) times per page,
 * and never counted. The medians are printed and written to bench/results/lighthouse-<time>.json.
 *
 * Pages: /, /category/cakes, a product page, and /admin signed in as the demo admin on a tablet
 * profile. Run `npm run build` first; never at the same time as load tests (`npm run bench`).
 */
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { signInAdmin, stillSignedIn } from './lighthouse/admin-sign-in';
import { printLighthouseTable, writeLighthouseResults } from './lighthouse/report';
import { type PageSummary, type Run, summarise, toRun } from './lighthouse/runs';
import { type LighthouseResult, loadTools, type PuppeteerPage } from './lighthouse/tools';
import { serverArgs } from './server-process';

const root = fileURLToPath(new URL('..', import.meta.url));
const RUNS = Number(process.env.LH_RUNS ?? 5);
const RETRIES = Number(process.env.LH_RETRIES ?? 5);
const port = Number(process.env.LH_PORT ?? 3360);
const chromePort = port + 1;
/** LH_PAGES=home,admin measures some of the pages only. */
const only = process.env.LH_PAGES?.split(',').map((name) => name.trim());
const wanted = (name: string) => !only || only.includes(name);
const base = `http://127.0.0.1:${port}`;

/** A tablet held upright (about an iPad Air), on Lighthouse's default mobile throttling. */
const TABLET = {
  formFactor: 'mobile',
  screenEmulation: { mobile: true, width: 820, height: 1180, deviceScaleFactor: 2, disabled: false },
  emulatedUserAgent:
    'Mozilla/5.0 (Linux; Android 13; SM-X710) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36',
};

const { lighthouse, chromeLauncher, puppeteer } = await loadTools(root);

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'shop-lh-'));
const shop = spawn(process.execPath, serverArgs(root), {
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
  stdio: ['ignore', 'ignore', 'inherit'],
});
const stopShop = () =>
  new Promise<void>((resolve) => {
    if (shop.exitCode !== null || shop.signalCode !== null) return resolve();
    shop.once('exit', () => resolve());
    shop.kill('SIGTERM');
  });

let chrome: Awaited<ReturnType<typeof chromeLauncher.launch>> | undefined;
const results: Record<string, PageSummary> = {};
try {
  for (let i = 0; ; i += 1) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) break;
    } catch {
      if (i > 600) throw new Error('the shop did not start within 60 s');
    }
    if (shop.exitCode !== null) throw new Error('the shop exited while starting');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const [product] = (await (await fetch(`${base}/api/products?limit=1`)).json()) as { slug: string }[];
  chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    port: chromePort,
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

  /** Runs until RUNS completed or RETRIES failed; a failed run is printed and not counted. */
  async function measure(
    label: string,
    audit: () => Promise<LighthouseResult | undefined>,
    check?: (r: Run) => string | null,
  ) {
    const runs: Run[] = [];
    const failed: { attempt: number; reason: string }[] = [];
    for (let attempt = 1; runs.length < RUNS && failed.length <= RETRIES; attempt += 1) {
      let run: Run;
      try {
        run = toRun(await audit());
      } catch (error) {
        run = { failure: error instanceof Error ? error.message : String(error) } as Run;
      }
      const failure = run.failure ?? check?.(run) ?? null;
      if (failure) {
        failed.push({ attempt, reason: failure });
        console.log(`${label}: run ${attempt} failed and is not counted (${failure}); running it again`);
        continue;
      }
      runs.push(run);
      console.log(`${label}: run ${attempt}: score ${run.score}, LCP ${run.lcpMs} ms, TBT ${run.tbtMs} ms`);
    }
    results[label] = summarise(runs, failed, RUNS);
  }

  const mobileFlags = { port: chromePort, output: 'json', onlyCategories: ['performance'], logLevel: 'error' };
  const pages = { home: '/', category: '/category/cakes', product: `/product/details/${product!.slug}` };
  for (const [name, page] of Object.entries(pages)) {
    if (wanted(name)) await measure(page, () => lighthouse(`${base}${page}`, mobileFlags));
  }
  if (wanted('admin')) {
    // /admin: one tab signed in as the admin, audited in place; its HTTP cache is emptied before
    // each run (Lighthouse's own reset would also wipe the sign-in), so every run is a cold load.
    const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chromePort}`, defaultViewport: null });
    try {
      const tab: PuppeteerPage = await browser.newPage();
      await tab.setViewport({ width: 1280, height: 900 });
      await signInAdmin(tab, base);
      await measure(
        '/admin (tablet, signed in as admin)',
        async () => {
          const cdp = await tab.createCDPSession();
          await cdp.send('Network.clearBrowserCache');
          await cdp.detach();
          return lighthouse(`${base}/admin`, { ...mobileFlags, ...TABLET, disableStorageReset: true }, undefined, tab);
        },
        (run) => (stillSignedIn(run.finalUrl) ? null : `ended on ${run.finalUrl}, not signed in`),
      );
    } finally {
      await browser.disconnect();
    }
  }
} finally {
  await chrome?.kill();
  await stopShop();
  rmSync(dataDir, { recursive: true, force: true });
}

printLighthouseTable(results);
const file = writeLighthouseResults(root, {
  commit: execFileSync('git', ['rev-parse', 'HEAD'], { cwd: root, encoding: 'utf8' }).trim(),
  chromium: execFileSync(process.env.CHROME_PATH ?? '/usr/bin/chromium', ['--version'], { encoding: 'utf8' }).trim(),
  runsPerPage: RUNS,
  pages: results,
});
console.log(`written ${file}`);
