import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { businessSettings } from '../../db/schema';

export type BusinessSettingsRow = typeof businessSettings.$inferSelect;

export async function findBusinessSettings(db: DbOrTx): Promise<BusinessSettingsRow | undefined> {
  const [row] = await db.select().from(businessSettings).where(eq(businessSettings.id, 1)).limit(1);
  return row;
}
