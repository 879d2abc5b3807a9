/**
 * The slot rule (issue 22): whether a date, slot and way of fulfilment are open, and if not, the
 * SHOP_CLOSED refusal naming the day and the reason. A slot is offered only when it lies wholly
 * inside that day's hours (decision 0147): a 15:00-17:00 pickup on a day that closes at 16:00 is
 * refused, because the last hour would find the door shut. Lead time, cut-offs and the past stay
 * with scheduleProblem (delivery.ts); this rule is the shop's calendar only.
 */
import { DELIVERY_SLOTS } from '../delivery';
import { formatLongDay } from '../dates';
import { CalendarInputError } from './calendar-dates';
import { slotSpan } from './clock';
import { planDay, type DayPlan, type Fulfilment, type Service, type ShopCalendar } from './day-plan';

export interface SlotRequest {
  fulfilment: Fulfilment;
  /** yyyy-MM-dd, 2026-2052 */
  date: string;
  /** "9:00-11:00" */
  slot: string;
}

/** The refusal the server answers with 400: { code, field, message }, plus the day and reason apart. */
export interface ShopClosed {
  code: 'SHOP_CLOSED';
  /** deliveryDate when the whole day is closed; deliveryTime when only that slot is. */
  field: 'deliveryDate' | 'deliveryTime';
  date: string;
  /** "Friday 25 December" */
  day: string;
  /** "Closed for Christmas Day", or staff's words for a closure */
  reason: string;
  /** "Friday 25 December: Closed for Christmas Day" */
  message: string;
}

const refuse = (date: string, field: ShopClosed['field'], reason: string): ShopClosed => {
  const day = formatLongDay(date);
  return { code: 'SHOP_CLOSED', field, date, day, reason, message: `${day}: ${reason}` };
};

const fits = (service: Extract<Service, { open: true }>, span: { start: number; end: number }) =>
  span.start >= service.from && span.end <= service.to;

/** The slot's refusal on a planned day, or null when it is open. */
export function slotRefusalOn(plan: DayPlan, fulfilment: Fulfilment, slot: string): ShopClosed | null {
  const span = slotSpan(slot);
  if (!span) throw new CalendarInputError('deliveryTime', 'deliveryTime must be a slot like 9:00-11:00');
  const service = plan[fulfilment];
  if (!service.open) return refuse(plan.date, 'deliveryDate', service.reason);
  return fits(service, span) ? null : refuse(plan.date, 'deliveryTime', service.hours);
}

/**
 * Why the shop cannot take this date and slot, or null when it can. A date that is not yyyy-MM-dd
 * or lies outside 2026-2052, or a slot that is not "H:MM-H:MM", throws a CalendarInputError.
 */
export function shopClosedFor(calendar: ShopCalendar, request: SlotRequest): ShopClosed | null {
  return slotRefusalOn(planDay(calendar, request.date), request.fulfilment, request.slot);
}

/**
 * Why the calendar now refuses an order already placed, or null: also null for a date or slot the
 * calendar cannot read (past 2052, or a slot written by hand long ago), since nothing can be said
 * about it. For the lists staff act on (the Attention card, the Today board), never for binding.
 */
export function placedOrderRefusal(calendar: ShopCalendar, order: SlotRequest): ShopClosed | null {
  try {
    return shopClosedFor(calendar, order);
  } catch (error) {
    if (error instanceof CalendarInputError) return null;
    throw error;
  }
}

export interface SlotState {
  slot: string;
  open: boolean;
  /** Why the slot is refused, or null. */
  reason: string | null;
}

/** Each of the spec's slots on a date, open or refused with the reason. */
export function slotsOn(calendar: ShopCalendar, date: string, fulfilment: Fulfilment): SlotState[] {
  const plan = planDay(calendar, date);
  return DELIVERY_SLOTS.map((slot) => {
    const refusal = slotRefusalOn(plan, fulfilment, slot);
    return { slot, open: !refusal, reason: refusal?.reason ?? null };
  });
}
