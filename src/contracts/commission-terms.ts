/**
 * Custom cakes' terms as owners edit them in Business Settings (decision 0218): the deposit, how
 * long a quote holds, the balance's days before the date, and the refund schedule customers see
 * on every quote. A 400 names each bad field by its path (`refundSchedule.1.keepPercent`).
 */
import { z } from 'zod';
import { MAX_SCHEDULE_TIERS } from '../domain/commissions';

const whole = (what: string, min: number, max: number, unit: string) =>
  z
    .number({ error: `${what} must be a number` })
    .int(`${what} must be whole ${unit}`)
    .min(min, `${what} must be at least ${min}`)
    .max(max, `${what} must be at most ${max}`);

export const CommissionRefundStep = z
  .object({
    minDaysBefore: whole('days before', 0, 365, 'days'),
    keepPercent: whole('kept share', 0, 100, 'percent'),
  })
  .strict();

export const AdminCommissionTerms = z
  .object({
    depositPercent: whole('deposit', 10, 100, 'percent'),
    quoteValidityDays: whole('quote validity', 1, 14, 'days'),
    balanceDaysBefore: whole('balance days before', 0, 60, 'days'),
    refundSchedule: z
      .array(CommissionRefundStep)
      .min(1, 'the refund schedule needs at least one step')
      .max(MAX_SCHEDULE_TIERS, `the refund schedule has at most ${MAX_SCHEDULE_TIERS} steps`),
  })
  .strict();
export type AdminCommissionTerms = z.infer<typeof AdminCommissionTerms>;
