/**
 * What the cluster test's checks share: the running cluster, SQL on its database, the copies'
 * environment, and a runner that records each check's outcome (a failed check does not stop the
 * ones after it).
 */
import type pg from 'pg';
import type { Cluster, Copy } from './cluster';

export interface ClusterTest {
  cluster: Cluster;
  /** The balancer's address, the shop's PUBLIC_URL. */
  lb: string;
  sql: pg.Pool;
  /** The copies' environment (to start a copy again). */
  env: Record<string, string>;
  s3Endpoint: string;
}

export const copy = (t: ClusterTest, index: number): Copy => t.cluster.copies[index]!;

/** Which copies (by port) answered the requests with these ids, from nginx's access log. */
export function copiesFor(t: ClusterTest, requestIds: Array<string | null>): Set<number> {
  const ids = new Set(requestIds.filter(Boolean));
  return new Set(
    t.cluster.balancer
      .accessLines()
      .filter((line) => ids.has(line.requestId))
      .map((line) => Number(line.upstream.split(':').at(-1))),
  );
}

export const everyCopy = (t: ClusterTest): Set<number> => new Set(t.cluster.copies.map((c) => c.port));

export const results: string[] = [];
export let failures = 0;

/** Runs one check; what it returns is printed after its name. */
export async function check(name: string, body: () => Promise<string | void>): Promise<void> {
  const began = Date.now();
  try {
    const note = await body();
    results.push(`✔ ${name} (${Date.now() - began} ms)${note ? `: ${note}` : ''}`);
    console.log(results.at(-1));
  } catch (error) {
    failures += 1;
    results.push(`✖ ${name}`);
    console.error(`✖ ${name} (${Date.now() - began} ms)\n${(error as Error).stack ?? String(error)}`);
  }
}

/** For a failure outside any check (the cluster did not start). */
export function failed(what: string, error: unknown): void {
  failures += 1;
  results.push(`✖ ${what}`);
  console.error(`✖ ${what}:`, error);
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
