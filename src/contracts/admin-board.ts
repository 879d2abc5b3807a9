/**
 * The Today board (issue 22): the orders due on one day, as cards grouped by slot with pickups and
 * deliveries apart, each with its one-tap next step.
 */
import { z } from 'zod';
import { ALLERGENS } from '../domain/allergens';
import { calendarDateProblem } from '../domain/calendar/calendar-dates';
import { STAFF_SETTABLE_STATUSES } from '../domain/order-status';
import { KitchenMinutesUse } from './kitchen-capacity';

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
  /** What the product declares now, by required name (domain/allergens.ts); empty when none or deleted. */
  allergens: z.array(z.enum(ALLERGENS)),
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
  /** The instructions mention an allergy ("nut allergy", "coeliac"): the card is flagged (issue 26). */
  allergyNoted: z.boolean(),
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
  /** Kitchen minutes used (orders and live holds) against the slot's capacity; null without a slot or for a slot the kitchen has no minutes row for. */
  kitchen: KitchenMinutesUse.nullable(),
});
export type AdminBoardSlot = z.infer<typeof AdminBoardSlot>;

export const AdminBoard = z.object({
  date: z.string(),
  /** Today in Auckland, so the browser's Today and Tomorrow buttons follow the shop's clock. */
  today: z.string(),
  /** Only slots with orders, in the day's order (DELIVERY_SLOTS first, then any other by start). */
  slots: z.array(AdminBoardSlot),
  /** The day's kitchen minutes used against its total (issue 23). */
  kitchen: KitchenMinutesUse,
  counts: z.object({
    total: z.number().int(),
    pickups: z.number().int(),
    deliveries: z.number().int(),
    /** Orders still at 'orderconfirmed' (nobody has started them). */
    notStarted: z.number().int(),
    /** Delivered or collected. */
    done: z.number().int(),
  }),
  /** Custom cakes needing staff (issue 25): requests not quoted yet, and balances past their due date unpaid. */
  commissions: z
    .object({ toQuote: z.number().int(), balancesOverdue: z.number().int() })
    .default({ toQuote: 0, balancesOverdue: 0 }),
});
export type AdminBoard = z.infer<typeof AdminBoard>;

/**
 * The live stream's `event: status` (GET /api/admin/events): an order's status changed, on any
 * server copy. Open boards and lists re-read.
 */
export const AdminOrderStatusEvent = z.object({
  id: z.string(),
  orderNumber: z.number().int(),
  status: z.string(),
  /** What changed besides a status (issue 24): a customer's move, edit or cancel; absent for staff's status changes. */
  change: z.enum(['moved', 'edited', 'cancelled']).optional(),
  /** True when the customer made the change from /orders (issue 24). */
  byCustomer: z.boolean().optional(),
  /** One id per customer change, the same on every copy: Web Push sends each change once. */
  changeId: z.string().optional(),
});
export type AdminOrderStatusEvent = z.infer<typeof AdminOrderStatusEvent>;
