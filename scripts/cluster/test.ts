/**
 * `npm run test:cluster`: two copies of the built shop behind nginx (deploy/nginx/shop.conf) on a
 * fresh PostgreSQL database (made here, dropped at the end), Redis and an s3rver bucket, driven
 * over HTTP (checks in test-shared.ts and test-failures.ts). Which copy answered a request is read
 * from nginx's access log, by the request id every answer carries. Needs nginx, PostgreSQL
 * (DATABASE_URL names the server; its own database is left alone) and Redis (REDIS_URL). Ports
 * 3335-3337 unless CLUSTER_TEST_PORTS says otherwise.
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import S3rver from 's3rver';
import { type Cluster, ensureBuild, startCluster } from './cluster';
import { type ClusterTest, failed, failures, results } from './test-context';
import { failureChecks } from './test-failures';
import { sharedStateChecks } from './test-shared';
import { writeTestCount } from '../test-count/write.mjs';

const TIME_LIMIT_MS = 120_000;
const [balancerPort, ...copyPorts] = (process.env.CLUSTER_TEST_PORTS ?? '3335,3336,3337').split(',').map(Number);
const serverUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const BUCKET = 'shop-cluster';
const began = Date.now();

// --- the parts: a database of our own, a bucket, a data folder ---
const dbName = `shop_cluster_${randomUUID().slice(0, 8)}`;
const databaseUrl = Object.assign(new URL(serverUrl), { pathname: `/${dbName}` }).toString();
const admin = new pg.Client({ connectionString: serverUrl });
await admin.connect();
await admin.query(`CREATE DATABASE ${dbName}`);
const sql = new pg.Pool({ connectionString: databaseUrl, max: 2 });
// An idle connection ended by the database's drop at the end is no failure of the test.
sql.on('error', () => {});

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'shop-cluster-data-'));
const s3Dir = mkdtempSync(path.join(os.tmpdir(), 'shop-cluster-s3-'));
const s3 = new S3rver({
  address: '127.0.0.1',
  port: 0,
  silent: true,
  directory: s3Dir,
  configureBuckets: [{ name: BUCKET }],
});
const s3Endpoint = `http://127.0.0.1:${(await s3.run()).port}`;

let cluster: Cluster | null = null;
async function cleanUp() {
  await cluster?.stop().catch((error: unknown) => console.error('stopping the cluster:', error));
  await sql.end().catch(() => {});
  await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`).catch((error: unknown) => console.error(error));
  await admin.end().catch(() => {});
  await s3.close().catch(() => {});
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(s3Dir, { recursive: true, force: true });
}
const watchdog = setTimeout(() => {
  console.error(`✖ the cluster test took longer than ${TIME_LIMIT_MS / 1000} s`);
  void cleanUp().finally(() => process.exit(1));
}, TIME_LIMIT_MS);

const env = {
  NODE_ENV: 'production',
  PAYMENTS: 'test',
  SEED_DEMO: 'true',
  LOG_LEVEL: 'info',
  DATA_DIR: dataDir,
  DATABASE_URL: databaseUrl,
  REDIS_URL: redisUrl,
  // Many checkouts by one customer in a minute; the shared limit is shown with the contact form.
  RATE_LIMIT_PAYMENT_INTENTS_PER_MINUTE: '1000',
  RATE_LIMIT_CONTACT_PER_MINUTE: '5',
  S3_BUCKET: BUCKET,
  S3_ENDPOINT: s3Endpoint,
  S3_REGION: 'us-east-1',
  S3_ACCESS_KEY_ID: 'S3RVER',
  S3_SECRET_ACCESS_KEY: 'S3RVER',
  S3_FORCE_PATH_STYLE: 'true',
};

try {
  ensureBuild();
  const starting = Date.now();
  cluster = await startCluster({ balancerPort: balancerPort!, copyPorts, env });
  console.log(
    `cluster up in ${Date.now() - starting} ms: ${cluster.url} → ${cluster.copies.map((c) => c.url).join(', ')}`,
  );
  const t: ClusterTest = { cluster, lb: cluster.url, sql, env, s3Endpoint };
  // Slots and the minimum order are not what this test is about (they have tests of their own).
  await sql.query('UPDATE business_settings SET slot_capacity = 1000, minimum_order_cents = 0');
  const session = await sharedStateChecks(t);
  await failureChecks(t, session);
} catch (error) {
  failed('the cluster test could not go on', error);
} finally {
  clearTimeout(watchdog);
  if (failures && cluster) {
    for (const copy of cluster.copies) {
      console.error(`--- last lines of ${copy.name}\n${copy.lines.slice(-15).join('\n')}`);
    }
  }
  await cleanUp();
}
writeTestCount({
  passed: results.length - failures,
  failed: failures,
  failures: results.filter((line) => line.startsWith('✖')).map((line) => `cluster test: ${line.slice(2)}`),
});
console.log(
  `\nCluster test: ${results.length - failures} passed, ${failures} failed in ${Math.round((Date.now() - began) / 1000)} s` +
    `\n  ${results.join('\n  ')}`,
);
process.exit(failures ? 1 : 0);
