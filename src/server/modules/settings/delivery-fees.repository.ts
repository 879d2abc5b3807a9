import type { DbOrTx } from '../../db/client';
import { businessSettings } from '../../db/schema';
import type { DeliveryFees } from '../../../domain/delivery-fees';
import type { BusinessSettingsRow } from './settings.repository';

/** Writes only the delivery fees of row 1 (creating the row with its defaults when missing). */
export async function saveDeliveryFees(db: DbOrTx, deliveryFees: DeliveryFees | null): Promise<BusinessSettingsRow> {
  const [row] = await db
    .insert(businessSettings)
    .values({ id: 1, deliveryFees })
    .onConflictDoUpdate({ target: businessSettings.id, set: { deliveryFees, updatedAt: new Date() } })
    .returning();
  return row!;
}
