import { describe, expect, it } from 'vitest';
import { averageRating, hasControlCharacters, isReviewableOrderStatus, reviewerDisplayName } from './reviews';

describe('averageRating', () => {
  it('is null without reviews, so nothing is shown', () => {
    expect(averageRating(0, 0)).toBeNull();
  });
  it('rounds the mean half up to one decimal', () => {
    expect(averageRating(9, 2)).toBe(4.5);
    expect(averageRating(14, 3)).toBe(4.7); // 4.666…
    expect(averageRating(13, 3)).toBe(4.3); // 4.333…
    expect(averageRating(5, 1)).toBe(5);
  });
});

describe('hasControlCharacters', () => {
  it('allows line breaks, tabs and any language', () => {
    expect(hasControlCharacters('Kia ora!\r\nBeautiful\tcake. Ngā mihi 🎂')).toBe(false);
  });
  it('refuses NUL, escape, DEL and C1 characters', () => {
    for (const c of ['\u0000', '\u001b', '\u007f', '\u0085', '\u0008'])
      expect(hasControlCharacters(`a${c}b`)).toBe(true);
  });
});

describe('isReviewableOrderStatus', () => {
  it('is true only once the order was delivered or collected', () => {
    expect(isReviewableOrderStatus('delivered')).toBe(true);
    expect(isReviewableOrderStatus('collected')).toBe(true);
    for (const s of ['orderconfirmed', 'inprogress', 'outfordelivery', 'readyforpickup', 'cancelled']) {
      expect(isReviewableOrderStatus(s)).toBe(false);
    }
  });
});

describe('reviewerDisplayName', () => {
  it('shows the first name and the initial of the last', () => {
    expect(reviewerDisplayName('Aroha', 'Ngata', null)).toBe('Aroha N.');
    expect(reviewerDisplayName(null, null, 'Priya van der Berg')).toBe('Priya B.');
    expect(reviewerDisplayName(null, null, 'Mele')).toBe('Mele');
    expect(reviewerDisplayName(null, null, '  ')).toBe('A customer');
  });
});
