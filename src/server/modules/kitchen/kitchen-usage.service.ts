/**
 * The kitchen's minutes as other modules read them (issue 23): the day's lock and the minutes
 * orders and live holds use. Checkout calls these inside its own transactions, under the slot's
 * lock, so the check and the hold are one decision.
 */
import type { KitchenDayMinutes } from '../../../contracts/kitchen-capacity';
import { capacityOn, dayMinutesUse, type Kitchen } from '../../../domain/kitchen-capacity';
import type { KitchenUsageCache } from './kitchen-usage-cache';

export { createKitchenUsageCache, KITCHEN_USAGE_CHANNEL, type KitchenUsageCache } from './kitchen-usage-cache';
export { lockKitchenDay, minutesUsed, minutesUsedPerSlot, type Holder } from './kitchen-usage.repository';

/**
 * One day's minutes used against capacity, per slot and in total, for the Today board and the
 * production sheet, from the slot picker's per-day cache (`usedOn`: no query once warm, a change
 * on any copy clears it); the same numbers the capacity screen and the checkout read.
 */
export async function kitchenDayMinutes(
  usage: Pick<KitchenUsageCache, 'usedOn'>,
  kitchen: Kitchen,
  date: string,
): Promise<KitchenDayMinutes> {
  return dayMinutesUse(capacityOn(kitchen.capacity, date), await usage.usedOn(date));
}
