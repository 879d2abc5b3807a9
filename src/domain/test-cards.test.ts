import { describe, expect, it } from 'vitest';
import { findTestCard, luhnValid, TEST_CARDS } from './test-cards';

describe('luhnValid', () => {
  it('accepts every test card and refuses the same number with its last digit changed', () => {
    for (const card of TEST_CARDS) {
      const digits = card.number.replace(/\s/g, '');
      expect(luhnValid(digits)).toBe(true);
      const changed = digits.slice(0, -1) + String((Number(digits.at(-1)) + 1) % 10);
      expect(luhnValid(changed)).toBe(false);
    }
  });

  it('doubles every second digit from the right, taking 9 off above 9', () => {
    // 79927398713 is the textbook example; padded to 12 digits with a leading zero.
    expect(luhnValid('079927398713')).toBe(true);
    expect(luhnValid('079927398710')).toBe(false);
  });

  it('wants 12 to 19 digits and nothing else', () => {
    expect(luhnValid('4242 4242 4242 4242')).toBe(false);
    expect(luhnValid('00000000000')).toBe(false);
    expect(luhnValid('000000000000')).toBe(true);
    expect(luhnValid('0'.repeat(19))).toBe(true);
    expect(luhnValid('0'.repeat(20))).toBe(false);
    expect(luhnValid('')).toBe(false);
  });
});

describe('TEST_CARDS', () => {
  it('lists the four cards of the test gateway with their outcomes', () => {
    expect(TEST_CARDS.map((card) => [card.number, card.outcome])).toEqual([
      ['4242 4242 4242 4242', 'succeeded'],
      ['4000 0000 0000 0002', 'card_declined'],
      ['4000 0000 0000 9995', 'insufficient_funds'],
      ['4000 0025 0000 3155', 'requires_action'],
    ]);
  });

  it('finds a card by its number with or without spaces', () => {
    expect(findTestCard('4000000000009995')?.outcome).toBe('insufficient_funds');
    expect(findTestCard('4000 0025 0000 3155')?.outcome).toBe('requires_action');
    expect(findTestCard('4111 1111 1111 1111')).toBeUndefined();
  });
});
