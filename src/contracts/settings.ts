import { z } from 'zod';
import { HOLIDAY_HOURS_KEYS } from '../domain/calendar';
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

const CalendarDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date like 2026-12-24');

/** The shop's hours on one holiday (pickup), and whether deliveries run (issue 22). */
export const HolidayHours = DayHours.extend({ deliveries: z.boolean() }).strict();
/** Every holiday key with its hours (the defaults filled in by the server). */
export const HolidayHoursMap = z.record(z.enum(HOLIDAY_HOURS_KEYS), HolidayHours);

/** Days staff closed the shop, both ends included, with the reason customers read. */
export const Closure = z.object({ startDate: CalendarDate, endDate: CalendarDate, reason: z.string() });
/** GET/POST /api/admin/closures: a closure with its id (to delete it). */
export const AdminClosure = Closure.extend({ id: z.string() });
export type AdminClosure = z.infer<typeof AdminClosure>;
/** POST /api/admin/closures */
export type AdminNewClosure = z.input<typeof Closure>;

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
  /*
   * The calendar (issue 22). Optional here while the server side lands: the web falls back to
   * shopCalendar's defaults when a field is missing.
   */
  /** Delivery hours per weekday (Sunday never delivers, whatever it says). */
  deliveryHours: OpeningHours.optional(),
  /** Every holiday's hours, defaults filled. */
  holidayHours: HolidayHoursMap.optional(),
  /** Closures ending today or later, in date order. */
  closures: z.array(Closure).optional(),
});
export type StoreBusinessSettings = z.infer<typeof StoreBusinessSettings>;

/**
 * GET /api/admin/business-settings: the public details plus the shop's own rules that only staff
 * see and set (slot capacity), with the delivery area as two lists the form edits.
 */
export const AdminBusinessSettings = StoreBusinessSettings.omit({ deliveryArea: true }).extend({
  deliveryRegions: z.array(z.string()),
  deliverySuburbs: z.array(z.string()),
  slotCapacity: z.number().int(),
});
export type AdminBusinessSettings = z.infer<typeof AdminBusinessSettings>;

/** No line breaks: these values end up in e-mail headers, the footer and one-line views. */
const line = (max: number, required: string | null) => {
  const base = z
    .string()
    .trim()
    .max(max, `must be at most ${max} characters`)
    .refine((v) => !/[\r\n]/.test(v), 'must be a single line');
  return required ? base.pipe(z.string().min(1, required)) : base;
};

/** Minutes within one day (0 to 24 hours). */
const minutesOfDay = (what: string) =>
  z
    .number({ error: `${what} must be a number of minutes` })
    .int(`${what} must be whole minutes`)
    .min(0, `${what} must be 0 or more`)
    .max(24 * 60, `${what} must be within a day (at most 1440 minutes)`);

export const MAX_MINIMUM_ORDER = '10000.00';

/** The largest slot capacity a form may set: far above a bakery's day, small enough to mean something. */
export const MAX_SLOT_CAPACITY = 1000;

const EditedDayHours = z
  .object({ open: Time, close: Time, closed: z.boolean() })
  .strict()
  .superRefine((day, ctx) => {
    if (!day.closed && day.close <= day.open) {
      ctx.addIssue({ code: 'custom', path: ['close'], message: 'closing time must be after the opening time' });
    }
  });

/**
 * PUT /api/admin/business-settings: every field, validated on the server although the screen
 * does not (admin spec section 5). Region and suburb names are checked against the place list by
 * the service. A 400 names each bad field by its path (`openingHours.monday.close`).
 */
export const AdminSaveBusinessSettings = z
  .object({
    businessName: line(100, 'business name is required'),
    phone: line(40, 'phone is required').refine(
      (v) => v === '' || /^[+()\d\s-]{5,40}$/.test(v),
      'phone must be a phone number like +64 9 123 4567',
    ),
    email: line(254, 'email is required').pipe(z.email('email must be a valid e-mail address')),
    addressLine1: line(200, 'address is required'),
    addressLine2: line(200, null).default(''),
    suburb: line(100, null),
    city: line(100, 'city is required'),
    postalCode: line(10, null).refine((v) => v === '' || /^\d{4}$/.test(v), 'postal code must be 4 digits'),
    deliveryInfo: line(300, null),
    minimumOrder: z
      .string({ error: 'minimum order must be an amount like 25.00' })
      .trim()
      // eslint-disable-next-line security/detect-unsafe-regex -- bounded repeats, no nested ambiguity: linear time
      .regex(/^\d{1,5}(\.\d{1,2})?$/, 'minimum order must be an amount like 25.00 (0 or more)')
      .refine((v) => Number(v) <= Number(MAX_MINIMUM_ORDER), `minimum order must be at most ${MAX_MINIMUM_ORDER}`),
    openingHours: z
      .object({
        monday: EditedDayHours,
        tuesday: EditedDayHours,
        wednesday: EditedDayHours,
        thursday: EditedDayHours,
        friday: EditedDayHours,
        saturday: EditedDayHours,
        sunday: EditedDayHours,
      })
      .strict(),
    pricesIncludeGst: z.boolean(),
    deliveryRegions: z
      .array(z.string().trim().max(100))
      .min(1, 'choose at least one delivery region')
      .max(20, 'too many regions'),
    deliverySuburbs: z.array(z.string().trim().max(100)).max(500, 'at most 500 suburbs').default([]),
    sameDayCutoffMinutes: minutesOfDay('same-day cut-off'),
    leadTimeMinutes: minutesOfDay('lead time'),
    slotCapacity: z
      .number({ error: 'slot capacity must be a number' })
      .int('slot capacity must be a whole number')
      .min(1, 'slot capacity must be at least 1')
      .max(MAX_SLOT_CAPACITY, `slot capacity must be at most ${MAX_SLOT_CAPACITY}`),
    /** Issue 22: the server checks these too (closing after opening; 400 names e.g. `holidayHours.anzac-day.open`). */
    deliveryHours: z
      .object({
        monday: EditedDayHours,
        tuesday: EditedDayHours,
        wednesday: EditedDayHours,
        thursday: EditedDayHours,
        friday: EditedDayHours,
        saturday: EditedDayHours,
        sunday: EditedDayHours,
      })
      .strict()
      .optional(),
    holidayHours: z.record(z.enum(HOLIDAY_HOURS_KEYS), HolidayHours).optional(),
  })
  .strict();
export type AdminSaveBusinessSettings = z.input<typeof AdminSaveBusinessSettings>;
