/** An order's e-mails: the customer's confirmation and the shop's notice. */
import type { StoreOrder } from '../../../contracts/checkout';
import { formatSlotDay, slotPromise } from '../../../domain/dates';
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
    .map(
      (i) =>
        `  ${i.quantity} × ${i.productName} (${i.size ?? 'Standard'}) @ $${i.price}` +
        (i.message ? `\n    Message on the cake: ${i.message}` : ''),
    )
    .join('\n');
  // Dates as the site writes them (en-NZ): "Saturday 28 November, 10:00-12:00", never 2026-11-28.
  const when = order.deliveryDate ? formatSlotDay(order.deliveryDate, order.deliveryTime) : 'to be arranged';
  const promise = slotPromise(order);
  return [
    {
      dedupeKey: `order-confirmation:${order.id}`,
      to: order.customerEmail,
      subject: `Your ${shop.businessName} order #${order.orderNumber} is confirmed`,
      text: `Kia ora ${order.customerName},\n\nThank you for your order! We have received your payment of $${order.totalAmount} and sent your order to the kitchen.${promise ? ` ${promise}.` : ''}\n\nOrder #${order.orderNumber}\n${lines}\n\nTotal: $${order.totalAmount} (incl. GST $${order.gst})\n${order.fulfilment === 'pickup' ? 'Pickup' : 'Delivery'}: ${when}\n${whereOf(order)}\n\nYou earned ${order.pointsEarned} loyalty points. See your orders at ${shop.publicUrl}/orders\n\nNgā mihi,\n${shop.businessName}`,
    },
    {
      dedupeKey: `order-notice:${order.id}`,
      to: shop.email,
      subject: `New order #${order.orderNumber}: $${order.totalAmount} for ${when}`,
      text: `New ${order.fulfilment} order #${order.orderNumber} from ${order.customerName} (${order.customerEmail}, ${order.deliveryPhone}).\n\n${lines}\n\nTotal $${order.totalAmount}\n${when}\n${whereOf(order)}\nNotes: ${order.specialInstructions || '-'}`,
    },
  ];
}
