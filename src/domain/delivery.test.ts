import { describe, expect, it } from 'vitest';
import { addDays, aucklandInstant, aucklandNow, scheduleProblem, weekdayOf } from './delivery';

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

describe('preparation time, same-day cut-off and notice (business settings)', () => {
  const rules = { leadTimeMinutes: 240, sameDayCutoffMinutes: 14 * 60 };
  const at = (iso: string) => new Date(iso);
  // Monday 23 November 2026 in Auckland (NZDT, UTC+13).
  const nineAm = at('2026-11-22T20:00:00Z');
  const threePm = at('2026-11-23T02:00:00Z');
  const fourFiftySixPm = at('2026-11-23T03:56:00Z');

  it('offers a slot only when it starts at least the lead time from now', () => {
    expect(
      scheduleProblem({ fulfilment: 'pickup', date: '2026-11-23', slot: '13:00-15:00' }, nineAm, rules),
    ).toBeNull();
    expect(
      scheduleProblem({ fulfilment: 'pickup', date: '2026-11-23', slot: '11:00-13:00' }, nineAm, rules)?.message,
    ).toMatch(/4 hours to prepare/);
  });

  it('takes no same-day delivery from the cut-off on, while pickup still follows the lead time', () => {
    expect(
      scheduleProblem({ fulfilment: 'delivery', date: '2026-11-23', slot: '17:00-19:00' }, nineAm, rules),
    ).toBeNull();
    expect(
      scheduleProblem({ fulfilment: 'delivery', date: '2026-11-23', slot: '17:00-19:00' }, threePm, rules)?.message,
    ).toMatch(/same-day deliveries close at 2 PM/);
    // 4:56 pm for 5 pm: refused, and for pickup too (the lead time).
    expect(
      scheduleProblem({ fulfilment: 'pickup', date: '2026-11-23', slot: '17:00-19:00' }, fourFiftySixPm, rules),
    ).not.toBeNull();
    expect(
      scheduleProblem({ fulfilment: 'delivery', date: '2026-11-24', slot: '9:00-11:00' }, threePm, rules),
    ).toBeNull();
  });

  it("needs a product's longer notice (48 hours for custom cakes)", () => {
    const custom = { ...rules, noticeHours: 48 };
    const nineThirty = at('2026-11-22T20:30:00Z');
    expect(
      scheduleProblem({ fulfilment: 'delivery', date: '2026-11-25', slot: '9:00-11:00' }, nineThirty, custom)?.message,
    ).toMatch(/48 hours/);
    expect(
      scheduleProblem({ fulfilment: 'delivery', date: '2026-11-25', slot: '11:00-13:00' }, nineThirty, custom),
    ).toBeNull();
  });

  it('counts hours in Auckland time across the start of daylight saving (27 September 2026)', () => {
    // Saturday 26 September, 6 pm NZST (UTC+12). The clocks go forward at 2 am on Sunday.
    const saturdayEvening = at('2026-09-26T06:00:00Z');
    expect(aucklandInstant('2026-09-28', 9 * 60)).toBe(Date.parse('2026-09-27T20:00:00Z'));
    expect(aucklandInstant('2026-09-25', 9 * 60)).toBe(Date.parse('2026-09-24T21:00:00Z'));
    // 9 am Sunday is 14 real hours after 6 pm Saturday (not 15): a 15-hour notice refuses it.
    const fifteen = { leadTimeMinutes: 15 * 60, sameDayCutoffMinutes: 14 * 60 };
    expect(
      scheduleProblem({ fulfilment: 'pickup', date: '2026-09-27', slot: '9:00-11:00' }, saturdayEvening, fifteen),
    ).not.toBeNull();
    const fourteen = { leadTimeMinutes: 14 * 60, sameDayCutoffMinutes: 14 * 60 };
    expect(
      scheduleProblem({ fulfilment: 'pickup', date: '2026-09-27', slot: '9:00-11:00' }, saturdayEvening, fourteen),
    ).toBeNull();
  });
});
