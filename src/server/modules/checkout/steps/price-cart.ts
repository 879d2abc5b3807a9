/** Step 1: price the cart on the server into a snapshot that a payment can be made for. */
import { createHash } from 'node:crypto';
import {
  gstPaymentRefusal,
  MIN_CHARGE_CENTS,
  orderTotals,
  type RewardTerms,
} from '../../../../domain/checkout-pricing';
import { formatCurrency } from '../../../../domain/money';
import { cartSubtotalCents } from '../../../../domain/pricing';
import type { CheckoutLine } from '../../../db/schema';
import { BadRequest } from '../../../platform/errors';
import type { CheckoutDraft } from '../checkout.repository';
import type { CheckoutDeps } from './checkout-deps';
import { assertTakingOrders } from './orders-paused';
import type { FeePlace } from '../../../../domain/delivery-fees';
import { feeForDraft } from './delivery-fee';

/** The snapshot's lines and totals; `cartVersion` names exactly what is charged. */
export async function priceCart(
  deps: Pick<CheckoutDeps, 'cart' | 'settings' | 'gateway' | 'production'>,
  input: { userId: string; sessionId: string; place?: FeePlace | null },
): Promise<CheckoutDraft> {
  const lines: CheckoutLine[] = await deps.cart.checkoutLines(input.sessionId, input.userId);
  const rules = await deps.settings.checkoutRules();
  const { pricesIncludeGst, gstRegistered, gstNumber, minimumOrderCents, ordersPause } = rules;
  // Paused by staff (issue 23): no new payment is prepared; the cart itself stays as it is.
  assertTakingOrders(ordersPause);
  const refusal = gstPaymentRefusal({ production: deps.production ?? false, gstRegistered, gstNumber });
  if (refusal) throw new BadRequest(refusal, 'GST_NUMBER_MISSING');
  const subtotalCents = cartSubtotalCents(lines);
  if (subtotalCents < minimumOrderCents) {
    throw new BadRequest(
      `Our minimum order is ${formatCurrency(minimumOrderCents)}: add ${formatCurrency(minimumOrderCents - subtotalCents)} more to check out`,
      'BELOW_MINIMUM_ORDER',
    );
  }
  return priced(
    {
      userId: input.userId,
      cartSessionId: input.sessionId,
      lines,
      pricesIncludeGst,
      gstRegistered,
      // Delivery (issue 26): the fee for the place named, in the amount from the start.
      deliveryFeeCents: feeForDraft(rules, input.place ?? null, subtotalCents),
      paymentGateway: deps.gateway.name,
      rewardId: null,
    },
    subtotalCents,
    null,
  );
}

/** A reward the customer chose, as the snapshot is priced with it. */
export interface ChosenReward {
  rewardId: string;
  /** The held voucher used, or null when the reward's points are spent now. */
  voucherId: string | null;
  terms: RewardTerms;
}

/** The same snapshot with a reward's discount in its totals (and its version). */
export const applyReward = (draft: CheckoutDraft, reward: ChosenReward): CheckoutDraft =>
  priced(draft, draft.subtotalCents, reward);

function priced(
  base: Omit<
    CheckoutDraft,
    'cartVersion' | 'subtotalCents' | 'discountCents' | 'gstCents' | 'totalCents' | 'pointsToEarn'
  >,
  subtotalCents: number,
  reward: ChosenReward | null,
): CheckoutDraft {
  const totals = orderTotals(
    subtotalCents,
    reward?.terms ?? null,
    base.pricesIncludeGst,
    base.gstRegistered,
    base.deliveryFeeCents,
  );
  if (totals.totalCents < MIN_CHARGE_CENTS) {
    throw new BadRequest(
      reward
        ? `With this reward the total would be ${formatCurrency(totals.totalCents)}, below the smallest card payment of ${formatCurrency(MIN_CHARGE_CENTS)}: choose another reward or add to your order`
        : `The order total must be at least ${formatCurrency(MIN_CHARGE_CENTS)}`,
      'BELOW_MINIMUM',
      reward ? { rewardId: `the total would fall below ${formatCurrency(MIN_CHARGE_CENTS)}` } : undefined,
    );
  }
  const cartVersion = createHash('sha256')
    // Everything that is paid for is in the version: the lines with their cake messages, the
    // totals and the reward chosen. A changed one is a new snapshot.
    .update(
      JSON.stringify([
        base.lines.map((l) => [l.cartItemId, l.quantity, l.unitPriceCents, l.message ?? null]),
        totals,
        reward ? [reward.rewardId, reward.voucherId] : null,
      ]),
    )
    .digest('hex')
    .slice(0, 24);
  return {
    ...base,
    rewardId: reward?.rewardId ?? null,
    cartVersion,
    subtotalCents: totals.subtotalCents,
    discountCents: totals.discountCents,
    gstCents: totals.gstCents,
    totalCents: totals.totalCents,
    pointsToEarn: totals.pointsEarned,
  };
}
