/**
 * What the shop does on one date, for pickup and for delivery, from its weekly opening hours,
 * delivery hours, holiday hours and closures (issue 22). The order of the rules (decision 0146):
 * a closure first; then a holiday whose hours say closed; then a weekday the shop is closed every
 * week (a holiday does not open it); then the holiday's hours in place of the weekday's. Deliveries
 * run Monday to Saturday (storefront section 9), inside delivery hours, and only on a day the shop
 * is open.
 */
import { CAFE_OPENING_HOURS, type DayHours, type OpeningHoursMap, type Weekday } from '../business';
import { weekdayOf } from '../delivery';
import { assertCalendarDate } from './calendar-dates';
import { formatClock, minutesOf } from './clock';
import { closureOn, type Closure } from './closures';
import { holidayHoursWith, type HolidayHours, type HolidayHoursKey, type HolidayHoursMap } from './holiday-hours';
import { holidaysOn, type HolidayOnDate } from './nz-holidays';

export type Fulfilment = 'pickup' | 'delivery';

/** Everything the calendar rules read; the server builds it from business settings and closures. */
export interface ShopCalendar {
  openingHours: OpeningHoursMap;
  /** The same weekly shape as openingHours; Sunday is never a delivery day whatever it says. */
  deliveryHours: OpeningHoursMap;
  holidayHours: HolidayHoursMap;
  closures: readonly Closure[];
}

const deliveryDay = (closed: boolean): DayHours => ({ open: '09:00', close: '19:00', closed });

/** The spec's five slots (9:00 to 19:00), Monday to Saturday. */
export const DEFAULT_DELIVERY_HOURS: OpeningHoursMap = {
  monday: deliveryDay(false),
  tuesday: deliveryDay(false),
  wednesday: deliveryDay(false),
  thursday: deliveryDay(false),
  friday: deliveryDay(false),
  saturday: deliveryDay(false),
  sunday: deliveryDay(true),
};

/** A calendar from what is stored, with the built-in defaults for anything missing. */
export function shopCalendar(stored: {
  openingHours?: OpeningHoursMap;
  deliveryHours?: OpeningHoursMap;
  holidayHours?: Partial<HolidayHoursMap>;
  closures?: readonly Closure[];
}): ShopCalendar {
  return {
    openingHours: stored.openingHours ?? CAFE_OPENING_HOURS,
    deliveryHours: stored.deliveryHours ?? DEFAULT_DELIVERY_HOURS,
    holidayHours: holidayHoursWith(stored.holidayHours),
    closures: stored.closures ?? [],
  };
}

/** Open between two times (minutes past midnight), or closed with the reason customers read. */
export type Service =
  | { open: true; from: number; to: number; /** "Pickups on Anzac Day are from 1 PM to 5 PM" */ hours: string }
  | { open: false; reason: string };

export interface DayPlan {
  date: string;
  weekday: Weekday;
  holidays: HolidayOnDate[];
  closure: Closure | null;
  pickup: Service;
  delivery: Service;
}

const WEEKDAY_BY_NUMBER: Weekday[] = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'];
const capitalised = (day: Weekday) => `${day[0]!.toUpperCase()}${day.slice(1)}`;
const names = (holidays: HolidayOnDate[]) => holidays.map((h) => h.name).join(' and ');

/**
 * The hours of every holiday on the date, laid over each other: closed if any is, the latest
 * opening and the earliest closing, deliveries only if all allow them (a rare shared day, such as
 * 2038-04-26, gets the stricter of the two).
 */
function holidayHoursOn(holidays: HolidayOnDate[], hours: HolidayHoursMap): HolidayHours {
  const each = holidays.map((h) => hours[(h.mondayised ? 'mondayised-day' : h.key) satisfies HolidayHoursKey]);
  const open = each.map((h) => h.open).reduce((a, b) => (a > b ? a : b));
  const close = each.map((h) => h.close).reduce((a, b) => (a < b ? a : b));
  return {
    open,
    close,
    closed: each.some((h) => h.closed) || close <= open,
    deliveries: each.every((h) => h.deliveries),
  };
}

function serviceWithin(hours: DayHours, what: string, when: string): Service {
  const [from, to] = [minutesOf(hours.open), minutesOf(hours.close)];
  return { open: true, from, to, hours: `${what} on ${when} are from ${formatClock(from)} to ${formatClock(to)}` };
}

/**
 * The plan for a date. A date that is not yyyy-MM-dd or lies outside 2026-2052 throws a
 * CalendarInputError naming `field`.
 */
export function planDay(calendar: ShopCalendar, date: string, field = 'deliveryDate'): DayPlan {
  assertCalendarDate(date, field);
  const weekdayNumber = weekdayOf(date);
  const weekday = WEEKDAY_BY_NUMBER[weekdayNumber]!;
  const holidays = holidaysOn(date, field);
  const closure = closureOn(date, calendar.closures);
  const plan = (pickup: Service, delivery: Service = pickup): DayPlan => ({
    date,
    weekday,
    holidays,
    closure,
    pickup,
    delivery,
  });

  if (closure) return plan({ open: false, reason: closure.reason });
  const holiday = holidays.length > 0 ? holidayHoursOn(holidays, calendar.holidayHours) : null;
  if (holiday?.closed) return plan({ open: false, reason: `Closed for ${names(holidays)}` });
  const weekly = calendar.openingHours[weekday];
  if (weekly.closed) return plan({ open: false, reason: `Closed on ${capitalised(weekday)}s` });

  const when = holiday ? names(holidays) : `${capitalised(weekday)}s`;
  const pickup = serviceWithin(holiday ?? weekly, 'Pickups', when);
  const deliveryHours = calendar.deliveryHours[weekday];
  if (weekdayNumber === 0) return plan(pickup, { open: false, reason: 'We deliver Monday to Saturday' });
  if (holiday && !holiday.deliveries) return plan(pickup, { open: false, reason: `No deliveries on ${when}` });
  if (deliveryHours.closed) return plan(pickup, { open: false, reason: `No deliveries on ${when}` });
  // On a holiday that allows deliveries, they run only while the shop is open that day.
  const delivery = holiday
    ? {
        open: holiday.open > deliveryHours.open ? holiday.open : deliveryHours.open,
        close: holiday.close < deliveryHours.close ? holiday.close : deliveryHours.close,
        closed: false,
      }
    : deliveryHours;
  if (delivery.close <= delivery.open) return plan(pickup, { open: false, reason: `No deliveries on ${when}` });
  return plan(pickup, serviceWithin(delivery, 'Deliveries', when));
}

/**
 * A day's services in a few words for staff (the kitchen capacity screen), or null when pickups
 * and deliveries both run: "Closed on Mondays", "Pickup only: We deliver Monday to Saturday".
 */
export function servicesNotice(plan: DayPlan): string | null {
  if (!plan.pickup.open) return plan.pickup.reason;
  if (!plan.delivery.open) return `Pickup only: ${plan.delivery.reason}`;
  return null;
}
