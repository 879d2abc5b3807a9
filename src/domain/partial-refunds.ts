/**
 * Partial refunds by staff (issue 24, decision 0200): what chosen lines are worth, what is left to
 * refund, and how many of the points an order earned a refund takes back. Pure, in cents.
 */
import { type Cents, formatCurrency } from './money';

export interface RefundableLine {
  itemId: string;
  unitPriceCents: Cents;
  quantity: number;
  /** Units of this line already refunded (or being refunded) by earlier partial refunds. */
  refundedQuantity: number;
}

export interface LineChoice {
  itemId: string;
  quantity: number;
}

/**
 * What `units` of a line are worth to refund: their price scaled by what the customer paid for the
 * goods (a reward's discount, and GST added on top, shared across the lines in proportion),
 * rounded down so that every line refunded one by one never adds up to more than was paid.
 */
export function lineRefundCents(
  order: { subtotalCents: Cents; totalCents: Cents },
  unitPriceCents: Cents,
  units: number,
): Cents {
  if (order.subtotalCents <= 0) return 0;
  return Math.floor((unitPriceCents * units * order.totalCents) / order.subtotalCents);
}

/** What is left to refund of the order: paid, less refunded, less refunds still at the gateway. */
export function refundLeftCents(order: { totalCents: Cents; refundedCents: Cents }, pendingCents: Cents): Cents {
  return Math.max(0, order.totalCents - order.refundedCents - pendingCents);
}

/** Why a choice of lines cannot be refunded, naming the field; null when it can. */
export function lineChoiceProblem(
  lines: readonly RefundableLine[],
  choice: readonly LineChoice[],
): { field: string; message: string } | null {
  const seen = new Set<string>();
  for (const [index, chosen] of choice.entries()) {
    const line = lines.find((l) => l.itemId === chosen.itemId);
    if (!line || seen.has(chosen.itemId)) {
      return {
        field: `lines[${index}].itemId`,
        message: line ? 'Each line can be chosen once' : 'This line is not part of the order',
      };
    }
    seen.add(chosen.itemId);
    const left = line.quantity - line.refundedQuantity;
    if (chosen.quantity > left) {
      return {
        field: `lines[${index}].quantity`,
        message:
          left === 0
            ? 'This line has already been refunded in full'
            : `Only ${left} of this line ${left === 1 ? 'is' : 'are'} left to refund`,
      };
    }
  }
  return null;
}

/** The 400 message for an amount above what is left. */
export function overRefundMessage(amountCents: Cents, leftCents: Cents): string {
  return leftCents === 0
    ? 'This order has been refunded in full already'
    : `Only ${formatCurrency(leftCents)} is left to refund on this order, not ${formatCurrency(amountCents)}`;
}

/**
 * Points a refund takes back, in proportion to the money: of what the order earned, the share of
 * the total refunded so far (this refund included), rounded down, less what earlier partial
 * refunds already took. Counting from the running total keeps rounding from drifting: once the
 * whole total is refunded, exactly every earned point has been taken back.
 */
export function proportionalPointsToReverse(
  earned: number,
  totalCents: Cents,
  refundedAfterCents: Cents,
  alreadyReversed: number,
): number {
  if (earned <= 0 || totalCents <= 0) return 0;
  const share = Math.floor((earned * Math.min(refundedAfterCents, totalCents)) / totalCents);
  return Math.max(0, share - alreadyReversed);
}
