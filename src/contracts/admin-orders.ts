/**
 * The admin's orders (admin spec sections 2, 3, 4, 7): the list, one order's details with its
 * status history, status changes, cancel and refund, clear all, the kitchen's production sheet
 * and the live stream of new orders.
 */
import { z } from 'zod';
import { ALLERGENS } from '../domain/allergens';
import { CALENDAR_DATE_PATTERN, isCalendarDate } from '../domain/delivery';
import { DUE_FILTER_NAMES } from '../domain/order-list';
import { ORDER_STATUSES, STAFF_SETTABLE_STATUSES } from '../domain/order-status';
import { StoreOrder, StoreOrderItem } from './checkout';
import { MoneyString } from './common';
import { KitchenDayMinutes } from './kitchen-capacity';

/**
 * Every status staff may set on some order: the four of a delivery and the pickup's 'readyforpickup'
 * and 'collected' (decision 0153). Which of them fit one order is the domain's `statusesFor`.
 */
export const ADMIN_SETTABLE_STATUSES = STAFF_SETTABLE_STATUSES;

export const AdminOrderItem = StoreOrderItem;
export type AdminOrderItem = z.infer<typeof AdminOrderItem>;

/** An order as staff see it: the customer's view plus payment and cancellation facts. */
export const AdminOrder = StoreOrder.extend({
  userId: z.string().nullable(),
  stripePaymentIntentId: z.string(),
  updatedAt: z.string(),
  cancelledAt: z.string().nullable(),
  cancelReason: z.string().nullable(),
  refundedAmount: MoneyString,
});
export type AdminOrder = z.infer<typeof AdminOrder>;

/** A real date like 2026-12-24 (2026-02-31 is refused before any query runs). */
const isRealDate = (value: string) => {
  const date = new Date(`${value}T12:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
};

export const ADMIN_ORDER_SORTS = ['createdAt', 'totalAmount', 'customerName', 'status', 'deliveryDate'] as const;

/**
 * The orders screen's filters (admin sections 2 and 5, issue 22) as query parameters, shared by the
 * list and the CSV: status, created-date range, fulfilment, due date (`today`, `tomorrow` or a
 * date, Auckland), search (number, id, name, e-mail, and phone by its digits: decision 0167) and
 * sort (`deliveryDate` sorts by due date, then slot start).
 */
const filterFields = {
  status: z.enum(['all', ...ORDER_STATUSES], { message: `status must be all or one of ${ORDER_STATUSES.join(', ')}` }),
  range: z.enum(['all', 'today', 'week', 'month'], { message: 'range must be all, today, week or month' }),
  fulfilment: z.enum(['all', 'delivery', 'pickup'], { message: 'fulfilment must be all, delivery or pickup' }),
  due: z
    .string()
    .refine(
      (value) =>
        (DUE_FILTER_NAMES as readonly string[]).includes(value) || (isCalendarDate(value) && isRealDate(value)),
      'due must be all, today, tomorrow or a date like 2026-12-24',
    ),
  search: z.string().max(200, 'search must be at most 200 characters'),
  sort: z.enum(ADMIN_ORDER_SORTS, { message: `sort must be ${ADMIN_ORDER_SORTS.join(', ')}` }),
  order: z.enum(['asc', 'desc'], { message: 'order must be asc or desc' }),
};

export const AdminOrdersFilterQuery = z.object({
  status: filterFields.status.default('all'),
  range: filterFields.range.default('all'),
  fulfilment: filterFields.fulfilment.default('all'),
  due: filterFields.due.default('all'),
  search: filterFields.search.optional(),
  sort: filterFields.sort.default('createdAt'),
  order: filterFields.order.default('desc'),
});
export type AdminOrdersFilterQuery = z.infer<typeof AdminOrdersFilterQuery>;

/**
 * GET /api/admin/orders: optional paging (`limit`, `offset`); the total is in `X-Total-Count`.
 * Without filters: newest first, up to the cap. With any of AdminOrdersFilterQuery's parameters:
 * the orders that match, in the order asked for, and X-Total-Count counts the matches.
 */
export const AdminOrdersQuery = z.object({
  status: filterFields.status.optional(),
  range: filterFields.range.optional(),
  fulfilment: filterFields.fulfilment.optional(),
  due: filterFields.due.optional(),
  search: filterFields.search.optional(),
  sort: filterFields.sort.optional(),
  order: filterFields.order.optional(),
  limit: z.coerce.number().int().min(1).max(500).optional(),
  offset: z.coerce.number().int().min(0).max(10_000_000).optional(),
});
export type AdminOrdersQuery = z.infer<typeof AdminOrdersQuery>;

export const AdminOrderStatusChange = z.object({
  id: z.string(),
  fromStatus: z.string().nullable(),
  toStatus: z.string(),
  changedByEmail: z.string().nullable(),
  note: z.string().nullable(),
  createdAt: z.string(),
});
export type AdminOrderStatusChange = z.infer<typeof AdminOrderStatusChange>;

/** GET /api/admin/orders/{id}: one order with who changed its status and when. */
export const AdminOrderDetails = AdminOrder.extend({ history: z.array(AdminOrderStatusChange) });
export type AdminOrderDetails = z.infer<typeof AdminOrderDetails>;

/**
 * PATCH /api/admin/orders/{id}/status: one of the six staff statuses; the server also refuses one
 * that does not fit the order's way of fulfilment (400, field `status`).
 */
export const AdminUpdateOrderStatus = z.object({ status: z.enum(STAFF_SETTABLE_STATUSES) });

/**
 * GET /api/admin/orders/{id}/cancel-preview: what cancelling would do to the customer's money and
 * points, shown before staff confirm (decisions 0108, 0220). `refund` goes to the card and
 * `storeCredit` back to the customer's store credit: together what is left after partial refunds.
 * Points come off the balance; unused vouchers bought with them are voided; what was spent for
 * good is owed and repaid from the next points earned.
 */
export const AdminCancelPreview = z.object({
  refund: MoneyString,
  storeCredit: MoneyString,
  pointsEarned: z.number().int(),
  pointsFromBalance: z.number().int(),
  vouchersVoided: z.array(z.object({ name: z.string(), points: z.number().int() })),
  pointsOwed: z.number().int(),
});
export type AdminCancelPreview = z.infer<typeof AdminCancelPreview>;

/** POST /api/admin/orders/{id}/cancel: refunds the payment, releases slot and reward, reverses points. */
export const AdminCancelOrder = z.object({
  reason: z.string().trim().min(1, 'reason is required').max(500, 'reason must be at most 500 characters'),
});

/** DELETE /api/admin/orders/clear-all */
export const AdminClearAllResult = z.object({
  message: z.string(),
  deletedOrders: z.number().int(),
  deletedOrderItems: z.number().int(),
});
export type AdminClearAllResult = z.infer<typeof AdminClearAllResult>;

/** GET /api/admin/production?date=YYYY-MM-DD: what the kitchen bakes for that day. */
export const AdminProductionQuery = z.object({
  date: z.string().regex(CALENDAR_DATE_PATTERN, 'date must look like 2026-12-24'),
});

export const AdminProductionLine = z.object({
  productName: z.string(),
  size: z.string().nullable(),
  quantity: z.number().int(),
});
export type AdminProductionLine = z.infer<typeof AdminProductionLine>;

/**
 * One category's totals (decision 0170): the shop's categories in their own order, then "Other"
 * for lines whose product was deleted since the order was placed.
 */
export const AdminProductionGroup = z.object({
  category: z.string(),
  /** Pieces in this category, all sizes together. */
  quantity: z.number().int(),
  lines: z.array(AdminProductionLine),
});
export type AdminProductionGroup = z.infer<typeof AdminProductionGroup>;

/** One order of the day: everything the packer and the docket on its box need. */
export const AdminProductionOrder = z.object({
  orderId: z.string(),
  orderNumber: z.number().int(),
  customerName: z.string(),
  phone: z.string().nullable(),
  fulfilment: z.enum(['delivery', 'pickup']),
  deliveryTime: z.string().nullable(),
  deliveryAddress: z.string().nullable(),
  specialInstructions: z.string().nullable(),
  /** Pieces in the order, for the docket's "3 items". */
  itemCount: z.number().int(),
  /** Each item with what its product declares now, by required name (issue 26). */
  items: z.array(AdminOrderItem.extend({ allergens: z.array(z.enum(ALLERGENS)) })),
  /** The instructions mention an allergy: the order and its docket are flagged (issue 26). */
  allergyNoted: z.boolean(),
});
export type AdminProductionOrder = z.infer<typeof AdminProductionOrder>;

/** A message the decorator writes on a cake, by slot time then order number. */
export const AdminProductionCakeMessage = z.object({
  orderId: z.string(),
  orderNumber: z.number().int(),
  deliveryTime: z.string().nullable(),
  productName: z.string(),
  size: z.string().nullable(),
  quantity: z.number().int(),
  message: z.string(),
});
export type AdminProductionCakeMessage = z.infer<typeof AdminProductionCakeMessage>;

export const AdminProductionSheet = z.object({
  date: z.string(),
  /** Totals by category, then product and size, across the day's orders (cancelled ones left out). */
  groups: z.array(AdminProductionGroup),
  /** The day's orders by slot time, with phone, cake messages and instructions; one docket each. */
  orders: z.array(AdminProductionOrder),
  /** The decorator's list: every cake message of the day. */
  cakeMessages: z.array(AdminProductionCakeMessage),
  /** Kitchen minutes used against capacity, per slot and for the day (issue 23). */
  kitchen: KitchenDayMinutes,
});
export type AdminProductionSheet = z.infer<typeof AdminProductionSheet>;

/**
 * GET /api/admin/events: a server-sent event stream. Each event is `event: order` with
 * `data: {"id": "...", "orderNumber": 1042}` when an order is placed (on any server copy),
 * `event: message` with `data: {}` when a contact message arrives (decision 0071), or
 * `event: resync` after the server's listener reconnected.
 */
export const AdminOrderEvent = z.object({ id: z.string(), orderNumber: z.number().int() });
export type AdminOrderEvent = z.infer<typeof AdminOrderEvent>;
