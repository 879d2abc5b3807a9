/**
 * Custom cakes (issue 25, decision 0206): what a commission may be asked for, how staff price it
 * (storefront spec section 9's ranges and rush rule), its states, and the refund schedule that
 * says, to the cent, what a cancellation gives back at any moment. Pure rules, no I/O.
 */
import { addDays } from './delivery';
import { type Cents, multiplyRounded } from './money';

export const CAKE_SIZES = [4, 6, 8, 10, 12] as const;
export type CakeSize = (typeof CAKE_SIZES)[number];

/** The spec's base prices: $35 for 6 inch to $120 for 12 inch; the 4 inch below the 6. */
export const BASE_PRICE_RANGE: Readonly<Record<CakeSize, { min: Cents; max: Cents }>> = {
  4: { min: 25_00, max: 35_00 },
  6: { min: 35_00, max: 55_00 },
  8: { min: 55_00, max: 80_00 },
  10: { min: 80_00, max: 100_00 },
  12: { min: 100_00, max: 120_00 },
};
/** "Design fee from $25": a design line, when there is one, is at least this. */
export const MIN_DESIGN_FEE: Cents = 25_00;
/** "Premium decorations $15-50", per decoration line. */
export const DECORATION_RANGE = { min: 15_00, max: 50_00 } as const;
/** "48 hours' notice": the earliest date is two days after today (Auckland). */
export const NOTICE_DAYS = 2;
/** "Rush 3-4 days at +30% under 5 days": fewer days than this before the date cost the surcharge. */
export const RUSH_UNDER_DAYS = 5;
export const RUSH_PERCENT = 30;
export const DEFAULT_DEPOSIT_PERCENT = 50;
export const DEFAULT_BALANCE_DAYS_BEFORE = 7;
export const DEFAULT_QUOTE_VALIDITY_DAYS = 3;
/** Kitchen minutes a custom cake takes on its day (a stock cake is 30; a commission is more work). */
export const COMMISSION_EFFORT_MINUTES = 120;
export const MAX_REFERENCE_PHOTOS = 3;

/**
 * requested → quoted (staff priced it; it may go back to `requested` with a question) → confirmed
 * (the deposit is paid; shown as "awaiting balance" from the balance's due date) → ordered (the
 * balance is paid and the commission is an order); `cancelled` from any state before `ordered`.
 */
export const COMMISSION_STATES = ['requested', 'quoted', 'confirmed', 'ordered', 'cancelled'] as const;
export type CommissionState = (typeof COMMISSION_STATES)[number];
/** What the customer and staff see: `confirmed` reads "awaiting balance" once the balance is due. */
export type CommissionStage = CommissionState | 'awaiting_balance' | 'expired';

export type QuoteLineKind = 'base' | 'design' | 'decoration';
export interface QuoteLine {
  kind: QuoteLineKind;
  label: string;
  amountCents: Cents;
}
export interface QuoteInput {
  size: CakeSize;
  lines: QuoteLine[];
  dateNeeded: string;
  /** Auckland's today when the quote is made. */
  today: string;
  depositPercent?: number;
}
export interface PricedQuote {
  lines: QuoteLine[];
  rushCents: Cents;
  totalCents: Cents;
  depositCents: Cents;
  balanceCents: Cents;
}

/** Whole calendar days from `from` to `to` (both yyyy-MM-dd); negative when `to` is earlier. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T12:00:00Z`) - Date.parse(`${from}T12:00:00Z`)) / 86_400_000);
}

/** Why a date cannot be asked for (inside the notice), or null. The calendar's closed days are checked by the server. */
export function requestDateProblem(dateNeeded: string, today: string): string | null {
  if (daysBetween(today, dateNeeded) < NOTICE_DAYS) {
    return `Custom cakes need 48 hours' notice: choose ${addDays(today, NOTICE_DAYS)} or later`;
  }
  return null;
}

export const isRush = (dateNeeded: string, today: string) => daysBetween(today, dateNeeded) < RUSH_UNDER_DAYS;

/** Each line against the spec's ranges: the field and message of the first problem, or null. */
export function quoteLinesProblem(size: CakeSize, lines: QuoteLine[]): { field: string; message: string } | null {
  const bases = lines.filter((line) => line.kind === 'base');
  if (bases.length !== 1) return { field: 'lines', message: 'A quote has exactly one base price line' };
  for (const [index, line] of lines.entries()) {
    const field = `lines.${index}.amount`;
    if (!Number.isInteger(line.amountCents) || line.amountCents < 0) {
      return { field, message: 'A quote line cannot be negative' };
    }
    if (line.kind === 'base') {
      const range = BASE_PRICE_RANGE[size];
      if (line.amountCents < range.min || line.amountCents > range.max) {
        return {
          field,
          message: `The base price of a ${size} inch cake is ${dollars(range.min)} to ${dollars(range.max)}`,
        };
      }
    }
    if (line.kind === 'design' && line.amountCents < MIN_DESIGN_FEE) {
      return { field, message: `The design fee starts at ${dollars(MIN_DESIGN_FEE)}` };
    }
    if (
      line.kind === 'decoration' &&
      (line.amountCents < DECORATION_RANGE.min || line.amountCents > DECORATION_RANGE.max)
    ) {
      return {
        field,
        message: `A premium decoration is ${dollars(DECORATION_RANGE.min)} to ${dollars(DECORATION_RANGE.max)}`,
      };
    }
  }
  return null;
}

const dollars = (cents: Cents) => `$${(cents / 100).toFixed(2)}`;

/** The quote's total: its lines, plus 30% of them when the date is under 5 days away; the deposit rounded half-up. */
export function priceQuote(input: QuoteInput): PricedQuote {
  const linesCents = input.lines.reduce((sum, line) => sum + line.amountCents, 0);
  const rushCents = isRush(input.dateNeeded, input.today) ? multiplyRounded(linesCents, RUSH_PERCENT, 100) : 0;
  const totalCents = linesCents + rushCents;
  const depositCents = multiplyRounded(totalCents, input.depositPercent ?? DEFAULT_DEPOSIT_PERCENT, 100);
  return { lines: input.lines, rushCents, totalCents, depositCents, balanceCents: totalCents - depositCents };
}

/** When the balance falls due: the setting's days before the date, never before the day it was accepted. */
export function balanceDueDate(dateNeeded: string, today: string, daysBefore = DEFAULT_BALANCE_DAYS_BEFORE): string {
  const due = addDays(dateNeeded, -daysBefore);
  return due < today ? today : due;
}

/**
 * One step of the refund schedule: cancelled by the customer at least `minDaysBefore` days before
 * the date, the shop keeps `keepPercent` of the cake's price (never more than was paid).
 */
export interface RefundTier {
  minDaysBefore: number;
  keepPercent: number;
}

/**
 * The default schedule (decision 0206): the shop keeps only what its work so far costs it. Two
 * weeks out nothing is spent; a week out the design is drawn; in the last week ingredients and
 * decorations are bought; in the last two days the cake is being made. Tiers run from the
 * furthest out; the last one (0 days) covers the date itself and after.
 */
export const DEFAULT_REFUND_SCHEDULE: readonly RefundTier[] = [
  { minDaysBefore: 14, keepPercent: 0 },
  { minDaysBefore: 7, keepPercent: 10 },
  { minDaysBefore: 3, keepPercent: 25 },
  { minDaysBefore: 0, keepPercent: 50 },
];

export type CancelledBy = 'customer' | 'staff';

export interface RefundCase {
  totalCents: Cents;
  paidCents: Cents;
  dateNeeded: string;
  /** Auckland's date at the moment of cancelling. */
  today: string;
  by: CancelledBy;
  schedule?: readonly RefundTier[];
}

/** The tier that applies `days` before the date (the date itself and after: the last tier). */
export function tierFor(days: number, schedule: readonly RefundTier[] = DEFAULT_REFUND_SCHEDULE): RefundTier {
  return schedule.find((tier) => days >= tier.minDaysBefore) ?? schedule.at(-1)!;
}

/**
 * What a cancellation refunds, to the cent: staff cancelling refund everything paid (the shop
 * chose not to make it); a customer gets back what was paid less the tier's share of the price,
 * rounded half-up, and never less than nothing.
 */
export function refundFor(input: RefundCase): { refundCents: Cents; keptCents: Cents } {
  if (input.by === 'staff' || input.paidCents === 0) return { refundCents: input.paidCents, keptCents: 0 };
  const tier = tierFor(daysBetween(input.today, input.dateNeeded), input.schedule);
  const keptCents = Math.min(input.paidCents, multiplyRounded(input.totalCents, tier.keepPercent, 100));
  return { refundCents: input.paidCents - keptCents, keptCents };
}

/** The schedule as the customer reads it before paying: one line per tier, with the dollars for this price. */
export function describeSchedule(
  totalCents: Cents,
  schedule: readonly RefundTier[] = DEFAULT_REFUND_SCHEDULE,
): { when: string; keepCents: Cents; keepPercent: number }[] {
  return schedule.map((tier, index) => {
    const previous = schedule[index - 1];
    const when =
      index === 0
        ? `${tier.minDaysBefore} or more days before`
        : tier.minDaysBefore === 0
          ? `Less than ${previous!.minDaysBefore} days before`
          : `${tier.minDaysBefore}–${previous!.minDaysBefore - 1} days before`;
    return { when, keepCents: multiplyRounded(totalCents, tier.keepPercent, 100), keepPercent: tier.keepPercent };
  });
}

/**
 * The terms owners set in Business Settings (decision 0218): the deposit, how long a quote holds,
 * how many days before the date the balance falls due, and the refund schedule. A quote takes the
 * terms of its moment, and keeps the schedule it showed: a later change applies to later quotes.
 */
export interface CommissionTerms {
  depositPercent: number;
  quoteValidityDays: number;
  balanceDaysBefore: number;
  refundSchedule: RefundTier[];
}

export const DEFAULT_COMMISSION_TERMS: Readonly<CommissionTerms> = {
  depositPercent: DEFAULT_DEPOSIT_PERCENT,
  quoteValidityDays: DEFAULT_QUOTE_VALIDITY_DAYS,
  balanceDaysBefore: DEFAULT_BALANCE_DAYS_BEFORE,
  refundSchedule: DEFAULT_REFUND_SCHEDULE.map((tier) => ({ ...tier })),
};

export const MAX_SCHEDULE_TIERS = 6;

/**
 * Why a refund schedule is not one a customer can fairly be held to, with the field, or null:
 * tiers from the furthest out to the date itself (the last at 0 days), each nearer tier keeping
 * at least as much as the one before (work only grows as the date nears), nothing above 100%.
 */
export function scheduleProblem(schedule: readonly RefundTier[]): { field: string; message: string } | null {
  if (schedule.length < 1 || schedule.length > MAX_SCHEDULE_TIERS) {
    return { field: 'refundSchedule', message: `The refund schedule has 1 to ${MAX_SCHEDULE_TIERS} steps` };
  }
  for (const [index, tier] of schedule.entries()) {
    const previous = schedule[index - 1];
    if (previous && tier.minDaysBefore >= previous.minDaysBefore) {
      return {
        field: `refundSchedule.${index}.minDaysBefore`,
        message: 'Each step must be fewer days before the date than the one above it',
      };
    }
    if (previous && tier.keepPercent < previous.keepPercent) {
      return {
        field: `refundSchedule.${index}.keepPercent`,
        message: 'A step nearer the date cannot keep less than the one above it',
      };
    }
  }
  if (schedule.at(-1)!.minDaysBefore !== 0) {
    return {
      field: `refundSchedule.${schedule.length - 1}.minDaysBefore`,
      message: 'The last step must cover the date itself (0 days before)',
    };
  }
  return null;
}

/**
 * Payment plans (storefront spec section 9, decision 0217): a quote over $200 may split its
 * balance into up to three instalments, each its own payment, the last due on the balance's date.
 */
export const PAYMENT_PLAN_OVER: Cents = 200_00;
export const MAX_INSTALMENTS = 3;

export interface Instalment {
  /** 1-based; the last one makes the commission an order. */
  number: number;
  amountCents: Cents;
  dueDate: string;
}

/** Why this many instalments cannot be offered for this total, or null. */
export function instalmentsProblem(totalCents: Cents, count: number): string | null {
  if (!Number.isInteger(count) || count < 1 || count > MAX_INSTALMENTS) {
    return `A balance is paid in 1 to ${MAX_INSTALMENTS} instalments`;
  }
  if (count > 1 && totalCents <= PAYMENT_PLAN_OVER) return 'Payment plans are for quotes over $200';
  return null;
}

/**
 * The balance split into `count` instalments: equal cents with the odd cents in the last, due
 * evenly from today to the final due date (the last on it), so they always add up to the balance.
 */
export function planInstalments(balanceCents: Cents, count: number, today: string, finalDue: string): Instalment[] {
  const part = Math.floor(balanceCents / count);
  const span = Math.max(0, daysBetween(today, finalDue));
  return Array.from({ length: count }, (_, index) => ({
    number: index + 1,
    amountCents: index === count - 1 ? balanceCents - part * (count - 1) : part,
    dueDate: index === count - 1 ? finalDue : addDays(today, Math.round(((index + 1) * span) / count)),
  }));
}

/** The instalment to pay next, given what of the balance is paid, or null when all of it is. */
export function nextInstalment(plan: readonly Instalment[], balancePaidCents: Cents): Instalment | null {
  let covered = 0;
  for (const instalment of plan) {
    covered += instalment.amountCents;
    if (covered > balancePaidCents) return instalment;
  }
  return null;
}

/** The stage shown for a state: a confirmed commission awaits its balance from the due date; a quote lapses. */
export function stageOf(
  state: CommissionState,
  facts: { today: string; now: Date; balanceDueDate: string | null; quoteValidUntil: Date | null },
): CommissionStage {
  if (state === 'confirmed' && facts.balanceDueDate && facts.today >= facts.balanceDueDate) return 'awaiting_balance';
  if (state === 'quoted' && facts.quoteValidUntil && facts.quoteValidUntil <= facts.now) return 'expired';
  return state;
}

/** Points on the whole price, as an order earns them (1 per whole dollar). */
export const commissionPoints = (totalCents: Cents) => Math.floor(totalCents / 100);
