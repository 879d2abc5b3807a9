/**
 * Daily batches and seasonal pre-orders (issue 23). Pure rules, no I/O:
 * - a product with a daily batch has that many units per fulfilment day; what is left is the batch
 *   minus the units of live holds and orders for that day (decision 0179), so nothing restocks;
 * - a pre-order product is orderable only from `opensAt` until `closesAt` and only for its listed
 *   fulfilment dates (decision 0180).
 */
import { calendarDateProblem } from './calendar/calendar-dates';
import { formatCalendarDate } from './dates';
import { aucklandNow, SHOP_TIME_ZONE } from './delivery';

/** The most a kitchen bakes of one thing a day; a typo of extra zeros is refused. */
export const MAX_DAILY_BATCH = 100_000;
/** A pre-order lists at most this many fulfilment days. */
export const MAX_PREORDER_DATES = 60;

export interface PreorderWindow {
  opensAt: Date;
  closesAt: Date;
  /** Fulfilment days, yyyy-MM-dd, sorted. */
  dates: readonly string[];
}

/** "2026-12-20" → "Sun 20 Dec": the day a batch is for, as the storefront names it. */
export const formatBatchDay = (date: string): string => formatCalendarDate(date, 'weekday-day-month').replace(',', '');

/** Units left of a batch after `used` (never below 0); null when the product has no batch. */
export const unitsLeft = (batch: number | null, used: number): number | null =>
  batch === null ? null : Math.max(0, batch - used);

/** What the customer is told when the day's batch cannot cover the order. */
export function soldOutMessage(productName: string, date: string, left: number): string {
  const day = formatBatchDay(date);
  return left <= 0
    ? `${productName} is sold out for ${day}: please choose another day`
    : `Only ${left} ${productName} left for ${day}: lower the quantity or choose another day`;
}

const instantFormat = new Intl.DateTimeFormat('en-NZ', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: SHOP_TIME_ZONE,
});

/** An instant in Auckland: "Fri 30 Oct, 11:59 pm". */
export const formatWindowInstant = (at: Date): string => instantFormat.format(at).replace(/,(?=.*,)/, '');

/** "Sun 1, Mon 2 or Tue 3 Nov" style list of fulfilment days (each with its month, kept short). */
export function formatPreorderDates(dates: readonly string[]): string {
  const days = dates.map(formatBatchDay);
  if (days.length <= 1) return days.join('');
  return `${days.slice(0, -1).join(', ')} or ${days[days.length - 1]}`;
}

/** "Order from Thu 1 Oct, 9:00 am until Fri 30 Oct, 11:59 pm, for Sun 1 Nov or Mon 2 Nov". */
export function describePreorder(window: PreorderWindow): string {
  return `Pre-order from ${formatWindowInstant(window.opensAt)} until ${formatWindowInstant(window.closesAt)}, for ${formatPreorderDates(window.dates)}`;
}

export type PreorderRefusal = { code: 'PREORDER_NOT_OPEN' | 'PREORDER_CLOSED' | 'PREORDER_DATE'; message: string };

/**
 * Why this product cannot be ordered now for `date`, or null. The window is half-open: orderable
 * from `opensAt` (inclusive) until `closesAt` (exclusive).
 */
export function preorderRefusal(
  productName: string,
  window: PreorderWindow,
  date: string,
  now: Date,
): PreorderRefusal | null {
  const closed = preorderWindowRefusal(productName, window, now);
  if (closed) return closed;
  const terms = describePreorder(window);
  if (!window.dates.includes(date)) {
    return {
      code: 'PREORDER_DATE',
      message: `${productName} is only for ${formatPreorderDates(window.dates)}: please choose one of those days. ${terms}`,
    };
  }
  return null;
}

/**
 * Why the window takes no orders at `now` (not open yet, or closed), or null: what the cart
 * checks when a pre-order product is added, before any fulfilment day is chosen.
 */
export function preorderWindowRefusal(productName: string, window: PreorderWindow, now: Date): PreorderRefusal | null {
  const terms = describePreorder(window);
  if (now.getTime() < window.opensAt.getTime()) {
    return { code: 'PREORDER_NOT_OPEN', message: `${productName} is not open for orders yet. ${terms}` };
  }
  if (now.getTime() >= window.closesAt.getTime()) {
    return { code: 'PREORDER_CLOSED', message: `${productName} pre-orders have closed. ${terms}` };
  }
  return null;
}

/** Whether the window takes orders at `now`. */
export const preorderOpen = (window: PreorderWindow, now: Date): boolean =>
  now.getTime() >= window.opensAt.getTime() && now.getTime() < window.closesAt.getTime();

export interface FieldProblem {
  field: string;
  message: string;
}

/**
 * What is wrong with a pre-order window staff entered: all three parts or none, a close after the
 * open, and fulfilment days the calendar knows (2026-2052), none before the day ordering opens.
 */
export function preorderWindowProblems(input: {
  opensAt: Date | null;
  closesAt: Date | null;
  dates: readonly string[];
}): FieldProblem[] {
  const { opensAt, closesAt, dates } = input;
  if (!opensAt && !closesAt && dates.length === 0) return [];
  const problems: FieldProblem[] = [];
  if (!opensAt) problems.push({ field: 'preorderOpensAt', message: 'A pre-order needs the time ordering opens' });
  if (!closesAt) problems.push({ field: 'preorderClosesAt', message: 'A pre-order needs the time ordering closes' });
  if (dates.length === 0) {
    problems.push({ field: 'preorderDates', message: 'A pre-order needs at least one fulfilment date' });
  }
  if (opensAt && closesAt && closesAt.getTime() <= opensAt.getTime()) {
    problems.push({ field: 'preorderClosesAt', message: 'Ordering must close after it opens' });
  }
  if (dates.length > MAX_PREORDER_DATES) {
    problems.push({ field: 'preorderDates', message: `A pre-order lists at most ${MAX_PREORDER_DATES} dates` });
  }
  const bad = dates.find((d) => calendarDateProblem(d));
  if (bad) {
    problems.push({ field: 'preorderDates', message: `Fulfilment date ${bad} ${calendarDateProblem(bad)!}` });
  } else if (opensAt) {
    const firstDay = aucklandNow(opensAt).date;
    const early = dates.find((d) => d < firstDay);
    if (early) {
      problems.push({
        field: 'preorderDates',
        message: `Fulfilment date ${early} is before ordering opens (${firstDay})`,
      });
    }
  }
  return problems;
}
