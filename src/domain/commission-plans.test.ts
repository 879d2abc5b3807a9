/**
 * Payment plans (decision 0217), the owners' terms and their refund schedule (decision 0218), and
 * the refund of a cancelled commission already paid in full across deposit and instalments.
 */
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_COMMISSION_TERMS,
  DEFAULT_REFUND_SCHEDULE,
  instalmentsProblem,
  nextInstalment,
  planInstalments,
  refundFor,
  scheduleProblem,
} from './commissions';

describe('payment plans', () => {
  it('are for quotes over $200, in 1 to 3 instalments', () => {
    expect(instalmentsProblem(200_00, 1)).toBeNull();
    expect(instalmentsProblem(200_00, 2)).toBe('Payment plans are for quotes over $200');
    expect(instalmentsProblem(200_01, 2)).toBeNull();
    expect(instalmentsProblem(500_00, 3)).toBeNull();
    expect(instalmentsProblem(500_00, 4)).toMatch(/1 to 3/);
    expect(instalmentsProblem(500_00, 0)).toMatch(/1 to 3/);
    expect(instalmentsProblem(500_00, 1.5)).toMatch(/1 to 3/);
  });

  it('split the balance to the cent, odd cents in the last, the last due on the balance date', () => {
    const plan = planInstalments(100_01, 3, '2026-12-01', '2026-12-31');
    expect(plan).toEqual([
      { number: 1, amountCents: 33_33, dueDate: '2026-12-11' },
      { number: 2, amountCents: 33_33, dueDate: '2026-12-21' },
      { number: 3, amountCents: 33_35, dueDate: '2026-12-31' },
    ]);
    expect(plan.reduce((sum, i) => sum + i.amountCents, 0)).toBe(100_01);
    // One instalment is the whole balance on its date, as before plans.
    expect(planInstalments(52_00, 1, '2026-12-01', '2026-12-13')).toEqual([
      { number: 1, amountCents: 52_00, dueDate: '2026-12-13' },
    ]);
    // Due today already: every instalment is due today, never before.
    expect(planInstalments(90_00, 3, '2026-12-01', '2026-12-01').map((i) => i.dueDate)).toEqual([
      '2026-12-01',
      '2026-12-01',
      '2026-12-01',
    ]);
  });

  it('name the next instalment from what of the balance is paid', () => {
    const plan = planInstalments(150_00, 3, '2026-12-01', '2026-12-31');
    expect(nextInstalment(plan, 0)?.number).toBe(1);
    expect(nextInstalment(plan, 50_00)?.number).toBe(2);
    expect(nextInstalment(plan, 100_00)?.number).toBe(3);
    expect(nextInstalment(plan, 150_00)).toBeNull();
  });
});

describe("owners' refund schedule", () => {
  it('defaults to the schedule of decision 0206 and the terms of today', () => {
    expect(DEFAULT_COMMISSION_TERMS).toEqual({
      depositPercent: 50,
      quoteValidityDays: 3,
      balanceDaysBefore: 7,
      refundSchedule: DEFAULT_REFUND_SCHEDULE,
    });
    expect(scheduleProblem(DEFAULT_REFUND_SCHEDULE)).toBeNull();
  });

  it('refuses a schedule that is not proportionate, naming the step', () => {
    expect(scheduleProblem([])?.field).toBe('refundSchedule');
    expect(
      scheduleProblem([
        { minDaysBefore: 7, keepPercent: 10 },
        { minDaysBefore: 14, keepPercent: 20 },
        { minDaysBefore: 0, keepPercent: 50 },
      ])?.field,
    ).toBe('refundSchedule.1.minDaysBefore');
    // Keeping less nearer the date would not follow the work done.
    expect(
      scheduleProblem([
        { minDaysBefore: 14, keepPercent: 30 },
        { minDaysBefore: 0, keepPercent: 20 },
      ])?.field,
    ).toBe('refundSchedule.1.keepPercent');
    expect(scheduleProblem([{ minDaysBefore: 3, keepPercent: 10 }])?.field).toBe('refundSchedule.0.minDaysBefore');
    expect(scheduleProblem([{ minDaysBefore: 0, keepPercent: 0 }])).toBeNull();
  });
});

describe('cancelling a commission paid in full (an order)', () => {
  // A $300.00 cake, all paid (deposit $150 + balance), dated 2026-12-20.
  const schedule = [
    { minDaysBefore: 10, keepPercent: 0 },
    { minDaysBefore: 2, keepPercent: 20 },
    { minDaysBefore: 0, keepPercent: 60 },
  ];
  const cases: Array<[string, 'customer' | 'staff', number, typeof schedule | undefined]> = [
    ['2026-12-06', 'customer', 300_00, undefined], // 14 days: all back
    ['2026-12-10', 'customer', 270_00, undefined], // 10 days: keeps 10%
    ['2026-12-15', 'customer', 225_00, undefined], // 5 days: keeps 25%
    ['2026-12-19', 'customer', 150_00, undefined], // 1 day: keeps 50%
    ['2026-12-20', 'customer', 150_00, undefined], // the day itself
    ['2026-12-19', 'staff', 300_00, undefined], // the bakery cancels: everything
    ['2026-12-10', 'customer', 300_00, schedule], // the owner's schedule: 10 days, nothing kept
    ['2026-12-15', 'customer', 240_00, schedule], // 5 days: keeps 20%
    ['2026-12-19', 'customer', 120_00, schedule], // 1 day: keeps 60%
  ];
  it.each(cases)('on %s by %s refunds %i cents', (today, by, refund, tiers) => {
    const result = refundFor({
      totalCents: 300_00,
      paidCents: 300_00,
      dateNeeded: '2026-12-20',
      today,
      by,
      schedule: tiers,
    });
    expect(result.refundCents).toBe(refund);
    expect(result.refundCents + result.keptCents).toBe(300_00);
  });

  it('never keeps more than was paid under a plan half paid', () => {
    // Deposit $150 and one of three $50 instalments paid ($200): the day before keeps 50% of $300 = $150.
    expect(
      refundFor({
        totalCents: 300_00,
        paidCents: 200_00,
        dateNeeded: '2026-12-20',
        today: '2026-12-19',
        by: 'customer',
      }),
    ).toEqual({ refundCents: 50_00, keptCents: 150_00 });
  });
});
