import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { pushedEvents, pushSubscriptions } from '../../db/schema';

export type PushSubscriptionRow = typeof pushSubscriptions.$inferSelect;

/** Saves a browser's subscription for this person; the same browser subscribing again replaces it. */
export async function saveSubscription(
  db: Db,
  row: { userId: string; endpoint: string; p256dh: string; auth: string },
): Promise<void> {
  await db
    .insert(pushSubscriptions)
    .values(row)
    .onConflictDoUpdate({
      target: pushSubscriptions.endpoint,
      set: { userId: row.userId, p256dh: row.p256dh, auth: row.auth },
    });
}

/** Removes this person's subscription at `endpoint`; true when there was one. */
export async function deleteOwnSubscription(db: Db, userId: string, endpoint: string): Promise<boolean> {
  const gone = await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)))
    .returning({ id: pushSubscriptions.id });
  return gone.length > 0;
}

export async function findSubscription(db: Db, userId: string, endpoint: string) {
  const [row] = await db
    .select({ id: pushSubscriptions.id })
    .from(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)));
  return row ?? null;
}

export const allSubscriptions = (db: Db): Promise<PushSubscriptionRow[]> => db.select().from(pushSubscriptions);

export async function anySubscription(db: Db): Promise<boolean> {
  const [row] = await db
    .select({ one: sql<number>`1` })
    .from(pushSubscriptions)
    .limit(1);
  return Boolean(row);
}

/** A subscription the push service says is gone (404/410): nobody will read it again. */
export async function deleteSubscription(db: Db, id: string): Promise<void> {
  await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, id));
}

/** True for exactly one caller per event key, across every server copy. */
export async function claimEvent(db: Db, eventKey: string): Promise<boolean> {
  const won = await db
    .insert(pushedEvents)
    .values({ eventKey })
    .onConflictDoNothing()
    .returning({ eventKey: pushedEvents.eventKey });
  return won.length > 0;
}

/** Claims older than a week only keep the table from growing: no event is heard again after that. */
export async function forgetOldClaims(db: Db): Promise<void> {
  await db.delete(pushedEvents).where(sql`${pushedEvents.createdAt} < now() - interval '7 days'`);
}
