/**
 * PostgreSQL through Debian's `postgresql-client`: `pg_dump` makes the archive, `pg_restore` turns it
 * back into SQL that `psql` runs in ONE transaction after dropping the shop's schemas, so a restore
 * that fails anywhere leaves the live database exactly as it was (docs/decisions/0138).
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const TOOLS = ['pg_dump', 'pg_restore', 'psql'] as const;
const toolPath = (tool: string) => `/usr/bin/${tool}`;

/** Installs postgresql-client with apt-get when a tool is missing, as scripts/test.mjs installs Chromium. */
export function ensurePostgresClient(): void {
  if (TOOLS.every((tool) => existsSync(toolPath(tool)))) return;
  console.info('Installing postgresql-client from Debian (apt-get install)…');
  const sudo = process.getuid?.() === 0 ? [] : ['sudo'];
  const result = spawnSync(
    sudo[0] ?? 'sh',
    [
      ...(sudo.length ? ['sh'] : []),
      '-c',
      'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql-client',
    ],
    { stdio: 'inherit' },
  );
  if (result.status !== 0 || !TOOLS.every((tool) => existsSync(toolPath(tool)))) {
    throw new Error('Backups of PostgreSQL need postgresql-client: run `sudo apt-get install -y postgresql-client`.');
  }
}

function run(tool: string, args: string[], input?: Buffer): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const child = spawn(toolPath(tool), args, { stdio: ['pipe', 'pipe', 'pipe'] });
    const out: Buffer[] = [];
    const err: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => out.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => err.push(chunk));
    child.on('error', reject);
    child.on('close', (code) => {
      if (code === 0) resolve(Buffer.concat(out));
      else reject(new Error(`${tool} failed (exit ${code}): ${Buffer.concat(err).toString('utf8').trim()}`));
    });
    child.stdin.on('error', () => {});
    child.stdin.end(input);
  });
}

export async function dumpPostgres(url: string): Promise<Buffer> {
  ensurePostgresClient();
  return run('pg_dump', ['--format=custom', '--no-owner', '--no-privileges', `--dbname=${url}`]);
}

/** The shop's schemas: everything the migrations create lives in these two. */
const CLEAR_SCHEMAS = 'drop schema if exists drizzle cascade;\ndrop schema if exists public cascade;\n';

export async function restorePostgres(url: string, archive: Buffer): Promise<void> {
  ensurePostgresClient();
  const sql = await run('pg_restore', ['--no-owner', '--no-privileges', '--file=-'], archive);
  // pg_dump only writes CREATE SCHEMA public when the schema differs from a new database's.
  const createsPublic = /^CREATE SCHEMA public;/m.test(sql.toString('utf8'));
  const prologue = CLEAR_SCHEMAS + (createsPublic ? '' : 'create schema public;\n');
  await run(
    'psql',
    ['--no-psqlrc', '--quiet', '--single-transaction', '--set=ON_ERROR_STOP=1', `--dbname=${url}`, '--file=-'],
    Buffer.concat([Buffer.from(prologue), sql]),
  );
}
