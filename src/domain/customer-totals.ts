/**
 * The customers list's totals as a stored aggregate would keep them (issue 27, decision 0174):
 * what one order write changes in its customer's order count and total spent. The list's SQL
 * (users-admin.repository.ts) reads the same definitions from the orders: an order counts unless
 * cancelled (decision 0048), and spends what was paid minus what was refunded (decision 0120).
 * Each write that changes an order's customer, status, total or refund applies
 * `customerTotalsChanges(before, after)` in its own transaction (src/server/db/customer-totals.ts,
 * decision 0214); an insert has no `before`, a delete no `after`.
 */

/** The fields of an order that the customer's totals depend on. */
export interface OrderTotalsFacts {
  userId: string | null;
  status: string;
  totalCents: number;
  refundedCents: number;
}

/** Add these to the customer's stored `order_count` and `spent_cents`. */
export interface CustomerTotalsChange {
  userId: string;
  orderCount: number;
  spentCents: number;
}

/** What one order adds to its customer's totals. */
export function orderContribution(order: OrderTotalsFacts): { orderCount: number; spentCents: number } {
  return {
    orderCount: order.status === 'cancelled' ? 0 : 1,
    spentCents: order.totalCents - order.refundedCents,
  };
}

/** The changes to apply for one order going from `before` to `after`: none, one, or two when it changed customer. */
export function customerTotalsChanges(
  before: OrderTotalsFacts | null,
  after: OrderTotalsFacts | null,
): CustomerTotalsChange[] {
  const changes = new Map<string, CustomerTotalsChange>();
  const add = (order: OrderTotalsFacts | null, sign: 1 | -1) => {
    if (!order?.userId) return;
    const part = orderContribution(order);
    const change = changes.get(order.userId) ?? { userId: order.userId, orderCount: 0, spentCents: 0 };
    change.orderCount += sign * part.orderCount;
    change.spentCents += sign * part.spentCents;
    changes.set(order.userId, change);
  };
  add(before, -1);
  add(after, 1);
  return [...changes.values()].filter((change) => change.orderCount !== 0 || change.spentCents !== 0);
}
