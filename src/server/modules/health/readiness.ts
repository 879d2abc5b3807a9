/**
 * Whether the shop can serve: the database answers a `select 1` and the object storage its
 * cheap check (a HEAD on the bucket, or the local folder exists). Each check is cut off after
 * CHECK_TIMEOUT_MS so a hung dependency answers "down" within 2 s (P43), and a result is reused
 * for REUSE_MS: a load balancer may ask many times a second, the dependencies at most once.
 */
export type DependencyState = 'up' | 'down';

export interface ReadinessReport {
  database: DependencyState;
  storage: DependencyState;
}

const CHECK_TIMEOUT_MS = 1500;
const REUSE_MS = 1000;

async function state(check: () => Promise<unknown>): Promise<DependencyState> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('check timed out')), CHECK_TIMEOUT_MS);
    timer.unref();
  });
  try {
    await Promise.race([check(), timeout]);
    return 'up';
  } catch {
    return 'down';
  } finally {
    clearTimeout(timer);
  }
}

export function createReadinessCheck(checks: {
  database: () => Promise<unknown>;
  storage: () => Promise<unknown>;
}): () => Promise<ReadinessReport> {
  let last: { at: number; report: Promise<ReadinessReport> } | null = null;
  return () => {
    if (!last || Date.now() - last.at > REUSE_MS) {
      const report = Promise.all([state(checks.database), state(checks.storage)]).then(([database, storage]) => ({
        database,
        storage,
      }));
      last = { at: Date.now(), report };
    }
    return last.report;
  };
}

/** "the database and the object storage are not answering": for the 503's message. */
export function downMessage(report: ReadinessReport): string {
  const down = [
    report.database === 'down' ? 'the database' : null,
    report.storage === 'down' ? 'the object storage' : null,
  ].filter(Boolean);
  return `Not ready: ${down.join(' and ')} ${down.length > 1 ? 'are' : 'is'} not answering`;
}
