/**
 * The shop's calendar at the API (issue 22): holiday hours, closures and the orders a closure left
 * stranded. The rules themselves are the domain's (src/domain/calendar): these schemas check the
 * shape, then call the domain's checks so a 400 names each field by its path
 * (`holidayHours.anzac-day.open`, `endDate`) exactly as the browser's form would.
 */
import { z } from 'zod';
import {
  HOLIDAY_HOURS_KEYS,
  closureErrors,
  holidayHoursErrors,
  weeklyHoursErrors,
  type FieldError,
} from '../domain/calendar';

const Time = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'must be a time like 08:30');

/** One holiday's pickup hours and whether deliveries run that day. */
export const HolidayHours = z
  .object({ open: Time, close: Time, closed: z.boolean(), deliveries: z.boolean() })
  .strict();

/** Every holiday key with its hours: the stored changes laid over the defaults (decision 0145). */
export const HolidayHoursMap = z.record(z.enum(HOLIDAY_HOURS_KEYS), HolidayHours);

/** A closure as customers see it, and as `shopCalendar` reads it. */
export const StoreClosure = z.object({ startDate: z.string(), endDate: z.string(), reason: z.string() });
export type StoreClosure = z.infer<typeof StoreClosure>;

/** GET /api/admin/closures and POST's answer: the closure with its id, to delete it by. */
export const AdminClosure = StoreClosure.extend({ id: z.string(), createdAt: z.string() });
export type AdminClosure = z.infer<typeof AdminClosure>;

/** The domain's field errors as zod issues, relative to the schema they are attached to. */
function addFieldErrors(ctx: z.RefinementCtx, errors: FieldError[], prefix = '') {
  for (const error of errors) {
    const field = prefix && error.field.startsWith(`${prefix}.`) ? error.field.slice(prefix.length + 1) : error.field;
    ctx.addIssue({ code: 'custom', path: field.split('.'), message: error.message });
  }
}

/** POST /api/admin/closures: two dates of 2026-2052, not ending before it starts, and a one-line reason. */
export const AdminCreateClosure = z
  .object({
    startDate: z.string({ error: 'startDate must be a date like 2026-12-24' }).max(20),
    endDate: z.string({ error: 'endDate must be a date like 2026-12-24' }).max(20),
    reason: z.string({ error: 'tell customers why the shop is closed' }).max(1000),
  })
  .strict()
  .superRefine((closure, ctx) => addFieldErrors(ctx, closureErrors(closure)));
export type AdminCreateClosure = z.input<typeof AdminCreateClosure>;

const EditedHours = z.object({ open: z.string().max(10), close: z.string().max(10), closed: z.boolean() }).strict();
const EditedHolidayHours = EditedHours.extend({ deliveries: z.boolean() }).strict();

/** Weekly delivery hours as staff send them: all seven days, each valid, Sunday closed. */
export const EditedDeliveryHours = z
  .record(z.string().max(40), EditedHours)
  .superRefine((hours, ctx) => addFieldErrors(ctx, weeklyHoursErrors(hours, 'deliveryHours'), 'deliveryHours'));

/** Holiday hours as staff send them: any of the known holidays (only those sent change). */
export const EditedHolidayHoursMap = z
  .record(z.string().max(40), EditedHolidayHours)
  .superRefine((hours, ctx) => addFieldErrors(ctx, holidayHoursErrors(hours, 'holidayHours'), 'holidayHours'));

/** One order due on a day or slot the calendar now refuses, with the calendar's reason. */
export const AdminCalendarConflict = z.object({
  id: z.string(),
  orderNumber: z.number().int(),
  customerName: z.string(),
  deliveryDate: z.string(),
  deliveryTime: z.string(),
  fulfilment: z.enum(['delivery', 'pickup']),
  /** "Friday 25 December: Closed for Christmas Day" (the SHOP_CLOSED message). */
  reason: z.string(),
});
export type AdminCalendarConflict = z.infer<typeof AdminCalendarConflict>;

/** GET /api/admin/calendar/conflicts: open orders from today on that the calendar now refuses. */
export const AdminCalendarConflicts = z.object({ orders: z.array(AdminCalendarConflict) });
export type AdminCalendarConflicts = z.infer<typeof AdminCalendarConflicts>;
