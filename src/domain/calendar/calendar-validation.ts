/**
 * Checks for what staff send about the calendar (issue 22: "400 with the field named, nothing
 * changed"). Each returns every problem, each naming its field by path (`closures.0.endDate`,
 * `holidayHours.anzac-day.close`), so a form can mark them all at once; an empty list is valid.
 */
import { WEEKDAYS, type DayHours } from '../business';
import { calendarDateProblem } from './calendar-dates';
import { minutesOf } from './clock';
import type { Closure } from './closures';
import { isHolidayHoursKey, type HolidayHours } from './holiday-hours';

export interface FieldError {
  field: string;
  message: string;
}

const at = (prefix: string, name: string) => (prefix ? `${prefix}.${name}` : name);
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
/** Closure reasons are shown on one line in the date picker and the contact page. */
export const MAX_CLOSURE_REASON = 200;

/** A calendar date: yyyy-MM-dd, from 2026 to 2052. */
export function dateErrors(date: string, field: string): FieldError[] {
  const problem = calendarDateProblem(date);
  return problem ? [{ field, message: `${field} ${problem}` }] : [];
}

/** A closure: two known dates, not ending before it starts, and a reason customers can read. */
export function closureErrors(closure: Closure, prefix = ''): FieldError[] {
  const errors = [
    ...dateErrors(closure.startDate, at(prefix, 'startDate')),
    ...dateErrors(closure.endDate, at(prefix, 'endDate')),
  ];
  if (errors.length === 0 && closure.endDate < closure.startDate) {
    errors.push({ field: at(prefix, 'endDate'), message: 'the closure cannot end before it starts' });
  }
  const reason = closure.reason.trim();
  if (!reason) errors.push({ field: at(prefix, 'reason'), message: 'tell customers why the shop is closed' });
  else if (reason.length > MAX_CLOSURE_REASON || /[\r\n]/.test(reason)) {
    errors.push({
      field: at(prefix, 'reason'),
      message: `the reason must be one line of at most ${MAX_CLOSURE_REASON} characters`,
    });
  }
  return errors;
}

/** One day's hours: times like 08:30, and (when open) closing after opening. */
export function dayHoursErrors(hours: DayHours, prefix: string): FieldError[] {
  const errors: FieldError[] = [];
  for (const name of ['open', 'close'] as const) {
    if (!TIME.test(hours[name])) errors.push({ field: at(prefix, name), message: 'must be a time like 08:30' });
  }
  if (errors.length === 0 && !hours.closed && minutesOf(hours.close) <= minutesOf(hours.open)) {
    errors.push({ field: at(prefix, 'close'), message: 'closing time must be after the opening time' });
  }
  return errors;
}

/** Weekly hours (openingHours or deliveryHours): all seven days, each valid; no Sunday deliveries. */
export function weeklyHoursErrors(
  hours: Partial<Record<string, DayHours>>,
  field: 'openingHours' | 'deliveryHours',
): FieldError[] {
  const errors: FieldError[] = [];
  for (const key of Object.keys(hours)) {
    if (!(WEEKDAYS as readonly string[]).includes(key)) {
      errors.push({ field: at(field, key), message: `unknown day: ${key}` });
    }
  }
  for (const day of WEEKDAYS) {
    const entry = hours[day];
    if (!entry) errors.push({ field: at(field, day), message: `${day} is missing` });
    else errors.push(...dayHoursErrors(entry, at(field, day)));
  }
  // Storefront section 9: deliveries run Monday to Saturday.
  if (field === 'deliveryHours' && hours.sunday && !hours.sunday.closed) {
    errors.push({ field: 'deliveryHours.sunday.closed', message: 'we deliver Monday to Saturday' });
  }
  return errors;
}

/** Holiday hours staff change: known holidays only, each with valid hours. */
export function holidayHoursErrors(hours: Record<string, HolidayHours>, field = 'holidayHours'): FieldError[] {
  return Object.entries(hours).flatMap(([key, entry]) =>
    isHolidayHoursKey(key)
      ? dayHoursErrors(entry, at(field, key))
      : [{ field: at(field, key), message: `unknown holiday: ${key}` }],
  );
}
