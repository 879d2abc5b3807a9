import { describe, expect, it } from 'vitest';
import { shopCalendar } from '@/domain/calendar';
import { addMonths, leadingBlanks, pickerDays, pickerMonths, TOO_FAR_AHEAD } from './picker-days';

describe('the date picker days', () => {
  it('pages months across a year', () => {
    expect(addMonths('2026-12', 1)).toBe('2027-01');
    expect(addMonths('2027-01', -1)).toBe('2026-12');
  });

  it('runs from this month to the month of the 60th day, and greys open days beyond it', () => {
    const now = new Date('2026-12-02T23:00:00Z'); // 3 December in Auckland
    expect(pickerMonths(now)).toMatchObject({ first: '2026-12', last: '2027-02', lastDay: '2027-02-01' });
    const february = pickerDays(shopCalendar({}), '2027-02', 'pickup', now);
    expect(february[0]).toMatchObject({ date: '2027-02-01', available: true });
    expect(february[1]).toMatchObject({ date: '2027-02-02', available: false, reason: TOO_FAR_AHEAD });
    // 1 February 2027 is a Monday: no blank cell before it.
    expect(leadingBlanks(february)).toBe(0);
  });
});
