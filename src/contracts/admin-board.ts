/**
 * The Today board (issue 22): the orders due on one day, as cards grouped by slot with pickups and
 * deliveries apart, each with its one-tap next step.
 */
import { z } from 'zod';
import { calendarDateProblem } from '../domain/calendar/calendar-dates';
import { STAFF_SETTABLE_STATUSES } from '../domain/order-status';

/** GET /api/admin/board?date=yyyy-MM-dd (default: today in Auckland); 2026-2052 only. */
export const AdminBoardQuery = z.object({
  date: z
    .string()
    .optional()
    .superRefine((value, ctx) => {
      const problem = value === undefined ? null : calendarDateProblem(value);
      if (problem) ctx.addIssue({ code: 'custom', message: `date ${problem}` });
    }),
});
export type AdminBoardQuery = z.infer<typeof AdminBoardQuery>;

export const AdminBoardItem = z.object({
  productName: z.string(),
  size: z.string().nullable(),
  quantity: z.number().int(),
  /** The message on the cake board, as the customer wrote it, or null. */
  message: z.string().nullable(),
});
export type AdminBoardItem = z.infer<typeof AdminBoardItem>;

export const AdminBoardOrder = z.object({
  id: z.string(),
  orderNumber: z.number().int(),
  customerName: z.string(),
  phone: z.string().nullable(),
  fulfilment: z.enum(['delivery', 'pickup']),
  status: z.string(),
  /** The one-tap next step (nextStatus of src/domain/order-status.ts), null when there is none. */
  nextStatus: z.enum(STAFF_SETTABLE_STATUSES).nullable(),
  slot: z.string().nullable(),
  items: z.array(AdminBoardItem),
  instructions: z.string().nullable(),
  /** One line for the driver ("5 Karangahape Road, Newton, Auckland 1010"); null for a pickup. */
  address: z.string().nullable(),
  /**
   * Set when the calendar now refuses this unfinished order's day or slot (staff closed it after
   * the customer paid): "Friday 25 December: Closed for Christmas Day". Never cancelled for it.
   */
  closedReason: z.string().nullable(),
});
export type AdminBoardOrder = z.infer<typeof AdminBoardOrder>;

/** One slot of the day: its pickups and its deliveries, each by order number. */
export const AdminBoardSlot = z.object({
  /** '9:00-11:00', …; null for orders without a slot (kept, never hidden). */
  slot: z.string().nullable(),
  pickups: z.array(AdminBoardOrder),
  deliveries: z.array(AdminBoardOrder),
});
export type AdminBoardSlot = z.infer<typeof AdminBoardSlot>;

export const AdminBoard = z.object({
  date: z.string(),
  /** Today in Auckland, so the browser's Today and Tomorrow buttons follow the shop's clock. */
  today: z.string(),
  /** Only slots with orders, in the day's order (DELIVERY_SLOTS first, then any other by start). */
  slots: z.array(AdminBoardSlot),
  counts: z.object({
    total: z.number().int(),
    pickups: z.number().int(),
    deliveries: z.number().int(),
    /** Orders still at 'orderconfirmed' (nobody has started them). */
    notStarted: z.number().int(),
    /** Delivered or collected. */
    done: z.number().int(),
  }),
});
export type AdminBoard = z.infer<typeof AdminBoard>;

/**
 * The live stream's `event: status` (GET /api/admin/events): an order's status changed, on any
 * server copy. Open boards and lists re-read.
 */
export const AdminOrderStatusEvent = z.object({ id: z.string(), orderNumber: z.number().int(), status: z.string() });
export type AdminOrderStatusEvent = z.infer<typeof AdminOrderStatusEvent>;
