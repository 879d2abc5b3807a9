import { describe, expect, it } from 'vitest';
import {
  describePreorder,
  formatBatchDay,
  preorderOpen,
  preorderRefusal,
  preorderWindowProblems,
  soldOutMessage,
  unitsLeft,
} from './daily-batch';

// Diwali boxes: order from 1 Oct 9:00 until 31 Oct 00:00 Auckland (NZDT from 27 Sep), collect 1-3 Nov.
const diwali = {
  opensAt: new Date('2026-09-30T20:00:00Z'),
  closesAt: new Date('2026-10-30T11:00:00Z'),
  dates: ['2026-11-01', '2026-11-02', '2026-11-03'],
};

describe('daily batch', () => {
  it('names the day the way the storefront writes it', () => {
    expect(formatBatchDay('2026-12-18')).toBe('Fri 18 Dec');
  });

  it('counts what is left, never below zero, and nothing for a product without a batch', () => {
    expect(unitsLeft(60, 58)).toBe(2);
    expect(unitsLeft(60, 61)).toBe(0);
    expect(unitsLeft(null, 500)).toBeNull();
  });

  it('says sold out, or how many are left, naming the day', () => {
    expect(soldOutMessage('Bagel', '2026-12-18', 0)).toBe(
      'Bagel is sold out for Fri 18 Dec: please choose another day',
    );
    expect(soldOutMessage('Bagel', '2026-12-18', 3)).toContain('Only 3 Bagel left for Fri 18 Dec');
  });
});

describe('pre-order window', () => {
  it('describes the window in Auckland time with its days', () => {
    expect(describePreorder(diwali)).toBe(
      'Pre-order from Thu 1 Oct, 9:00 am until Sat 31 Oct, 12:00 am, for Sun 1 Nov, Mon 2 Nov or Tue 3 Nov',
    );
  });

  it('opens at its first instant and closes at its last, exclusive', () => {
    expect(preorderOpen(diwali, new Date('2026-09-30T19:59:59Z'))).toBe(false);
    expect(preorderOpen(diwali, new Date('2026-09-30T20:00:00Z'))).toBe(true);
    expect(preorderOpen(diwali, new Date('2026-10-30T10:59:59Z'))).toBe(true);
    expect(preorderOpen(diwali, new Date('2026-10-30T11:00:00Z'))).toBe(false);
  });

  it('refuses before it opens, after it closes and for a day it does not list, with the dates', () => {
    const early = preorderRefusal('Diwali box', diwali, '2026-11-01', new Date('2026-09-01T00:00:00Z'));
    expect(early?.code).toBe('PREORDER_NOT_OPEN');
    expect(early?.message).toContain('Sun 1 Nov, Mon 2 Nov or Tue 3 Nov');
    const late = preorderRefusal('Diwali box', diwali, '2026-11-01', new Date('2026-10-31T00:00:00Z'));
    expect(late?.code).toBe('PREORDER_CLOSED');
    expect(late?.message).toContain('until Sat 31 Oct');
    expect(preorderRefusal('Diwali box', diwali, '2026-11-04', new Date('2026-10-10T00:00:00Z'))?.code).toBe(
      'PREORDER_DATE',
    );
    expect(preorderRefusal('Diwali box', diwali, '2026-11-02', new Date('2026-10-10T00:00:00Z'))).toBeNull();
  });

  it('checks what staff enter: all or nothing, close after open, known days from the opening day', () => {
    expect(preorderWindowProblems({ opensAt: null, closesAt: null, dates: [] })).toEqual([]);
    expect(preorderWindowProblems(diwali)).toEqual([]);
    const fields = (input: Parameters<typeof preorderWindowProblems>[0]) =>
      preorderWindowProblems(input).map((p) => p.field);
    expect(fields({ ...diwali, dates: [] })).toEqual(['preorderDates']);
    expect(fields({ ...diwali, closesAt: new Date('2026-09-01T00:00:00Z') })).toEqual(['preorderClosesAt']);
    expect(fields({ ...diwali, opensAt: null })).toEqual(['preorderOpensAt']);
    expect(fields({ ...diwali, dates: ['2053-01-01'] })).toEqual(['preorderDates']);
    expect(fields({ ...diwali, dates: ['2026-09-30'] })).toEqual(['preorderDates']);
  });
});
