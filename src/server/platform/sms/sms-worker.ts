/**
 * Delivers the text-message outbox after the request, as the mail worker delivers e-mail: polls for
 * due texts, sends each once, and retries a failure later with a growing delay, so a provider that
 * is down never holds up the status change that queued the text. Several server copies may run it:
 * a row is claimed by moving its next attempt forward in one UPDATE … RETURNING.
 */
import { and, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { retryLater, startOutboxLoop } from '../outbox-loop';
import { smsOutbox } from '../../db/schema';
import type { SmsTransport } from './transports';

const BATCH = 10;
/** After this many tries (the last about an hour after the first) a text is given up as 'failed'. */
export const SMS_MAX_ATTEMPTS = 8;
const CLAIM_SECONDS = 60;

export interface SmsWorker {
  /** Sends what is due now; resolves with how many were sent (tests call it directly). */
  runOnce(): Promise<number>;
  /** Asks for a run soon, e.g. right after a status change queued a text. */
  nudge(): void;
  stop(): Promise<void>;
}

export function startSmsWorker(
  db: Db,
  transport: SmsTransport,
  options: { intervalMs?: number; log?: (msg: string, err?: unknown) => void } = {},
): SmsWorker {
  async function claimDue() {
    const due = await db
      .select({ id: smsOutbox.id })
      .from(smsOutbox)
      .where(and(eq(smsOutbox.status, 'pending'), lte(smsOutbox.nextAttemptAt, sql`now()`)))
      .orderBy(smsOutbox.createdAt)
      .limit(BATCH);
    if (!due.length) return [];
    return db
      .update(smsOutbox)
      .set({
        nextAttemptAt: sql`now() + make_interval(secs => ${CLAIM_SECONDS})`,
        attempts: sql`${smsOutbox.attempts} + 1`,
      })
      .where(
        and(
          inArray(
            smsOutbox.id,
            due.map((d) => d.id),
          ),
          eq(smsOutbox.status, 'pending'),
          lte(smsOutbox.nextAttemptAt, sql`now()`),
        ),
      )
      .returning();
  }

  async function run(): Promise<number> {
    let sent = 0;
    for (const text of await claimDue()) {
      try {
        const { providerId } = await transport.send({ id: text.id, to: text.toNumber, body: text.body });
        await db
          .update(smsOutbox)
          .set({ status: 'sent', sentAt: sql`now()`, lastError: null, providerId })
          .where(eq(smsOutbox.id, text.id));
        sent += 1;
      } catch (error) {
        options.log?.('text message delivery failed', error);
        await db
          .update(smsOutbox)
          .set(retryLater(error, text.attempts, SMS_MAX_ATTEMPTS))
          .where(eq(smsOutbox.id, text.id));
      }
    }
    return sent;
  }

  return startOutboxLoop({
    run,
    intervalMs: options.intervalMs,
    name: 'text message worker',
    log: options.log,
    close: () => transport.close(),
  });
}
