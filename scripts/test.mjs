/**
 * `npm test`: everything CI runs, in order, stopping at the first failure:
 * typecheck, lint, formatting, schema drift, unit + API tests on PGlite, the API tests again on
 * PostgreSQL when DATABASE_URL is set, then the browser journeys against the built app.
 * It ends (also on a failure) with which suites ran on which database and whether Redis tests ran,
 * and then with one line alone, `Tests: N passed, N failed` over every suite, which is how CI
 * knows how many tests ran (a check that is not a test suite and fails counts as one failure).
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { root } from './source-stamp.mjs';
import { countFile, countLine, playwrightCount, vitestCount } from './test-count/tally.mjs';

const bin = (name) => path.join(root, 'node_modules/.bin', name);
const timings = [];
/** What ran where, printed at the end so a green run cannot hide a suite that never ran. */
const ran = [];

function redactUrl(url) {
  try {
    const parsed = new URL(url);
    parsed.password = parsed.password ? '***' : '';
    return parsed.toString();
  } catch {
    return '(unparsable URL)';
  }
}

const reports = mkdtempSync(path.join(os.tmpdir(), 'shop-test-report-'));
process.on('exit', () => rmSync(reports, { recursive: true, force: true }));

/** Vitest arguments that also write a JSON report, so the summary can say how many tests ran. */
const withReport = (name) => ['--reporter=default', '--reporter=json', `--outputFile.json=${path.join(reports, name)}`];

/** "181 passed, 2 skipped" for the test files whose path matches `pick`, from a JSON report. */
function counted(name, pick) {
  try {
    const count = vitestCount(path.join(reports, name), (file) => pick(path.relative(root, file)));
    return (
      Object.entries(count)
        .filter(([, n]) => n)
        .map(([status, n]) => `${n} ${status}`)
        .join(', ') || 'no tests'
    );
  } catch {
    return 'count unavailable';
  }
}

/** Every suite's tests, added up for the closing line. */
const total = { passed: 0, failed: 0, skipped: 0 };
/** How each test step's report is read: a step whose report is missing (it crashed) counts as one failure. */
const readers = {
  vitest: (file) => vitestCount(file),
  playwright: playwrightCount,
  file: countFile,
};
function addCount(report) {
  if (!report) return;
  try {
    const count = readers[report.kind](report.file);
    for (const key of Object.keys(total)) total[key] += count[key];
    // A runner that exits non-zero with no failed test (an unhandled error, a server that never
    // started) still failed: it counts as one.
    if (report.failedStatus && !count.failed) total.failed += 1;
  } catch {
    total.failed += 1;
  }
}

const isApiTest = (file) => file.startsWith('src/server/');
const isRedisTest = (file) => file.endsWith('.redis.test.ts');

function summary() {
  return ['Test suites:', ...(ran.length ? ran : ['none ran']).map((line) => `  ${line}`)].join('\n');
}

/**
 * Runs one step; `report` says where a test step leaves its counts ({ kind: 'vitest' | 'playwright' |
 * 'file', file }). On a failure it prints the summary and the count line, then stops.
 */
function step(name, cmd, args, env = {}, report = undefined) {
  const started = Date.now();
  console.log(`\n▶ ${name}`);
  const result = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  timings.push(`${name}: ${((Date.now() - started) / 1000).toFixed(0)} s`);
  addCount(report && { ...report, failedStatus: result.status !== 0 });
  if (result.status !== 0) {
    if (!report) total.failed += 1;
    console.log(`\n✖ ${name} failed\n  ${timings.join('\n  ')}\n${summary()}\n${countLine(total)}`);
    process.exit(result.status ?? 1);
  }
}

/**
 * The static checks, run side by side (each is mostly one process on one core, so two cores finish
 * them in about the time of the slowest). Each one's output is printed whole when it ends, so the
 * log reads as if they ran in turn; any failure stops `npm test` after all have ended.
 */
async function parallelSteps(steps) {
  const started = Date.now();
  const results = await Promise.all(
    steps.map(
      ([name, cmd, args]) =>
        new Promise((resolve) => {
          const child = spawn(cmd, args, { cwd: root, env: process.env });
          const output = [];
          child.stdout.on('data', (chunk) => output.push(chunk));
          child.stderr.on('data', (chunk) => output.push(chunk));
          child.on('close', (status) => {
            console.log(`\n▶ ${name}\n${Buffer.concat(output).toString().trimEnd()}`);
            timings.push(`${name}: ${((Date.now() - started) / 1000).toFixed(0)} s (side by side)`);
            resolve({ name, status });
          });
        }),
    ),
  );
  const failed = results.filter((result) => result.status !== 0);
  if (failed.length) {
    total.failed += failed.length;
    console.log(
      `\n✖ ${failed.map((f) => f.name).join(', ')} failed\n  ${timings.join('\n  ')}\n${summary()}\n${countLine(total)}`,
    );
    process.exit(1);
  }
}

/** A step of a script that writes its own count (writeTestCount in scripts/test-count/write.mjs). */
function countedStep(name, cmd, args, env = {}) {
  const file = path.join(reports, `${name.replace(/\W+/g, '-')}.json`);
  step(name, cmd, args, { ...env, TEST_COUNT_FILE: file }, { kind: 'file', file });
}

/**
 * Debian packages the later steps use: Chromium for the journeys (required), sqlmap for the P15
 * injection scan and nginx for the cluster test (each skipped, and said so, without it). As root
 * they are installed with apt, as `npm ci` installs the npm ones, so a fresh machine runs every step.
 */
function ensureDebianPackages() {
  const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  const nginx = process.env.NGINX_PATH ?? '/usr/sbin/nginx';
  const missing = [
    existsSync(chromium) ? null : 'chromium',
    existsSync('/usr/bin/sqlmap') ? null : 'sqlmap',
    existsSync(nginx) ? null : 'nginx',
  ].filter(Boolean);
  if (!missing.length) return;
  if (process.getuid?.() === 0) {
    console.log(`Installing ${missing.join(' and ')} from Debian (apt-get install)…`);
    const result = spawnSync(
      'sh',
      ['-c', `apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${missing.join(' ')}`],
      { stdio: 'inherit' },
    );
    if (result.status === 0 || existsSync(chromium)) return;
  }
  if (existsSync(chromium)) return;
  console.error(
    'Browser tests need Chromium: run `sudo apt-get install -y chromium` (or set CHROMIUM_PATH), then npm test again.',
  );
  console.log(countLine({ ...total, failed: total.failed + 1 }));
  process.exit(1);
}

await parallelSteps([
  ['lock file installable with npm ci', process.execPath, [path.join(root, 'scripts/lockfile.mjs')]],
  ['typecheck', bin('tsc'), ['--noEmit', '-p', '.']],
  ['lint', bin('eslint'), ['.']],
  ['supply chain (lockfile-lint, secretlint, SBOM)', process.execPath, [path.join(root, 'scripts/supply-chain.mjs')]],
  ['formatting (prettier --check; `npm run format` fixes it)', bin('prettier'), ['--check', '.']],
  ['schema drift (migrations match schema.ts)', process.execPath, [path.join(root, 'scripts/schema-drift.mjs')]],
  [
    'bundle budget (first-load JS of /, no admin code: F1, F2)',
    process.execPath,
    [path.join(root, 'scripts/bundle-budget.mjs')],
  ],
]);
ensureDebianPackages();
step(
  'unit + API tests on PGlite',
  bin('vitest'),
  ['run', ...withReport('pglite.json')],
  { TEST_DB: 'pglite' },
  {
    kind: 'vitest',
    file: path.join(reports, 'pglite.json'),
  },
);
ran.push(
  `unit tests: ${counted('pglite.json', (f) => !isApiTest(f))}`,
  `API tests on PGlite: ${counted('pglite.json', isApiTest)} (race tests run on PostgreSQL only: PGlite has one connection)`,
  process.env.REDIS_URL
    ? `Redis tests (*.redis.test.ts) against ${redactUrl(process.env.REDIS_URL)}: ${counted('pglite.json', isRedisTest)} on PGlite`
    : 'Redis tests (*.redis.test.ts): NOT run (REDIS_URL is not set)',
);
if (process.env.DATABASE_URL) {
  step(
    'API tests on PostgreSQL',
    bin('vitest'),
    ['run', '--project', 'api-pg', ...withReport('postgres.json')],
    { TEST_DB: 'postgres' },
    { kind: 'vitest', file: path.join(reports, 'postgres.json') },
  );
  ran.push(
    `API tests on PostgreSQL (${redactUrl(process.env.DATABASE_URL)}): ${counted('postgres.json', isApiTest)}, race tests included`,
  );
} else {
  ran.push('API tests on PostgreSQL: NOT run (DATABASE_URL is not set), so no race test ran');
}
(await import('./faults/npm-test-step.mjs')).faultsStep({ step: countedStep, ran, root });
const journeys = path.join(reports, 'playwright.json');
step(
  'browser journeys (Playwright, Chromium)',
  bin('playwright'),
  ['test', '--reporter=line,json'],
  { CI: process.env.CI ?? '1', PLAYWRIGHT_JSON_OUTPUT_FILE: journeys },
  { kind: 'playwright', file: journeys },
);
ran.push('browser journeys: ran (the built app on its embedded PGlite)');
(await import('./cluster/npm-test-step.mjs')).clusterStep({ step: countedStep, ran, root });

console.log(`\n✔ all checks passed\n  ${timings.join('\n  ')}\n${summary()}\n${countLine(total)}`);
