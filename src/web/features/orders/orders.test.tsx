// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/web/test/render-app';
import type { StoreOrder } from '@/contracts/checkout';
import { mergeOrders } from './api/get-orders';
import { OrderStatusBadge } from '@/web/components/ui/order-status-badge';
import { orderLabel } from './order-format';

describe('orders', () => {
  it("labels a delivery's four statuses and a pickup's two, and shows any other value raw", () => {
    renderApp(
      <>
        <OrderStatusBadge status="orderconfirmed" />
        <OrderStatusBadge status="inprogress" />
        <OrderStatusBadge status="outfordelivery" />
        <OrderStatusBadge status="delivered" />
        <OrderStatusBadge status="readyforpickup" />
        <OrderStatusBadge status="collected" />
        <OrderStatusBadge status="refunded" />
      </>,
    );
    for (const label of [
      'Order Confirmed',
      'In Progress',
      'Out for Delivery',
      'Delivered',
      'Ready to Collect',
      'Collected',
      'refunded',
    ]) {
      expect(screen.getByText(label)).toBeTruthy();
    }
    expect(screen.getByText('Order Confirmed').className).toContain('blue');
    expect(screen.getByText('Ready to Collect').className).toContain('purple');
    expect(screen.getByText('Collected').className).toContain('pistachio');
    expect(screen.getByText('refunded').className).toContain('stone');
  });

  it("shows a cancelled order as 'Cancelled' in red, never the raw value (issue 20)", () => {
    renderApp(<OrderStatusBadge status="cancelled" />);
    expect(screen.getByText('Cancelled').className).toContain('red');
    expect(screen.queryByText('cancelled')).toBeNull();
  });

  it('numbers an order #1001, or by the last 8 characters of its id', () => {
    expect(orderLabel({ id: 'x', orderNumber: 1001 })).toBe('#1001');
    expect(orderLabel({ id: '0f1e2d3c-4b5a-6978-8695-a4b3c2d1e0f9', orderNumber: 0 })).toBe('#C2D1E0F9');
  });

  it('merges order lists once per id, newest first', () => {
    const order = (id: string, createdAt: string) => ({ id, createdAt }) as StoreOrder;
    const merged = mergeOrders(
      [order('a', '2026-01-01T00:00:00Z'), order('b', '2026-03-01T00:00:00Z')],
      [order('b', '2026-03-01T00:00:00Z'), order('c', '2026-02-01T00:00:00Z')],
    );
    expect(merged.map((o) => o.id)).toEqual(['b', 'c', 'a']);
  });
});
