/**
 * A throw-away PostgreSQL cluster for the fault script: `initdb` in a temporary folder, on its own
 * port and socket folder, so the shared server on 5432 is never touched. PostgreSQL refuses to
 * run as root, so every binary runs as the `postgres` OS user (`runuser`) when we are root.
 */
import { execFile, execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

export const PG_BIN = '/usr/lib/postgresql/15/bin';

export interface TempPostgres {
  port: number;
  url: string;
  dir: string;
  start(): Promise<void>;
  /** `pg_ctl restart -m fast`: sessions are terminated, the server is back when this resolves. */
  restart(): Promise<void>;
  /** `-m immediate` is a crash: no checkpoint, recovery from WAL on the next start. */
  stop(mode: 'fast' | 'immediate'): Promise<void>;
  remove(): void;
}

const asPostgresUser = (cmd: string, args: string[]): [string, string[]] =>
  process.getuid?.() === 0 ? ['runuser', ['-u', 'postgres', '--', cmd, ...args]] : [cmd, args];

function asPostgres(cmd: string, args: string[]): string {
  const [file, argv] = asPostgresUser(cmd, args);
  return execFileSync(file, argv, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], timeout: 60_000 });
}

/** Asynchronous, so the load running meanwhile is sent and timed without pauses. */
async function asPostgresAsync(cmd: string, args: string[]): Promise<void> {
  const [file, argv] = asPostgresUser(cmd, args);
  await promisify(execFile)(file, argv, { timeout: 60_000 });
}

export function createTempPostgres(port: number): TempPostgres {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'shop-faults-pg-'));
  if (process.getuid?.() === 0) {
    const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
    chownSync(dir, uid, gid);
  }
  const data = path.join(dir, 'data');
  const log = path.join(dir, 'postgres.log');
  asPostgres(path.join(PG_BIN, 'initdb'), ['-D', data, '-U', 'postgres', '-A', 'trust', '--no-sync', '-E', 'UTF8']);
  // Loopback only; the socket lives in our folder, not /var/run/postgresql next to the shared server's.
  writeFileSync(
    path.join(data, 'postgresql.auto.conf'),
    [`port = ${port}`, "listen_addresses = '127.0.0.1'", `unix_socket_directories = '${dir}'`, 'max_connections = 50']
      .map((line) => `${line}\n`)
      .join(''),
  );
  const ctlArgs = (args: string[]) => ['-D', data, '-l', log, ...args];
  const ctl = (...args: string[]) => asPostgresAsync(path.join(PG_BIN, 'pg_ctl'), ctlArgs(args));
  return {
    port,
    dir,
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    start: () => ctl('-w', '-t', '30', 'start'),
    restart: () => ctl('-w', '-t', '30', '-m', 'fast', 'restart'),
    stop: (mode) => ctl('-w', '-t', '30', '-m', mode, 'stop'),
    remove: () => {
      if (existsSync(path.join(data, 'postmaster.pid'))) {
        try {
          asPostgres(path.join(PG_BIN, 'pg_ctl'), ctlArgs(['-w', '-t', '10', '-m', 'immediate', 'stop']));
        } catch {
          // already gone
        }
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export const havePostgresBinaries = () => existsSync(path.join(PG_BIN, 'initdb'));
