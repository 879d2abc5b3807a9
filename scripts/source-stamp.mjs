/**
 * A hash of everything the build reads (sources, public files, configs, lockfile), so `npm start`
 * can tell whether the build in dist/ is current.
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const INPUTS = ['src', 'public', 'scripts', 'vite.config.ts', 'package-lock.json', 'tsconfig.json'];
const SKIP = new Set(['node_modules', 'images']);

function* files(entry) {
  const stat = statSync(entry, { throwIfNoEntry: false });
  if (!stat) return;
  if (stat.isFile()) {
    yield entry;
    return;
  }
  for (const name of readdirSync(entry).sort()) {
    if (SKIP.has(name) || name.endsWith('.test.ts') || name.endsWith('.test.tsx')) continue;
    yield* files(path.join(entry, name));
  }
}

export function sourceStamp() {
  const hash = createHash('sha256');
  for (const input of INPUTS) {
    for (const file of files(path.join(root, input))) {
      hash.update(path.relative(root, file));
      hash.update(readFileSync(file));
    }
  }
  return hash.digest('hex');
}

export const STAMP_FILE = path.join(root, 'dist/.source-stamp');
