import { describe, expect, it } from 'vitest';
import { DEFAULT_STAFF_REFUND_LIMIT_CENTS, mayRefund } from './staff-refunds';

describe('mayRefund (decision 0195)', () => {
  it('lets staff refund up to the limit, the limit itself included', () => {
    expect(mayRefund('staff', 0, 10_000)).toBe(true);
    expect(mayRefund('staff', 10_000, 10_000)).toBe(true);
    expect(mayRefund('staff', 10_001, 10_000)).toBe(false);
  });

  it('lets an owner refund any amount', () => {
    expect(mayRefund('owner', 10_001, 10_000)).toBe(true);
    expect(mayRefund('owner', 5_000_000, 0)).toBe(true);
  });

  it('stops staff at every refund when the limit is 0', () => {
    expect(mayRefund('staff', 1, 0)).toBe(false);
  });

  it('defaults to $100.00', () => {
    expect(DEFAULT_STAFF_REFUND_LIMIT_CENTS).toBe(10_000);
  });
});
