import { describe, expect, it } from 'vitest';
import { shopTotalsChanges, type ShopTotalsFacts } from './shop-totals';

// 2026-11-27 11:30 UTC is 00:30 on Saturday 28 November in Auckland (NZDT, +13).
const justAfterMidnight = new Date('2026-11-27T11:30:00Z');
const justBefore = new Date('2026-11-27T10:59:00Z');

const order = (more: Partial<ShopTotalsFacts> = {}): ShopTotalsFacts => ({
  status: 'orderconfirmed',
  totalCents: 4550,
  createdAt: justAfterMidnight,
  ...more,
});

describe('the shop totals one order write changes (decision 0224)', () => {
  it("adds a new order to its Auckland day's row of its status", () => {
    expect(shopTotalsChanges(null, order())).toEqual([
      { day: '2026-11-28', status: 'orderconfirmed', orderCount: 1, totalCents: 4550 },
    ]);
    expect(shopTotalsChanges(null, order({ createdAt: justBefore }))[0]!.day).toBe('2026-11-27');
  });

  it('moves a status change from one row to the other, and a delete takes the order away', () => {
    expect(shopTotalsChanges(order(), order({ status: 'cancelled' }))).toEqual([
      { day: '2026-11-28', status: 'cancelled', orderCount: 1, totalCents: 4550 },
      { day: '2026-11-28', status: 'orderconfirmed', orderCount: -1, totalCents: -4550 },
    ]);
    expect(shopTotalsChanges(order(), null)).toEqual([
      { day: '2026-11-28', status: 'orderconfirmed', orderCount: -1, totalCents: -4550 },
    ]);
  });

  it('changes nothing when neither status, total nor day moved (a refund, an address edit)', () => {
    expect(shopTotalsChanges(order(), order())).toEqual([]);
  });

  it('touches rows in one order whichever way the order moves, so two writes cannot deadlock', () => {
    const forward = shopTotalsChanges(order({ status: 'inprogress' }), order({ status: 'delivered' }));
    const back = shopTotalsChanges(order({ status: 'delivered' }), order({ status: 'inprogress' }));
    expect(forward.map((c) => c.status)).toEqual(['delivered', 'inprogress']);
    expect(back.map((c) => c.status)).toEqual(['delivered', 'inprogress']);
    const moved = shopTotalsChanges(order({ createdAt: justAfterMidnight }), order({ createdAt: justBefore }));
    expect(moved.map((c) => c.day)).toEqual(['2026-11-27', '2026-11-28']);
  });

  it('folded over many writes, equals the rows counted afresh', () => {
    const rows = new Map<string, { orderCount: number; totalCents: number }>();
    const apply = (before: ShopTotalsFacts | null, after: ShopTotalsFacts | null) => {
      for (const c of shopTotalsChanges(before, after)) {
        const key = `${c.day} ${c.status}`;
        const row = rows.get(key) ?? { orderCount: 0, totalCents: 0 };
        rows.set(key, { orderCount: row.orderCount + c.orderCount, totalCents: row.totalCents + c.totalCents });
      }
    };
    const statuses = ['orderconfirmed', 'inprogress', 'delivered', 'cancelled'];
    const orders: ShopTotalsFacts[] = [];
    for (let i = 0; i < 500; i += 1) {
      const placed = order({ totalCents: 1000 + i, createdAt: new Date(Date.UTC(2026, 10, 1 + (i % 9), i % 24)) });
      orders.push(placed);
      apply(null, placed);
      if (i % 3 === 0) {
        const target = orders[(i * 7) % orders.length]!;
        const next = { ...target, status: statuses[i % 4]! };
        apply(target, next);
        orders[orders.indexOf(target)] = next;
      }
    }
    const fresh = new Map<string, { orderCount: number; totalCents: number }>();
    for (const o of orders) {
      const [c] = shopTotalsChanges(null, o);
      const key = `${c!.day} ${c!.status}`;
      const row = fresh.get(key) ?? { orderCount: 0, totalCents: 0 };
      fresh.set(key, { orderCount: row.orderCount + 1, totalCents: row.totalCents + o.totalCents });
    }
    const nonZero = new Map([...rows].filter(([, r]) => r.orderCount !== 0 || r.totalCents !== 0));
    expect(nonZero).toEqual(fresh);
  });
});
