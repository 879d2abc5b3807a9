import { describe, expect, it } from 'vitest';
import { CalendarInputError } from './calendar-dates';
import { shopCalendar } from './day-plan';
import { monthDays } from './month-days';

const defaults = shopCalendar({});
const day = (days: ReturnType<typeof monthDays>, date: string) => days.find((d) => d.date === date)!;

describe('the date picker month', () => {
  it('greys Christmas Day 2027 and says why, and offers holiday hours on the days it moves to', () => {
    const december = monthDays(defaults, { month: '2027-12', fulfilment: 'pickup' });
    expect(december).toHaveLength(31);
    expect(day(december, '2027-12-25')).toEqual({
      date: '2027-12-25',
      weekday: 6,
      available: false,
      reason: 'Closed for Christmas Day',
      holiday: 'Christmas Day',
      hours: null,
      slots: [],
    });
    expect(day(december, '2027-12-27')).toMatchObject({
      available: true,
      reason: null,
      holiday: 'Christmas Day (observed)',
      hours: 'Pickups on Christmas Day (observed) are from 10 AM to 5 PM',
      slots: ['11:00-13:00', '13:00-15:00', '15:00-17:00'],
    });
    expect(day(december, '2027-12-01')).toMatchObject({ available: true, holiday: null, slots: expect.any(Array) });
    expect(day(december, '2027-12-01').slots).toHaveLength(5);
  });

  it('greys Sundays, holidays and a closure for deliveries with each reason', () => {
    const calendar = shopCalendar({
      closures: [
        { startDate: '2026-12-24', endDate: '2027-01-07', reason: 'Closed for our summer break, back 8 January' },
      ],
    });
    const january = monthDays(calendar, { month: '2027-01', fulfilment: 'delivery' });
    expect(day(january, '2027-01-04').reason).toBe('Closed for our summer break, back 8 January');
    expect(day(january, '2027-01-08')).toMatchObject({ available: true, reason: null });
    expect(day(january, '2027-01-10').reason).toBe('We deliver Monday to Saturday');
    expect(day(january, '2027-01-25')).toMatchObject({ available: true });
    const february = monthDays(calendar, { month: '2027-02', fulfilment: 'delivery' });
    expect(day(february, '2027-02-01')).toMatchObject({
      available: false,
      holiday: 'Auckland Anniversary Day',
      reason: 'No deliveries on Auckland Anniversary Day',
    });
    expect(day(february, '2027-02-08').reason).toBe('No deliveries on Waitangi Day (observed)');
  });

  it('greys a day on which no slot fits the hours, with the hours as the reason', () => {
    const closedSunday = shopCalendar({
      openingHours: { ...defaults.openingHours, sunday: { open: '16:00', close: '18:00', closed: true } },
    });
    expect(day(monthDays(closedSunday, { month: '2026-11', fulfilment: 'pickup' }), '2026-11-29').reason).toBe(
      'Closed on Sundays',
    );
    const lateSunday = shopCalendar({
      openingHours: { ...defaults.openingHours, sunday: { open: '16:00', close: '18:00', closed: false } },
    });
    expect(day(monthDays(lateSunday, { month: '2026-11', fulfilment: 'pickup' }), '2026-11-29')).toMatchObject({
      available: false,
      reason: 'Pickups on Sundays are from 4 PM to 6 PM',
    });
  });
});

describe('at a fixed instant', () => {
  it('greys the past and leaves out the slots that have started today (Auckland time)', () => {
    // 01:00 UTC on 27 November is 2 PM in Auckland (NZDT, UTC+13).
    const november = monthDays(defaults, {
      month: '2026-11',
      fulfilment: 'pickup',
      now: new Date('2026-11-27T01:00:00Z'),
    });
    expect(day(november, '2026-11-26')).toMatchObject({ available: false, reason: 'This day has passed' });
    expect(day(november, '2026-11-27').slots).toEqual(['15:00-17:00', '17:00-19:00']);
    expect(day(november, '2026-11-28').slots).toHaveLength(5);
  });

  it('counts the day in Auckland, not UTC, near midnight', () => {
    // 11:30 UTC on 27 November is 00:30 on the 28th in Auckland: the 27th has passed.
    const november = monthDays(defaults, {
      month: '2026-11',
      fulfilment: 'pickup',
      now: new Date('2026-11-27T11:30:00Z'),
    });
    expect(day(november, '2026-11-27').reason).toBe('This day has passed');
    expect(day(november, '2026-11-28').slots).toHaveLength(5);
  });

  it('says when no times are left today', () => {
    // 8 PM in Auckland on a Friday: every slot has started.
    const november = monthDays(defaults, {
      month: '2026-11',
      fulfilment: 'pickup',
      now: new Date('2026-11-27T07:00:00Z'),
    });
    expect(day(november, '2026-11-27')).toMatchObject({ available: false, reason: 'No times left today' });
  });
});

describe('months the calendar does not know', () => {
  it('refuses them with a typed error naming the month', () => {
    expect(() => monthDays(defaults, { month: '2053-01', fulfilment: 'pickup' })).toThrow(CalendarInputError);
    expect(() => monthDays(defaults, { month: '2025-12', fulfilment: 'pickup' })).toThrow(/month the calendar covers/);
    expect(() => monthDays(defaults, { month: '2026-13', fulfilment: 'pickup' })).toThrow(
      expect.objectContaining({ field: 'month' }),
    );
    expect(monthDays(defaults, { month: '2052-12', fulfilment: 'pickup' })).toHaveLength(31);
  });
});
