import { describe, expect, it } from 'vitest';
import { smsNumber } from './phone';

describe('smsNumber', () => {
  it('writes New Zealand numbers the international way', () => {
    expect(smsNumber('021 555 1234')).toBe('+64215551234');
    expect(smsNumber('(09) 123-4567')).toBe('+6491234567');
    expect(smsNumber('+64 21 555 1234')).toBe('+64215551234');
    expect(smsNumber('+64 (0)21 555 1234')).toBe('+64215551234');
    expect(smsNumber('64215551234')).toBe('+64215551234');
    expect(smsNumber('0064 21 555 1234')).toBe('+64215551234');
  });

  it('keeps other countries written with their code', () => {
    expect(smsNumber('+61 412 345 678')).toBe('+61412345678');
  });

  it('refuses what cannot be a phone number', () => {
    expect(smsNumber(null)).toBeNull();
    expect(smsNumber('')).toBeNull();
    expect(smsNumber('call me')).toBeNull();
    expect(smsNumber('021 55')).toBeNull();
    expect(smsNumber('5551234')).toBeNull();
    expect(smsNumber('+1234567890123456')).toBeNull();
  });
});
