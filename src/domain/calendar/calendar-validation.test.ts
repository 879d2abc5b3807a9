import { describe, expect, it } from 'vitest';
import { CAFE_OPENING_HOURS } from '../business';
import { closureErrors, dateErrors, holidayHoursErrors, weeklyHoursErrors } from './calendar-validation';
import { DEFAULT_DELIVERY_HOURS } from './day-plan';
import { DEFAULT_HOLIDAY_HOURS } from './holiday-hours';

const summer = {
  startDate: '2026-12-24',
  endDate: '2027-01-07',
  reason: 'Closed for our summer break, back 8 January',
};

describe('closures', () => {
  it('accepts a closure of one day or many', () => {
    expect(closureErrors(summer)).toEqual([]);
    expect(closureErrors({ ...summer, endDate: summer.startDate })).toEqual([]);
  });

  it('refuses one that ends before it starts, naming the field by its path', () => {
    expect(closureErrors({ ...summer, endDate: '2026-12-20' }, 'closures.0')).toEqual([
      { field: 'closures.0.endDate', message: 'the closure cannot end before it starts' },
    ]);
  });

  it('refuses dates outside 2026-2052 or not dates, and a missing or multi-line reason', () => {
    expect(closureErrors({ startDate: '2025-12-24', endDate: '2053-01-01', reason: ' ' }).map((e) => e.field)).toEqual([
      'startDate',
      'endDate',
      'reason',
    ]);
    expect(closureErrors({ ...summer, startDate: '24/12/2026' })[0]?.message).toBe(
      'startDate must be a date like 2026-12-24',
    );
    expect(closureErrors({ ...summer, reason: 'Closed\nBack soon' })[0]?.field).toBe('reason');
  });
});

describe('hours', () => {
  it('accepts the defaults', () => {
    expect(weeklyHoursErrors(CAFE_OPENING_HOURS, 'openingHours')).toEqual([]);
    expect(weeklyHoursErrors(DEFAULT_DELIVERY_HOURS, 'deliveryHours')).toEqual([]);
    expect(holidayHoursErrors(DEFAULT_HOLIDAY_HOURS)).toEqual([]);
  });

  it('refuses hours that close before they open, unless the day is closed', () => {
    expect(
      weeklyHoursErrors(
        { ...CAFE_OPENING_HOURS, sunday: { open: '16:00', close: '09:00', closed: false } },
        'openingHours',
      ),
    ).toEqual([{ field: 'openingHours.sunday.close', message: 'closing time must be after the opening time' }]);
    expect(
      weeklyHoursErrors(
        { ...CAFE_OPENING_HOURS, sunday: { open: '16:00', close: '09:00', closed: true } },
        'openingHours',
      ),
    ).toEqual([]);
    expect(
      holidayHoursErrors({ 'anzac-day': { open: '13:00', close: '13:00', closed: false, deliveries: false } }),
    ).toEqual([{ field: 'holidayHours.anzac-day.close', message: 'closing time must be after the opening time' }]);
  });

  it('refuses times that are not times, missing or unknown days, and Sunday deliveries', () => {
    const { friday: _friday, ...noFriday } = CAFE_OPENING_HOURS;
    expect(
      weeklyHoursErrors(
        { ...noFriday, funday: CAFE_OPENING_HOURS.monday, monday: { open: '7am', close: '20:00', closed: false } },
        'openingHours',
      ).map((e) => e.field),
    ).toEqual(['openingHours.funday', 'openingHours.monday.open', 'openingHours.friday']);
    expect(
      weeklyHoursErrors(
        { ...DEFAULT_DELIVERY_HOURS, sunday: { open: '09:00', close: '12:00', closed: false } },
        'deliveryHours',
      ),
    ).toEqual([{ field: 'deliveryHours.sunday.closed', message: 'we deliver Monday to Saturday' }]);
  });

  it('refuses an unknown holiday', () => {
    expect(holidayHoursErrors({ 'guy-fawkes': DEFAULT_HOLIDAY_HOURS.matariki })).toEqual([
      { field: 'holidayHours.guy-fawkes', message: 'unknown holiday: guy-fawkes' },
    ]);
  });
});

describe('dates', () => {
  it('names the field of a date outside 2026-2052', () => {
    expect(dateErrors('2026-01-01', 'date')).toEqual([]);
    expect(dateErrors('2052-12-31', 'date')).toEqual([]);
    expect(dateErrors('2053-01-01', 'date')).toEqual([
      { field: 'date', message: 'date the calendar covers 2026 to 2052' },
    ]);
    expect(dateErrors('2025-12-31', 'deliveryDate')[0]?.field).toBe('deliveryDate');
  });
});
