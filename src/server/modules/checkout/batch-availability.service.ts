/**
 * What the storefront shows of daily batches and pre-order windows (issue 23): for each limited
 * product, the first day it could be had, whether that day has sold out, and the next day that
 * still has some. The days counted are those the checkout would accept for a pickup or a
 * delivery (the shop's calendar, its lead time and the product's notice), from the same numbers
 * the checkout holds against (decision 0179).
 */
import type { StoreAvailability, StoreProductAvailability } from '../../../contracts/availability';
import { describePreorder, preorderOpen, unitsLeft } from '../../../domain/daily-batch';
import { addDays, aucklandNow, DELIVERY_SLOTS, MAX_DAYS_AHEAD, scheduleProblem } from '../../../domain/delivery';
import type { Db } from '../../db/client';
import { shopClosedProblem } from './steps/shop-closed';
import type { CheckoutRules, SettingsService } from '../settings/settings.service';
import { type LimitedProduct, limitedProductsOnSale, unitsKey, unitsTaken } from './batches.repository';

export type BatchesService = ReturnType<typeof createBatchesService>;

/** The days from today on which some slot takes an order needing `noticeHours`, within the checkout's horizon. */
function orderableDays(rules: CheckoutRules, noticeHours: number, now: Date): string[] {
  const schedule = {
    leadTimeMinutes: rules.leadTimeMinutes,
    sameDayCutoffMinutes: rules.sameDayCutoffMinutes,
    noticeHours,
  };
  const today = aucklandNow(now).date;
  const days: string[] = [];
  for (let i = 0; i <= MAX_DAYS_AHEAD; i += 1) {
    const date = addDays(today, i);
    const open = (['pickup', 'delivery'] as const).some((fulfilment) =>
      DELIVERY_SLOTS.some((slot) => {
        const choice = { fulfilment, date, slot };
        return !shopClosedProblem(rules.calendar, choice, now) && !scheduleProblem(choice, now, schedule);
      }),
    );
    if (open) days.push(date);
  }
  return days;
}

function availabilityOf(
  product: LimitedProduct,
  days: readonly string[],
  taken: Map<string, number>,
  now: Date,
): StoreProductAvailability {
  const window =
    product.preorderOpensAt && product.preorderClosesAt && product.preorderDates
      ? { opensAt: product.preorderOpensAt, closesAt: product.preorderClosesAt, dates: product.preorderDates }
      : null;
  const candidates = window ? days.filter((d) => window.dates.includes(d)) : days;
  const left = (date: string) => unitsLeft(product.dailyBatch, taken.get(unitsKey(product.id, date)) ?? 0);
  const firstDay = candidates[0] ?? null;
  const firstLeft = firstDay ? left(firstDay) : null;
  const soldOutOn = firstDay && firstLeft === 0 ? firstDay : null;
  const nextWithSome = (date: string) => candidates.find((d) => d > date && (left(d) ?? 1) > 0) ?? null;
  return {
    productId: product.id,
    dailyBatch: product.dailyBatch,
    firstDay,
    unitsLeft: firstLeft,
    soldOutOn,
    nextAvailable: soldOutOn ? nextWithSome(soldOutOn) : null,
    soldOutDays: candidates.filter((d) => left(d) === 0).map((date) => ({ date, nextAvailable: nextWithSome(date) })),
    preorder: window
      ? {
          opensAt: window.opensAt.toISOString(),
          closesAt: window.closesAt.toISOString(),
          dates: window.dates,
          open: preorderOpen(window, now),
          text: describePreorder(window),
        }
      : null,
  };
}

export function createBatchesService(db: Db, settings: Pick<SettingsService, 'checkoutRules'>) {
  return {
    async availability(now = new Date()): Promise<StoreAvailability> {
      const limited = await limitedProductsOnSale(db);
      if (limited.length === 0) return { products: [] };
      const rules = await settings.checkoutRules();
      const today = aucklandNow(now).date;
      const batched = limited.filter((p) => p.dailyBatch !== null).map((p) => p.id);
      const taken = await unitsTaken(db, batched, today, addDays(today, MAX_DAYS_AHEAD));
      const daysByNotice = new Map<number, string[]>();
      const daysFor = (noticeHours: number) => {
        if (!daysByNotice.has(noticeHours)) daysByNotice.set(noticeHours, orderableDays(rules, noticeHours, now));
        return daysByNotice.get(noticeHours)!;
      };
      return { products: limited.map((p) => availabilityOf(p, daysFor(p.noticeHours), taken, now)) };
    },
  };
}
