import { z } from 'zod';
import { EditedDeliveryHours, EditedHolidayHoursMap, HolidayHoursMap, StoreClosure } from './calendar';
import { MoneyString } from './common';
import { isValidIrdNumber } from '../domain/ird-number';
import { MAX_CHANGES_LOCK_HOURS } from '../domain/order-changes';
import { StoreOrdersPause } from './orders-pause';
import { StoreDeliveryFees } from './delivery-fees';

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
  /**
   * Issue 26: an unregistered shop adds and shows no GST; a registered one shows its GST number
   * ("49-091-850", '' when none is entered). The server always sends both; a page rendered from an
   * older answer without them reads the shop as registered, as every shop was before.
   */
  gstRegistered: z.boolean().optional(),
  gstNumber: z.string().optional(),
  /** Where deliveries go (pickup is possible from anywhere): regions, or only these suburbs of them. */
  deliveryArea: z.object({ regions: z.array(z.string()), suburbs: z.array(z.string()) }),
  /** Slots start at least this long from now; same-day deliveries close at the cut-off (Auckland time). */
  leadTimeMinutes: z.number().int(),
  sameDayCutoffMinutes: z.number().int(),
  /**
   * The calendar (issue 22), exactly the input of the domain's `shopCalendar`, so the browser
   * greys the same days the server refuses: weekly delivery hours, every holiday's hours (the
   * defaults with staff's changes), and closures ending today or later (Auckland), by start date.
   * The server always sends all three; they are optional here because `shopCalendar` fills what
   * is missing with the same defaults, so a page rendered from an older answer still works.
   */
  deliveryHours: OpeningHours.optional(),
  holidayHours: HolidayHoursMap.optional(),
  closures: z.array(StoreClosure).optional(),
  /**
   * Customers change or cancel an order online until this many hours before its slot starts (issue
   * 24, decision 0197). Always sent; optional for pages rendered from an older answer.
   */
  changesLockHours: z.number().int().optional(),
  /** New orders paused (issue 23): the banner's message; null while orders are taken. Always sent. */
  ordersPause: StoreOrdersPause.nullable().optional(),
  /** Delivery fees by zone (issue 26): always sent; an older answer without them means no fee. */
  deliveryFees: StoreDeliveryFees.optional(),
});
export type StoreBusinessSettings = z.infer<typeof StoreBusinessSettings>;

/**
 * GET /api/admin/business-settings: the public details plus the shop's own rules that only staff
 * see and set (slot capacity), with the delivery area as two lists the form edits. Closures have
 * their own endpoints (/api/admin/closures), so they are not part of this form.
 */
export const AdminBusinessSettings = StoreBusinessSettings.omit({
  deliveryArea: true,
  closures: true,
  ordersPause: true,
  deliveryFees: true,
}).extend({
  deliveryRegions: z.array(z.string()),
  deliverySuburbs: z.array(z.string()),
  slotCapacity: z.number().int(),
  /** Staff who are not owners refund up to this on their own (decision 0195); optional for older servers. */
  staffRefundLimit: MoneyString.optional(),
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
export const MAX_STAFF_REFUND_LIMIT = '99999.99';

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
    /** Optional like deliveryHours: a form that leaves them out keeps what is stored. */
    gstRegistered: z.boolean({ error: 'GST registered must be true or false' }).optional(),
    gstNumber: z
      .string({ error: 'GST number must be text' })
      .trim()
      .max(20, 'GST number must be at most 20 characters')
      .refine((v) => v === '' || isValidIrdNumber(v), 'GST number is not a valid IRD number (check its digits)')
      .optional(),
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
    /** Left out: what is stored stays (decision 0195). Only owners reach this route. */
    staffRefundLimit: z
      .string({ error: 'staff refund limit must be an amount like 100.00' })
      .trim()
      // eslint-disable-next-line security/detect-unsafe-regex -- bounded repeats, no nested ambiguity: linear time
      .regex(/^\d{1,5}(\.\d{1,2})?$/, 'staff refund limit must be an amount like 100.00 (0 or more)')
      .refine(
        (v) => Number(v) <= Number(MAX_STAFF_REFUND_LIMIT),
        `staff refund limit must be at most ${MAX_STAFF_REFUND_LIMIT}`,
      )
      .optional(),
    /** Left out: what is stored stays. Only owners reach this route (decision 0197). */
    changesLockHours: z
      .number({ error: 'changes lock must be a number of hours' })
      .int('changes lock must be whole hours')
      .min(0, 'changes lock must be 0 or more hours')
      .max(MAX_CHANGES_LOCK_HOURS, `changes lock must be at most ${MAX_CHANGES_LOCK_HOURS} hours`)
      .optional(),
    /** Optional (decision 0155): a form that leaves them out keeps what is stored. */
    deliveryHours: EditedDeliveryHours.optional(),
    /** Only the holidays sent change; the others keep their hours. */
    holidayHours: EditedHolidayHoursMap.optional(),
  })
  .strict();
export type AdminSaveBusinessSettings = z.input<typeof AdminSaveBusinessSettings>;
