import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { paymentEvents } from '../../db/schema';

/** Whether a provider event (webhooks arrive more than once) was already handled. */
export async function isEventHandled(db: DbOrTx, eventId: string): Promise<boolean> {
  const [row] = await db.select({ id: paymentEvents.id }).from(paymentEvents).where(eq(paymentEvents.id, eventId));
  return Boolean(row);
}

export async function recordEventHandled(db: DbOrTx, eventId: string, type: string): Promise<void> {
  await db.insert(paymentEvents).values({ id: eventId, type }).onConflictDoNothing();
}

/** Records a one-off happening by its id; true only for the call that recorded it. */
export async function recordFirstTime(db: DbOrTx, id: string, type: string): Promise<boolean> {
  const rows = await db
    .insert(paymentEvents)
    .values({ id, type })
    .onConflictDoNothing()
    .returning({ id: paymentEvents.id });
  return rows.length > 0;
}
