/**
 * Delivers the outbox after the request: polls for due e-mails, sends each once, and retries a
 * failure later with a growing delay. Several server copies may run it: a row is claimed by
 * moving its next attempt forward in one UPDATE … RETURNING, so no two copies send the same e-mail.
 */
import { and, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { retryLater, startOutboxLoop } from '../outbox-loop';
import { mailOutbox } from '../../db/schema';
import type { MailTransport } from './transports';

const BATCH = 10;
const MAX_ATTEMPTS = 8;
const CLAIM_SECONDS = 60;

export interface MailWorker {
  /** Sends what is due now; resolves when done (tests call it directly). */
  runOnce(): Promise<number>;
  /** Asks for a run soon, e.g. right after a request queued an e-mail. */
  nudge(): void;
  stop(): Promise<void>;
}

export function startMailWorker(
  db: Db,
  transport: MailTransport,
  options: { from: string; intervalMs?: number; log?: (msg: string, err?: unknown) => void },
): MailWorker {
  async function claimDue() {
    const due = await db
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(and(eq(mailOutbox.status, 'pending'), lte(mailOutbox.nextAttemptAt, sql`now()`)))
      .orderBy(mailOutbox.createdAt)
      .limit(BATCH);
    if (!due.length) return [];
    return db
      .update(mailOutbox)
      .set({
        nextAttemptAt: sql`now() + make_interval(secs => ${CLAIM_SECONDS})`,
        attempts: sql`${mailOutbox.attempts} + 1`,
      })
      .where(
        and(
          inArray(
            mailOutbox.id,
            due.map((d) => d.id),
          ),
          eq(mailOutbox.status, 'pending'),
          lte(mailOutbox.nextAttemptAt, sql`now()`),
        ),
      )
      .returning();
  }

  async function run(): Promise<number> {
    let sent = 0;
    for (const mail of await claimDue()) {
      try {
        await transport.send({
          id: mail.id,
          from: options.from,
          to: mail.toAddress,
          subject: mail.subject,
          text: mail.textBody,
          html: mail.htmlBody,
        });
        await db
          .update(mailOutbox)
          .set({ status: 'sent', sentAt: sql`now()`, lastError: null })
          .where(eq(mailOutbox.id, mail.id));
        sent += 1;
      } catch (error) {
        options.log?.('mail delivery failed', error);
        await db
          .update(mailOutbox)
          .set(retryLater(error, mail.attempts, MAX_ATTEMPTS))
          .where(eq(mailOutbox.id, mail.id));
      }
    }
    return sent;
  }

  return startOutboxLoop({
    run,
    intervalMs: options.intervalMs,
    name: 'mail worker',
    log: options.log,
    close: () => transport.close(),
  });
}
