/**
 * Which loyalty reward a checkout holds, named for its order's e-mails: a reward whose points were
 * spent at checkout, or a voucher the customer bought on /loyalty earlier. Read in the order's
 * transaction, while the reservation is still 'reserved' (or already 'committed').
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { loyaltyRedemptions, loyaltyRewards } from '../../db/schema';

export interface CheckoutReward {
  name: string;
  /** True for a voucher held from /loyalty; false for points spent at checkout. */
  voucher: boolean;
}

export async function rewardHeldByCheckout(db: DbOrTx, checkoutId: string): Promise<CheckoutReward | null> {
  const [row] = await db
    .select({ name: loyaltyRewards.name, source: loyaltyRedemptions.source })
    .from(loyaltyRedemptions)
    .innerJoin(loyaltyRewards, eq(loyaltyRewards.id, loyaltyRedemptions.rewardId))
    .where(
      and(eq(loyaltyRedemptions.checkoutId, checkoutId), inArray(loyaltyRedemptions.status, ['reserved', 'committed'])),
    )
    .limit(1);
  return row ? { name: row.name, voucher: row.source === 'loyalty' } : null;
}
