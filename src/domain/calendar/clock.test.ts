import { describe, expect, it } from 'vitest';
import { formatClock, minutesOf, slotSpan } from './clock';

describe('times of day', () => {
  it('reads settings times and slots', () => {
    expect(minutesOf('08:30')).toBe(510);
    expect(minutesOf('8am')).toBeNaN();
    expect(slotSpan('9:00-11:00')).toEqual({ start: 540, end: 660 });
    expect(slotSpan('17:00-19:00')).toEqual({ start: 1020, end: 1140 });
  });

  it('refuses what is not a slot', () => {
    for (const slot of ['noon', '11:00-9:00', '9:00-11:00-13:00', '9:75-11:00', '']) expect(slotSpan(slot)).toBeNull();
  });

  it('writes times as the site does', () => {
    expect(formatClock(13 * 60)).toBe('1 PM');
    expect(formatClock(9 * 60 + 30)).toBe('9:30 AM');
    expect(formatClock(12 * 60)).toBe('12 PM');
    expect(formatClock(0)).toBe('12 AM');
  });
});
