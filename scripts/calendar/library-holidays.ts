/**
 * New Zealand's public holidays as `date-holidays` (NZ with its Auckland region) computes them:
 * the source of src/domain/calendar/nz-holidays-table.ts, which `npx tsx scripts/calendar/
 * holidays-table.ts` writes and scripts/calendar/holidays-table.test.ts holds equal to the library for every
 * year 2026-2052 (decision 0148: the library carries every country's data, 38 MB resident, so the
 * shop ships the table, not the library). Dates are read from the library's local
 * "yyyy-MM-dd 00:00:00" text, never through an instant, so no time zone can move a day.
 */
import Holidays from 'date-holidays';
import { HOLIDAY_NAMES, type PublicHoliday, type PublicHolidayKey } from '../../src/domain/calendar/nz-holidays';

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

let library: Holidays | null = null;

/** The twelve public holidays of a year in Auckland as date-holidays computes them, in date order. */
export function libraryHolidays(year: number): PublicHoliday[] {
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
  return [...holidays.values()].sort((a, b) => a.date.localeCompare(b.date));
}
