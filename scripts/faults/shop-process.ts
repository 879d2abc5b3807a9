/**
 * The real server process (`node dist/server/main.js`), started as production starts it, with its
 * log in a file. Records whether it exited on its own: the fault cases assert it never does.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { closeSync, openSync, readFileSync } from 'node:fs';
import { serverArgs } from '../server-process';

export interface ShopProcess {
  pid: number;
  url: string;
  /** Set when the process ended without being asked to. */
  unexpectedExit: string | null;
  /** Resident memory in MB, read from /proc. */
  rssMb(): number;
  stop(): Promise<void>;
}

export function startShop(options: {
  root: string;
  port: number;
  env: Record<string, string>;
  logFile: string;
}): ShopProcess {
  // Straight into the file, not through a pipe this script reads: the server writes its log lines
  // synchronously, and a pipe left full while this busy process reads it would stall the server.
  const log = openSync(options.logFile, 'a');
  const child: ChildProcess = spawn(process.execPath, serverArgs(options.root), {
    cwd: options.root,
    env: { ...process.env, ...options.env, PORT: String(options.port), HOST: '127.0.0.1' },
    stdio: ['ignore', log, log],
  });
  closeSync(log);
  let stopping = false;
  const shop: ShopProcess = {
    pid: child.pid!,
    url: `http://127.0.0.1:${options.port}`,
    unexpectedExit: null,
    rssMb() {
      const status = readFileSync(`/proc/${child.pid}/status`, 'utf8');
      const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
      return Math.round(kb / 1024);
    },
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      stopping = true;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      const force = setTimeout(() => child.kill('SIGKILL'), 20_000);
      await exited;
      clearTimeout(force);
    },
  };
  child.once('exit', (code, signal) => {
    if (!stopping) shop.unexpectedExit = `exited with ${signal ?? `code ${code}`} (log: ${options.logFile})`;
  });
  return shop;
}

/** Polls `url` until it answers 200; gives the milliseconds it took, or null after `limitMs`. */
export async function until200(url: string, limitMs: number, everyMs = 100): Promise<number | null> {
  const started = Date.now();
  while (Date.now() - started < limitMs) {
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(2000) });
      await res.arrayBuffer();
      if (res.status === 200) return Date.now() - started;
    } catch {
      // not listening yet, or no answer within 2 s
    }
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
  return null;
}
