/** The e-mail that tells a customer part of their order was refunded, how much and why. */
import { formatCurrency } from '../../../domain/money';
import type { RefundedLine } from '../../db/schema';
import type { OutgoingMail } from '../../platform/mail/outbox';
import { moneyBackSentence } from '../../platform/mail/money-back';

export interface PartialRefundMail {
  refundId: string;
  orderNumber: number;
  customerName: string;
  customerEmail: string;
  amountCents: number;
  /** The part given back as store credit (decision 0220); the rest went to the card. */
  creditCents?: number;
  reason: string;
  lines: RefundedLine[] | null;
  pointsReversed: number;
}

const lineText = (line: RefundedLine) =>
  `  ${line.quantity} × ${line.productName}${line.size ? ` (${line.size})` : ''}: ${formatCurrency(line.amountCents)}`;

/** One e-mail per refund (its id is the outbox's dedupe key), so a retried refund never sends two. */
export function partialRefundEmail(
  refund: PartialRefundMail,
  shop: { businessName: string; publicUrl: string },
): OutgoingMail | null {
  if (!refund.customerEmail) return null;
  const amount = formatCurrency(refund.amountCents);
  const what = refund.lines?.length ? `\n\nRefunded:\n${refund.lines.map(lineText).join('\n')}` : '';
  const points =
    refund.pointsReversed > 0
      ? ` The ${refund.pointsReversed} loyalty points this part of the order earned have been taken back.`
      : '';
  return {
    dedupeKey: `order-refund:${refund.refundId}`,
    to: refund.customerEmail,
    subject: `${shop.businessName} has refunded ${amount} of your order #${refund.orderNumber}`,
    text: `Kia ora ${refund.customerName},\n\nWe have refunded ${amount} of your order #${refund.orderNumber}: ${refund.reason}${what}\n\n${moneyBackSentence({ cardCents: refund.amountCents - (refund.creditCents ?? 0), creditCents: refund.creditCents ?? 0 }, '3 to 5 business days')}${points}\n\nSee your orders at ${shop.publicUrl}/orders, or reply to this e-mail and we will help.\n\nNgā mihi,\n${shop.businessName}`,
  };
}
