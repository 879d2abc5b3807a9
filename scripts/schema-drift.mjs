/**
 * Schema drift check: the committed migrations must build exactly the schema in
 * src/server/db/schema.ts. Runs `drizzle-kit generate` (with the project's drizzle.config.ts)
 * against a copy of the migrations folder in a temporary directory, so the real folder is never
 * written; any new migration file there means the schema changed without a migration.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { root } from './source-stamp.mjs';

const migrations = path.join(root, 'src/server/db/migrations');
const tmp = mkdtempSync(path.join(os.tmpdir(), 'schema-drift-'));
const out = path.join(tmp, 'migrations');
const sqlFiles = (dir) => readdirSync(dir).filter((f) => f.endsWith('.sql'));

try {
  cpSync(migrations, out, { recursive: true });
  const config = path.join(tmp, 'drizzle.config.ts');
  writeFileSync(
    config,
    `import base from ${JSON.stringify(pathToFileURL(path.join(root, 'drizzle.config.ts')).href)};\n` +
      `export default { ...base, out: ${JSON.stringify(out)} };\n`,
  );
  const before = new Set(sqlFiles(out));
  const result = spawnSync(
    path.join(root, 'node_modules/.bin/drizzle-kit'),
    ['generate', '--config', config, '--name', 'schema_drift_check'],
    // No terminal: drizzle-kit must not stop to ask whether a column was renamed.
    { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], timeout: 120_000 },
  );
  const output = `${result.stdout ?? ''}${result.stderr ?? ''}`.trim();
  const added = sqlFiles(out).filter((f) => !before.has(f));
  if (result.status !== 0 || result.error) {
    console.error(`✖ drizzle-kit generate failed, so schema drift could not be checked:\n${output}`);
    process.exit(1);
  }
  if (added.length) {
    const statements = added.map((f) => readFileSync(path.join(out, f), 'utf8').trim()).join('\n');
    console.error(
      '✖ src/server/db/schema.ts differs from the committed migrations. drizzle-kit would add:\n\n' +
        statements.replace(/^/gm, '    ') +
        '\n\n  Run `npm run db:generate -- --name=<what_changed>`, review the SQL and commit it with the schema.',
    );
    process.exit(1);
  }
  console.log('✔ no schema drift: the committed migrations match src/server/db/schema.ts');
} finally {
  rmSync(tmp, { recursive: true, force: true });
}
