/** The stored customer totals of decision 0174: folded changes equal totals read afresh from the orders. */
import { describe, expect, it } from 'vitest';
import { customerTotalsChanges, type OrderTotalsFacts } from './customer-totals';

/** The list's definition, as its SQL reads it: counted unless cancelled, paid minus refunded. */
function fromScratch(orders: Iterable<OrderTotalsFacts>) {
  const totals = new Map<string, { orderCount: number; spentCents: number }>();
  for (const order of orders) {
    if (!order.userId) continue;
    const row = totals.get(order.userId) ?? { orderCount: 0, spentCents: 0 };
    if (order.status !== 'cancelled') row.orderCount += 1;
    row.spentCents += order.totalCents - order.refundedCents;
    totals.set(order.userId, row);
  }
  return totals;
}

/** A stored table, changed only by `customerTotalsChanges`; rows at zero are left out, as a fresh read has none. */
function storedTotals() {
  const rows = new Map<string, { orderCount: number; spentCents: number }>();
  return {
    write(before: OrderTotalsFacts | null, after: OrderTotalsFacts | null) {
      for (const change of customerTotalsChanges(before, after)) {
        const row = rows.get(change.userId) ?? { orderCount: 0, spentCents: 0 };
        row.orderCount += change.orderCount;
        row.spentCents += change.spentCents;
        rows.set(change.userId, row);
      }
    },
    read: () => new Map([...rows].filter(([, row]) => row.orderCount !== 0 || row.spentCents !== 0)),
  };
}
const withoutZeros = (totals: Map<string, { orderCount: number; spentCents: number }>) =>
  new Map([...totals].filter(([, row]) => row.orderCount !== 0 || row.spentCents !== 0));

describe('customerTotalsChanges', () => {
  it('follows a payment, a partial refund, a cancellation and an account deletion', () => {
    const paid: OrderTotalsFacts = { userId: 'hana', status: 'orderconfirmed', totalCents: 4550, refundedCents: 0 };
    expect(customerTotalsChanges(null, paid)).toEqual([{ userId: 'hana', orderCount: 1, spentCents: 4550 }]);
    const partly = { ...paid, refundedCents: 550 };
    expect(customerTotalsChanges(paid, partly)).toEqual([{ userId: 'hana', orderCount: 0, spentCents: -550 }]);
    const cancelled = { ...partly, status: 'cancelled', refundedCents: 4550 };
    expect(customerTotalsChanges(partly, cancelled)).toEqual([{ userId: 'hana', orderCount: -1, spentCents: -4000 }]);
    // A status change that is not a cancellation changes nothing stored.
    expect(customerTotalsChanges(paid, { ...paid, status: 'delivered' })).toEqual([]);
    // The account deleted: the order keeps no customer, and theirs loses it.
    expect(customerTotalsChanges(paid, { ...paid, userId: null })).toEqual([
      { userId: 'hana', orderCount: -1, spentCents: -4550 },
    ]);
    // A guest's order belongs to no customer.
    expect(customerTotalsChanges(null, { ...paid, userId: null })).toEqual([]);
  });

  it('keeps the same totals as reading every order afresh, over many mixed writes', () => {
    // A fixed pseudo-random sequence (no Math.random): the same writes on every run.
    let seed = 27;
    const next = (n: number) => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed % n;
    };
    const customers = ['a', 'b', 'c', null];
    const statuses = ['orderconfirmed', 'inprogress', 'delivered', 'cancelled'];
    const orders = new Map<number, OrderTotalsFacts>();
    const stored = storedTotals();
    for (let step = 0; step < 2000; step += 1) {
      const id = next(60);
      const before = orders.get(id) ?? null;
      const kind = next(5);
      let after: OrderTotalsFacts | null;
      if (!before) {
        after = {
          userId: customers[next(4)]!,
          status: 'orderconfirmed',
          totalCents: 1 + next(20_000),
          refundedCents: 0,
        };
      } else if (kind === 0) {
        after = null; // "Clear All Orders"
      } else if (kind === 1) {
        after = { ...before, status: 'cancelled', refundedCents: before.totalCents };
      } else if (kind === 2) {
        after = { ...before, refundedCents: Math.min(before.totalCents, before.refundedCents + next(500)) };
      } else if (kind === 3) {
        after = { ...before, userId: null };
      } else {
        after = { ...before, status: statuses[next(3)]! };
      }
      stored.write(before, after);
      if (after) orders.set(id, after);
      else orders.delete(id);
      expect(stored.read()).toEqual(withoutZeros(fromScratch(orders.values())));
    }
  });
});
