/**
 * Start-up while PostgreSQL is not there yet (P43; docs/decisions/0058): instead of exiting, the
 * server retries the start-up step that needs the database (migrations, demo seed) with growing
 * pauses until PostgreSQL answers, and only then opens its port. Any other failure (bad
 * credentials, a failing migration) still stops the process with the error.
 */
import { isDatabaseUnavailable } from '../platform/error-handler';

const FIRST_PAUSE_MS = 250;
/** Short enough that the server opens within ~2 s of PostgreSQL coming up. */
const LONGEST_PAUSE_MS = 2_000;

export interface WaitLog {
  warn(details: object, message: string): void;
}

/** One JSON line like the server's own logs (the app's logger does not exist yet at this point). */
const stderrLog: WaitLog = {
  warn: (details, msg) => console.warn(JSON.stringify({ level: 40, time: Date.now(), ...details, msg })),
};

export async function whenDatabaseAnswers<T>(
  step: () => Promise<T>,
  log: WaitLog = stderrLog,
  pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms)),
): Promise<T> {
  let wait = FIRST_PAUSE_MS;
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await step();
    } catch (error) {
      if (!isDatabaseUnavailable(error)) throw error;
      const e = error as { code?: string; message?: string };
      // Every attempt at first, then every tenth: a long outage does not flood the log.
      if (attempt <= 3 || attempt % 10 === 0) {
        log.warn(
          { attempt, retryInMs: wait, db: { code: e.code ?? null, reason: String(e.message).slice(0, 200) } },
          'database not answering at start-up; waiting for it',
        );
      }
      await pause(wait);
      wait = Math.min(wait * 2, LONGEST_PAUSE_MS);
    }
  }
}
