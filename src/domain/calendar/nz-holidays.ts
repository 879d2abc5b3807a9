/**
 * New Zealand's public holidays for the shop in Auckland, 2026-2052, from a table computed by
 * `date-holidays` (NZ with its Auckland region; scripts/calendar/library-holidays.ts), which passes
 * every vector of issue 22 (nz-holidays.test.ts holds them, with the Matariki schedule of the
 * Te Kāhui o Matariki Public Holiday Act 2022), so no rule is written by hand. The table, not the
 * library, ships (decision 0148): the library holds every country's data and costs 38 MB resident.
 */
import { NZ_HOLIDAY_TABLE } from './nz-holidays-table';
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
  const rows = NZ_HOLIDAY_TABLE[year];
  if (!rows) throw new Error(`nz-holidays-table.ts lacks ${year}: run npx tsx scripts/calendar/holidays-table.ts`);
  const list = rows.map(([key, date, mondayisedTo]) => ({ key, name: HOLIDAY_NAMES[key], date, mondayisedTo }));
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
