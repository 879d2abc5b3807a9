import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CAKE_MESSAGE_MAX_LENGTH,
  cakeMessageLength,
  cakeMessageProblem,
  lineCustomization,
  lineMessage,
  normalizeCakeMessage,
  takesCakeMessage,
} from './cake-message';
import { FEATURED_MARKER } from './pricing';

describe('the message on the cake', () => {
  it('takes up to 60 characters of plain text, counting an emoji as one', () => {
    expect(cakeMessageProblem('Happy 30th, Aroha! 🎂')).toBeNull();
    expect(cakeMessageProblem('x'.repeat(CAKE_MESSAGE_MAX_LENGTH))).toBeNull();
    expect(cakeMessageProblem('🎂'.repeat(CAKE_MESSAGE_MAX_LENGTH))).toBeNull();
    expect(cakeMessageLength('🎂🎂')).toBe(2);
    expect(cakeMessageProblem('x'.repeat(CAKE_MESSAGE_MAX_LENGTH + 1))).toBe('message must be at most 60 characters');
  });

  it('refuses control characters, separators, bidi overrides and lone surrogates', () => {
    for (const bad of [
      'Happy\nbirthday',
      'Tab\there',
      'Bell\u0007',
      'Del\u007f',
      'C1\u0085',
      'Line\u2028sep',
      'Evil\u202Eoverride',
      'Lone \ud83c surrogate',
    ]) {
      expect(cakeMessageProblem(bad)).toBe('message must be plain text, without control characters');
    }
    expect(cakeMessageProblem('Mum & Dad "40 years"')).toBeNull();
  });

  it('takes any printable text, angle brackets included: it is shown as text, never read as markup', () => {
    for (const good of ['I <3 you Mum', 'Dad > Golf', '<b>Happy</b>', '<script>alert(1)</script>', '1 < 2 & 3 > 2']) {
      expect(cakeMessageProblem(good)).toBeNull();
    }
  });

  it('trims, and an empty message is no message', () => {
    expect(normalizeCakeMessage('  Kia ora  ')).toBe('Kia ora');
    expect(normalizeCakeMessage('   ')).toBeNull();
    expect(normalizeCakeMessage(undefined)).toBeNull();
  });

  it('is for cakes only', () => {
    expect(takesCakeMessage('cakes')).toBe(true);
    expect(takesCakeMessage('arabian-sweets')).toBe(false);
  });

  it('shares a featured line’s customization with the offer marker and reads back exactly', () => {
    expect(lineCustomization(true, null)).toBe(FEATURED_MARKER);
    expect(lineCustomization(true, 'Happy birthday')).toBe(`${FEATURED_MARKER}\nHappy birthday`);
    expect(lineMessage(true, FEATURED_MARKER)).toBeNull();
    expect(lineMessage(false, null)).toBeNull();
    // A plain line's message is its whole customization, even when it quotes the marker.
    expect(lineMessage(false, FEATURED_MARKER)).toBe(FEATURED_MARKER);
    fc.assert(
      fc.property(
        fc.boolean(),
        fc.string({ unit: 'grapheme', maxLength: CAKE_MESSAGE_MAX_LENGTH }),
        (featured, raw) => {
          const message = normalizeCakeMessage(raw);
          fc.pre(message === null || cakeMessageProblem(message) === null);
          expect(lineMessage(featured, lineCustomization(featured, message))).toBe(message);
        },
      ),
    );
  });
});
