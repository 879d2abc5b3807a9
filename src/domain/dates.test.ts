import { describe, expect, it } from 'vitest';
import {
  formatLongDay,
  formatPlacedAt,
  formatScheduleDate,
  formatSlot,
  formatSlotDay,
  isAucklandToday,
  slotPromise,
} from './dates';

describe('dates as the shop writes them (en-NZ, Auckland)', () => {
  it('spells out a calendar date without a comma after the weekday', () => {
    expect(formatLongDay('2026-11-28')).toBe('Saturday 28 November');
    expect(formatLongDay('2026-01-01')).toBe('Thursday 1 January');
  });

  it('keeps the calendar day whatever the time zone the process runs in', () => {
    // Calendar dates are read at noon UTC, so neither UTC nor Auckland (+13) moves them a day.
    expect(formatScheduleDate('2025-11-29')).toBe('Sat, 29 Nov 2025');
    expect(formatLongDay('2026-04-05')).toBe('Sunday 5 April');
  });

  it('returns anything that is not a yyyy-MM-dd date as it is', () => {
    expect(formatScheduleDate('soon')).toBe('soon');
    expect(formatLongDay('29/11/2026')).toBe('29/11/2026');
  });

  it('writes an instant in Auckland time, across daylight saving', () => {
    // 01:05 UTC on 23 Nov is 14:05 NZDT (+13); 02:05 UTC on 23 Jun is 14:05 NZST (+12).
    expect(formatPlacedAt('2025-11-23T01:05:00Z')).toBe('23 Nov 2025, 2:05 pm');
    expect(formatPlacedAt('2025-06-23T02:05:00Z')).toBe('23 Jun 2025, 2:05 pm');
    // 11:30 UTC on 28 Nov is already 29 Nov in Auckland.
    expect(formatPlacedAt(new Date('2026-11-28T11:30:00Z'))).toBe('29 Nov 2026, 12:30 am');
  });

  it('joins the day and the slot', () => {
    expect(formatSlotDay('2026-11-28', '10:00-12:00')).toBe('Saturday 28 November, 10:00-12:00');
    expect(formatSlotDay('2026-11-28', null)).toBe('Saturday 28 November');
    expect(formatSlot('9:00-11:00')).toBe('9:00 – 11:00');
  });

  it('promises the chosen slot: ready for pickup, or when a delivery arrives', () => {
    expect(slotPromise({ fulfilment: 'pickup', deliveryDate: '2026-11-28', deliveryTime: '10:00-12:00' })).toBe(
      "We'll have it ready for Saturday 28 November, 10:00-12:00",
    );
    expect(slotPromise({ fulfilment: 'delivery', deliveryDate: '2026-11-28', deliveryTime: '13:00-15:00' })).toBe(
      "We'll deliver it on Saturday 28 November, 13:00-15:00",
    );
    expect(slotPromise({ fulfilment: 'delivery', deliveryDate: null, deliveryTime: null })).toBeNull();
  });

  it("knows Auckland's today, which is not UTC's", () => {
    const now = new Date('2026-11-24T20:00:00Z'); // 09:00 on 25 Nov in Auckland
    expect(isAucklandToday('2026-11-25', now)).toBe(true);
    expect(isAucklandToday('2026-11-24', now)).toBe(false);
    expect(isAucklandToday(null, now)).toBe(false);
  });
});
