/**
 * `npm test`: everything CI runs, in order, stopping at the first failure:
 * the static checks side by side, then three lanes side by side: the browser journeys against the
 * built app, the unit + API tests on PGlite, and the API tests again on PostgreSQL when DATABASE_URL
 * is set; then, alone, the fault script and the cluster test.
 * It ends (also on a failure) with which suites ran on which database and whether Redis tests ran,
 * and then with one line alone, `Tests: N passed, N failed` over every suite, which is how CI
 * knows how many tests ran (a check that is not a test suite and fails counts as one failure).
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { HEADLESS_SHELL, journeyBrowser } from './journey-browser.mjs';
import { root } from './source-stamp.mjs';
import {
  countFile,
  countFileFailures,
  countLine,
  playwrightCount,
  playwrightProblems,
  vitestCount,
  vitestFailures,
} from './test-count/tally.mjs';

const bin = (name) => path.join(root, 'node_modules/.bin', name);
const timings = [];
/**
 * What ran where, printed at the end so a green run cannot hide a suite that never ran; the
 * PostgreSQL and browser lanes and the steps run alone after them keep their own lists, so the
 * summary's order does not depend on which lane ends first.
 */
const ran = [];
const ranPostgres = [];
const ranBrowser = [];
const ranAlone = [];

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
/** Failed tests and flaky journeys by name, printed just above the closing line (decision 0222). */
const problems = { failed: [], flaky: [] };
const problemReaders = {
  vitest: (file) => ({ failed: vitestFailures(file, root), flaky: [] }),
  playwright: playwrightProblems,
  file: (file) => ({ failed: countFileFailures(file), flaky: [] }),
};
function addCount(report) {
  if (!report) return;
  try {
    const found = problemReaders[report.kind](report.file);
    problems.failed.push(...found.failed);
    problems.flaky.push(...found.flaky);
  } catch {
    // The count below says the step's report is missing.
  }
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
  const named = (heading, lines) => (lines.length ? [heading, ...lines.map((line) => `  ${line}`)] : []);
  return [
    'Test suites:',
    ...(ran.length + ranPostgres.length + ranBrowser.length + ranAlone.length
      ? [...ran, ...ranPostgres, ...ranAlone, ...ranBrowser]
      : ['none ran']
    ).map((line) => `  ${line}`),
    ...named('Journeys that passed only on their retry (defects to fix):', problems.flaky),
    ...named('Failed tests:', problems.failed),
  ].join('\n');
}

/** Names of the test steps that failed; once there is one, no lane starts another step. */
const failedSteps = [];

/**
 * Runs one test step; `report` says where it leaves its counts ({ kind: 'vitest' | 'playwright' |
 * 'file', file }). A `live` step writes to the terminal as it goes; the others run beside it, so
 * their output is kept and printed whole when they end, and the log reads step by step.
 * Resolves to whether the step passed.
 */
function runStep(name, cmd, args, { env = {}, report, live = false } = {}) {
  const started = Date.now();
  console.log(live ? `\n▶ ${name}` : `\n▷ ${name}: started (its output follows when it ends)`);
  return new Promise((resolve) => {
    const child = spawn(cmd, args, {
      cwd: root,
      stdio: live ? 'inherit' : ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, ...env },
    });
    const output = [];
    child.stdout?.on('data', (chunk) => output.push(chunk));
    child.stderr?.on('data', (chunk) => output.push(chunk));
    // A command that cannot start (missing binary) fails its step instead of ending npm test unsummed.
    child.on('error', (error) => (live ? console.log(error.message) : output.push(Buffer.from(`${error.message}\n`))));
    child.on('close', (status) => {
      const took = `${((Date.now() - started) / 1000).toFixed(0)} s`;
      if (!live) console.log(`\n▶ ${name} (${took})\n${Buffer.concat(output).toString().trimEnd()}`);
      timings.push(`${name}: ${took}`);
      addCount(report && { ...report, failedStatus: status !== 0 });
      if (status !== 0) {
        if (!report) total.failed += 1;
        failedSteps.push(name);
        console.log(`\n✖ ${name} failed`);
      }
      resolve(status === 0);
    });
  });
}

/** One lane's steps in turn, each an async function that resolves to whether it passed. */
async function runLane(steps) {
  for (const next of steps) {
    if (failedSteps.length) return;
    if (!(await next())) return;
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
  return runStep(name, cmd, args, { env: { ...env, TEST_COUNT_FILE: file }, report: { kind: 'file', file } });
}

/**
 * Debian packages the later steps use: Chromium's headless shell for the journeys (required, or the
 * full Chromium: scripts/journey-browser.mjs), sqlmap for the P15 injection scan and nginx for the
 * cluster test (each skipped, and said so, without it). As root they are installed with apt, as
 * `npm ci` installs the npm ones, so a fresh machine runs every step.
 */
function ensureDebianPackages() {
  const nginx = process.env.NGINX_PATH ?? '/usr/sbin/nginx';
  const missing = [
    process.env.CHROMIUM_PATH || existsSync(HEADLESS_SHELL.path) ? null : HEADLESS_SHELL.debianPackage,
    existsSync('/usr/bin/sqlmap') ? null : 'sqlmap',
    existsSync(nginx) ? null : 'nginx',
  ].filter(Boolean);
  if (missing.length && process.getuid?.() === 0) {
    console.log(`Installing ${missing.join(' and ')} from Debian (apt-get install)…`);
    spawnSync(
      'sh',
      ['-c', `apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${missing.join(' ')}`],
      { stdio: 'inherit' },
    );
  }
  const browser = journeyBrowser();
  if (browser && existsSync(browser)) return;
  console.error(
    `Browser tests need Chromium: run \`sudo apt-get install -y ${HEADLESS_SHELL.debianPackage}\` (or set CHROMIUM_PATH), then npm test again.`,
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

/**
 * With PostgreSQL there, each ordinary API test file runs on one of the two databases, races and
 * database-specific files on both (decision 0237); without it, PGlite runs them all.
 */
const apiTestsSplit = process.env.DATABASE_URL ? '1' : '0';
/**
 * The test steps run in three lanes side by side (decisions 0225, 0241): the browser journeys in
 * one, the unit + API tests on PGlite in another, and the API tests on PostgreSQL, which spend part
 * of their time waiting on the database server, in the third. Each lane stops at its first failure,
 * and once a step has failed no lane starts another step; what is running finishes and is counted.
 */
const pgliteLane = [
  async () => {
    if (
      !(await runStep('unit + API tests on PGlite', bin('vitest'), ['run', ...withReport('pglite.json')], {
        env: { TEST_DB: 'pglite', API_TESTS_SPLIT: apiTestsSplit },
        report: { kind: 'vitest', file: path.join(reports, 'pglite.json') },
      }))
    )
      return false;
    ran.push(
      `unit tests: ${counted('pglite.json', (f) => !isApiTest(f))}`,
      `API tests on PGlite: ${counted('pglite.json', isApiTest)} (race tests run on PostgreSQL only: PGlite has one connection)${apiTestsSplit === '1' ? '; each ordinary file on one of the two databases (decision 0237)' : ''}`,
      process.env.REDIS_URL
        ? `Redis tests (*.redis.test.ts) against ${redactUrl(process.env.REDIS_URL)}: ${counted('pglite.json', isRedisTest)} on PGlite`
        : 'Redis tests (*.redis.test.ts): NOT run (REDIS_URL is not set)',
    );
    return true;
  },
];
const postgresLane = [
  async () => {
    if (!process.env.DATABASE_URL) {
      ranPostgres.push('API tests on PostgreSQL: NOT run (DATABASE_URL is not set), so no race test ran');
      return true;
    }
    if (
      !(await runStep(
        'API tests on PostgreSQL',
        bin('vitest'),
        ['run', '--project', 'api-pg', ...withReport('postgres.json')],
        {
          env: { TEST_DB: 'postgres', API_TESTS_SPLIT: apiTestsSplit },
          report: { kind: 'vitest', file: path.join(reports, 'postgres.json') },
        },
      ))
    )
      return false;
    ranPostgres.push(
      `API tests on PostgreSQL (${redactUrl(process.env.DATABASE_URL)}): ${counted('postgres.json', isApiTest)}, race tests included`,
    );
    return true;
  },
];
/**
 * The fault script and the cluster test assert the shop's promised timings (a 503 within 2 s, back
 * within 10 s of PostgreSQL): they run once every lane has ended, on a machine the journeys' Chromium
 * no longer holds (decision 0238: beside it, in CI, one fault assertion failed that held alone).
 */
const quietSteps = [
  async () => (await import('./faults/npm-test-step.mjs')).faultsStep({ step: countedStep, ran: ranAlone, root }),
  async () => (await import('./cluster/npm-test-step.mjs')).clusterStep({ step: countedStep, ran: ranAlone, root }),
];
const journeys = path.join(reports, 'playwright.json');
const browserLane = [
  async () => {
    if (
      !(await runStep('browser journeys (Playwright, Chromium)', bin('playwright'), ['test', '--reporter=line,json'], {
        env: { CI: process.env.CI ?? '1', PLAYWRIGHT_JSON_OUTPUT_FILE: journeys },
        report: { kind: 'playwright', file: journeys },
        live: true,
      }))
    )
      return false;
    ranBrowser.push('browser journeys: ran (the built app on its embedded PGlite)');
    return true;
  },
];
await Promise.all([runLane(pgliteLane), runLane(postgresLane), runLane(browserLane)]);
await runLane(quietSteps);

if (failedSteps.length) {
  console.log(`\n✖ ${failedSteps.join(', ')} failed\n  ${timings.join('\n  ')}\n${summary()}\n${countLine(total)}`);
  process.exit(1);
}
console.log(`\n✔ all checks passed\n  ${timings.join('\n  ')}\n${summary()}\n${countLine(total)}`);
