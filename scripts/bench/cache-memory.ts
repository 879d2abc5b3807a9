/**
 * `npm run bench:cache-memory`: what hostile search terms do to the process's memory (issue 27:
 * 120 terms cost 134 MiB when the search cache was bounded by count alone). Builds the shop in this
 * process on a fresh embedded database grown to `--products`, asks for `--terms` searches that each
 * match much of the catalogue under a new key, and prints RSS and heap before and after (after a
 * full GC). A bench, not a test: RSS depends on the machine; the tests check the accounted bytes.
 *
 *   npm run bench:cache-memory -- [--products 5000] [--terms 1000] [--encoding identity|gzip|br]
 */
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { buildApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import { openDatabase } from '../../src/server/db/client';
import { prepareDatabase } from '../../src/server/db/prepare';
import { CATALOG_BODIES_MAX_BYTES, MiB, PAGE_CACHE_MAX_BYTES } from '../../src/server/platform/memory/budgets';
import { extraProductsSql } from './database';

const arg = (name: string, fallback: string) => {
  const at = process.argv.indexOf(`--${name}`);
  return at > 0 ? process.argv[at + 1]! : fallback;
};
const products = Number(arg('products', '5000'));
const terms = Number(arg('terms', '1000'));
const encoding = arg('encoding', 'identity');

const gc = (globalThis as { gc?: () => void }).gc;
if (!gc) throw new Error('run with node --expose-gc (npm run bench:cache-memory does)');

function memory() {
  gc!();
  const { rss, heapUsed } = process.memoryUsage();
  return { rss, heapUsed };
}

/** A new key each time (spaces and case), the same few letters: each answer holds much of the catalogue. */
const hostileTerm = (i: number) =>
  `${' '.repeat(i % 40)}${i % 2 ? 'e' : 'E'}${' '.repeat(Math.floor(i / 40) % 40)}${i >= 1600 ? 'a' : ''}`;

const dir = mkdtempSync(path.join(os.tmpdir(), 'shop-cache-memory-'));
const config = loadConfig({
  NODE_ENV: 'test',
  DATA_DIR: dir,
  LOG_LEVEL: 'silent',
  CHECKOUT_SWEEP_SECONDS: '0',
  CATALOG_CACHE_SECONDS: '3600',
  RATE_LIMIT_SEARCHES_PER_SECOND: '1000000',
});
const database = await openDatabase(config.database);
await prepareDatabase(database, config);
await database.db.execute(sql.raw(extraProductsSql(products)));
const app = await buildApp({ config, database, logger: false });
// Over real HTTP: `app.inject` keeps each answer's buffers for a while, which would be measured instead.
await app.listen({ port: 0, host: '127.0.0.1' });
const { port } = app.server.address() as AddressInfo;

const headers = { 'accept-encoding': encoding };
const get = async (search?: string) => {
  const query = search === undefined ? '' : `?search=${encodeURIComponent(search)}`;
  const res = await fetch(`http://127.0.0.1:${port}/api/products${query}`, { headers });
  if (res.status !== 200) throw new Error(`search ${JSON.stringify(search)}: ${res.status}`);
  return (await res.arrayBuffer()).byteLength;
};
const listingBytes = await get();
const before = memory();
const began = performance.now();
for (let i = 0; i < terms; i += 1) await get(hostileTerm(i));
const seconds = (performance.now() - began) / 1000;
const after = memory();

const mib = (bytes: number) => `${(bytes / MiB).toFixed(1)} MiB`;
console.log(
  `products ${products}, full listing ${mib(listingBytes)} (${encoding}), ${terms} hostile terms in ${seconds.toFixed(1)} s`,
);
console.log(`budgets: catalogue answers ${mib(CATALOG_BODIES_MAX_BYTES)}, pages ${mib(PAGE_CACHE_MAX_BYTES)}`);
console.log(`RSS  ${mib(before.rss)} -> ${mib(after.rss)} (+${mib(after.rss - before.rss)})`);
console.log(`heap ${mib(before.heapUsed)} -> ${mib(after.heapUsed)} (+${mib(after.heapUsed - before.heapUsed)})`);

await app.close();
await database.close();
rmSync(dir, { recursive: true, force: true });
