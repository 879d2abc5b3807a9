import { describe, expect, it } from 'vitest';
import { addDays, aucklandNow, scheduleProblem, weekdayOf } from './delivery';

// 2026-11-23 is a Monday. 10:30 in Auckland (NZDT, UTC+13) is 21:30 UTC the day before.
const mondayMorning = new Date('2026-11-22T21:30:00Z');

describe('Auckland time', () => {
  it('reads the date and time in Auckland, not the server zone', () => {
    expect(aucklandNow(mondayMorning)).toEqual({ date: '2026-11-23', minutes: 10 * 60 + 30 });
    expect(weekdayOf('2026-11-23')).toBe(1);
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
  });
});

describe('booking a slot', () => {
  const book = (date: string, slot: string, fulfilment: 'delivery' | 'pickup' = 'delivery') =>
    scheduleProblem({ fulfilment, date, slot }, mondayMorning);

  it('accepts a later slot today and any slot on a later weekday', () => {
    expect(book('2026-11-23', '11:00-13:00')).toBeNull();
    expect(book('2026-11-24', '9:00-11:00')).toBeNull();
  });

  it('refuses the past, a slot that has started, and nonsense', () => {
    expect(book('2026-11-22', '13:00-15:00')?.message).toMatch(/past/);
    expect(book('2026-11-23', '9:00-11:00')?.field).toBe('deliveryTime');
    expect(book('2026-11-23', '03:00-04:00')?.field).toBe('deliveryTime');
    expect(book('2026-02-30', '11:00-13:00')?.field).toBe('deliveryDate');
    expect(book('tomorrow', '11:00-13:00')?.field).toBe('deliveryDate');
    expect(book('2027-06-01', '11:00-13:00')?.message).toMatch(/at most/);
  });

  it('delivers Monday to Saturday, but pickup works on Sunday', () => {
    expect(book('2026-11-29', '11:00-13:00', 'delivery')?.message).toMatch(/Monday to Saturday/);
    expect(book('2026-11-29', '11:00-13:00', 'pickup')).toBeNull();
  });
});
