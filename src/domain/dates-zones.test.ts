/**
 * A calendar date is written as the date it is, whatever the zone of the device (issue 20: a
 * delivery date read as an instant showed a day late on an Auckland device). Each case runs
 * with the process really switched to a UTC+13 zone and to a UTC-10 zone.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatCalendarDate, formatLongDay, formatScheduleDate, formatSlotDay } from './dates';
import { addDays } from './delivery';

describe.each([
  { zone: 'Pacific/Auckland', offsetMinutes: -13 * 60 },
  { zone: 'Pacific/Honolulu', offsetMinutes: 10 * 60 },
])('calendar dates on a device in $zone', ({ zone, offsetMinutes }) => {
  const before = process.env.TZ;
  beforeAll(() => {
    process.env.TZ = zone;
  });
  afterAll(() => {
    process.env.TZ = before;
  });

  it('runs in that zone (a summer instant is UTC+13 in Auckland, UTC-10 in Honolulu)', () => {
    expect(new Date('2025-11-28T00:00:00Z').getTimezoneOffset()).toBe(offsetMinutes);
    expect(Intl.DateTimeFormat().resolvedOptions().timeZone).toBe(zone);
  });

  it('writes each style of a date as that date', () => {
    expect(formatCalendarDate('2025-11-29', 'weekday-day-month-year')).toBe('Sat, 29 Nov 2025');
    expect(formatCalendarDate('2025-11-29', 'long')).toBe('Saturday 29 November');
    expect(formatCalendarDate('2025-11-29', 'day-month-year')).toBe('29 Nov 2025');
    expect(formatCalendarDate('2025-11-29', 'weekday-day-month')).toBe('Sat, 29 Nov');
    expect(formatCalendarDate('2025-11-29', 'day-month')).toBe('29 Nov');
    expect(formatScheduleDate('2026-01-01')).toBe('Thu, 1 Jan 2026');
    expect(formatLongDay('2025-12-31')).toBe('Wednesday 31 December');
    expect(formatSlotDay('2028-02-29', '9:00-11:00')).toBe('Tuesday 29 February, 9:00-11:00');
    expect(formatCalendarDate('2025-09-07', 'day-month-year')).toBe('7 Sept 2025');
  });

  it('agrees with the calendar on every day of three years, the first of each month and leap days included', () => {
    const utcWriter = new Intl.DateTimeFormat('en-NZ', {
      weekday: 'short',
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      timeZone: 'UTC',
    });
    let date = '2026-12-25';
    for (let i = 0; i < 3 * 366; i += 1) {
      // The reference reads the date at midnight UTC and writes it in UTC: the same day by construction.
      expect(formatCalendarDate(date, 'weekday-day-month-year'), date).toBe(
        utcWriter.format(new Date(`${date}T00:00:00Z`)),
      );
      date = addDays(date, 1);
    }
  });

  it('returns what is not a real yyyy-MM-dd date as it is', () => {
    for (const text of ['soon', '29/11/2026', '2025-02-29', '2025-13-01', '2025-04-31', '2025-11-28T10:00:00Z']) {
      expect(formatCalendarDate(text, 'long'), text).toBe(text);
    }
  });
});
