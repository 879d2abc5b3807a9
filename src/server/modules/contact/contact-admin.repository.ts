import { count, desc, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { contactMessages } from '../../db/schema';

export type ContactMessageRow = typeof contactMessages.$inferSelect;

/** Every message, newest first (the index on createdAt serves the order). */
export function listContactMessages(db: DbOrTx): Promise<ContactMessageRow[]> {
  return db.select().from(contactMessages).orderBy(desc(contactMessages.createdAt), desc(contactMessages.id));
}

export async function countUnhandledMessages(db: DbOrTx): Promise<number> {
  const [row] = await db.select({ n: count() }).from(contactMessages).where(isNull(contactMessages.handledAt));
  return row?.n ?? 0;
}

/** Marks a message handled (by whom) or unread again; undefined when there is no such message. */
export async function setMessageHandled(
  db: DbOrTx,
  id: string,
  handled: { at: Date; by: string | null } | null,
): Promise<ContactMessageRow | undefined> {
  const [row] = await db
    .update(contactMessages)
    .set({ handledAt: handled?.at ?? null, handledBy: handled?.by ?? null })
    .where(eq(contactMessages.id, id))
    .returning();
  return row;
}
