/**
 * Keeps package-lock.json installable with `npm ci` here. The registry this project can reach
 * does not serve some platform-only optional packages (e.g. Tailwind's macOS/Windows binaries),
 * so npm writes the optional dependency names without their entries, and `npm ci` refuses such a
 * lock. `node scripts/lockfile.mjs --fix` drops those dangling names; without --fix it checks
 * (npm test runs the check).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { root } from './source-stamp.mjs';

const file = path.join(root, 'package-lock.json');
const lock = JSON.parse(readFileSync(file, 'utf8'));
const dangling = [];
for (const [location, entry] of Object.entries(lock.packages)) {
  for (const dep of Object.keys(entry.optionalDependencies ?? {})) {
    const nested = location ? `${location}/node_modules/${dep}` : `node_modules/${dep}`;
    if (!lock.packages[nested] && !lock.packages[`node_modules/${dep}`]) {
      dangling.push(`${location || '(root)'} → ${dep}`);
      if (process.argv.includes('--fix')) delete entry.optionalDependencies[dep];
    }
  }
}
// A dependency on a dist-tag ("latest") is resolved anew by `npm ci` and breaks it when the tag moved.
const tagged = [];
for (const [location, entry] of Object.entries(lock.packages)) {
  for (const [dep, spec] of Object.entries({ ...entry.dependencies, ...entry.devDependencies })) {
    if (/^[a-z][\w-]*$/i.test(spec)) tagged.push(`${location || '(root)'} → ${dep}@${spec}`);
  }
}
if (tagged.length) {
  console.error(
    `package-lock.json has dependencies on dist-tags, which \`npm ci\` cannot reproduce:\n  ${tagged.join('\n  ')}`,
  );
  process.exit(1);
}
if (process.argv.includes('--fix')) {
  writeFileSync(file, `${JSON.stringify(lock, null, 2)}\n`);
  console.log(dangling.length ? `removed ${dangling.length} dangling optional dependencies` : 'lock file is fine');
} else if (dangling.length) {
  console.error(
    `package-lock.json lists optional packages it does not contain, so \`npm ci\` will fail:\n  ${dangling.join('\n  ')}\nRun: node scripts/lockfile.mjs --fix`,
  );
  process.exit(1);
} else {
  console.log('lock file: every optional dependency is locked');
}
