/**
 * The customer's e-mails when staff move their order on (decision 0153): a delivery's 'Out for
 * Delivery' and 'Delivered', a pickup's 'Ready to Collect' and 'Collected'. Other statuses send
 * nothing.
 */
import type { StoreOrder } from '../../../contracts/checkout';
import { formatSlotDay } from '../../../domain/dates';
import { parseMoney } from '../../../domain/money';
import type { OutgoingMail } from '../../platform/mail/outbox';
import { moneyBackSentence } from '../../platform/mail/money-back';

/** What the e-mails say about the shop: where to collect, whom to call. */
export interface ShopDetails {
  businessName: string;
  email: string;
  phone: string;
  /** One line: "123 Queen Street, Auckland CBD, Auckland 1010". */
  address: string;
  publicUrl: string;
}

const itemLines = (order: StoreOrder) =>
  order.items
    .map(
      (i) =>
        `  ${i.quantity} × ${i.productName} (${i.size ?? 'Standard'})` +
        (i.message ? `\n    Message on the cake: ${i.message}` : ''),
    )
    .join('\n');

const deliveryAddress = (order: StoreOrder) =>
  [
    order.deliveryAddress,
    order.deliverySuburb,
    [order.deliveryCity, order.deliveryPostalCode].filter(Boolean).join(' '),
  ]
    .filter(Boolean)
    .join(', ');

const signOff = (shop: ShopDetails) =>
  `Questions? Call us on ${shop.phone} or reply to ${shop.email}.\nSee your orders at ${shop.publicUrl}/orders\n\nNgā mihi,\n${shop.businessName}`;

/**
 * The e-mail for a change to `status`, or null when that status sends none (or the order has no
 * e-mail address any more). `changeId` (the history row) makes the e-mail unique to this change:
 * moving an order back and out again tells the customer again, a repeated request does not.
 */
export function statusEmail(
  order: StoreOrder,
  status: string,
  changeId: string,
  shop: ShopDetails,
): OutgoingMail | null {
  if (!order.customerEmail) return null;
  const when = order.deliveryDate ? formatSlotDay(order.deliveryDate, order.deliveryTime) : null;
  const base = { dedupeKey: `order-status:${order.id}:${status}:${changeId}`, to: order.customerEmail };
  const hello = `Kia ora ${order.customerName},`;
  if (status === 'readyforpickup') {
    return {
      ...base,
      subject: `Your ${shop.businessName} order #${order.orderNumber} is ready to collect`,
      text: `${hello}\n\nGood news: your order #${order.orderNumber} is ready to collect${when ? ` (${when})` : ''}.\n\n${itemLines(order)}\n\nCollect it from ${shop.businessName}, ${shop.address}. Please bring your order number.\n\n${signOff(shop)}`,
    };
  }
  if (status === 'outfordelivery') {
    return {
      ...base,
      subject: `Your ${shop.businessName} order #${order.orderNumber} is out for delivery`,
      text: `${hello}\n\nYour order #${order.orderNumber} is on its way${when ? ` (${when})` : ''}.\n\n${itemLines(order)}\n\nDelivering to: ${deliveryAddress(order)}\n\n${signOff(shop)}`,
    };
  }
  if (status === 'delivered' || status === 'collected') {
    // A receipt of the hand-over: a customer whose cake someone else collected learns it at once.
    const done = status === 'collected' ? 'has been collected' : 'has been delivered';
    return {
      ...base,
      subject: `Your ${shop.businessName} order #${order.orderNumber} ${done}`,
      text: `${hello}\n\nYour order #${order.orderNumber} ${done}. We hope you enjoy every bite!\n\n${itemLines(order)}\n\n${signOff(shop)}`,
    };
  }
  return null;
}

/**
 * Tells the customer their order was cancelled and what came back: the card's part and the store
 * credit's (decision 0220), which are what partial refunds had not yet given back. Without `back`,
 * the whole total went to the card. Once per order.
 */
export function cancellationEmail(
  order: StoreOrder,
  reason: string,
  shop: ShopDetails,
  back?: { cardCents: number; creditCents: number; whole: boolean },
): OutgoingMail | null {
  const money = moneyBackSentence(
    back ?? { cardCents: parseMoney(order.totalAmount), creditCents: 0, whole: true },
    '5 to 10 working days',
  );
  if (!order.customerEmail) return null;
  return {
    dedupeKey: `order-cancelled:${order.id}`,
    to: order.customerEmail,
    subject: `Your ${shop.businessName} order #${order.orderNumber} has been cancelled`,
    text: `Kia ora ${order.customerName},\n\nYour order #${order.orderNumber} has been cancelled: ${reason}\n\n${itemLines(order)}\n\n${money}${order.pointsEarned > 0 ? ` The ${order.pointsEarned} loyalty points the order earned have been taken back, and any reward it used is yours again.` : ''}\n\n${signOff(shop)}`,
  };
}
