import type { DbOrTx } from '../../db/client';
import { smsOutbox } from '../../db/schema';

export interface OutgoingSms {
  /** One text per event: enqueueing the same key twice sends once. */
  dedupeKey: string;
  /** E.164 ("+64215551234"). */
  to: string;
  body: string;
}

/** Queues a text, in the caller's transaction when given one: it is sent only if that commits. */
export async function enqueueSms(db: DbOrTx, ...texts: OutgoingSms[]): Promise<void> {
  if (!texts.length) return;
  await db
    .insert(smsOutbox)
    .values(texts.map((text) => ({ dedupeKey: text.dedupeKey, toNumber: text.to, body: text.body })))
    .onConflictDoNothing({ target: smsOutbox.dedupeKey });
}
