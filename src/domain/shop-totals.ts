/**
 * The dashboard's shop-wide figures as a stored aggregate keeps them (issue 27, decision 0224):
 * orders counted per Auckland day of placing and status, with their totals. Every figure the
 * dashboard shows over all orders (count, takings of those not cancelled, the status overview,
 * the 30-day chart) is a sum over these rows. Each write that changes an order's status or total
 * applies `shopTotalsChanges(before, after)` in its own transaction (src/server/db/shop-totals.ts).
 */
import { aucklandNow } from './delivery';

/** The fields of an order that the shop's totals depend on. */
export interface ShopTotalsFacts {
  status: string;
  totalCents: number;
  createdAt: Date;
}

/** Add these to the row of `day` (yyyy-MM-dd, Auckland) and `status`. */
export interface ShopTotalsChange {
  day: string;
  status: string;
  orderCount: number;
  totalCents: number;
}

/** The changes for one order going from `before` to `after`: none, one, or two when its status changed. */
export function shopTotalsChanges(before: ShopTotalsFacts | null, after: ShopTotalsFacts | null): ShopTotalsChange[] {
  const changes = new Map<string, ShopTotalsChange>();
  const add = (order: ShopTotalsFacts | null, sign: 1 | -1) => {
    if (!order) return;
    const day = aucklandNow(order.createdAt).date;
    const key = `${day} ${order.status}`;
    const change = changes.get(key) ?? { day, status: order.status, orderCount: 0, totalCents: 0 };
    change.orderCount += sign;
    change.totalCents += sign * order.totalCents;
    changes.set(key, change);
  };
  add(before, -1);
  add(after, 1);
  // Always the same order of rows, so two writes that touch the same two rows lock them in the
  // same order and cannot deadlock (one status change takes a row from a day and gives to another).
  return [...changes.values()]
    .filter((change) => change.orderCount !== 0 || change.totalCents !== 0)
    .sort((a, b) => (a.day === b.day ? a.status.localeCompare(b.status) : a.day < b.day ? -1 : 1));
}
