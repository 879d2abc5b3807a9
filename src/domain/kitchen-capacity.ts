/**
 * The kitchen's time (issue 23): every product costs kitchen minutes per unit, every slot and day
 * has minutes to spend, and an order fits only when both its slot and its day have the minutes
 * left. Pure rules, no I/O: the server passes in what is used and what the shop set.
 */
import { WEEKDAYS, type Weekday } from './business';
import { holidaysOn } from './calendar';
import { DELIVERY_SLOTS, type DeliverySlot } from './delivery';

/** Minutes per unit a new product costs when staff have not said, by category (decision 0176). */
export const DEFAULT_EFFORT_BY_CATEGORY: Readonly<Record<string, number>> = {
  cakes: 30,
  'arabian-sweets': 5,
  'indian-sweets': 5,
  'english-sweets': 5,
  'pastries-and-breads': 3,
};
/** Any other category: a modest few minutes, so nothing is free by accident. */
export const DEFAULT_EFFORT_MINUTES = 10;
export const MAX_EFFORT_MINUTES = 24 * 60;
export const MAX_CAPACITY_MINUTES = 7 * 24 * 60;

export const defaultEffortFor = (category: string): number =>
  DEFAULT_EFFORT_BY_CATEGORY[category] ?? DEFAULT_EFFORT_MINUTES;

/**
 * What one order counted for under the old "orders per slot" setting, in minutes: the old limit
 * times this is the slot's minutes, and every order placed before the change costs this (decision
 * 0177). A cake (30 minutes) takes one place, as before.
 */
export const LEGACY_ORDER_MINUTES = 30;

/** One day's minutes: each slot's, and the day's total (which may be less than their sum). */
export interface DayCapacity {
  slots: Record<DeliverySlot, number>;
  day: number;
}
export type CapacityDayKey = Weekday | 'holiday';
export const CAPACITY_DAY_KEYS: readonly CapacityDayKey[] = [...WEEKDAYS, 'holiday'];
export type KitchenCapacity = Record<CapacityDayKey, DayCapacity>;

const everySlot = (minutes: number) =>
  Object.fromEntries(DELIVERY_SLOTS.map((slot) => [slot, minutes])) as Record<DeliverySlot, number>;

/** The same minutes in every slot of every day, the day being all its slots (no day limit of its own). */
export function uniformCapacity(slotMinutes: number): KitchenCapacity {
  const day: DayCapacity = { slots: everySlot(slotMinutes), day: slotMinutes * DELIVERY_SLOTS.length };
  return Object.fromEntries(
    CAPACITY_DAY_KEYS.map((key) => [key, { slots: { ...day.slots }, day: day.day }]),
  ) as KitchenCapacity;
}

/** The old "orders per slot" as minutes (decision 0177): existing shops keep their limit for cakes. */
export const capacityFromOrdersPerSlot = (ordersPerSlot: number): KitchenCapacity =>
  uniformCapacity(ordersPerSlot * LEGACY_ORDER_MINUTES);

/**
 * The shop's kitchen as the checkout reads it. `perOrderMinutes` is set while the shop still runs
 * on the old "orders per slot" (no minutes saved yet): every order then costs that, whatever it
 * holds, so the shop behaves exactly as before until staff set minutes (decision 0177).
 */
export interface Kitchen {
  capacity: KitchenCapacity;
  perOrderMinutes: number | null;
}

export function kitchenOf(stored: KitchenCapacity | null | undefined, ordersPerSlot: number): Kitchen {
  return stored
    ? { capacity: stored, perOrderMinutes: null }
    : { capacity: capacityFromOrdersPerSlot(ordersPerSlot), perOrderMinutes: LEGACY_ORDER_MINUTES };
}

const weekdayOf = (date: string): Weekday => {
  // yyyy-MM-dd is a calendar date: its weekday does not depend on any time zone.
  const sundayFirst = new Date(`${date}T00:00:00Z`).getUTCDay();
  return WEEKDAYS[(sundayFirst + 6) % 7]!;
};

/** Which row of the capacity a date uses: a public holiday's (with the calendar of issue 22), else its weekday's. */
export const capacityDayKey = (date: string): CapacityDayKey =>
  holidaysOn(date).length > 0 ? 'holiday' : weekdayOf(date);

export const capacityOn = (capacity: KitchenCapacity, date: string): DayCapacity => capacity[capacityDayKey(date)];

/** A line's kitchen minutes: effort per unit times quantity. */
export interface EffortLine {
  quantity: number;
  effortMinutes?: number;
}
export const orderEffort = (lines: readonly EffortLine[]): number =>
  lines.reduce((sum, line) => sum + Math.max(0, line.effortMinutes ?? 0) * line.quantity, 0);

/** The minutes an order takes from its slot and day in this kitchen. */
export const chargedEffort = (kitchen: Kitchen, lines: readonly EffortLine[]): number =>
  kitchen.perOrderMinutes ?? orderEffort(lines);

/** Minutes already taken (orders and live holds) in the slot and in its whole day. */
export interface MinutesUsed {
  slot: number;
  day: number;
}

export interface SlotRoom {
  /** Minutes still free: the lesser of the slot's and the day's. */
  minutesLeft: number;
  /** Orders of this size that still fit (null for an order that costs nothing: no limit). */
  ordersLeft: number | null;
  /** Why this order does not fit, or null when it does. */
  refusal: 'slot' | 'day' | null;
}

/** Whether an order of `effort` minutes fits a slot with these minutes used and this capacity. */
export function slotRoom(capacity: DayCapacity, slot: DeliverySlot, used: MinutesUsed, effort: number): SlotRoom {
  const slotLeft = Math.max(0, capacity.slots[slot] - used.slot);
  const dayLeft = Math.max(0, capacity.day - used.day);
  const minutesLeft = Math.min(slotLeft, dayLeft);
  const refusal = effort > slotLeft ? 'slot' : effort > dayLeft ? 'day' : null;
  // A slot with no minutes left at all is full even for an order that costs nothing.
  if (minutesLeft === 0 && capacity.slots[slot] === 0) return { minutesLeft, ordersLeft: 0, refusal: 'slot' };
  return { minutesLeft, ordersLeft: effort > 0 ? Math.floor(minutesLeft / effort) : null, refusal };
}

/** The customer's words for a slot this cart does not fit (shown, not hidden). */
export function roomMessage(room: SlotRoom, effort: number): string | null {
  if (!room.refusal) return null;
  if (room.minutesLeft === 0) return 'Full';
  const where = room.refusal === 'day' ? 'this day' : 'this time';
  return `Too big for ${where}: the kitchen has ${room.minutesLeft} minutes left and your order needs ${effort}`;
}

/** What a slot or day has, uses and has left, in minutes. */
export interface MinutesUse {
  capacity: number;
  used: number;
  left: number;
}

const use = (capacity: number, used: number): MinutesUse => ({ capacity, used, left: Math.max(0, capacity - used) });

/**
 * One day's minutes used against its capacity, slot by slot and in total, from the minutes used
 * per slot (kitchen-usage.repository's minutesUsedPerSlot): the one formula the capacity screen,
 * the Today board and the production sheet all show. A slot outside the day's slots still counts
 * toward the day.
 */
export function dayMinutesUse(
  capacity: DayCapacity,
  usedPerSlot: ReadonlyMap<string, number> | undefined,
): { day: MinutesUse; slots: Array<MinutesUse & { time: DeliverySlot }> } {
  const dayUsed = [...(usedPerSlot?.values() ?? [])].reduce((sum, n) => sum + n, 0);
  return {
    day: use(capacity.day, dayUsed),
    slots: DELIVERY_SLOTS.map((time) => ({ time, ...use(capacity.slots[time], usedPerSlot?.get(time) ?? 0) })),
  };
}
