/**
 * New Zealand's public holidays for the shop in Auckland, from `date-holidays` (NZ with its
 * Auckland region), the one place that library is used. It passes every vector of issue 22 for
 * 2026-2052 (nz-holidays.test.ts holds them, with the Matariki schedule of the Te Kāhui o Matariki
 * Public Holiday Act 2022), so no rule is written by hand here. Dates are read from the library's
 * local "yyyy-MM-dd 00:00:00" text, never through an instant, so no time zone can move a day.
 */
import Holidays from 'date-holidays';
import { addDays } from '../delivery';
import { CalendarInputError, yearOf, yearProblem } from './calendar-dates';

export const PUBLIC_HOLIDAY_KEYS = [
  'new-years-day',
  'day-after-new-years-day',
  'auckland-anniversary-day',
  'waitangi-day',
  'good-friday',
  'easter-monday',
  'anzac-day',
  'kings-birthday',
  'matariki',
  'labour-day',
  'christmas-day',
  'boxing-day',
] as const;
export type PublicHolidayKey = (typeof PUBLIC_HOLIDAY_KEYS)[number];

/** The names customers read. */
export const HOLIDAY_NAMES: Record<PublicHolidayKey | 'easter-sunday', string> = {
  'new-years-day': "New Year's Day",
  'day-after-new-years-day': "Day after New Year's Day",
  'auckland-anniversary-day': 'Auckland Anniversary Day',
  'waitangi-day': 'Waitangi Day',
  'good-friday': 'Good Friday',
  'easter-sunday': 'Easter Sunday',
  'easter-monday': 'Easter Monday',
  'anzac-day': 'Anzac Day',
  'kings-birthday': "King's Birthday",
  matariki: 'Matariki',
  'labour-day': 'Labour Day',
  'christmas-day': 'Christmas Day',
  'boxing-day': 'Boxing Day',
};

// The library's English names (its NZ data) → our keys. A name it adds or renames throws below,
// so a library update that changes the list fails the tests instead of dropping a holiday.
const LIBRARY_NAMES: Record<string, PublicHolidayKey> = {
  "New Year's Day": 'new-years-day',
  "Day after New Year's Day": 'day-after-new-years-day',
  'Provincial anniversary day': 'auckland-anniversary-day',
  'Waitangi Day': 'waitangi-day',
  'Good Friday': 'good-friday',
  'Easter Monday': 'easter-monday',
  'ANZAC Day': 'anzac-day',
  "King's Birthday": 'kings-birthday',
  Matariki: 'matariki',
  'Labour Day': 'labour-day',
  'Christmas Day': 'christmas-day',
  'Boxing Day': 'boxing-day',
};
const SUBSTITUTE_SUFFIX = ' (substitute day)';

export interface PublicHoliday {
  key: PublicHolidayKey;
  name: string;
  /** The holiday's own date, yyyy-MM-dd. */
  date: string;
  /**
   * The weekday the holiday is Mondayised to when its date falls on a weekend (Holidays Act 2003
   * ss 45, 45A), or null. Christmas 2027 (a Saturday): date 2027-12-25, mondayisedTo 2027-12-27.
   */
  mondayisedTo: string | null;
}

let library: Holidays | null = null;
const byYear = new Map<number, readonly PublicHoliday[]>();

/**
 * The twelve public holidays of a year in Auckland, in date order, each once. A year outside
 * 2026-2052 throws a CalendarInputError naming `field`.
 */
export function publicHolidays(year: number, field = 'year'): readonly PublicHoliday[] {
  const problem = yearProblem(year);
  if (problem) throw new CalendarInputError(field, `${field} ${problem}`);
  const known = byYear.get(year);
  if (known) return known;
  library ??= new Holidays('NZ', 'AUK', { types: ['public'] });
  const holidays = new Map<PublicHolidayKey, PublicHoliday>();
  const substitutes: [PublicHolidayKey, string][] = [];
  for (const entry of library.getHolidays(year)) {
    const substitute = entry.name.endsWith(SUBSTITUTE_SUFFIX);
    const libraryName = substitute ? entry.name.slice(0, -SUBSTITUTE_SUFFIX.length) : entry.name;
    const key = LIBRARY_NAMES[libraryName];
    if (!key) throw new Error(`date-holidays gave an unknown New Zealand holiday: ${entry.name}`);
    const date = entry.date.slice(0, 10);
    if (substitute) substitutes.push([key, date]);
    else holidays.set(key, { key, name: HOLIDAY_NAMES[key], date, mondayisedTo: null });
  }
  for (const [key, date] of substitutes) {
    const holiday = holidays.get(key);
    if (!holiday) throw new Error(`date-holidays gave a substitute for ${key} without the day itself`);
    holiday.mondayisedTo = date;
  }
  const list = [...holidays.values()].sort((a, b) => a.date.localeCompare(b.date));
  byYear.set(year, list);
  return list;
}

/**
 * Easter Sunday is no public holiday, but shops may not trade on it (Shop Trading Hours Act
 * Repeal Act 1990), so the shop's hours know it: two days after Good Friday.
 */
export function easterSunday(year: number, field = 'year'): string {
  const goodFriday = publicHolidays(year, field).find((h) => h.key === 'good-friday')!;
  return addDays(goodFriday.date, 2);
}

/** What makes a date special: a holiday on its own date, or the Monday or Tuesday it moved to. */
export interface HolidayOnDate {
  key: PublicHolidayKey | 'easter-sunday';
  /** "Christmas Day", or "Christmas Day (observed)" on the day it moved to. */
  name: string;
  /** True on the weekday a weekend holiday moved to. */
  mondayised: boolean;
}

/**
 * The holidays on a date (usually none or one; 2038-04-26 is both Easter Monday and Anzac Day
 * Mondayised). Expects a checked date (see assertCalendarDate).
 */
export function holidaysOn(date: string, field = 'date'): HolidayOnDate[] {
  const year = yearOf(date);
  const found: HolidayOnDate[] = [];
  for (const holiday of publicHolidays(year, field)) {
    if (holiday.date === date) found.push({ key: holiday.key, name: holiday.name, mondayised: false });
    if (holiday.mondayisedTo === date) {
      found.push({ key: holiday.key, name: `${holiday.name} (observed)`, mondayised: true });
    }
  }
  if (easterSunday(year, field) === date) {
    found.push({ key: 'easter-sunday', name: HOLIDAY_NAMES['easter-sunday'], mondayised: false });
  }
  return found;
}
