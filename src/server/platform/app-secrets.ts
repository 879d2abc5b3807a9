import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { appSecrets } from '../db/schema';

/**
 * A secret made on first start and then shared by every server copy: the first copy to insert it
 * wins and everyone reads the stored value back.
 */
export async function getOrCreateSecret<T>(db: Db, key: string, make: () => Promise<T> | T): Promise<T> {
  const [existing] = await db.select().from(appSecrets).where(eq(appSecrets.key, key));
  if (existing) return existing.value as T;
  await db
    .insert(appSecrets)
    .values({ key, value: await make() })
    .onConflictDoNothing();
  const [stored] = await db.select().from(appSecrets).where(eq(appSecrets.key, key));
  return stored!.value as T;
}
