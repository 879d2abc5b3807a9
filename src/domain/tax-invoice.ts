/**
 * The figures on a tax invoice and a supply correction (issue 26). Since 1 April 2023 a
 * GST-registered supplier gives "taxable supply information": the supplier's name and GST number,
 * the date of supply, a description, the GST-inclusive total and the GST (or a statement that the
 * total includes GST), and the recipient's name and address when the supply is over $1,000.
 */
import { type Cents, multiplyRounded } from './money';

/** Over this GST-inclusive total, the recipient's name and address are part of the information. */
export const RECIPIENT_DETAILS_OVER_CENTS = 100_000;

/** The GST within a GST-inclusive amount: 3/23 of it (15/115), half-up to the cent. */
export const gstFraction = (inclusiveCents: Cents): Cents => multiplyRounded(inclusiveCents, 3, 23);

export interface SupplyFigures {
  totalCents: Cents;
  gstCents: Cents;
  excludingGstCents: Cents;
  /** True when the recipient's name and address must be shown. */
  showsRecipient: boolean;
}

/**
 * An order's figures as charged: its total and the GST the shop computed at checkout (which is
 * 3/23 of the total, to the cent, whether prices included GST or it was added on top).
 */
export function invoiceFigures(order: { totalCents: Cents; gstCents: Cents }): SupplyFigures {
  return {
    totalCents: order.totalCents,
    gstCents: order.gstCents,
    excludingGstCents: order.totalCents - order.gstCents,
    showsRecipient: order.totalCents > RECIPIENT_DETAILS_OVER_CENTS,
  };
}

/**
 * A refund's correction: what was taken back and its GST. A full refund takes back exactly the GST
 * charged (so the two documents net to zero); a part of the total takes back 3/23 of that part.
 */
export function correctionFigures(order: { totalCents: Cents; gstCents: Cents }, refundedCents: Cents): SupplyFigures {
  const gstCents =
    order.gstCents === 0 ? 0 : refundedCents >= order.totalCents ? order.gstCents : gstFraction(refundedCents);
  return {
    totalCents: refundedCents,
    gstCents,
    excludingGstCents: refundedCents - gstCents,
    showsRecipient: order.totalCents > RECIPIENT_DETAILS_OVER_CENTS,
  };
}

/**
 * The correction for one refund among several (decision 0219): it takes back 3/23 of its amount,
 * except the one that brings the order's corrections to its whole total, which takes back exactly
 * the GST charged less what earlier corrections took, so all an order's documents net to zero.
 * `earlier` sums the corrections already issued for the order.
 */
export function refundCorrectionFigures(
  order: { totalCents: Cents; gstCents: Cents },
  refundCents: Cents,
  earlier: { totalCents: Cents; gstCents: Cents },
): SupplyFigures {
  const totalCents = Math.max(0, Math.min(refundCents, order.totalCents - earlier.totalCents));
  const gstLeft = order.gstCents - earlier.gstCents;
  const gstCents =
    order.gstCents === 0
      ? 0
      : earlier.totalCents + totalCents >= order.totalCents
        ? gstLeft
        : Math.min(gstLeft, gstFraction(totalCents));
  return {
    totalCents,
    gstCents,
    excludingGstCents: totalCents - gstCents,
    showsRecipient: order.totalCents > RECIPIENT_DETAILS_OVER_CENTS,
  };
}
