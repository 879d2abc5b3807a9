/** The e-mails of an order's life: the customer's confirmation, the shop's notice, a refund. */
import type { StoreOrder } from '../../../contracts/checkout';
import { formatCurrency } from '../../../domain/money';
import type { CheckoutDetails } from '../../db/schema';
import type { OutgoingMail } from '../../platform/mail/outbox';

export interface ShopContact {
  businessName: string;
  email: string;
  publicUrl: string;
}

const whereOf = (order: StoreOrder) =>
  order.fulfilment === 'pickup'
    ? 'Pick up in store'
    : `${order.deliveryAddress}, ${order.deliverySuburb ? `${order.deliverySuburb}, ` : ''}${order.deliveryCity} ${order.deliveryPostalCode}`;

/** The customer's confirmation and the shop's notice; each is sent once per order. */
export function orderEmails(order: StoreOrder, shop: ShopContact): OutgoingMail[] {
  const lines = order.items
    .map((i) => `  ${i.quantity} × ${i.productName} (${i.size ?? 'Standard'}) @ $${i.price}`)
    .join('\n');
  const when = `${order.deliveryDate} ${order.deliveryTime}`;
  return [
    {
      dedupeKey: `order-confirmation:${order.id}`,
      to: order.customerEmail,
      subject: `Your ${shop.businessName} order #${order.orderNumber} is confirmed`,
      text: `Kia ora ${order.customerName},\n\nThank you for your order! We have received your payment of $${order.totalAmount} and sent your order to the kitchen.\n\nOrder #${order.orderNumber}\n${lines}\n\nTotal: $${order.totalAmount} (incl. GST $${order.gst})\n${order.fulfilment === 'pickup' ? 'Pickup' : 'Delivery'}: ${when}\n${whereOf(order)}\n\nYou earned ${order.pointsEarned} loyalty points. See your orders at ${shop.publicUrl}/orders\n\nNgā mihi,\n${shop.businessName}`,
    },
    {
      dedupeKey: `order-notice:${order.id}`,
      to: shop.email,
      subject: `New order #${order.orderNumber}: $${order.totalAmount} for ${when}`,
      text: `New ${order.fulfilment} order #${order.orderNumber} from ${order.customerName} (${order.customerEmail}, ${order.deliveryPhone}).\n\n${lines}\n\nTotal $${order.totalAmount}\n${when}\n${whereOf(order)}\nNotes: ${order.specialInstructions || '-'}`,
    },
  ];
}

export type RefundReason = 'slot_full' | 'details_missing';

/** What the customer is told, in plain words, about why their payment came back. */
export const REFUND_EXPLANATIONS: Record<RefundReason, string> = {
  slot_full:
    'the time you chose filled up while you were paying, so we could not take your order for it. Please choose another time and order again',
  details_missing: 'we did not receive your delivery details, so we could not make your order. Please order again',
};

/** Tells the customer their payment was refunded in full, and why. Sent once per checkout. */
export function refundEmail(
  refund: { checkoutId: string; totalCents: number; details: CheckoutDetails; reason: RefundReason },
  shop: ShopContact,
): OutgoingMail {
  const { details } = refund;
  return {
    dedupeKey: `payment-refunded:${refund.checkoutId}`,
    to: details.email,
    subject: `Your ${shop.businessName} payment of ${formatCurrency(refund.totalCents)} has been refunded`,
    text: `Kia ora ${details.fullName},\n\nWe are sorry: ${REFUND_EXPLANATIONS[refund.reason]}.\n\nWe have refunded your payment of ${formatCurrency(refund.totalCents)} in full. It usually reaches your card within 5 to 10 working days.\n\nOrder again at ${shop.publicUrl}, or reply to this e-mail and we will help.\n\nNgā mihi,\n${shop.businessName}`,
  };
}
