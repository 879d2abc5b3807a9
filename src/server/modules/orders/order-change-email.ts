/**
 * The e-mail that tells a customer their order was moved or its details changed (issue 24): a
 * record of what it now says, so a change made by someone else on their account, or by mistake, is
 * noticed in time. One per change (its id is the outbox's dedupe key).
 */
import type { StoreOrder } from '../../../contracts/checkout';
import { formatSlotDay } from '../../../domain/dates';
import type { OutgoingMail } from '../../platform/mail/outbox';

export interface OrderChangeMail {
  changeId: string;
  kind: 'moved' | 'edited';
  /** What changed, in words: "from Friday 4 December, 10am-12pm to …", or "delivery address, instructions". */
  summary: string;
}

const place = (order: StoreOrder) =>
  order.fulfilment === 'delivery'
    ? `Delivering to: ${[order.deliveryAddress, order.deliverySuburb, [order.deliveryCity, order.deliveryPostalCode].filter(Boolean).join(' ')].filter(Boolean).join(', ')}`
    : 'Collect it from the shop.';

export function orderChangeEmail(
  order: StoreOrder,
  change: OrderChangeMail,
  shop: { businessName: string; publicUrl: string },
): OutgoingMail | null {
  if (!order.customerEmail) return null;
  const when = order.deliveryDate ? formatSlotDay(order.deliveryDate, order.deliveryTime) : null;
  const what =
    change.kind === 'moved'
      ? `Your order #${order.orderNumber} has been moved ${change.summary}.`
      : `Your order #${order.orderNumber} has been changed: ${change.summary}.`;
  const messages = order.items
    .filter((item) => item.message)
    .map((item) => `  ${item.productName}: ${item.message}`)
    .join('\n');
  return {
    dedupeKey: `order-changed:${change.changeId}`,
    to: order.customerEmail,
    subject: `Your ${shop.businessName} order #${order.orderNumber} has been ${change.kind === 'moved' ? 'moved' : 'changed'}`,
    text: `Kia ora ${order.customerName},\n\n${what}\n\n${when ? `When: ${when}\n` : ''}${place(order)}${order.specialInstructions ? `\nInstructions: ${order.specialInstructions}` : ''}${messages ? `\nCake messages:\n${messages}` : ''}\n\nIf you did not make this change, please reply to this e-mail or call us. See your orders at ${shop.publicUrl}/orders.\n\nNgā mihi,\n${shop.businessName}`,
  };
}
