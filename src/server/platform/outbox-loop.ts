/**
 * What the mail and text-message outboxes share: one pass at a time over what is due, every few
 * seconds and when nudged after a commit, and a failed send tried again later with a growing wait.
 */
import { sql } from 'drizzle-orm';

export interface OutboxLoop {
  /**
   * A pass that starts now, or right after the one under way (which may have read the outbox
   * before the caller's rows were written): how many it sent.
   */
  runOnce(): Promise<number>;
  /** A pass soon, after the writer's commit. */
  nudge(): void;
  /** No more passes; waits for the running one, then closes the transport. */
  stop(): Promise<void>;
}

export function startOutboxLoop(options: {
  run: () => Promise<number>;
  intervalMs?: number;
  /** Names the worker in the log line of a failed pass ("mail worker failed"). */
  name: string;
  log?: (message: string, error: unknown) => void;
  close: () => void;
}): OutboxLoop {
  let running: Promise<number> | null = null;
  /** The one pass asked for while another ran; every such ask shares it. */
  let next: Promise<number> | null = null;
  let stopped = false;
  const pass = () => {
    running = options.run().finally(() => {
      running = null;
    });
    return running;
  };
  const runOnce = (): Promise<number> => {
    if (!running) return pass();
    next ??= running
      .catch(() => 0)
      .then(() => {
        next = null;
        return stopped ? 0 : pass();
      });
    return next;
  };
  const tick = () => {
    if (!stopped) runOnce().catch((error: unknown) => options.log?.(`${options.name} failed`, error));
  };
  const timer = setInterval(tick, options.intervalMs ?? 5000);
  timer.unref();
  return {
    runOnce,
    nudge: () => setTimeout(tick, 50).unref(),
    async stop() {
      stopped = true;
      clearInterval(timer);
      await next?.catch(() => {});
      await running?.catch(() => {});
      options.close();
    },
  };
}

/** A failed send's row: pending again after 30 s, 1 min, 2 min, …, or failed for good after `maxAttempts`. */
export const retryLater = (error: unknown, attempts: number, maxAttempts: number) => ({
  status: attempts >= maxAttempts ? ('failed' as const) : ('pending' as const),
  lastError: String((error as Error).message ?? error).slice(0, 500),
  nextAttemptAt: sql`now() + make_interval(secs => ${30 * 2 ** (attempts - 1)})`,
});
