import { describe, expect, it } from 'vitest';
import { CAFE_OPENING_HOURS } from '../business';
import { CalendarInputError } from './calendar-dates';
import { DEFAULT_DELIVERY_HOURS, planDay, shopCalendar } from './day-plan';
import { DEFAULT_HOLIDAY_HOURS } from './holiday-hours';
import { shopClosedFor, slotsOn } from './slot-rule';

// The example: Monday set closed, Sunday closing at 16:00.
const mondaysClosed = shopCalendar({
  openingHours: {
    ...CAFE_OPENING_HOURS,
    monday: { open: '07:00', close: '20:00', closed: true },
    sunday: { open: '09:00', close: '16:00', closed: false },
  },
});
const defaults = shopCalendar({});
const pickup = (date: string, slot: string, calendar = defaults) =>
  shopClosedFor(calendar, { fulfilment: 'pickup', date, slot });
const delivery = (date: string, slot: string, calendar = defaults) =>
  shopClosedFor(calendar, { fulfilment: 'delivery', date, slot });

describe('weekly opening hours', () => {
  it('refuses a weekday the shop is closed, for pickup and delivery, naming the day', () => {
    expect(pickup('2026-11-30', '11:00-13:00', mondaysClosed)).toEqual({
      code: 'SHOP_CLOSED',
      field: 'deliveryDate',
      date: '2026-11-30',
      day: 'Monday 30 November',
      reason: 'Closed on Mondays',
      message: 'Monday 30 November: Closed on Mondays',
    });
    expect(delivery('2026-11-30', '11:00-13:00', mondaysClosed)?.reason).toBe('Closed on Mondays');
    expect(pickup('2026-11-30', '11:00-13:00')).toBeNull();
  });

  it('offers a pickup slot only when it lies wholly inside the hours', () => {
    expect(pickup('2026-11-29', '13:00-15:00', mondaysClosed)).toBeNull();
    for (const slot of ['15:00-17:00', '17:00-19:00']) {
      expect(pickup('2026-11-29', slot, mondaysClosed)).toMatchObject({
        field: 'deliveryTime',
        reason: 'Pickups on Sundays are from 9 AM to 4 PM',
        message: 'Sunday 29 November: Pickups on Sundays are from 9 AM to 4 PM',
      });
    }
    // The cafe's own Sunday (9 AM to 7 PM) takes every slot.
    expect(slotsOn(defaults, '2026-11-29', 'pickup').every((s) => s.open)).toBe(true);
  });

  it('delivers Monday to Saturday only, inside the delivery hours staff set', () => {
    expect(delivery('2026-11-29', '11:00-13:00')?.reason).toBe('We deliver Monday to Saturday');
    const shortSaturday = shopCalendar({
      deliveryHours: {
        ...DEFAULT_DELIVERY_HOURS,
        saturday: { open: '09:00', close: '15:00', closed: false },
        tuesday: { open: '09:00', close: '19:00', closed: true },
      },
    });
    expect(delivery('2026-11-28', '13:00-15:00', shortSaturday)).toBeNull();
    expect(delivery('2026-11-28', '15:00-17:00', shortSaturday)).toMatchObject({
      field: 'deliveryTime',
      reason: 'Deliveries on Saturdays are from 9 AM to 3 PM',
    });
    expect(delivery('2026-12-01', '11:00-13:00', shortSaturday)).toMatchObject({
      field: 'deliveryDate',
      reason: 'No deliveries on Tuesdays',
    });
    // The default delivery hours are the spec's five slots.
    expect(slotsOn(defaults, '2026-11-28', 'delivery').map((s) => s.open)).toEqual([true, true, true, true, true]);
  });
});

describe('public holidays', () => {
  it('has the defaults of decision 0145', () => {
    expect(DEFAULT_HOLIDAY_HOURS['easter-monday']).toEqual({
      open: '10:00',
      close: '17:00',
      closed: false,
      deliveries: false,
    });
    expect(DEFAULT_HOLIDAY_HOURS['anzac-day']).toMatchObject({ open: '13:00', close: '17:00', closed: false });
    for (const key of ['christmas-day', 'good-friday', 'easter-sunday'] as const) {
      expect(DEFAULT_HOLIDAY_HOURS[key].closed).toBe(true);
    }
  });

  it('closes on Christmas Day, Good Friday and Easter Sunday', () => {
    expect(pickup('2026-12-25', '11:00-13:00')).toMatchObject({
      field: 'deliveryDate',
      message: 'Friday 25 December: Closed for Christmas Day',
    });
    expect(delivery('2026-12-25', '11:00-13:00')?.reason).toBe('Closed for Christmas Day');
    expect(pickup('2027-03-26', '11:00-13:00')?.reason).toBe('Closed for Good Friday');
    expect(pickup('2027-03-28', '11:00-13:00')?.reason).toBe('Closed for Easter Sunday');
  });

  it('takes pickups 10 AM to 5 PM on a public holiday, with no deliveries', () => {
    expect(slotsOn(defaults, '2027-03-29', 'pickup')).toEqual([
      { slot: '9:00-11:00', open: false, reason: 'Pickups on Easter Monday are from 10 AM to 5 PM' },
      { slot: '11:00-13:00', open: true, reason: null },
      { slot: '13:00-15:00', open: true, reason: null },
      { slot: '15:00-17:00', open: true, reason: null },
      { slot: '17:00-19:00', open: false, reason: 'Pickups on Easter Monday are from 10 AM to 5 PM' },
    ]);
    expect(delivery('2027-03-29', '11:00-13:00')).toMatchObject({
      field: 'deliveryDate',
      reason: 'No deliveries on Easter Monday',
    });
  });

  it('opens from 1 PM on Anzac Day, and holiday hours on the Monday it moves to', () => {
    expect(pickup('2026-04-25', '11:00-13:00')?.reason).toBe('Pickups on Anzac Day are from 1 PM to 5 PM');
    expect(pickup('2026-04-25', '13:00-15:00')).toBeNull();
    // 2027: Anzac Day is a Sunday, observed Monday 26 April.
    expect(pickup('2027-04-25', '11:00-13:00')?.reason).toBe('Pickups on Anzac Day are from 1 PM to 5 PM');
    expect(pickup('2027-04-26', '11:00-13:00')).toBeNull();
    expect(pickup('2027-04-26', '9:00-11:00')?.reason).toBe('Pickups on Anzac Day (observed) are from 10 AM to 5 PM');
    expect(delivery('2027-04-26', '11:00-13:00')?.reason).toBe('No deliveries on Anzac Day (observed)');
  });

  it('keeps Christmas 2027 closed on the day and holiday hours on the days it moves to', () => {
    expect(pickup('2027-12-25', '11:00-13:00')?.reason).toBe('Closed for Christmas Day');
    expect(pickup('2027-12-27', '11:00-13:00')).toBeNull();
    expect(pickup('2027-12-28', '11:00-13:00')).toBeNull();
    expect(delivery('2027-12-27', '11:00-13:00')?.reason).toBe('No deliveries on Christmas Day (observed)');
    expect(delivery('2027-12-28', '11:00-13:00')?.reason).toBe('No deliveries on Boxing Day (observed)');
  });

  it('keeps a weekday the shop never opens closed on a holiday', () => {
    // Easter Monday 2027 is a Monday: the shop that closes on Mondays stays closed.
    expect(pickup('2027-03-29', '11:00-13:00', mondaysClosed)?.reason).toBe('Closed on Mondays');
  });

  it('follows the holiday hours staff set', () => {
    const edited = shopCalendar({
      holidayHours: {
        'christmas-day': { open: '08:00', close: '12:00', closed: false, deliveries: false },
        'easter-monday': { open: '09:00', close: '13:00', closed: false, deliveries: true },
      },
    });
    expect(pickup('2026-12-25', '9:00-11:00', edited)).toBeNull();
    expect(pickup('2026-12-25', '11:00-13:00', edited)?.reason).toBe('Pickups on Christmas Day are from 8 AM to 12 PM');
    expect(delivery('2027-03-29', '11:00-13:00', edited)).toBeNull();
    expect(delivery('2027-03-29', '13:00-15:00', edited)?.reason).toBe(
      'Deliveries on Easter Monday are from 9 AM to 1 PM',
    );
    // Good Friday keeps its default.
    expect(pickup('2027-03-26', '11:00-13:00', edited)?.reason).toBe('Closed for Good Friday');
  });

  it('takes the stricter hours when two holidays share a day (2038)', () => {
    expect(pickup('2038-04-25', '13:00-15:00')?.reason).toBe('Closed for Anzac Day and Easter Sunday');
    expect(planDay(defaults, '2038-04-26').pickup).toMatchObject({ open: true, from: 600, to: 1020 });
  });
});

describe('closures', () => {
  const summer = shopCalendar({
    closures: [
      { startDate: '2026-12-24', endDate: '2027-01-07', reason: 'Closed for our summer break, back 8 January' },
    ],
  });

  it("refuses every day of a closure with staff's reason, and opens again after it", () => {
    for (const date of ['2026-12-24', '2026-12-25', '2027-01-05', '2027-01-07']) {
      expect(pickup(date, '11:00-13:00', summer)).toMatchObject({
        field: 'deliveryDate',
        reason: 'Closed for our summer break, back 8 January',
      });
    }
    expect(delivery('2027-01-05', '11:00-13:00', summer)?.message).toBe(
      'Tuesday 5 January: Closed for our summer break, back 8 January',
    );
    expect(pickup('2026-12-23', '11:00-13:00', summer)).toBeNull();
    expect(pickup('2027-01-08', '11:00-13:00', summer)).toBeNull();
  });
});

describe('input the calendar cannot answer', () => {
  it('throws a typed error naming the field', () => {
    expect(() => pickup('2025-12-31', '11:00-13:00')).toThrow(CalendarInputError);
    expect(() => pickup('2053-01-03', '11:00-13:00')).toThrow(/deliveryDate the calendar covers 2026 to 2052/);
    expect(() => pickup('2026-02-30', '11:00-13:00')).toThrow(/deliveryDate must be a date/);
    expect(() => pickup('2026-12-01', 'noon')).toThrow(expect.objectContaining({ field: 'deliveryTime' }));
  });
});
