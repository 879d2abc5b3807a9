import { describe, expect, it } from 'vitest';
import { addDays, weekdayOf } from '../delivery';
import { CalendarInputError } from './calendar-dates';
import { easterSunday, holidaysOn, PUBLIC_HOLIDAY_KEYS, publicHolidays, type PublicHolidayKey } from './nz-holidays';

const YEARS = Array.from({ length: 2052 - 2026 + 1 }, (_, i) => 2026 + i);
const holiday = (year: number, key: PublicHolidayKey) => publicHolidays(year).find((h) => h.key === key)!;
const iso = (year: number, month: number, day: number) =>
  `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;

/** Te Kāhui o Matariki Public Holiday Act 2022, Schedule 1: the dates for 2026-2052. */
const MATARIKI_ACT_SCHEDULE: Record<number, string> = {
  2026: '2026-07-10',
  2027: '2027-06-25',
  2028: '2028-07-14',
  2029: '2029-07-06',
  2030: '2030-06-21',
  2031: '2031-07-11',
  2032: '2032-07-02',
  2033: '2033-06-24',
  2034: '2034-07-07',
  2035: '2035-06-29',
  2036: '2036-07-18',
  2037: '2037-07-10',
  2038: '2038-06-25',
  2039: '2039-07-15',
  2040: '2040-07-06',
  2041: '2041-07-19',
  2042: '2042-07-11',
  2043: '2043-07-03',
  2044: '2044-06-24',
  2045: '2045-07-07',
  2046: '2046-06-29',
  2047: '2047-07-19',
  2048: '2048-07-03',
  2049: '2049-06-25',
  2050: '2050-07-15',
  2051: '2051-06-30',
  2052: '2052-06-21',
};

/** Easter Sunday by the anonymous Gregorian algorithm (Meeus), independent of the library. */
function computedEaster(year: number): string {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return iso(year, month, day);
}

/** The nth Monday of a month. */
function nthMonday(year: number, month: number, n: number): string {
  let date = iso(year, month, 1);
  while (weekdayOf(date) !== 1) date = addDays(date, 1);
  return addDays(date, 7 * (n - 1));
}

describe("the issue's vectors", () => {
  it('Auckland Anniversary is the Monday nearest 29 January', () => {
    expect(holiday(2026, 'auckland-anniversary-day').date).toBe('2026-01-26');
    expect(holiday(2027, 'auckland-anniversary-day').date).toBe('2027-02-01');
    expect(holiday(2028, 'auckland-anniversary-day').date).toBe('2028-01-31');
  });

  it('Matariki falls on the Friday the Act fixes', () => {
    expect(holiday(2026, 'matariki').date).toBe('2026-07-10');
    expect(holiday(2027, 'matariki').date).toBe('2027-06-25');
    expect(holiday(2028, 'matariki').date).toBe('2028-07-14');
  });

  it('Good Friday 2027 is 26 March', () => {
    expect(holiday(2027, 'good-friday')).toMatchObject({ date: '2027-03-26', mondayisedTo: null });
  });

  it('Anzac Day 2027, a Sunday, is observed on Monday 26 April', () => {
    expect(holiday(2027, 'anzac-day')).toMatchObject({ date: '2027-04-25', mondayisedTo: '2027-04-26' });
    expect(holidaysOn('2027-04-26')).toEqual([{ key: 'anzac-day', name: 'Anzac Day (observed)', mondayised: true }]);
  });

  it('Christmas 2027 (a Saturday) is observed Monday 27 December and Boxing Day Tuesday 28 December', () => {
    expect(holiday(2027, 'christmas-day')).toMatchObject({ date: '2027-12-25', mondayisedTo: '2027-12-27' });
    expect(holiday(2027, 'boxing-day')).toMatchObject({ date: '2027-12-26', mondayisedTo: '2027-12-28' });
    expect(holidaysOn('2027-12-27').map((h) => h.name)).toEqual(['Christmas Day (observed)']);
    expect(holidaysOn('2027-12-28').map((h) => h.name)).toEqual(['Boxing Day (observed)']);
  });
});

describe('every year from 2026 to 2052', () => {
  it.each(YEARS)('%i has each public holiday exactly once', (year) => {
    const keys = publicHolidays(year).map((h) => h.key);
    expect([...keys].sort()).toEqual([...PUBLIC_HOLIDAY_KEYS].sort());
    for (const h of publicHolidays(year)) expect(h.date.startsWith(`${year}-`)).toBe(true);
  });

  it.each(YEARS)('%i: Matariki follows the Act and is a Friday', (year) => {
    expect(holiday(year, 'matariki').date).toBe(MATARIKI_ACT_SCHEDULE[year]);
    expect(weekdayOf(holiday(year, 'matariki').date)).toBe(5);
  });

  it.each(YEARS)('%i: the Easter holidays, Monday holidays and Auckland Anniversary', (year) => {
    const easter = computedEaster(year);
    expect(holiday(year, 'good-friday').date).toBe(addDays(easter, -2));
    expect(easterSunday(year)).toBe(easter);
    expect(holiday(year, 'easter-monday').date).toBe(addDays(easter, 1));
    expect(holiday(year, 'kings-birthday').date).toBe(nthMonday(year, 6, 1));
    expect(holiday(year, 'labour-day').date).toBe(nthMonday(year, 10, 4));
    const anniversary = holiday(year, 'auckland-anniversary-day').date;
    expect(weekdayOf(anniversary)).toBe(1);
    const distance = Math.abs(new Date(`${anniversary}T12:00:00Z`).getTime() - Date.UTC(year, 0, 29, 12)) / 86_400_000;
    expect(distance).toBeLessThanOrEqual(3);
  });

  it.each(YEARS)('%i: weekend holidays are Mondayised as the Holidays Act says', (year) => {
    // A weekend holiday moves to the next weekday that is not already a holiday of the pair.
    const pairs: [PublicHolidayKey, string, PublicHolidayKey, string][] = [
      ['new-years-day', iso(year, 1, 1), 'day-after-new-years-day', iso(year, 1, 2)],
      ['christmas-day', iso(year, 12, 25), 'boxing-day', iso(year, 12, 26)],
    ];
    for (const [firstKey, first, secondKey, second] of pairs) {
      expect(holiday(year, firstKey).date).toBe(first);
      expect(holiday(year, secondKey).date).toBe(second);
      const [w1, w2] = [weekdayOf(first), weekdayOf(second)];
      const expectedFirst = w1 === 6 ? addDays(first, 2) : w1 === 0 ? addDays(first, 2) : null;
      const expectedSecond = w2 === 6 ? addDays(second, 2) : w2 === 0 ? addDays(second, w1 === 6 ? 2 : 1) : null;
      expect(holiday(year, firstKey).mondayisedTo).toBe(expectedFirst);
      expect(holiday(year, secondKey).mondayisedTo).toBe(expectedSecond);
    }
    for (const [key, date] of [
      ['waitangi-day', iso(year, 2, 6)],
      ['anzac-day', iso(year, 4, 25)],
    ] as const) {
      const w = weekdayOf(date);
      expect(holiday(year, key).date).toBe(date);
      expect(holiday(year, key).mondayisedTo).toBe(w === 6 ? addDays(date, 2) : w === 0 ? addDays(date, 1) : null);
    }
    // Holidays set on a weekday never move.
    for (const key of [
      'auckland-anniversary-day',
      'good-friday',
      'easter-monday',
      'kings-birthday',
      'matariki',
      'labour-day',
    ] as const) {
      expect(holiday(year, key).mondayisedTo).toBeNull();
    }
  });
});

describe('dates the calendar does not know', () => {
  it('refuses years outside 2026-2052 with a typed error naming the field', () => {
    expect(() => publicHolidays(2025)).toThrow(CalendarInputError);
    expect(() => publicHolidays(2053, 'deliveryDate')).toThrow(/deliveryDate the calendar covers 2026 to 2052/);
    try {
      holidaysOn('2053-01-01', 'deliveryDate');
    } catch (error) {
      expect(error).toMatchObject({ code: 'CALENDAR_INPUT_INVALID', field: 'deliveryDate' });
    }
    expect.assertions(3);
  });

  it('lists both holidays on a day they share (2038: Anzac Day Mondayised onto Easter Monday)', () => {
    expect(
      holidaysOn('2038-04-26')
        .map((h) => h.key)
        .sort(),
    ).toEqual(['anzac-day', 'easter-monday']);
    expect(
      holidaysOn('2038-04-25')
        .map((h) => h.key)
        .sort(),
    ).toEqual(['anzac-day', 'easter-sunday']);
    expect(holidaysOn('2026-11-27')).toEqual([]);
  });
});
