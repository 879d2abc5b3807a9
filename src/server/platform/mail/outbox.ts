import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { mailOutbox } from '../../db/schema';
import { notifyOnCommit } from '../events/notify';

export interface OutgoingMail {
  /** One e-mail per event: enqueueing the same key twice sends once. */
  dedupeKey: string;
  to: string;
  subject: string;
  text: string;
  html?: string;
}

const insertOf = (db: DbOrTx, mails: OutgoingMail[]) =>
  db
    .insert(mailOutbox)
    .values(
      mails.map((mail) => ({
        dedupeKey: mail.dedupeKey,
        toAddress: mail.to,
        subject: mail.subject,
        textBody: mail.text,
        htmlBody: mail.html ?? null,
      })),
    )
    .onConflictDoNothing({ target: mailOutbox.dedupeKey });

/** Queues an e-mail, in the caller's transaction when given one: it is sent only if that commits. */
export async function enqueueMail(db: DbOrTx, ...mails: OutgoingMail[]): Promise<void> {
  if (!mails.length) return;
  await insertOf(db, mails);
}

/**
 * Queues the e-mails and sends a notice to every copy (NOTIFY, delivered on commit) in one
 * statement: a paid order does both, and on the embedded database each statement costs (A6).
 */
export async function enqueueMailAndNotify(
  tx: DbOrTx,
  notice: { channel: string; payload: unknown },
  ...mails: OutgoingMail[]
): Promise<void> {
  if (!mails.length) return notifyOnCommit(tx, notice.channel, notice.payload);
  await tx.execute(
    sql`with queued as (${insertOf(tx, mails).getSQL()}) select pg_notify(${notice.channel}, ${JSON.stringify(notice.payload)})`,
  );
}
