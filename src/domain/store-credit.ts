/**
 * Store credit (issue 24, decision 0202): what a complaint resolved with credit is worth, and how
 * much of a customer's credit a checkout spends before the card. Pure rules, integer cents.
 */
import type { Cents } from './money';

/** The shop's promise (storefront spec section 9): "Store credit is worth 110% with no expiry". */
export const STORE_CREDIT_PERCENT = 110;

/** The credit given for resolving `amountCents` of a complaint: 110%, half a cent rounds up. */
export function creditForResolution(amountCents: Cents): Cents {
  return Math.round((amountCents * STORE_CREDIT_PERCENT) / 100);
}

/**
 * How much credit pays towards a total of `totalCents` when `availableCents` is at hand: all of
 * it up to the total. What is left for the card is either nothing (credit covers the whole order)
 * or at least the smallest card payment, so a little less credit is spent when the rest would be
 * a few cents no card can be charged.
 */
export function creditToSpend(totalCents: Cents, availableCents: Cents, minChargeCents: Cents): Cents {
  if (availableCents <= 0 || totalCents <= 0) return 0;
  if (availableCents >= totalCents) return totalCents;
  const rest = totalCents - availableCents;
  if (rest >= minChargeCents) return availableCents;
  return Math.max(0, totalCents - minChargeCents);
}

/** What the card is charged for a checkout: its total less the credit it spends. */
export const amountDueCents = (totalCents: Cents, storeCreditCents: Cents): Cents => totalCents - storeCreditCents;

/**
 * What cancelling gives back beyond earlier refunds (decision 0220): the store credit not yet
 * returned, and the rest to the card. The server's cancel and the customer's dialog both use it.
 */
export function moneyBackOnCancel(order: {
  totalCents: Cents;
  storeCreditCents: Cents;
  refundedCents: Cents;
  creditBackCents: Cents;
}): { cardCents: Cents; creditCents: Cents } {
  const creditCents = Math.max(0, order.storeCreditCents - order.creditBackCents);
  const restCents = Math.max(0, order.totalCents - order.refundedCents);
  return { cardCents: Math.max(0, restCents - creditCents), creditCents: Math.min(creditCents, restCents) };
}

/**
 * The store credit share of a refund (decision 0220): an order paid partly with credit gets back
 * credit in proportion to what credit paid. Counted from the running total, as points are, so
 * rounding never drifts: after `refundedBeforeCents` were refunded (with `creditBackBeforeCents` of
 * them as credit), a refund of `refundCents` gives back as credit
 * `floor(credit × refunded after ÷ total) − credit back before`, and the card the rest. Rounding
 * down gives the card the odd cent, and the card's share never exceeds what the card paid; once all
 * is refunded, exactly the credit spent has come back.
 */
export function creditShareOfRefund(
  order: { totalCents: Cents; storeCreditCents: Cents },
  refundCents: Cents,
  refundedBeforeCents: Cents,
  creditBackBeforeCents: Cents,
): Cents {
  if (order.storeCreditCents <= 0 || order.totalCents <= 0 || refundCents <= 0) return 0;
  const after = Math.min(order.totalCents, refundedBeforeCents + refundCents);
  const target = Math.floor((order.storeCreditCents * after) / order.totalCents);
  const share = target - creditBackBeforeCents;
  return Math.max(0, Math.min(refundCents, share, order.storeCreditCents - creditBackBeforeCents));
}
