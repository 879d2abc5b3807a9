import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { notificationPreferences, users } from '../../db/schema';
import type { StoreUpdateNotificationPreferences } from '../../../contracts/notifications';

/** The customer's saved choices (null: never saved, the defaults hold) and the profile's phone. */
export async function findPreferences(db: DbOrTx, userId: string) {
  const [row] = await db
    .select({ phone: users.phone, saved: notificationPreferences })
    .from(users)
    .leftJoin(notificationPreferences, eq(notificationPreferences.userId, users.id))
    .where(eq(users.id, userId));
  return row ?? null;
}

export async function savePreferences(db: DbOrTx, userId: string, choices: StoreUpdateNotificationPreferences) {
  await db
    .insert(notificationPreferences)
    .values({ userId, ...choices })
    .onConflictDoUpdate({ target: notificationPreferences.userId, set: { ...choices, updatedAt: new Date() } });
}
