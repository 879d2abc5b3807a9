/**
 * Store credit at checkout (decision 0202): the server decides how much of the customer's credit
 * pays before the card, all of it up to the total (leaving the card nothing or at least its
 * smallest payment). The credit is taken in the transaction that inserts the checkout, as a
 * reward's points are, so a payable checkout always holds its credit; it comes back exactly once
 * when the checkout's payment can no longer land (cancelled, refunded, or its order cancelled).
 */
import { createHash } from 'node:crypto';
import { MIN_CHARGE_CENTS } from '../../../../domain/checkout-pricing';
import { amountDueCents, creditToSpend } from '../../../../domain/store-credit';
import type { DbOrTx } from '../../../db/client';
import { Conflict } from '../../../platform/errors';
import type { CheckoutDraft, CheckoutRow } from '../checkout.repository';
import type { CheckoutDeps } from './checkout-deps';

/** What the card is charged for a checkout. */
export const chargedCents = (checkout: Pick<CheckoutRow, 'totalCents' | 'storeCreditCents'>): number =>
  amountDueCents(checkout.totalCents, checkout.storeCreditCents ?? 0);

/**
 * The draft with the credit it spends: the customer's balance plus what the open checkout being
 * replaced still holds (it comes back when that one is superseded). The credit is part of the
 * version, so a changed balance makes a new checkout.
 */
export async function quoteStoreCredit(
  deps: Pick<CheckoutDeps, 'db' | 'storeCredit'>,
  draft: CheckoutDraft,
  open: Pick<CheckoutRow, 'id'> | undefined,
): Promise<CheckoutDraft> {
  const [balance, held] = await Promise.all([
    deps.storeCredit.inCheckout.balanceOf(deps.db, draft.userId),
    open ? deps.storeCredit.inCheckout.heldByCheckout(deps.db, open.id) : 0,
  ]);
  const cents = creditToSpend(draft.totalCents, balance + held, MIN_CHARGE_CENTS);
  if (cents === 0) return draft;
  const cartVersion = createHash('sha256').update(`${draft.cartVersion}:credit:${cents}`).digest('hex').slice(0, 24);
  return { ...draft, storeCreditCents: cents, cartVersion };
}

/** Takes the checkout's credit in the transaction that inserts it; 409 when it was spent meanwhile. */
export async function spendStoreCredit(
  deps: Pick<CheckoutDeps, 'storeCredit'>,
  tx: DbOrTx,
  checkout: Pick<CheckoutRow, 'id' | 'storeCreditCents'> & { userId: string },
): Promise<void> {
  if (!checkout.storeCreditCents) return;
  const spent = await deps.storeCredit.inCheckout.spend(tx, {
    userId: checkout.userId,
    checkoutId: checkout.id,
    cents: checkout.storeCreditCents,
  });
  if (!spent) {
    throw new Conflict('Your store credit was just used in another checkout: please try again', 'STORE_CREDIT_CHANGED');
  }
}

/** Gives the checkout's credit back, once; callers make sure its payment can no longer land. */
export async function giveBackStoreCredit(
  deps: Pick<CheckoutDeps, 'storeCredit'>,
  tx: DbOrTx,
  checkout: Pick<CheckoutRow, 'id' | 'storeCreditCents' | 'orderId'>,
  why: string,
): Promise<void> {
  if (!checkout.storeCreditCents) return;
  await deps.storeCredit.inCheckout.giveBack(tx, checkout.id, why, checkout.orderId ?? null);
}
