/**
 * The kitchen's minutes (issue 23), checked under the slot's lock and then the day's: when the
 * details are bound (before any card is charged) and again when the payment lands. An order fits
 * when both its slot and its day have its minutes left (domain/kitchen-capacity.ts).
 */
import {
  capacityOn,
  chargedEffort,
  type EffortLine,
  type Kitchen,
  roomMessage,
  slotRoom,
} from '../../../../domain/kitchen-capacity';
import type { DeliverySlot } from '../../../../domain/delivery';
import type { DbOrTx } from '../../../db/client';
import type { Holder } from '../../kitchen/kitchen-usage.service';
import type { CheckoutDetails, CheckoutLine } from '../../../db/schema';
import type { CheckoutRules } from '../../settings/settings.service';
import { lockKitchenDay, minutesUsed } from '../../kitchen/kitchen-usage.service';

/**
 * Takes the day's lock and answers the order's minutes and whether they still fit (the holder's
 * own hold not counted). Call under the slot's lock.
 */
export async function kitchenRoomFor(
  tx: DbOrTx,
  rules: Pick<CheckoutRules, 'kitchen'>,
  holder: Holder,
  details: Pick<CheckoutDetails, 'deliveryDate' | 'deliveryTime'>,
  lines: readonly CheckoutLine[],
): Promise<{ effortMinutes: number; fits: boolean }> {
  await lockKitchenDay(tx, details.deliveryDate);
  const used = await minutesUsed(tx, details.deliveryDate, details.deliveryTime, holder);
  const effortMinutes = chargedEffort(rules.kitchen, lines);
  const capacity = capacityOn(rules.kitchen.capacity, details.deliveryDate);
  const room = slotRoom(capacity, details.deliveryTime as DeliverySlot, used, effortMinutes);
  return { effortMinutes, fits: room.refusal === null };
}

/**
 * The slot picker's view of one day for this cart: per slot, how many more orders of its size fit
 * ("3 left"; null when it costs nothing) and, when it does not fit, why ("Full", or too big).
 */
export function kitchenRoomsOn(
  kitchen: Kitchen,
  date: string,
  usedPerSlot: ReadonlyMap<string, number> | undefined,
  lines: readonly EffortLine[],
) {
  const capacity = capacityOn(kitchen.capacity, date);
  const day = [...(usedPerSlot?.values() ?? [])].reduce((sum, minutes) => sum + minutes, 0);
  // An empty cart (no session) asks about the smallest order: one place.
  const effort = lines.length ? chargedEffort(kitchen, lines) : (kitchen.perOrderMinutes ?? 1);
  return (time: DeliverySlot) => {
    const room = slotRoom(capacity, time, { slot: usedPerSlot?.get(time) ?? 0, day }, effort);
    return { left: room.ordersLeft, reason: roomMessage(room, effort) };
  };
}
