/**
 * Step 3: bind the delivery or pickup details and take a place in the slot, before any card is
 * charged. The place is a hold that lapses with the checkout; the order's transaction checks the
 * slot again, so even a lapsed hold can never overbook it.
 */
import type { z } from 'zod';
import type { StoreDeliveryAddress } from '../../../../contracts/checkout';
import { type ScheduleRules, scheduleProblem, SLOT_HOLD_MINUTES } from '../../../../domain/delivery';
import { deliveryAreaProblem } from '../../../../domain/delivery-area';
import type { CheckoutDetails, CheckoutLine } from '../../../db/schema';
import type { CheckoutRules } from '../../settings/settings.service';
import { BadRequest, Conflict } from '../../../platform/errors';
import { type CheckoutRow, setOpenCheckoutDetails } from '../checkout.repository';
import { holdSlot, lockAccountHolds, lockSlot } from '../slot-holds.repository';
import { kitchenRoomFor } from './kitchen-room';
import type { CheckoutDeps } from './checkout-deps';
import { assertTakingOrders } from './orders-paused';
import { assertBatchesAndWindows } from './batch-check';
import { assertShopOpen } from './shop-closed';
import { assertFeeAsPriced } from './delivery-fee';

type DeliveryAddress = z.output<typeof StoreDeliveryAddress>;

export const SLOT_FULL_MESSAGE = 'That time slot is full: please choose another';

/** The details as stored: a pickup keeps no street address. */
export function toDetails(address: DeliveryAddress): CheckoutDetails {
  const delivery = address.fulfilment === 'delivery';
  return {
    fulfilment: address.fulfilment,
    fullName: address.fullName,
    email: address.email,
    phone: address.phone,
    address: delivery ? address.address : '',
    suburb: delivery ? address.suburb : '',
    city: delivery ? address.city : '',
    postalCode: delivery ? address.postalCode : '',
    specialInstructions: address.specialInstructions,
    deliveryDate: address.deliveryDate,
    deliveryTime: address.deliveryTime,
  };
}

/** The shop's scheduling rules (today's push back included) with the order's longest product notice on top. */
export function scheduleRulesFor(rules: CheckoutRules, lines: readonly CheckoutLine[]): ScheduleRules {
  return {
    leadTimeMinutes: rules.leadTimeMinutes + rules.pushBackMinutes,
    sameDayCutoffMinutes: rules.sameDayCutoffMinutes,
    noticeHours: Math.max(0, ...lines.map((line) => line.noticeHours ?? 0)),
  };
}

export const sameDetails = (a: CheckoutDetails, b: CheckoutDetails) =>
  (Object.keys(a) as (keyof CheckoutDetails)[]).every((key) => a[key] === b[key]);

export async function bindDetails(
  deps: Pick<CheckoutDeps, 'db' | 'orders' | 'settings' | 'kitchenUsage'>,
  checkout: CheckoutRow,
  address: DeliveryAddress,
): Promise<CheckoutDetails> {
  const rules = await deps.settings.checkoutRules();
  // Paused by staff (issue 23): 409 ORDERS_PAUSED with their message, before anything else.
  assertTakingOrders(rules.ordersPause);
  const choice = { fulfilment: address.fulfilment, date: address.deliveryDate, slot: address.deliveryTime };
  const now = new Date();
  // A closed day or an hour outside the shop's: 400 SHOP_CLOSED, before any place is held.
  assertShopOpen(rules.calendar, choice, now);
  const problem = scheduleProblem(choice, now, scheduleRulesFor(rules, checkout.lines));
  if (problem) throw new BadRequest(problem.message, 'INVALID_SCHEDULE', { [problem.field]: problem.message });
  const outside = address.fulfilment === 'delivery' ? deliveryAreaProblem(address, rules.deliveryArea) : null;
  if (outside) throw new BadRequest(outside.message, 'OUTSIDE_DELIVERY_AREA', { [outside.field]: outside.message });
  assertFeeAsPriced(rules, checkout, address);
  const details = toDetails(address);
  await deps.db.transaction(async (tx) => {
    // One place per account across its carts (decision 0107): its lock first, then the slot's.
    await lockAccountHolds(tx, checkout.userId);
    await lockSlot(tx, details.deliveryDate, details.deliveryTime);
    // The slot's and the day's kitchen minutes (issue 23), under the day's lock too.
    const room = await kitchenRoomFor(tx, rules, checkout, details, checkout.lines);
    if (!room.fits) throw new Conflict(SLOT_FULL_MESSAGE, 'SLOT_FULL', { deliveryTime: SLOT_FULL_MESSAGE });
    // Daily batches and pre-order windows (issue 23): their units are held with the place.
    await assertBatchesAndWindows(tx, checkout.lines, details.deliveryDate, checkout);
    if (!(await setOpenCheckoutDetails(tx, checkout.id, details))) {
      throw new Conflict('This checkout is already complete', 'ALREADY_PAID');
    }
    await holdSlot(tx, checkout, details, room.effortMinutes, SLOT_HOLD_MINUTES);
  });
  // The hold (and the account's other holds it replaced, on any day) shows on this copy's next
  // slot answer; other copies hear of it by NOTIFY.
  deps.kitchenUsage.invalidate();
  return details;
}
