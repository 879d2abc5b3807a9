/**
 * Orders already placed for a day or slot that the calendar now refuses (issue 22): staff closed
 * the day, or changed its hours, after the customer paid. They are listed for staff to call the
 * customer about, never cancelled here: a refund is a person's decision.
 */
import type { AdminCalendarConflicts } from '../../../contracts/calendar';
import { placedOrderRefusal, type ShopCalendar } from '../../../domain/calendar';
import { aucklandNow, slotStartMinutes } from '../../../domain/delivery';
import type { OrdersService } from '../orders/orders.service';

export interface CalendarConflictsDeps {
  /** The calendar as it is now, read fresh. */
  calendar: () => Promise<ShopCalendar>;
  openOrdersDueFrom: OrdersService['openOrdersDueFrom'];
}

export type CalendarConflictsService = ReturnType<typeof createCalendarConflictsService>;

export function createCalendarConflictsService(deps: CalendarConflictsDeps) {
  return {
    /** GET /api/admin/calendar/conflicts: unfinished orders due today or later, by date and slot. */
    async list(now = new Date()): Promise<AdminCalendarConflicts> {
      const [calendar, due] = await Promise.all([deps.calendar(), deps.openOrdersDueFrom(aucklandNow(now).date)]);
      const refused = due.flatMap((order) => {
        const refusal = placedOrderRefusal(calendar, {
          fulfilment: order.fulfilment,
          date: order.deliveryDate,
          slot: order.deliveryTime,
        });
        return refusal ? [{ ...order, reason: refusal.message }] : [];
      });
      refused.sort(
        (a, b) =>
          a.deliveryDate.localeCompare(b.deliveryDate) ||
          slotStartMinutes(a.deliveryTime) - slotStartMinutes(b.deliveryTime) ||
          a.orderNumber - b.orderNumber,
      );
      return { orders: refused };
    },
  };
}
