/**
 * Step 3: bind the delivery or pickup details and take a place in the slot, before any card is
 * charged. The place is a hold that lapses with the checkout; the order's transaction checks the
 * slot again, so even a lapsed hold can never overbook it.
 */
import type { z } from 'zod';
import type { StoreDeliveryAddress } from '../../../../contracts/checkout';
import { scheduleProblem, SLOT_HOLD_MINUTES } from '../../../../domain/delivery';
import type { CheckoutDetails } from '../../../db/schema';
import { BadRequest, Conflict } from '../../../platform/errors';
import { type CheckoutRow, setOpenCheckoutDetails } from '../checkout.repository';
import { countActiveHolds, holdSlot, lockSlot } from '../slot-holds.repository';
import type { CheckoutDeps } from './checkout-deps';

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

export const sameDetails = (a: CheckoutDetails, b: CheckoutDetails) =>
  (Object.keys(a) as (keyof CheckoutDetails)[]).every((key) => a[key] === b[key]);

export async function bindDetails(
  deps: Pick<CheckoutDeps, 'db' | 'orders' | 'settings'>,
  checkout: CheckoutRow,
  address: DeliveryAddress,
): Promise<CheckoutDetails> {
  const problem = scheduleProblem({
    fulfilment: address.fulfilment,
    date: address.deliveryDate,
    slot: address.deliveryTime,
  });
  if (problem) throw new BadRequest(problem.message, 'INVALID_SCHEDULE', { [problem.field]: problem.message });
  const details = toDetails(address);
  const { slotCapacity } = await deps.settings.checkoutRules();
  await deps.db.transaction(async (tx) => {
    await lockSlot(tx, details.deliveryDate, details.deliveryTime);
    const taken =
      (await deps.orders.countInSlot(tx, details.deliveryDate, details.deliveryTime)) +
      (await countActiveHolds(tx, details.deliveryDate, details.deliveryTime, checkout.id));
    if (taken >= slotCapacity) throw new Conflict(SLOT_FULL_MESSAGE, 'SLOT_FULL', { deliveryTime: SLOT_FULL_MESSAGE });
    if (!(await setOpenCheckoutDetails(tx, checkout.id, details))) {
      throw new Conflict('This checkout is already complete', 'ALREADY_PAID');
    }
    await holdSlot(tx, checkout.id, details.deliveryDate, details.deliveryTime, SLOT_HOLD_MINUTES);
  });
  return details;
}
