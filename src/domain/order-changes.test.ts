import { describe, expect, it } from 'vitest';
import { changeRefusal, changesLockAt, changesUntil, DEFAULT_CHANGES_LOCK_HOURS } from './order-changes';

const order = { status: 'orderconfirmed', deliveryDate: '2026-12-18', deliveryTime: '11:00-13:00' };
// 11:00 on 18 December in Auckland (daylight saving, UTC+13) is 22:00 UTC on the 17th.
const slotStart = Date.parse('2026-12-17T22:00:00Z');

describe('the changes lock', () => {
  it('falls 24 hours before the slot starts by default, in Auckland time', () => {
    expect(DEFAULT_CHANGES_LOCK_HOURS).toBe(24);
    expect(changesLockAt(order, 24)!.getTime()).toBe(slotStart - 24 * 3600_000);
    expect(changesLockAt({ ...order, deliveryDate: null }, 24)).toBeNull();
  });

  it('lets the customer change the order until the lock, then refuses with ORDER_LOCKED', () => {
    const before = new Date(slotStart - 24 * 3600_000 - 1);
    const at = new Date(slotStart - 24 * 3600_000);
    expect(changeRefusal(order, 24, before)).toBeNull();
    expect(changesUntil(order, 24, before)).toBe(new Date(slotStart - 24 * 3600_000).toISOString());
    expect(changeRefusal(order, 24, at)).toMatchObject({ code: 'ORDER_LOCKED' });
    expect(changesUntil(order, 24, at)).toBeNull();
    // A lock of 0 hours: until the slot starts.
    expect(changeRefusal(order, 0, new Date(slotStart - 1))).toBeNull();
  });

  it('refuses a cancelled order, and one the kitchen has handed over', () => {
    const early = new Date(slotStart - 10 * 24 * 3600_000);
    expect(changeRefusal({ ...order, status: 'cancelled' }, 24, early)).toMatchObject({ code: 'ORDER_CANCELLED' });
    expect(changeRefusal({ ...order, status: 'outfordelivery' }, 24, early)).toMatchObject({ code: 'ORDER_LOCKED' });
    expect(changeRefusal({ ...order, status: 'inprogress' }, 24, early)).toBeNull();
  });
});
