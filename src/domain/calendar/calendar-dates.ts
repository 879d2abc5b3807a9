/**
 * The years the shop's calendar knows (issue 22): Matariki's dates are fixed by law only up to
 * 2052, so a date outside 2026-2052 is refused rather than guessed.
 */
export const FIRST_CALENDAR_YEAR = 2026;
export const LAST_CALENDAR_YEAR = 2052;

/**
 * Input the calendar cannot answer for: a date that is not a yyyy-MM-dd day or lies outside
 * 2026-2052, a month or slot it cannot read. Thrown (not returned) because every caller above the
 * domain turns it into the same 400, naming `field`.
 */
export class CalendarInputError extends Error {
  readonly code = 'CALENDAR_INPUT_INVALID';
  constructor(
    /** The request field that held the date ('deliveryDate', 'startDate', 'month', …). */
    readonly field: string,
    message: string,
  ) {
    super(message);
    this.name = 'CalendarInputError';
  }
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

const isLeapYear = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;

/** Days in a month (month 1-12). */
export const daysInMonth = (year: number, month: number) =>
  month === 2 ? (isLeapYear(year) ? 29 : 28) : [4, 6, 9, 11].includes(month) ? 30 : 31;

/** Why a year is refused, or null when the calendar knows it. */
export function yearProblem(year: number): string | null {
  if (!Number.isInteger(year) || year < FIRST_CALENDAR_YEAR || year > LAST_CALENDAR_YEAR) {
    return `the calendar covers ${FIRST_CALENDAR_YEAR} to ${LAST_CALENDAR_YEAR}`;
  }
  return null;
}

/** Why a calendar date is refused (not a real yyyy-MM-dd day, or outside 2026-2052), or null. */
export function calendarDateProblem(date: string): string | null {
  const match = ISO_DATE.exec(date);
  const [year, month, day] = match ? [Number(match[1]), Number(match[2]), Number(match[3])] : [0, 0, 0];
  if (!match || month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) {
    return 'must be a date like 2026-12-24';
  }
  return yearProblem(year);
}

/** The date itself when the calendar knows it; otherwise a CalendarInputError naming `field`. */
export function assertCalendarDate(date: string, field: string): string {
  const problem = calendarDateProblem(date);
  if (problem) throw new CalendarInputError(field, `${field} ${problem}`);
  return date;
}

/** The year of a checked yyyy-MM-dd date. */
export const yearOf = (date: string) => Number(date.slice(0, 4));
