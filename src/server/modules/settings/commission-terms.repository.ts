import type { CommissionTerms } from '../../../domain/commissions';
import type { DbOrTx } from '../../db/client';
import { businessSettings } from '../../db/schema';
import type { BusinessSettingsRow } from './settings.repository';

/** Writes only the custom-cake terms of row 1 (creating the row with its defaults when missing). */
export async function saveCommissionTerms(db: DbOrTx, commissionTerms: CommissionTerms): Promise<BusinessSettingsRow> {
  const [row] = await db
    .insert(businessSettings)
    .values({ id: 1, commissionTerms })
    .onConflictDoUpdate({ target: businessSettings.id, set: { commissionTerms, updatedAt: new Date() } })
    .returning();
  return row!;
}
