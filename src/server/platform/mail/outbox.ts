import type { DbOrTx } from '../../db/client';
import { mailOutbox } from '../../db/schema';

export interface OutgoingMail {
  /** One e-mail per event: enqueueing the same key twice sends once. */
  dedupeKey: string;
  to: string;
  subject: string;
  text: string;
  html?: string;
}

/** Queues an e-mail, in the caller's transaction when given one: it is sent only if that commits. */
export async function enqueueMail(db: DbOrTx, ...mails: OutgoingMail[]): Promise<void> {
  if (!mails.length) return;
  await db
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
}
