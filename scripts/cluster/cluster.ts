/**
 * Copies of the built server behind nginx, on one PostgreSQL and one Redis: what
 * `npm run start:cluster` runs and what the cluster test drives. nginx's config is
 * deploy/nginx/shop.conf, rendered into a temporary folder that also holds its pid and logs.
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { serverArgs } from '../server-process';

export const root = path.resolve(import.meta.dirname, '../..');
export const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx';
const START_TIMEOUT_MS = 90_000;
/** A copy has this long to drain after SIGTERM before it is killed (its own bound is 10 s). */
const STOP_TIMEOUT_MS = 25_000;

/** Builds when the sources changed since the last build, as `npm start` does. */
export function ensureBuild(): void {
  const stamp = pathToFileURL(path.join(root, 'scripts/source-stamp.mjs')).href;
  const check = `import { existsSync, readFileSync } from 'node:fs';
import { sourceStamp, STAMP_FILE } from '${stamp}';
process.exit(existsSync(STAMP_FILE) && readFileSync(STAMP_FILE, 'utf8') === sourceStamp() ? 0 : 3);`;
  try {
    execFileSync(process.execPath, ['--input-type=module', '-e', check], { cwd: root, stdio: 'inherit' });
  } catch {
    console.log('Sources changed since the last build: building…');
    execFileSync(process.execPath, [path.join(root, 'scripts/build.mjs')], { cwd: root, stdio: 'inherit' });
  }
}

export interface Copy {
  name: string;
  port: number;
  /** The copy itself, bypassing the balancer. */
  url: string;
  child: ChildProcess;
  /** Every line the copy wrote (JSON log lines), in order. */
  lines: string[];
  /** Resolves with the exit code (null when killed by a signal). */
  exited: Promise<number | null>;
}

function untilExit(child: ChildProcess): Promise<number | null> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve(child.exitCode);
    else child.once('exit', (code) => resolve(code));
  });
}

function keepLines(child: ChildProcess, lines: string[], echo: string | null): void {
  for (const stream of [child.stdout, child.stderr]) {
    let rest = '';
    stream?.setEncoding('utf8');
    stream?.on('data', (chunk: string) => {
      const parts = (rest + chunk).split('\n');
      rest = parts.pop()!;
      for (const line of parts) {
        lines.push(line);
        if (echo) console.log(`${echo} ${line}`);
      }
    });
  }
}

/**
 * The parts run in their own process groups, so Ctrl-C reaches only this script, which stops them
 * in order (copies drain while nginx still routes). Should this script end anyway, they end too.
 */
function killOnExit(child: ChildProcess): void {
  const kill = () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  };
  process.once('exit', kill);
  child.once('exit', () => process.off('exit', kill));
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Waits for `url` to answer 200, failing early when the process behind it exits. */
export async function waitForHealth(url: string, exited: Promise<unknown>, what: string): Promise<void> {
  let gone = false;
  void exited.then(() => (gone = true));
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (gone) throw new Error(`${what} exited before it answered ${url}`);
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
      if (response.status === 200) return;
    } catch {
      // Not listening yet.
    }
    await sleep(250);
  }
  throw new Error(`${what} did not answer ${url} within ${START_TIMEOUT_MS / 1000} s`);
}

/** Starts `node dist/server/main.js` on `port` and waits until it is ready (`/api/ready` answers 200). */
export async function startCopy(
  name: string,
  port: number,
  env: Record<string, string | undefined>,
  options: { echo?: boolean } = {},
): Promise<Copy> {
  const child = spawn(process.execPath, serverArgs(root), {
    cwd: root,
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  killOnExit(child);
  const lines: string[] = [];
  keepLines(child, lines, options.echo ? `[${name}]` : null);
  const copy: Copy = { name, port, url: `http://127.0.0.1:${port}`, child, lines, exited: untilExit(child) };
  try {
    await waitForHealth(`${copy.url}/api/ready`, copy.exited, name);
  } catch (error) {
    child.kill('SIGKILL');
    throw new Error(`${(error as Error).message}\n${lines.slice(-20).join('\n')}`, { cause: error });
  }
  return copy;
}

/** deploy/nginx/shop.conf with its placeholders filled in. */
export function renderNginxConfig(prefix: string, listen: string, upstreamPorts: readonly number[]): string {
  const servers = upstreamPorts.map((port) => `    server 127.0.0.1:${port} max_fails=1 fail_timeout=5s;`).join('\n');
  return readFileSync(path.join(root, 'deploy/nginx/shop.conf'), 'utf8')
    .replaceAll('{{PREFIX}}', prefix)
    .replaceAll('{{LISTEN}}', listen)
    .replaceAll('{{UPSTREAM_SERVERS}}', servers);
}

export interface Balancer {
  url: string;
  dir: string;
  child: ChildProcess;
  exited: Promise<number | null>;
  accessLog: string;
  /** The access log's lines as objects (see log_format in deploy/nginx/shop.conf). */
  accessLines(): Array<{ path: string; method: string; status: number; upstream: string; requestId: string }>;
}

export async function startBalancer(port: number, upstreamPorts: readonly number[]): Promise<Balancer> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'shop-nginx-'));
  // When nginx starts as root its workers run as nobody: they need to reach the temp folders.
  chmodSync(dir, 0o755);
  for (const sub of ['logs', 'temp']) mkdirSync(path.join(dir, sub));
  const conf = path.join(dir, 'nginx.conf');
  writeFileSync(conf, renderNginxConfig(dir, `127.0.0.1:${port}`, upstreamPorts));
  const child = spawn(NGINX, ['-p', dir, '-c', conf, '-g', 'daemon off;'], {
    stdio: ['ignore', 'inherit', 'inherit'],
    detached: true,
  });
  killOnExit(child);
  const exited = untilExit(child);
  const url = `http://127.0.0.1:${port}`;
  const accessLog = path.join(dir, 'logs/access.log');
  await waitForHealth(`${url}/api/ready`, exited, 'nginx');
  return {
    url,
    dir,
    child,
    exited,
    accessLog,
    accessLines: () =>
      existsSync(accessLog)
        ? readFileSync(accessLog, 'utf8')
            .split('\n')
            .filter(Boolean)
            .map((line) => JSON.parse(line))
        : [],
  };
}

/** Signals a process and waits for it to end, killing it when it takes longer than `ms`. */
export async function stopProcess(
  child: ChildProcess,
  exited: Promise<number | null>,
  signal: NodeJS.Signals,
  ms = STOP_TIMEOUT_MS,
) {
  if (child.exitCode !== null || child.signalCode !== null) return exited;
  child.kill(signal);
  const timer = setTimeout(() => child.kill('SIGKILL'), ms);
  const code = await exited;
  clearTimeout(timer);
  return code;
}

export interface Cluster {
  url: string;
  copies: Copy[];
  balancer: Balancer;
  /** SIGTERM to the copies (they drain), SIGQUIT to nginx (it finishes its requests), temp folder removed. */
  stop(): Promise<void>;
}

export interface ClusterOptions {
  balancerPort: number;
  copyPorts: readonly number[];
  /** The copies' environment on top of this process's; PUBLIC_URL and TRUST_PROXY are set here. */
  env: Record<string, string | undefined>;
  echo?: boolean;
}

/**
 * Starts the copies one after another (the first applies the migrations and, on an empty
 * database, the demo data; seeding is not meant to race), then nginx in front of them.
 */
export async function startCluster(options: ClusterOptions): Promise<Cluster> {
  const url = `http://127.0.0.1:${options.balancerPort}`;
  // Sign-in and links must name the balancer: the copies are never addressed by customers.
  const env = { ...options.env, PUBLIC_URL: url, TRUST_PROXY: 'true' };
  const copies: Copy[] = [];
  let balancer: Balancer | null = null;
  const stop = async () => {
    await Promise.all(copies.map((copy) => stopProcess(copy.child, copy.exited, 'SIGTERM')));
    if (balancer) {
      await stopProcess(balancer.child, balancer.exited, 'SIGQUIT', 5000);
      rmSync(balancer.dir, { recursive: true, force: true });
    }
  };
  try {
    for (const [index, port] of options.copyPorts.entries()) {
      copies.push(await startCopy(`copy-${index + 1}`, port, env, { echo: options.echo }));
    }
    balancer = await startBalancer(options.balancerPort, options.copyPorts);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, copies, balancer, stop };
}
