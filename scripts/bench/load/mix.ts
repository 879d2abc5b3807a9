/** Runs scripts/bench/load/mix-worker.mjs in its own process and reads its one JSON line. */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { root } from '../processes';

export interface MixVariant {
  path: string;
  headers?: Record<string, string>;
  body?: string;
}

export interface MixEntry {
  name: string;
  weight: number;
  method?: string;
  headers?: Record<string, string>;
  variants: MixVariant[];
}

export interface MixOptions {
  url: string;
  connections: number;
  overallRate: number;
  seconds: number;
  warmupSeconds: number;
  mix: MixEntry[];
}

export interface KindStats {
  requests: number;
  p50: number | null;
  p99: number | null;
  /** Counts by class ("2xx") and by code ("201"). */
  status: Record<string, number>;
}

export interface MixResult {
  rps: number;
  requests: number;
  p50: number;
  p99: number;
  max: number;
  errors: number;
  timeouts: number;
  non2xx: number;
  byKind: Record<string, KindStats>;
  perMinute: { minute: number; requests: number; p99: number }[];
}

export function runMix(options: MixOptions): Promise<MixResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [path.join(root, 'scripts/bench/load/mix-worker.mjs'), JSON.stringify(options)],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.once('exit', (code) => {
      if (code !== 0) return reject(new Error(`the load generator exited with ${code}`));
      resolve(JSON.parse(out) as MixResult);
    });
  });
}

/** Answers of one status class over every kind of request. */
export const statusClassCount = (result: MixResult, statusClass: string) =>
  Object.values(result.byKind).reduce((sum, kind) => sum + (kind.status[statusClass] ?? 0), 0);
