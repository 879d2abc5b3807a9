/**
 * Gives back the reward a checkout reserved, once (the checkout records when), in one
 * transaction with the ledger row. Callers make sure the checkout's payment can no longer land:
 * its intent was cancelled, never made, or refunded.
 */
import type { DbOrTx } from '../../../db/client';
import { type CheckoutRow, markRewardReleased } from '../checkout.repository';
import type { CheckoutDeps } from './checkout-deps';

export async function releaseCheckoutReward(
  deps: Pick<CheckoutDeps, 'db' | 'loyalty'>,
  checkout: Pick<CheckoutRow, 'id' | 'redemptionId'>,
  why: string,
): Promise<void> {
  if (!checkout.redemptionId) return;
  await deps.db.transaction((tx) => releaseCheckoutRewardIn(deps, tx, checkout, why));
}

/** The same, in the caller's transaction. */
export async function releaseCheckoutRewardIn(
  deps: Pick<CheckoutDeps, 'loyalty'>,
  tx: DbOrTx,
  checkout: Pick<CheckoutRow, 'id' | 'redemptionId'>,
  why: string,
): Promise<void> {
  if (!checkout.redemptionId) return;
  if (await markRewardReleased(tx, checkout.id))
    await deps.loyalty.inCheckout.releaseReward(tx, checkout.redemptionId, why);
}
