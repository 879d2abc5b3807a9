import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { prepared } from '../../db/prepared';
import { businessSettings } from '../../db/schema';

export type BusinessSettingsRow = typeof businessSettings.$inferSelect;

// Built once (db/prepared.ts): every checkout step reads the rules fresh.
const settingsRow = prepared((db) => db.select().from(businessSettings).where(eq(businessSettings.id, 1)).limit(1));

export async function findBusinessSettings(db: DbOrTx): Promise<BusinessSettingsRow | undefined> {
  const [row] = await settingsRow(db, {});
  return row;
}

export type BusinessSettingsWrite = Omit<typeof businessSettings.$inferInsert, 'id' | 'updatedAt'>;

/** Writes the one settings row (id 1), creating it when missing. */
export async function saveBusinessSettings(db: DbOrTx, values: BusinessSettingsWrite): Promise<BusinessSettingsRow> {
  const [row] = await db
    .insert(businessSettings)
    .values({ id: 1, ...values })
    .onConflictDoUpdate({ target: businessSettings.id, set: { ...values, updatedAt: new Date() } })
    .returning();
  return row!;
}
