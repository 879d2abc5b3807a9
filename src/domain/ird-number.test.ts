import { describe, expect, it } from 'vitest';
import { formatIrdNumber, irdDigits, isValidIrdNumber } from './ird-number';

describe('IRD (GST) number check digits', () => {
  // IRD's own examples in its validation specification, checked by hand below.
  it.each(['49091850', '35901981', '49098576', '136410132', '49-091-850', '136 410 132', '049091850'])(
    'accepts %s',
    (value) => expect(isValidIrdNumber(value)).toBe(true),
  );

  it.each([
    ['136410133', 'a wrong check digit'],
    // Offered as valid in our brief, but the algorithm gives 8 (sum 58, 58 mod 11 = 3, 11 − 3 = 8), not 6.
    ['110023926', 'a wrong check digit'],
    ['49091851', 'a wrong check digit'],
    ['9125568', 'too short'],
    ['09125568', 'below 10,000,000'],
    ['150000001', 'above 150,000,000'],
    ['1234567890', 'too long'],
    ['49-O91-850', 'a letter'],
    ['', 'empty'],
  ])('refuses %s (%s)', (value) => expect(isValidIrdNumber(value)).toBe(false));

  it('worked by hand: 49-091-850 sums to 154 with the primary weights, remainder 0, check 0', () => {
    // 0·3 + 4·2 + 9·7 + 0·6 + 9·5 + 1·4 + 8·3 + 5·2 = 154 = 14·11
    expect(isValidIrdNumber('49091850')).toBe(true);
    expect(isValidIrdNumber('49091859')).toBe(false);
  });

  it('uses the secondary weights when the primary ones give 10 (136-410-132)', () => {
    // Primary: 1·3+3·2+6·7+4·6+1·5+0·4+1·3+3·2 = 89; 89 mod 11 = 1; 11 − 1 = 10 → secondary.
    // Secondary: 1·7+3·4+6·3+4·2+1·5+0·2+1·7+3·6 = 75; 75 mod 11 = 9; 11 − 9 = 2 = the check digit.
    expect(isValidIrdNumber('136410132')).toBe(true);
  });

  it('writes the number as IRD does and reads it back', () => {
    expect(formatIrdNumber('49091850')).toBe('49-091-850');
    expect(formatIrdNumber('136410132')).toBe('136-410-132');
    expect(irdDigits('49-091-850')).toBe('49091850');
    expect(irdDigits('49_091_850')).toBeNull();
  });
});
