/** The e-mail that tells a customer their payment came back, and why. */
import { formatCurrency } from '../../../domain/money';
import type { CheckoutDetails } from '../../db/schema';
import type { OutgoingMail } from '../../platform/mail/outbox';
import { moneyBackSentence } from '../../platform/mail/money-back';
import type { ShopContact } from '../orders/orders.service';

export type RefundReason =
  | 'slot_full'
  | 'too_late'
  | 'shop_closed'
  | 'outside_area'
  | 'reward_unavailable'
  | 'account_deleted'
  | 'sold_out'
  | 'preorder_closed'
  | FaultRefundReason;

/**
 * Refunds that mean something is wrong on our side or with the payment itself (not a lost slot):
 * their security line has its own event, so an operator can alert on it.
 */
export type FaultRefundReason = 'order_failed' | 'payment_mismatch' | 'details_missing';
export const FAULT_REFUND_REASONS: readonly RefundReason[] = ['order_failed', 'payment_mismatch', 'details_missing'];

/** What the customer is told, in plain words, about why their payment came back. */
export const REFUND_EXPLANATIONS: Record<RefundReason, string> = {
  slot_full:
    'the time you chose filled up while you were paying, so we could not take your order for it. Please choose another time and order again',
  too_late:
    'the time you chose became too soon for our kitchen to prepare your order while you were paying. Please choose a later time and order again',
  sold_out:
    'the day you chose sold out of something in your order while you were paying, so we could not take your order for it. Please choose another day and order again',
  preorder_closed:
    'the pre-order window for something in your order closed, or its days changed, while you were paying. Please check its dates and order again',
  shop_closed:
    'the shop will be closed at the time you chose: it was closed for that day or time while you were paying, so we could not take your order for it. Please choose another day or time and order again',
  outside_area:
    'the delivery address is outside the area we deliver to. Please choose pickup, or an address within our delivery area, and order again',
  details_missing: 'we did not receive your delivery details, so we could not make your order. Please order again',
  reward_unavailable:
    'the loyalty reward in your order was no longer held for it when your payment arrived, so we could not take the order at that price. Your points are back in your account. Please order again',
  account_deleted:
    'your account was deleted while your payment was completing, so there was no account left to make the order for',
  order_failed:
    'something went wrong on our side while we were recording your order, so we could not take it. Please order again, or reply to this e-mail and we will help',
  payment_mismatch: 'the payment we received did not match your order, so we could not take it. Please order again',
};

/** Tells the customer their payment was refunded in full, and why. Sent once per checkout. */
export function refundEmail(
  refund: {
    checkoutId: string;
    totalCents: number;
    creditCents?: number;
    details: CheckoutDetails;
    reason: RefundReason;
  },
  shop: ShopContact,
): OutgoingMail {
  const { details } = refund;
  const creditCents = refund.creditCents ?? 0;
  const paid = formatCurrency(refund.totalCents + creditCents);
  return {
    dedupeKey: `payment-refunded:${refund.checkoutId}`,
    to: details.email,
    subject: `Your ${shop.businessName} payment of ${paid} has been refunded`,
    text: `Kia ora ${details.fullName},\n\nWe are sorry: ${REFUND_EXPLANATIONS[refund.reason]}.\n\n${moneyBackSentence({ cardCents: refund.totalCents, creditCents, whole: true }, '5 to 10 working days')}\n\nOrder again at ${shop.publicUrl}, or reply to this e-mail and we will help.\n\nNgā mihi,\n${shop.businessName}`,
  };
}
