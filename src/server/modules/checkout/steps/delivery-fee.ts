/**
 * The delivery fee in the checkout (issue 26, decision 0210). The browser names where the order is
 * going when it asks for the payment (`delivery`: fulfilment, region, suburb), so the fee is in the
 * amount of the one intent from the start; the details bound before the card is charged must cost
 * the same, else 409 and the browser prepares the payment again. So the fee charged is always the
 * fee shown, and a fee changed by the owner meanwhile is never charged unseen.
 */
import { deliveryFeeCents, feeLabel, type FeePlace } from '../../../../domain/delivery-fees';
import type { CheckoutRow } from '../checkout.repository';
import type { CheckoutRules } from '../../settings/settings.service';
import { Conflict } from '../../../platform/errors';

/** The fee for the place the payment is prepared for (none named: no fee yet, as for pickup). */
export const feeForDraft = (
  rules: Pick<CheckoutRules, 'deliveryFees'>,
  place: FeePlace | null,
  subtotalCents: number,
) => deliveryFeeCents(rules.deliveryFees, place, subtotalCents);

/** 409 DELIVERY_FEE_CHANGED when the bound address costs another fee than the one in the amount. */
export function assertFeeAsPriced(
  rules: Pick<CheckoutRules, 'deliveryFees'>,
  checkout: Pick<CheckoutRow, 'deliveryFeeCents' | 'subtotalCents'>,
  address: FeePlace,
): void {
  const fee = deliveryFeeCents(rules.deliveryFees, address, checkout.subtotalCents);
  if (fee === checkout.deliveryFeeCents) return;
  const message = `Delivery to this address is ${feeLabel(fee)}, not the ${feeLabel(checkout.deliveryFeeCents)} in your total: please check the new total and pay again`;
  throw new Conflict(message, 'DELIVERY_FEE_CHANGED', { suburb: message });
}
