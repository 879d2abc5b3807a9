/**
 * The shop's calendar (issue 22): New Zealand public holidays in Auckland for 2026-2052, the
 * shop's hours on them, closures staff add, and the rule that decides whether a date and slot are
 * open for pickup or delivery. Pure code, no I/O: the server loads settings and closures and
 * passes them in; the same answers serve checkout, the date picker and the settings pages.
 *
 * Start here:
 * - `shopCalendar({ openingHours, deliveryHours, holidayHours, closures })` builds the input of
 *   every rule, filling what is not stored with the defaults (cafe hours, DEFAULT_DELIVERY_HOURS:
 *   the spec's five slots Monday to Saturday, DEFAULT_HOLIDAY_HOURS: decision 0145).
 * - `shopClosedFor(calendar, { fulfilment, date, slot })` → null when open, or a `ShopClosed`
 *   ({ code: 'SHOP_CLOSED', field, date, day, reason, message }) for the 400.
 * - `slotsOn(calendar, date, fulfilment)` → each of the five slots open or refused with why.
 * - `monthDays(calendar, { month: '2026-12', fulfilment, now? })` → the date picker's days,
 *   greyed with the reason.
 * - `planDay(calendar, date)` → the day's holidays, closure, and pickup and delivery hours;
 *   `servicesNotice(plan)` says it in a few words for staff when a service does not run.
 * - `publicHolidays(year)`, `holidaysOn(date)`, `easterSunday(year)` → the holidays themselves.
 * - `closureErrors`, `weeklyHoursErrors`, `holidayHoursErrors`, `dateErrors` → [{ field,
 *   message }] for staff input (empty when valid).
 *
 * Errors: a date outside 2026-2052 or not yyyy-MM-dd, a month or slot that cannot be read, throws
 * `CalendarInputError` ({ code: 'CALENDAR_INPUT_INVALID', field, message }): map it to a 400.
 *
 * Weight: the holidays come from a table of 2026-2052 (nz-holidays-table.ts, about 11 KB) that
 * date-holidays computed; the library itself carries every country's data (38 MB resident in Node)
 * and is a development dependency only (decision 0148).
 *
 * Rules and their reasons: decisions 0145 (holiday hours defaults), 0146 (which hours a day gets:
 * closures, Mondayised days, a closed weekday stays closed), 0147 (a slot lies wholly inside the
 * hours), 0148 (the holiday table ships, not the library).
 */
export {
  CalendarInputError,
  FIRST_CALENDAR_YEAR,
  LAST_CALENDAR_YEAR,
  assertCalendarDate,
  calendarDateProblem,
} from './calendar-dates';
export { closureOn, type Closure } from './closures';
export {
  HOLIDAY_NAMES,
  PUBLIC_HOLIDAY_KEYS,
  easterSunday,
  holidaysOn,
  publicHolidays,
  type HolidayOnDate,
  type PublicHoliday,
  type PublicHolidayKey,
} from './nz-holidays';
export {
  DEFAULT_HOLIDAY_HOURS,
  HOLIDAY_HOURS_KEYS,
  PUBLIC_HOLIDAY_HOURS,
  holidayHoursWith,
  isHolidayHoursKey,
  type HolidayHours,
  type HolidayHoursKey,
  type HolidayHoursMap,
} from './holiday-hours';
export {
  DEFAULT_DELIVERY_HOURS,
  planDay,
  servicesNotice,
  shopCalendar,
  type DayPlan,
  type Fulfilment,
  type Service,
  type ShopCalendar,
} from './day-plan';
export {
  placedOrderRefusal,
  shopClosedFor,
  slotsOn,
  type ShopClosed,
  type SlotRequest,
  type SlotState,
} from './slot-rule';
export { monthDays, type MonthDay } from './month-days';
export {
  MAX_CLOSURE_REASON,
  closureErrors,
  dateErrors,
  dayHoursErrors,
  holidayHoursErrors,
  weeklyHoursErrors,
  type FieldError,
} from './calendar-validation';
