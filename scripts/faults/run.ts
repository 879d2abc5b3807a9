/**
 * `npm run test:faults`: the fault cases of quality/security.md (P43, P46, P47 and the fault parts
 * of P28 and P37) against the real built server with its own PostgreSQL, s3rver and fake Stripe,
 * all started here on 127.0.0.1 (environment.ts). It asserts what is certain (the process stays
 * up, status codes, recovery, nothing lost in SQL, and the issue's bound of a 503 within 2 s while
 * PostgreSQL or the bucket is down) and prints the other timings as a table without failing on them. Exits 1 when an assertion failed. Builds first when dist/ is not current.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createEnvironment, type Environment } from './environment';
import { paymentProviderStopped } from './p28-payments';
import { storageStopped } from './p37-storage';
import { bootWithoutDatabase, databaseRestartUnderLoad } from './p43-database';
import { overload, slowClients } from './p46-p47-load';
import { havePostgresBinaries, PG_BIN } from './postgres';
import { FaultReport, seconds } from './report';
import { until200 } from './shop-process';
import { withSql } from './invariants';
import { writeTestCount } from '../test-count/write.mjs';

// The build's own freshness check (a plain .mjs module shared with `npm start`).
const { root, sourceStamp, STAMP_FILE } = (await import(new URL('../source-stamp.mjs', import.meta.url).href)) as {
  root: string;
  sourceStamp: () => string;
  STAMP_FILE: string;
};
const started = Date.now();
const here = path.dirname(fileURLToPath(import.meta.url));

if (!havePostgresBinaries()) {
  console.error(`The fault script needs PostgreSQL's server binaries in ${PG_BIN} (apt-get install postgresql-15).`);
  process.exit(1);
}
if (!(existsSync(STAMP_FILE) && readFileSync(STAMP_FILE, 'utf8') === sourceStamp())) {
  console.log('Sources changed since the last build: building…');
  execFileSync(process.execPath, [path.join(root, 'scripts/build.mjs')], { stdio: 'inherit', cwd: root });
}

const report = new FaultReport();
let env: Environment | undefined;

/** The last lines of the server's logs, to explain a failure before the folder is removed. */
function serverLogTails(dir: string): string {
  return readdirSync(dir)
    .filter((name) => name.startsWith('server-'))
    .map((name) => {
      const lines = readFileSync(path.join(dir, name), 'utf8').trim().split('\n');
      // Error lines (level 50) whole up to 3,000 characters: a 500's route and cause are past 300.
      const errors = lines.filter((l) => l.startsWith('{"level":50')).slice(0, 5);
      return `--- ${name} (last 15 lines, cut at 300 characters)\n${lines
        .slice(-15)
        .map((l) => l.slice(0, 300))
        .join(
          '\n',
        )}${errors.length ? `\n--- ${name}: first error lines\n${errors.map((l) => l.slice(0, 3000)).join('\n')}` : ''}`;
    })
    .join('\n');
}

async function phase(title: string, work: () => Promise<void>) {
  const at = Date.now();
  console.log(`\n▶ ${title}`);
  try {
    await work();
  } catch (error) {
    report.check('', false, `${title} could not run: ${error instanceof Error ? error.stack : String(error)}`);
  }
  console.log(`  (${seconds(Date.now() - at)})`);
}

try {
  await phase('starting PostgreSQL, s3rver, fake Stripe and the server', async () => {
    env = await createEnvironment(root);
    const shop = env.startShop();
    const ms = await until200(`${shop.url}/api/health`, 90_000);
    if (ms === null)
      throw new Error(`the server did not answer /api/health: ${shop.unexpectedExit ?? 'no 200 in 90 s'}`);
    report.figure('setup', 'first start (migrations, demo seed) to 200', seconds(ms));
    if ((await fetch(`${shop.url}/api/ready`)).status !== 404) env.readyPath = '/api/ready';
    report.figure('setup', 'database readiness asked at', env.readyPath);
    // Like the checkout API tests: no minimum order and room in every slot, so checkouts test faults only.
    await withSql(env.pg.url, async (c) => {
      await c.query('update business_settings set slot_capacity = 1000, minimum_order_cents = 0');
      await c.query('notify settings_changed');
    });
  });
  if (!env || report.failures.length) throw new Error('setup failed');
  const e = env;
  const customer = await e.signIn('customer');
  const admin = await e.signIn('admin');

  await phase('P43 PostgreSQL restarted and crashed under load, with checkouts', () =>
    databaseRestartUnderLoad(e, report, customer),
  );
  await phase('P28 payment provider stopped', () => paymentProviderStopped(e, report, customer));
  await phase('P37 object store stopped', () => storageStopped(e, report, admin));
  await phase('P46 overload', () => overload(e, report));
  await phase('P47 slow clients', () => slowClients(e, report));
  await phase('P43 server started while PostgreSQL is down', () => bootWithoutDatabase(e, report));
} catch (error) {
  if (!report.failures.length) report.check('', false, error instanceof Error ? error.message : String(error));
} finally {
  if (report.failures.length && env) console.log(`\n${serverLogTails(env.dir)}`);
  await env?.close().catch((error: unknown) => console.error('cleanup:', error));
}

writeTestCount({
  passed: report.passed,
  failed: report.failures.length,
  failures: report.failures.map((failure) => `fault script: ${failure}`),
});
console.log(`\nFault cases (${path.relative(root, here)}), ${seconds(Date.now() - started)}:\n${report.table()}`);
if (report.failures.length) {
  console.error(`\n✖ ${report.failures.length} assertion(s) failed:\n  ${report.failures.join('\n  ')}`);
  process.exit(1);
}
console.log('\n✔ every fault assertion held');
process.exit(0);
