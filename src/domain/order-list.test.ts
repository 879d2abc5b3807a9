import { describe, expect, it } from 'vitest';
import { dueDateOf, isDueFilter, phoneMatches, phoneNeedle, slotStartOf } from './order-list';

describe('the orders list rules shared by the screen and the server', () => {
  it('reads where a slot starts, in either written form', () => {
    expect(slotStartOf('9:00-11:00')).toBe(540);
    expect(slotStartOf('11:00-13:00')).toBe(660);
    expect(slotStartOf('1:00 PM - 3:00 PM')).toBe(780);
    expect(slotStartOf('12:30 pm - 2:00 pm')).toBe(750);
    expect(slotStartOf('12:00 AM - 1:00 AM')).toBe(0);
    expect(slotStartOf('9-11')).toBe(540);
    expect(slotStartOf(null)).toBeNull();
    expect(slotStartOf('morning')).toBeNull();
  });

  it('reads a search as a phone number only when it looks like one', () => {
    expect(phoneNeedle('021 555 1234')).toBe('0215551234');
    expect(phoneNeedle('+64 21 555 1234')).toBe('0215551234');
    expect(phoneNeedle('64215551234')).toBe('0215551234');
    // A short "64.." may be the middle of a number: kept as typed.
    expect(phoneNeedle('6421')).toBe('6421');
    expect(phoneNeedle('12')).toBeNull();
    expect(phoneNeedle('Aroha 021')).toBeNull();
    expect(phoneMatches('+64 21 555 1234', '0215551234')).toBe(true);
    expect(phoneMatches('+64 21 555 1234', '6421')).toBe(true);
    expect(phoneMatches(null, '021')).toBe(false);
  });

  it('turns the due filter into an Auckland date', () => {
    const friday = new Date('2026-11-27T11:30:00Z'); // 00:30 Saturday 28 November in Auckland
    expect(dueDateOf('today', friday)).toBe('2026-11-28');
    expect(dueDateOf('tomorrow', friday)).toBe('2026-11-29');
    expect(dueDateOf('2026-12-24', friday)).toBe('2026-12-24');
    expect(dueDateOf('all', friday)).toBeNull();
    expect(isDueFilter('tomorrow')).toBe(true);
    expect(isDueFilter('2026-12-24')).toBe(true);
    expect(isDueFilter('someday')).toBe(false);
  });
});
