import { describe, expect, it } from 'vitest';
import {
  DELIVERY_STATUSES,
  isFinalStatus,
  nextStatus,
  orderStatusLabel,
  orderStatusTone,
  PICKUP_STATUSES,
  statusesFor,
  statusFits,
} from './order-status';

describe('order statuses for both ways of fulfilment', () => {
  it('a delivery keeps the spec four and a pickup goes to ready to collect, then collected', () => {
    expect(statusesFor('delivery')).toEqual(['orderconfirmed', 'inprogress', 'outfordelivery', 'delivered']);
    expect(statusesFor('pickup')).toEqual(['orderconfirmed', 'inprogress', 'readyforpickup', 'collected']);
    expect(DELIVERY_STATUSES).not.toContain('readyforpickup');
    expect(PICKUP_STATUSES).not.toContain('outfordelivery');
  });

  it('reads each status in words', () => {
    expect(orderStatusLabel('readyforpickup')).toBe('Ready to Collect');
    expect(orderStatusLabel('collected')).toBe('Collected');
    expect(orderStatusLabel('outfordelivery')).toBe('Out for Delivery');
    expect(orderStatusTone('collected')).toBe('pistachio');
  });

  it('refuses a pickup status on a delivery and a delivery status on a pickup', () => {
    expect(statusFits('readyforpickup', 'delivery')).toBe(false);
    expect(statusFits('collected', 'delivery')).toBe(false);
    expect(statusFits('outfordelivery', 'pickup')).toBe(false);
    expect(statusFits('delivered', 'pickup')).toBe(false);
    expect(statusFits('inprogress', 'pickup')).toBe(true);
    expect(statusFits('cancelled', 'pickup')).toBe(false);
  });

  it('offers one next step along the way and none at its end', () => {
    expect(nextStatus('orderconfirmed', 'pickup')).toBe('inprogress');
    expect(nextStatus('inprogress', 'pickup')).toBe('readyforpickup');
    expect(nextStatus('readyforpickup', 'pickup')).toBe('collected');
    expect(nextStatus('collected', 'pickup')).toBeNull();
    expect(nextStatus('inprogress', 'delivery')).toBe('outfordelivery');
    expect(nextStatus('delivered', 'delivery')).toBeNull();
    expect(nextStatus('cancelled', 'delivery')).toBeNull();
    expect(nextStatus('outfordelivery', 'pickup')).toBeNull();
  });

  it('knows when an order is finished', () => {
    expect(isFinalStatus('collected')).toBe(true);
    expect(isFinalStatus('delivered')).toBe(true);
    expect(isFinalStatus('cancelled')).toBe(true);
    expect(isFinalStatus('readyforpickup')).toBe(false);
  });
});
