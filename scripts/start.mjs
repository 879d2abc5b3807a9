/**
 * `npm start`: builds first when the sources changed since the last build, then runs the server.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { root, sourceStamp, STAMP_FILE } from './source-stamp.mjs';

const current = existsSync(STAMP_FILE) && readFileSync(STAMP_FILE, 'utf8') === sourceStamp();
if (!current) {
  console.log('Sources changed since the last build: building…');
  execFileSync(process.execPath, [path.join(root, 'scripts/build.mjs')], { stdio: 'inherit', cwd: root });
}
// A real deployment sets NODE_ENV=production itself and gets no demo conveniences. When it is
// unset, this is the one-command shop on its embedded defaults: libraries run in production mode
// and the demo data and test payments are switched on explicitly (docs/decisions/0003).
if (!process.env.NODE_ENV) {
  process.env.NODE_ENV = 'production';
  process.env.SEED_DEMO ??= 'true';
  process.env.PAYMENTS ??= 'test';
}
await import(pathToFileURL(path.join(root, 'dist/server/main.js')).href);
