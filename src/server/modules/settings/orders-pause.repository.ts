import type { DbOrTx } from '../../db/client';
import { businessSettings } from '../../db/schema';
import type { BusinessSettingsRow } from './settings.repository';

/** The pause and push back columns of the one settings row (issue 23). */
export type OrdersPauseWrite = Partial<
  Pick<
    typeof businessSettings.$inferInsert,
    'ordersPausedAt' | 'ordersPauseMessage' | 'ordersPauseUntil' | 'pushBackMinutes' | 'pushBackDate'
  >
>;

/** Writes only the pause columns of row 1 (creating the row with its defaults when missing). */
export async function saveOrdersPause(db: DbOrTx, values: OrdersPauseWrite): Promise<BusinessSettingsRow> {
  const [row] = await db
    .insert(businessSettings)
    .values({ id: 1, ...values })
    .onConflictDoUpdate({ target: businessSettings.id, set: { ...values, updatedAt: new Date() } })
    .returning();
  return row!;
}
