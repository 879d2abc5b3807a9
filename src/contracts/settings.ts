import { z } from 'zod';
import { MoneyString } from './common';

const Time = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'must be a time like 08:30');

export const DayHours = z.object({ open: Time, close: Time, closed: z.boolean() }).strict();

export const OpeningHours = z
  .object({
    monday: DayHours,
    tuesday: DayHours,
    wednesday: DayHours,
    thursday: DayHours,
    friday: DayHours,
    saturday: DayHours,
    sunday: DayHours,
  })
  .strict();

/** GET /api/business-settings: every field filled, from the stored row or its fallback. */
export const StoreBusinessSettings = z.object({
  businessName: z.string(),
  deliveryInfo: z.string(),
  addressLine1: z.string(),
  addressLine2: z.string(),
  suburb: z.string(),
  city: z.string(),
  postalCode: z.string(),
  phone: z.string(),
  email: z.string(),
  minimumOrder: MoneyString,
  openingHours: OpeningHours,
  pricesIncludeGst: z.boolean(),
  /** Where deliveries go (pickup is possible from anywhere): regions, or only these suburbs of them. */
  deliveryArea: z.object({ regions: z.array(z.string()), suburbs: z.array(z.string()) }),
  /** Slots start at least this long from now; same-day deliveries close at the cut-off (Auckland time). */
  leadTimeMinutes: z.number().int(),
  sameDayCutoffMinutes: z.number().int(),
});
export type StoreBusinessSettings = z.infer<typeof StoreBusinessSettings>;
