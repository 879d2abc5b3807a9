/**
 * The order total (storefront section 9): subtotal, minus the reward discount, plus 15% GST on the
 * discounted subtotal; or, with GST-inclusive prices, the discounted subtotal is the total and
 * includes its GST. Integer cents, half-up rounding.
 */
import { type Cents, formatCurrency, multiplyRounded } from './money';

export const GST_PERCENT = 15;
/** Stripe's smallest NZD charge. */
export const MIN_CHARGE_CENTS = 50;

export interface RewardTerms {
  discountType: 'percentage' | 'fixed_amount';
  /** Percent or dollars, in hundredths (5% → 500, $10 → 1000). */
  discountValueHundredths: number;
}

export interface OrderTotals {
  subtotalCents: Cents;
  discountCents: Cents;
  discountedSubtotalCents: Cents;
  gstCents: Cents;
  totalCents: Cents;
  pointsEarned: number;
}

/** A percentage reward is a share of the subtotal; a fixed one is capped at the subtotal. */
export function rewardDiscountCents(subtotalCents: Cents, reward: RewardTerms | null): Cents {
  if (!reward) return 0;
  if (reward.discountType === 'percentage') {
    const percentHundredths = Math.min(reward.discountValueHundredths, 100 * 100);
    return Math.min(subtotalCents, multiplyRounded(subtotalCents, percentHundredths, 100 * 100));
  }
  return Math.min(subtotalCents, reward.discountValueHundredths);
}

export function orderTotals(subtotalCents: Cents, reward: RewardTerms | null, pricesIncludeGst: boolean): OrderTotals {
  const discountCents = rewardDiscountCents(subtotalCents, reward);
  const discounted = subtotalCents - discountCents;
  const gstCents = pricesIncludeGst
    ? discounted - multiplyRounded(discounted, 100, 100 + GST_PERCENT)
    : multiplyRounded(discounted, GST_PERCENT, 100);
  const totalCents = pricesIncludeGst ? discounted : discounted + gstCents;
  // 1 point per whole dollar of the pre-tax discounted subtotal.
  const preTax = pricesIncludeGst ? discounted - gstCents : discounted;
  return {
    subtotalCents,
    discountCents,
    discountedSubtotalCents: discounted,
    gstCents,
    totalCents,
    pointsEarned: Math.floor(preTax / 100),
  };
}

/** How much more the cart needs to reach the shop's minimum order (0 when it does). */
export function minimumOrderShortfallCents(subtotalCents: Cents, minimumOrderCents: Cents): Cents {
  return Math.max(0, minimumOrderCents - subtotalCents);
}

/** What the cart drawer and checkout say when a cart is under the minimum order. */
export const minimumOrderSentence = (shortfallCents: Cents, minimumOrderCents: Cents): string =>
  `Add ${formatCurrency(shortfallCents)} more to reach our ${formatCurrency(minimumOrderCents)} minimum order.`;

/** What a total before checkout says about GST, so no total differs from the charge unexplained. */
export const gstNote = (pricesIncludeGst: boolean): string =>
  pricesIncludeGst ? 'incl. GST' : `+ ${GST_PERCENT}% GST at checkout`;
