/**
 * The order total (storefront section 9): subtotal, minus the reward discount, plus the delivery
 * fee, plus 15% GST on the discounted subtotal and the fee; or, with GST-inclusive prices, the
 * discounted subtotal and the fee are the total and include their GST. Integer cents, half-up
 * rounding. The fee is priced like the goods (decision 0210), so the drawer's "+ 15% GST" note
 * covers it too.
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
  /** Delivery (issue 26): taxed like the goods, never discounted, earns no points. */
  deliveryFeeCents: Cents;
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

/** `gstRegistered` false: the shop is not registered for GST, so none is added or included (issue 26). */
export function orderTotals(
  subtotalCents: Cents,
  reward: RewardTerms | null,
  pricesIncludeGst: boolean,
  gstRegistered = true,
  deliveryFeeCents: Cents = 0,
): OrderTotals {
  const discountCents = rewardDiscountCents(subtotalCents, reward);
  const discounted = subtotalCents - discountCents;
  const gstOn = (taxable: Cents) =>
    !gstRegistered
      ? 0
      : pricesIncludeGst
        ? taxable - multiplyRounded(taxable, 100, 100 + GST_PERCENT)
        : multiplyRounded(taxable, GST_PERCENT, 100);
  const taxable = discounted + deliveryFeeCents;
  const gstCents = gstOn(taxable);
  const totalCents = pricesIncludeGst || !gstRegistered ? taxable : taxable + gstCents;
  // 1 point per whole dollar of the pre-tax discounted subtotal (the goods alone, not delivery).
  const preTax = pricesIncludeGst && gstRegistered ? discounted - gstOn(discounted) : discounted;
  return {
    subtotalCents,
    discountCents,
    discountedSubtotalCents: discounted,
    deliveryFeeCents,
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

/** The note beside a price, or null when the shop is not GST-registered and says nothing of GST. */
export const gstNoteFor = (settings: { pricesIncludeGst: boolean; gstRegistered?: boolean }): string | null =>
  settings.gstRegistered === false ? null : gstNote(settings.pricesIncludeGst);

/**
 * Why payments are refused, or null: in production a GST-registered shop must have its GST number
 * before it takes money, or its tax invoices could not be lawful (issue 26).
 */
export function gstPaymentRefusal(rules: {
  production: boolean;
  gstRegistered: boolean;
  gstNumber: string | null;
}): string | null {
  if (!rules.production || !rules.gstRegistered || rules.gstNumber) return null;
  return 'We cannot take payments just now: the shop is GST-registered but its GST number is not set. Please contact us.';
}
