import { describe, expect, it } from 'vitest';
import { minutesToTime, timeToMinutes } from './business-form';

describe('cut-off time conversions', () => {
  it.each([
    [0, '00:00'],
    [14 * 60, '14:00'],
    [9 * 60 + 5, '09:05'],
    [1440, '24:00'],
  ])('%i minutes is %s and back', (minutes, time) => {
    expect(minutesToTime(minutes)).toBe(time);
    expect(timeToMinutes(time)).toBe(minutes);
  });
  it('reads nothing from a value that is not a time', () => {
    expect(timeToMinutes('')).toBeNull();
    expect(timeToMinutes('2pm')).toBeNull();
  });
});
