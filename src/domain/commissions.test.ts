import { describe, expect, it } from 'vitest';
import {
  balanceDueDate,
  daysBetween,
  describeSchedule,
  priceQuote,
  quoteLinesProblem,
  refundFor,
  requestDateProblem,
  stageOf,
  tierFor,
} from './commissions';

describe('request dates', () => {
  it('refuses a date inside the 48 hours of notice and takes the first day after it', () => {
    expect(requestDateProblem('2026-12-01', '2026-12-01')).toMatch(/48 hours' notice: choose 2026-12-03/);
    expect(requestDateProblem('2026-12-02', '2026-12-01')).toMatch(/48 hours/);
    expect(requestDateProblem('2026-12-03', '2026-12-01')).toBeNull();
  });

  it('counts days across months and the daylight-saving change', () => {
    expect(daysBetween('2026-09-26', '2026-09-28')).toBe(2);
    expect(daysBetween('2026-12-30', '2027-01-02')).toBe(3);
  });
});

describe('quote pricing', () => {
  const lines = [
    { kind: 'base' as const, label: '8 inch', amountCents: 65_00 },
    { kind: 'design' as const, label: 'Design', amountCents: 25_00 },
    { kind: 'decoration' as const, label: 'Sugar flowers', amountCents: 33_33 },
  ];

  it.each([
    // [days before, rush cents, total, deposit]
    [14, 0, 123_33, 61_67],
    [5, 0, 123_33, 61_67],
    [4, 37_00, 160_33, 80_17],
    [3, 37_00, 160_33, 80_17],
  ])('%i days before: rush %i, total %i, deposit %i (half-up)', (days, rush, total, deposit) => {
    const today = '2026-12-01';
    const date = new Date(Date.UTC(2026, 11, 1 + days)).toISOString().slice(0, 10);
    const priced = priceQuote({ size: 8, lines, dateNeeded: date, today });
    expect(priced).toMatchObject({ rushCents: rush, totalCents: total, depositCents: deposit });
    expect(priced.depositCents + priced.balanceCents).toBe(priced.totalCents);
  });

  it('takes another deposit percent', () => {
    expect(
      priceQuote({ size: 6, lines: [lines[0]!], dateNeeded: '2026-12-20', today: '2026-12-01', depositPercent: 25 }),
    ).toMatchObject({ totalCents: 65_00, depositCents: 16_25, balanceCents: 48_75 });
  });

  it.each([
    [6, [{ kind: 'base', label: 'b', amountCents: 34_99 }], /6 inch cake is \$35.00 to \$55.00/],
    [12, [{ kind: 'base', label: 'b', amountCents: 120_01 }], /\$100.00 to \$120.00/],
    [
      8,
      [
        { kind: 'base', label: 'b', amountCents: 60_00 },
        { kind: 'decoration', label: 'd', amountCents: -1 },
      ],
      /negative/,
    ],
    [
      8,
      [
        { kind: 'base', label: 'b', amountCents: 60_00 },
        { kind: 'design', label: 'd', amountCents: 24_99 },
      ],
      /starts at \$25/,
    ],
    [
      8,
      [
        { kind: 'base', label: 'b', amountCents: 60_00 },
        { kind: 'decoration', label: 'd', amountCents: 50_01 },
      ],
      /\$15.00 to \$50.00/,
    ],
    [8, [], /exactly one base/],
  ] as const)('refuses a %i inch quote with bad lines', (size, bad, message) => {
    expect(quoteLinesProblem(size, [...bad])?.message).toMatch(message);
  });

  it('accepts lines inside the ranges', () => {
    expect(quoteLinesProblem(8, lines)).toBeNull();
  });
});

describe('balance due date', () => {
  it('is seven days before, never before the day of acceptance', () => {
    expect(balanceDueDate('2026-12-20', '2026-12-01')).toBe('2026-12-13');
    expect(balanceDueDate('2026-12-05', '2026-12-01')).toBe('2026-12-01');
  });
});

describe('refund schedule', () => {
  const base = { totalCents: 160_33, dateNeeded: '2026-12-31' };
  const on = (daysBefore: number) => new Date(Date.UTC(2026, 11, 31 - daysBefore)).toISOString().slice(0, 10);

  it.each([
    // [cancelled by, days before, paid, refund, kept]
    ['customer', 30, 80_17, 80_17, 0],
    ['customer', 14, 80_17, 80_17, 0],
    ['customer', 13, 80_17, 64_14, 16_03],
    ['customer', 7, 80_17, 64_14, 16_03],
    ['customer', 6, 80_17, 40_09, 40_08],
    ['customer', 3, 80_17, 40_09, 40_08],
    ['customer', 2, 80_17, 0, 80_17],
    ['customer', 0, 80_17, 0, 80_17],
    ['customer', -1, 80_17, 0, 80_17],
    // Less paid than the tier keeps: the shop keeps what was paid, never asks for more.
    ['customer', 2, 40_00, 0, 40_00],
    // Nothing paid yet (requested or quoted): nothing to refund.
    ['customer', 1, 0, 0, 0],
    // Deposit and balance paid, cancelled six days out: everything but a quarter of the price.
    ['customer', 6, 160_33, 120_25, 40_08],
    ['staff', 0, 80_17, 80_17, 0],
    ['staff', 6, 160_33, 160_33, 0],
  ] as const)('%s, %i days before, %i paid: refund %i, keep %i', (by, days, paid, refund, kept) => {
    expect(refundFor({ ...base, paidCents: paid, today: on(days), by })).toEqual({
      refundCents: refund,
      keptCents: kept,
    });
  });

  it('picks the tier by whole days', () => {
    expect(tierFor(100).keepPercent).toBe(0);
    expect(tierFor(-5).keepPercent).toBe(50);
  });

  it('is described with the dollars for this price', () => {
    expect(describeSchedule(100_00)).toEqual([
      { when: '14 or more days before', keepCents: 0, keepPercent: 0 },
      { when: '7–13 days before', keepCents: 10_00, keepPercent: 10 },
      { when: '3–6 days before', keepCents: 25_00, keepPercent: 25 },
      { when: 'Less than 3 days before', keepCents: 50_00, keepPercent: 50 },
    ]);
  });
});

describe('stages', () => {
  const now = new Date('2026-12-01T00:00:00Z');
  it('shows awaiting balance from the due date and an expired quote after its validity', () => {
    const facts = { today: '2026-12-13', now, balanceDueDate: '2026-12-13', quoteValidUntil: null };
    expect(stageOf('confirmed', facts)).toBe('awaiting_balance');
    expect(stageOf('confirmed', { ...facts, today: '2026-12-12' })).toBe('confirmed');
    expect(stageOf('quoted', { ...facts, quoteValidUntil: now })).toBe('expired');
    expect(stageOf('quoted', { ...facts, quoteValidUntil: new Date('2026-12-02T00:00:00Z') })).toBe('quoted');
  });
});
