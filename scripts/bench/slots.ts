/**
 * `npm run bench:slots`: issue 23's budget for the slot answer with the kitchen-minutes check:
 * GET /api/checkout/slots for a delivery day ten or more days ahead, with a cart of two cakes
 * (so each slot answers how many orders of this size still fit), at 50 connections; p99 ≤ 25 ms.
 * The production build on PGlite, or on PostgreSQL with DATABASE_URL (a database this script
 * creates and drops).
 *
 *   npm run build && npm run bench:slots -- [--seconds 5] [--warmup 2]
 */
import { randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { nextDeliveryDay } from '../../src/server/test/checkout-helpers';
import { freshPostgresDatabase } from './database';
import { loadFailures } from './compare';
import { cpuMsPerRequest, root, runLoad, startShop } from './processes';
import { readSettings } from './settings';

const PORT = 3361;
const CONNECTIONS = 50;
const BUDGET_P99_MS = 25;

const settings = readSettings(process.argv.slice(2));
if (!existsSync(path.join(root, 'dist/server/main.js'))) {
  console.error('No production build: run `npm run build` first.');
  process.exit(1);
}

/** A cart of two of the demo's first cake, so the answer counts this cart's kitchen minutes. */
async function cakeCart(base: string): Promise<string> {
  const sessionId = randomUUID();
  const products = (await (await fetch(`${base}/api/products?category=cakes`)).json()) as Array<{ id: string }>;
  const cake = products[0];
  if (!cake) throw new Error('the demo has no cake');
  const added = await fetch(`${base}/api/cart`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ sessionId, productId: cake.id, quantity: 2 }),
  });
  if (!added.ok) throw new Error(`adding the cake answered ${added.status}`);
  return sessionId;
}

async function measure(label: string, dataDir: string, databaseUrl?: string): Promise<boolean> {
  const shop = await startShop({ port: PORT, dataDir, databaseUrl });
  try {
    const sessionId = await cakeCart(shop.base);
    const url = `${shop.base}/api/checkout/slots?date=${nextDeliveryDay(10)}&fulfilment=delivery&sessionId=${sessionId}`;
    const check = await fetch(url);
    const slots = (await check.json()) as Array<{ left?: number | null }>;
    if (!check.ok || !slots.length) throw new Error(`the slots answered ${check.status}`);
    const run = await runLoad({
      url,
      connections: CONNECTIONS,
      seconds: settings.seconds,
      warmupSeconds: settings.warmupSeconds,
    });
    const cpu = await cpuMsPerRequest(shop, url, {}, 2000);
    console.log(`  the shop's CPU per slot answer (2,000 one at a time, warm): ${cpu.toFixed(3)} ms`);
    const failures = loadFailures(run);
    const pass = run.p99 <= BUDGET_P99_MS && failures === 0;
    console.log(
      `GET /api/checkout/slots with a two-cake cart, ${CONNECTIONS} connections, ${label}: p99 ${run.p99} ms, ` +
        `p50 ${run.p50} ms, ${run.requests} requests${failures ? `, ${failures} failed` : ''} ` +
        `(budget p99 ≤ ${BUDGET_P99_MS} ms: ${pass ? 'pass' : 'FAIL'})`,
    );
    return pass;
  } finally {
    await shop.stop();
  }
}

const workDir = mkdtempSync(path.join(os.tmpdir(), 'shop-bench-slots-'));
console.log(
  `load average before: ${os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(', ')} (${os.cpus().length} cores)`,
);
let ok = true;
try {
  ok = (await measure('PGlite', path.join(workDir, 'pglite'))) && ok;
  if (process.env.DATABASE_URL) {
    const database = await freshPostgresDatabase(process.env.DATABASE_URL);
    try {
      ok = (await measure('PostgreSQL', path.join(workDir, 'postgres'), database.url)) && ok;
    } finally {
      await database.drop();
    }
  }
} finally {
  rmSync(workDir, { recursive: true, force: true });
}
process.exitCode = ok ? 0 : 1;
