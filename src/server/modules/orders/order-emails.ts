/** An order's e-mails: the customer's confirmation and the shop's notice. */
import type { StoreOrder } from '../../../contracts/checkout';
import { type Allergen, containsLine, mentionsAllergy } from '../../../domain/allergens';
import { GST_PERCENT } from '../../../domain/checkout-pricing';
import { feeLabel } from '../../../domain/delivery-fees';
import { formatSlotDay, slotPromise } from '../../../domain/dates';
import { formatCurrency, parseMoney } from '../../../domain/money';
import type { OutgoingMail } from '../../platform/mail/outbox';

export interface ShopContact {
  businessName: string;
  email: string;
  publicUrl: string;
}

/** The loyalty reward taken off an order: its name, and whether it was a voucher the customer held. */
export interface OrderReward {
  name: string;
  voucher: boolean;
}

const money = (value: string) => formatCurrency(parseMoney(value));

/**
 * The order's money as a receipt reads, each line adding up to the next: subtotal, the reward
 * taken off (named; a held voucher says so), delivery, GST when it was added, and the total. The
 * order keeps only its amounts, so GST counts as added when subtotal − discount + delivery + GST is
 * the total, and as included when subtotal − discount + delivery is.
 */
function orderTotalsText(order: StoreOrder, reward: OrderReward | null): string {
  const subtotal = parseMoney(order.subtotal);
  const discount = parseMoney(order.discount);
  const gst = parseMoney(order.gst);
  const fee = parseMoney(order.deliveryFee ?? '0');
  const gstAdded = gst > 0 && subtotal - discount + fee + gst === parseMoney(order.totalAmount);
  const lines = [`Subtotal: ${money(order.subtotal)}`];
  if (discount > 0) {
    const label = reward ? `${reward.voucher ? 'Voucher' : 'Reward'} (${reward.name})` : 'Discount';
    lines.push(`${label}: -${money(order.discount)}`);
  }
  // Delivery (issue 26): the fee charged, or "Free", so the e-mail adds up like the checkout did.
  if (order.fulfilment === 'delivery') lines.push(`Delivery: ${feeLabel(fee)}`);
  if (gstAdded) lines.push(`GST (${GST_PERCENT}%): ${money(order.gst)}`);
  // No GST at all: the shop is not GST-registered and says nothing of GST (issue 26).
  const gstIncluded = gst > 0 && !gstAdded ? ` (incl. GST ${money(order.gst)})` : '';
  lines.push(`Total: ${money(order.totalAmount)}${gstIncluded}`);
  return lines.join('\n');
}

const whereOf = (order: StoreOrder) =>
  order.fulfilment === 'pickup'
    ? 'Pick up in store'
    : `${order.deliveryAddress}, ${order.deliverySuburb ? `${order.deliverySuburb}, ` : ''}${order.deliveryCity} ${order.deliveryPostalCode}`;

/** The shop notice's flag for an order whose instructions mention an allergy (issue 26). */
export const ALLERGY_FLAG = 'ALLERGY NOTED in the instructions: check them before baking and packing.';

/**
 * The customer's confirmation and the shop's notice; each is sent once per order. `reward` is the
 * loyalty reward or voucher whose discount the order carries, if any; `allergens` what each
 * line's product declares (one list per item, in the items' order), printed under the line as the
 * "Contains" statement.
 */
export function orderEmails(
  order: StoreOrder,
  shop: ShopContact,
  reward: OrderReward | null = null,
  allergens: readonly (readonly Allergen[])[] = [],
): OutgoingMail[] {
  const lines = order.items
    .map(
      (i, index) =>
        `  ${i.quantity} × ${i.productName} (${i.size ?? 'Standard'}) @ ${money(i.price)}` +
        (allergens[index]?.length ? `\n    Contains: ${containsLine(allergens[index])}` : '') +
        (i.message ? `\n    Message on the cake: ${i.message}` : ''),
    )
    .join('\n');
  const allergy = mentionsAllergy(order.specialInstructions);
  // Dates as the site writes them (en-NZ): "Saturday 28 November, 10:00-12:00", never 2026-11-28.
  const when = order.deliveryDate ? formatSlotDay(order.deliveryDate, order.deliveryTime) : 'to be arranged';
  const promise = slotPromise(order);
  // Staff marking a pickup 'Ready to Collect' e-mails the customer (status-emails.ts, decision 0153).
  const readyNotice = order.fulfilment === 'pickup' ? " We'll e-mail you when it's ready to collect." : '';
  const totals = orderTotalsText(order, reward);
  // Issue 26: the tax invoice (a receipt when no GST was charged) is one click from the e-mail.
  const invoiceLink = `${parseMoney(order.gst) > 0 ? 'Tax invoice' : 'Receipt'}: ${shop.publicUrl}/orders/${order.id}/tax-invoice`;
  return [
    {
      dedupeKey: `order-confirmation:${order.id}`,
      to: order.customerEmail,
      subject: `Your ${shop.businessName} order #${order.orderNumber} is confirmed`,
      text: `Kia ora ${order.customerName},\n\nThank you for your order! We have received your payment of ${money(order.totalAmount)} and sent your order to the kitchen.${promise ? ` ${promise}.` : ''}${readyNotice}\n\nOrder #${order.orderNumber}\n${lines}\n\n${totals}\n${order.fulfilment === 'pickup' ? 'Pickup' : 'Delivery'}: ${when}\n${whereOf(order)}\n\n${invoiceLink}\n\nYou earned ${order.pointsEarned} loyalty points. See your orders at ${shop.publicUrl}/orders\n\nNgā mihi,\n${shop.businessName}`,
    },
    {
      dedupeKey: `order-notice:${order.id}`,
      to: shop.email,
      subject: `${allergy ? 'ALLERGY: ' : ''}New order #${order.orderNumber}: ${money(order.totalAmount)} for ${when}`,
      text: `${allergy ? `${ALLERGY_FLAG}\n\n` : ''}New ${order.fulfilment} order #${order.orderNumber} from ${order.customerName} (${order.customerEmail}, ${order.deliveryPhone}).\n\n${lines}\n\n${totals}\n${when}\n${whereOf(order)}\nNotes: ${order.specialInstructions || '-'}`,
    },
  ];
}
