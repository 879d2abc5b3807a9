/**
 * `npm test`: everything CI runs, in order, stopping at the first failure:
 * typecheck, lint, unit + API tests on PGlite, the API tests again on PostgreSQL when
 * DATABASE_URL is set, then the browser journeys against the built app.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { root } from './source-stamp.mjs';

const bin = (name) => path.join(root, 'node_modules/.bin', name);
const timings = [];

function step(name, cmd, args, env = {}) {
  const started = Date.now();
  console.log(`\n▶ ${name}`);
  const result = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  timings.push(`${name}: ${((Date.now() - started) / 1000).toFixed(0)} s`);
  if (result.status !== 0) {
    console.error(`\n✖ ${name} failed`);
    process.exit(result.status ?? 1);
  }
}

function ensureChromium() {
  const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (existsSync(chromium)) return;
  if (process.getuid?.() === 0) {
    console.log('Chromium is missing: installing it from Debian (apt-get install chromium)…');
    execFileSync('sh', ['-c', 'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium'], {
      stdio: 'inherit',
    });
    return;
  }
  console.error(
    'Browser tests need Chromium: run `sudo apt-get install -y chromium` (or set CHROMIUM_PATH), then npm test again.',
  );
  process.exit(1);
}

step('lock file installable with npm ci', process.execPath, [path.join(root, 'scripts/lockfile.mjs')]);
step('typecheck', bin('tsc'), ['--noEmit', '-p', '.']);
step('lint', bin('eslint'), ['.']);
step('unit + API tests on PGlite', bin('vitest'), ['run'], { TEST_DB: 'pglite' });
if (process.env.DATABASE_URL) {
  step('API tests on PostgreSQL', bin('vitest'), ['run', '--project', 'api-pg'], { TEST_DB: 'postgres' });
} else {
  console.log('\n(DATABASE_URL is not set: the API tests ran on PGlite only)');
}
ensureChromium();
step('browser journeys (Playwright, Chromium)', bin('playwright'), ['test'], { CI: process.env.CI ?? '1' });

console.log(`\n✔ all checks passed\n  ${timings.join('\n  ')}`);
