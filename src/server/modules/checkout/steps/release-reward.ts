/**
 * Gives back the reward and the store credit a checkout reserved, once (the checkout records
 * when), in one transaction with the ledger rows. Callers make sure the checkout's payment can no
 * longer land: its intent was cancelled, never made, or refunded.
 */
import type { DbOrTx } from '../../../db/client';
import { type CheckoutRow, markRewardReleased } from '../checkout.repository';
import type { CheckoutDeps } from './checkout-deps';
import { giveBackStoreCredit } from './store-credit';

type Reserved = Pick<CheckoutRow, 'id' | 'redemptionId' | 'storeCreditCents' | 'orderId'>;

export async function releaseCheckoutReward(
  deps: Pick<CheckoutDeps, 'db' | 'loyalty' | 'storeCredit'>,
  checkout: Reserved,
  why: string,
): Promise<void> {
  if (!checkout.redemptionId && !checkout.storeCreditCents) return;
  await deps.db.transaction((tx) => releaseCheckoutRewardIn(deps, tx, checkout, why));
}

/** The same, in the caller's transaction. */
export async function releaseCheckoutRewardIn(
  deps: Pick<CheckoutDeps, 'loyalty' | 'storeCredit'>,
  tx: DbOrTx,
  checkout: Reserved,
  why: string,
): Promise<void> {
  if (!checkout.redemptionId && !checkout.storeCreditCents) return;
  if (!(await markRewardReleased(tx, checkout.id))) return;
  if (checkout.redemptionId) await deps.loyalty.inCheckout.releaseReward(tx, checkout.redemptionId, why);
  await giveBackStoreCredit(deps, tx, checkout, why);
}
