/**
 * A customer moves a paid order to another date and slot (issue 24). The new place is checked by
 * the very rules and locks that bind a new order's details (bind-details.ts): the calendar, the
 * lead time with its products' notice, the delivery area, the slot's and the day's kitchen minutes,
 * daily batches and pre-order windows. It runs inside the caller's transaction, which holds the
 * order's row lock and then moves the order: taking the new place and releasing the old one are a
 * single commit, and the order's own minutes and units are not counted against it meanwhile.
 * A pause of new orders does not stop a move: it adds no order (decision 0197).
 */
import { scheduleProblem } from '../../../../domain/delivery';
import { deliveryAreaProblem } from '../../../../domain/delivery-area';
import type { DbOrTx } from '../../../db/client';
import type { CheckoutDetails, CheckoutLine } from '../../../db/schema';
import { BadRequest, Conflict } from '../../../platform/errors';
import type { MovePlace, OrderItemRow, OrderRow } from '../../orders/order-changes.service';
import type { CheckoutRules } from '../../settings/settings.service';
import { findCheckoutByIntent } from '../checkout.repository';
import { lockSlot } from '../slot-holds.repository';
import { assertBatchesAndWindows } from './batch-check';
import { scheduleRulesFor, SLOT_FULL_MESSAGE } from './bind-details';
import { kitchenRoomFor } from './kitchen-room';
import { assertShopOpen } from './shop-closed';

/**
 * The lines the order was paid for, as its checkout's snapshot holds them (notice hours and kitchen
 * minutes included); an order without a snapshot (made before checkouts kept one) from its items.
 */
async function orderLines(tx: DbOrTx, order: OrderRow, items: readonly OrderItemRow[]): Promise<CheckoutLine[]> {
  const checkout = await findCheckoutByIntent(tx, order.stripePaymentIntentId);
  if (checkout) return checkout.lines;
  return items
    .filter((item) => item.productId !== null)
    .map((item) => ({
      cartItemId: item.id,
      productId: item.productId!,
      productName: item.productName,
      productImage: item.productImage ?? '',
      size: item.size ?? '',
      quantity: item.quantity,
      unitPriceCents: item.unitPriceCents,
      lineTotalCents: item.lineTotalCents,
      featured: false,
      message: item.customization,
    }));
}

/**
 * Checks the new date and slot for this order and takes its place there (the locks of binding, in
 * binding's order: slot, kitchen day, batch days). Answers the kitchen minutes it takes there.
 * 400 for a closed, past or too soon slot or an address outside the area, 409 SLOT_FULL or SOLD_OUT.
 */
async function takeNewPlace(
  tx: DbOrTx,
  rules: CheckoutRules,
  order: OrderRow,
  lines: readonly CheckoutLine[],
  slot: { deliveryDate: string; deliveryTime: string },
  now = new Date(),
): Promise<number> {
  const choice = { fulfilment: order.fulfilment, date: slot.deliveryDate, slot: slot.deliveryTime };
  assertShopOpen(rules.calendar, choice, now);
  // The lead time as a new order meets it today, push back included, with the products' notice.
  const problem = scheduleProblem(choice, now, scheduleRulesFor(rules, lines));
  if (problem) throw new BadRequest(problem.message, 'INVALID_SCHEDULE', { [problem.field]: problem.message });
  if (order.fulfilment === 'delivery') {
    const address = { city: order.deliveryCity ?? '', suburb: order.deliverySuburb ?? '' };
    const outside = deliveryAreaProblem(address, rules.deliveryArea);
    if (outside) throw new BadRequest(outside.message, 'OUTSIDE_DELIVERY_AREA', { [outside.field]: outside.message });
  }
  await lockSlot(tx, slot.deliveryDate, slot.deliveryTime);
  // Not an account's checkout: the customer's open checkouts keep their holds and count (userId null).
  const holder = { id: order.id, userId: null, orderId: order.id };
  const details = slot as Pick<CheckoutDetails, 'deliveryDate' | 'deliveryTime'>;
  const room = await kitchenRoomFor(tx, rules, holder, details, lines);
  if (!room.fits) throw new Conflict(SLOT_FULL_MESSAGE, 'SLOT_FULL', { deliveryTime: SLOT_FULL_MESSAGE });
  await assertBatchesAndWindows(tx, lines, slot.deliveryDate, holder, now);
  return room.effortMinutes;
}

/** The move's place for the orders module, with the shop's rules read now (before its transaction). */
export function movePlace(rules: CheckoutRules, now = new Date()): MovePlace {
  return {
    async take(tx, order, items, slot) {
      return takeNewPlace(tx, rules, order, await orderLines(tx, order, items), slot, now);
    },
  };
}
