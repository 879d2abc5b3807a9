/**
 * The supply-chain gate (security P42, docs/decisions/0059-supply-chain-gate.md), run by `npm test`:
 *  - the lock file resolves every package from the npm registry over https (lockfile-lint);
 *  - no secret in any tracked file: secretlint's recommended rules (.secretlintrc.json, skipping
 *    what .secretlintignore names) plus Stripe's keys and webhook secrets, which that preset lacks;
 *  - a CycloneDX SBOM of the installed tree can be produced (into a temporary folder, then dropped).
 *
 * `node scripts/supply-chain.mjs` runs all three on the repository. One check on other input,
 * as its tests do: `… lockfile <package-lock.json>`, `… secrets <file>…`, `… sbom`.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { root } from './source-stamp.mjs';

const bin = (name) => path.join(root, 'node_modules/.bin', name);

/** Runs a tool from node_modules/.bin with the output shown; true when it exits 0. */
function run(name, args) {
  const result = spawnSync(bin(name), args, { cwd: root, stdio: 'inherit' });
  if (result.error) console.error(`${name} did not start: ${result.error.message}`);
  return result.status === 0;
}

function checkLockfile(lockfile) {
  console.log(`lockfile-lint: ${path.relative(root, lockfile) || lockfile} (npm registry, https only)`);
  return run('lockfile-lint', ['--type', 'npm', '--path', lockfile, '--allowed-hosts', 'npm', '--validate-https']);
}

/**
 * Stripe secrets (`sk_live_…`, `rk_test_…`, `whsec_…`): long random tails. The short readable
 * placeholders tests configure (`sk_test_fake`, `whsec_for_the_log_test`) do not match.
 */
const STRIPE_SECRET = /\b(?:(?:sk|rk)_(?:live|test)_[0-9A-Za-z]{20,}|whsec_[0-9A-Za-z+/]{24,})/g;
const LARGEST_SCANNED = 5 * 1024 * 1024;

function stripeSecrets(files) {
  const found = [];
  for (const file of files) {
    if (statSync(file).size > LARGEST_SCANNED) continue;
    const lines = readFileSync(file, 'utf8').split('\n');
    lines.forEach((line, index) => {
      for (const match of line.matchAll(STRIPE_SECRET)) {
        found.push(`${path.relative(root, file)}:${index + 1}: Stripe secret ${match[0].slice(0, 8)}…`);
      }
    });
  }
  return found;
}

/** secretlint treats its arguments as globs: a bracket or brace in a file name is escaped. */
const asGlob = (file) => file.replace(/[*?[\]{}()!]/g, '\\$&');

function checkSecrets(files) {
  console.log(`secretlint: ${files.length} files`);
  const secretlintClean = run('secretlint', [
    '--secretlintrc',
    path.join(root, '.secretlintrc.json'),
    '--secretlintignore',
    path.join(root, '.secretlintignore'),
    ...files.map(asGlob),
  ]);
  const stripe = stripeSecrets(files);
  for (const line of stripe) console.error(line);
  return secretlintClean && stripe.length === 0;
}

/** Every tracked file that exists in the working tree (a deleted one is not committed any more). */
function trackedFiles() {
  const listed = execFileSync('git', ['ls-files', '-z'], { cwd: root, encoding: 'utf8' }).split('\0');
  return listed.filter((file) => {
    try {
      return file !== '' && statSync(path.join(root, file)).isFile();
    } catch {
      return false;
    }
  });
}

function checkSbom() {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'shop-sbom-'));
  try {
    const file = path.join(dir, 'sbom.cdx.json');
    if (!run('cyclonedx-npm', ['--output-format', 'JSON', '--output-file', file, '--flatten-components'])) return false;
    const sbom = JSON.parse(readFileSync(file, 'utf8'));
    const names = new Set((sbom.components ?? []).map((component) => component.name));
    const missing = ['fastify', 'react', 'drizzle-orm'].filter((name) => !names.has(name));
    if (sbom.bomFormat !== 'CycloneDX' || missing.length) {
      console.error(`The SBOM is not what it should be: format ${sbom.bomFormat}, missing ${missing.join(', ')}`);
      return false;
    }
    console.log(`CycloneDX ${sbom.specVersion} SBOM: ${names.size} components`);
    return true;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const [command, ...args] = process.argv.slice(2);
const checks = {
  lockfile: () => checkLockfile(path.resolve(args[0] ?? path.join(root, 'package-lock.json'))),
  secrets: () => checkSecrets(args.length ? args.map((file) => path.resolve(file)) : trackedFiles()),
  sbom: checkSbom,
};
if (command && !(command in checks)) {
  console.error(`Unknown check "${command}": use one of ${Object.keys(checks).join(', ')}, or none for all`);
  process.exit(2);
}
const chosen = command ? [command] : Object.keys(checks);
const failed = chosen.filter((name) => !checks[name]());
if (failed.length) {
  console.error(`\nsupply-chain gate failed: ${failed.join(', ')}`);
  process.exit(1);
}
console.log(`supply-chain gate passed: ${chosen.join(', ')}`);
