/**
 * The kitchen's capacity screen (issue 23): minutes per slot and per day, for each weekday and for
 * public holidays, and what the next 14 days have used of them.
 */
import { z } from 'zod';
import { WEEKDAYS } from '../domain/business';
import { DELIVERY_SLOTS } from '../domain/delivery';
import { MAX_CAPACITY_MINUTES } from '../domain/kitchen-capacity';

const Minutes = (what: string) =>
  z
    .number({ error: `${what} must be a whole number of minutes` })
    .int(`${what} must be a whole number of minutes`)
    .min(0, `${what} cannot be negative`)
    .max(MAX_CAPACITY_MINUTES, `${what} must be at most ${MAX_CAPACITY_MINUTES} minutes`);

const DayCapacity = z
  .object({
    slots: z
      .object(
        Object.fromEntries(DELIVERY_SLOTS.map((slot) => [slot, Minutes(`Slot ${slot}`)])) as Record<
          (typeof DELIVERY_SLOTS)[number],
          ReturnType<typeof Minutes>
        >,
      )
      .strict(),
    day: Minutes("The day's total"),
  })
  .strict();

export const KitchenCapacitySchema = z
  .object({
    ...(Object.fromEntries(WEEKDAYS.map((day) => [day, DayCapacity])) as Record<
      (typeof WEEKDAYS)[number],
      typeof DayCapacity
    >),
    holiday: DayCapacity,
  })
  .strict();

/**
 * PUT /api/admin/kitchen-capacity: every weekday and the holidays, each slot and the day, in
 * minutes; null goes back to counting orders per slot (decision 0177).
 */
export const AdminSaveKitchenCapacity = z.object({ capacity: KitchenCapacitySchema.nullable() }).strict();

/** Minutes a slot or day has, uses (orders and live holds) and has left; shared by the board and the sheet. */
export const KitchenMinutesUse = z.object({
  capacity: z.number().int(),
  used: z.number().int(),
  left: z.number().int(),
});
export type KitchenMinutesUse = z.infer<typeof KitchenMinutesUse>;
const Use = KitchenMinutesUse;

/** One day's minutes as the Today board and the production sheet show them: each slot's and the day's. */
export const KitchenDayMinutes = z.object({
  day: KitchenMinutesUse,
  slots: z.array(KitchenMinutesUse.extend({ time: z.string() })),
});
export type KitchenDayMinutes = z.infer<typeof KitchenDayMinutes>;

/** GET /api/admin/kitchen-capacity: the capacity and the next 14 days' minutes used and left. */
export const AdminKitchenCapacity = z.object({
  // As stored or derived: a shop on orders per slot may have more minutes than staff may type.
  capacity: z.record(z.string(), z.object({ slots: z.record(z.string(), z.number().int()), day: z.number().int() })),
  /** True while the shop still runs on "orders per slot" (each order 30 minutes, decision 0177). */
  perOrderMinutes: z.number().int().nullable(),
  days: z.array(
    z.object({
      date: z.string(),
      /** 'holiday' or the weekday whose row applies. */
      row: z.string(),
      holiday: z.string().nullable(),
      /** What the calendar says of the day when not every service runs (closed, pickup only), else null. */
      notice: z.string().nullable(),
      day: Use,
      slots: z.array(Use.extend({ time: z.string() })),
    }),
  ),
});
export type AdminKitchenCapacity = z.infer<typeof AdminKitchenCapacity>;
