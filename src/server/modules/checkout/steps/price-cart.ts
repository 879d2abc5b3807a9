/** Step 1: price the cart on the server into a snapshot that a payment can be made for. */
import { createHash } from 'node:crypto';
import { MIN_CHARGE_CENTS, orderTotals } from '../../../../domain/checkout-pricing';
import { formatCurrency } from '../../../../domain/money';
import { cartSubtotalCents } from '../../../../domain/pricing';
import type { CheckoutLine } from '../../../db/schema';
import { BadRequest } from '../../../platform/errors';
import type { CheckoutDraft } from '../checkout.repository';
import type { CheckoutDeps } from './checkout-deps';

/** The snapshot's lines and totals; `cartVersion` names exactly what is charged. */
export async function priceCart(
  deps: Pick<CheckoutDeps, 'cart' | 'settings' | 'gateway'>,
  input: { userId: string; sessionId: string },
): Promise<CheckoutDraft> {
  const lines: CheckoutLine[] = await deps.cart.checkoutLines(input.sessionId, input.userId);
  const { pricesIncludeGst, minimumOrderCents } = await deps.settings.checkoutRules();
  const subtotalCents = cartSubtotalCents(lines);
  if (subtotalCents < minimumOrderCents) {
    throw new BadRequest(
      `Our minimum order is ${formatCurrency(minimumOrderCents)}: add ${formatCurrency(minimumOrderCents - subtotalCents)} more to check out`,
      'BELOW_MINIMUM_ORDER',
    );
  }
  const totals = orderTotals(subtotalCents, null, pricesIncludeGst);
  if (totals.totalCents < MIN_CHARGE_CENTS) {
    throw new BadRequest(`The order total must be at least ${formatCurrency(MIN_CHARGE_CENTS)}`, 'BELOW_MINIMUM');
  }
  const cartVersion = createHash('sha256')
    // The message on a cake is part of what is paid for: a changed message is a new snapshot.
    .update(JSON.stringify([lines.map((l) => [l.cartItemId, l.quantity, l.unitPriceCents, l.message ?? null]), totals]))
    .digest('hex')
    .slice(0, 24);
  return {
    userId: input.userId,
    cartSessionId: input.sessionId,
    cartVersion,
    lines,
    subtotalCents: totals.subtotalCents,
    discountCents: totals.discountCents,
    gstCents: totals.gstCents,
    totalCents: totals.totalCents,
    pointsToEarn: totals.pointsEarned,
    pricesIncludeGst,
    paymentGateway: deps.gateway.name,
  };
}
