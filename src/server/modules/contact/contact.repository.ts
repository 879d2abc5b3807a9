import type { DbOrTx } from '../../db/client';
import { contactMessages } from '../../db/schema';

export async function insertContactMessage(
  db: DbOrTx,
  message: Pick<typeof contactMessages.$inferInsert, 'name' | 'email' | 'phone' | 'subject' | 'message' | 'source'>,
): Promise<{ id: string }> {
  const [row] = await db.insert(contactMessages).values(message).returning({ id: contactMessages.id });
  return row!;
}
