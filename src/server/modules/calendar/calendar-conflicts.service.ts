/**
 * Orders already placed for a day or slot that the calendar now refuses (issue 22): staff closed
 * the day, or changed its hours, after the customer paid. They are listed for staff to call the
 * customer about, never cancelled here: a refund is a person's decision.
 */
import type { AdminCalendarConflicts } from '../../../contracts/calendar';
import { CalendarInputError, shopClosedFor, type ShopCalendar } from '../../../domain/calendar';
import { aucklandNow, slotStartMinutes } from '../../../domain/delivery';
import type { OrdersService } from '../orders/orders.service';

type DueOrder = Awaited<ReturnType<OrdersService['openOrdersDueFrom']>>[number];

export interface CalendarConflictsDeps {
  /** The calendar as it is now, read fresh. */
  calendar: () => Promise<ShopCalendar>;
  openOrdersDueFrom: OrdersService['openOrdersDueFrom'];
}

export type CalendarConflictsService = ReturnType<typeof createCalendarConflictsService>;

/** The calendar's refusal of an order's date and slot, or null (also for a slot the calendar cannot read). */
function refusalOf(calendar: ShopCalendar, order: DueOrder) {
  try {
    return shopClosedFor(calendar, {
      fulfilment: order.fulfilment,
      date: order.deliveryDate,
      slot: order.deliveryTime,
    });
  } catch (error) {
    // A date past 2052 or a slot written by hand long ago: nothing the calendar can say about it.
    if (error instanceof CalendarInputError) return null;
    throw error;
  }
}

export function createCalendarConflictsService(deps: CalendarConflictsDeps) {
  return {
    /** GET /api/admin/calendar/conflicts: unfinished orders due today or later, by date and slot. */
    async list(now = new Date()): Promise<AdminCalendarConflicts> {
      const [calendar, due] = await Promise.all([deps.calendar(), deps.openOrdersDueFrom(aucklandNow(now).date)]);
      const refused = due.flatMap((order) => {
        const refusal = refusalOf(calendar, order);
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
