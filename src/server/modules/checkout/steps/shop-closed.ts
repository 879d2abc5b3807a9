/**
 * The shop's calendar in the checkout (issue 22): whether the chosen day and slot are open for
 * pickup or delivery, at binding, in the slot list and again when the payment lands.
 *
 * The calendar speaks only about a real slot on a date from today on: a date that cannot be read,
 * lies in the past or outside 2026-2052, or a slot that is not one of the five, is left to
 * `scheduleProblem`, whose messages say what is wrong with the input. Otherwise the calendar comes
 * first, so a customer who picks Christmas Day hears that the shop is closed, not that it is too
 * soon (decision 0157).
 */
import {
  calendarDateProblem,
  shopClosedFor,
  slotsOn,
  type Fulfilment,
  type ShopCalendar,
  type ShopClosed,
  type SlotState,
} from '../../../../domain/calendar';
import { aucklandNow, DELIVERY_SLOTS } from '../../../../domain/delivery';
import { BadRequest } from '../../../platform/errors';

interface SlotChoice {
  fulfilment: Fulfilment;
  date: string;
  slot: string;
}

const calendarCanJudge = (date: string, now: Date) => !calendarDateProblem(date) && date >= aucklandNow(now).date;

/** Why the calendar refuses this date and slot, or null (open, or not the calendar's to judge). */
export function shopClosedProblem(calendar: ShopCalendar, choice: SlotChoice, now = new Date()): ShopClosed | null {
  if (!calendarCanJudge(choice.date, now) || !(DELIVERY_SLOTS as readonly string[]).includes(choice.slot)) return null;
  return shopClosedFor(calendar, choice);
}

/** Throws the 400 `SHOP_CLOSED` naming the day and reason (and the field) when the calendar refuses. */
export function assertShopOpen(calendar: ShopCalendar, choice: SlotChoice, now = new Date()): void {
  const closed = shopClosedProblem(calendar, choice, now);
  if (closed) throw new BadRequest(closed.message, closed.code, { [closed.field]: closed.message });
}

/** Each slot of the day as the calendar sees it, or null when the date is not the calendar's to judge. */
export function calendarSlots(
  calendar: ShopCalendar,
  date: string,
  fulfilment: Fulfilment,
  now = new Date(),
): Map<string, SlotState> | null {
  if (!calendarCanJudge(date, now)) return null;
  return new Map(slotsOn(calendar, date, fulfilment).map((state) => [state.slot, state]));
}
