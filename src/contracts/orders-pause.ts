import { z } from 'zod';

/**
 * A pause of new orders in force (issue 23): the message customers read, and the instant it ends
 * by itself (ISO 8601), or null when it lasts until staff resume. Part of GET /api/business-settings
 * (`ordersPause`, null when orders are taken) and of the 409 `ORDERS_PAUSED` checkout answers.
 */
export const StoreOrdersPause = z.object({
  message: z.string(),
  until: z.string().nullable(),
});
export type StoreOrdersPause = z.infer<typeof StoreOrdersPause>;

/**
 * GET/PUT/DELETE /api/admin/orders-pause and PUT /api/admin/orders-pause/push-back: whether new
 * orders are paused (and since when), and today's push back on top of the shop's lead time.
 */
export const AdminOrdersPause = z.object({
  pause: StoreOrdersPause.nullable(),
  pausedAt: z.string().nullable(),
  /** Minutes added to the lead time for the rest of today (Auckland); 0 when none. */
  pushBackMinutes: z.number().int(),
  /** The shop's own lead time, without the push back. */
  leadTimeMinutes: z.number().int(),
});
export type AdminOrdersPause = z.infer<typeof AdminOrdersPause>;

/** PUT /api/admin/orders-pause: pause (or change the pause). A blank message shows the default one. */
export const AdminPauseOrders = z.object({
  message: z.string().optional(),
  /** An instant with its offset (the admin's Auckland time converted in the browser), or null. */
  until: z.string().nullable().optional(),
});
export type AdminPauseOrders = z.infer<typeof AdminPauseOrders>;

/** PUT /api/admin/orders-pause/push-back: the total minutes pushed back today (0 clears it). */
export const AdminPushBack = z.object({ minutes: z.number() });
export type AdminPushBack = z.infer<typeof AdminPushBack>;
