// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { StoreOrder } from '@/contracts/checkout';
import { renderApp } from '@/web/test/render-app';
import { NO_DELIVERY_ADDRESS, storeOrder } from '@/web/test/store-order';
import { OrderCard } from './components/order-card';

const order: StoreOrder = storeOrder({
  id: '00000000-0000-4000-8000-00000000abcd',
  orderNumber: 1088,
  fulfilment: 'pickup',
  totalAmount: '70.00',
  subtotal: '60.87',
  gst: '9.13',
  pointsEarned: 60,
  createdAt: '2026-11-27T22:00:00Z',
  customerName: 'Mere Tane',
  customerEmail: 'mere@example.com',
  ...NO_DELIVERY_ADDRESS,
  deliveryPhone: '021 555 0199',
  deliveryDate: '2026-12-16',
  deliveryTime: '15:00-17:00',
  refunds: [{ amount: '40.00', reason: 'The cake was dropped in delivery', refundedAt: '2026-11-28T01:15:00Z' }],
});

describe('an order on /orders', () => {
  it('says what staff refunded of it, when and why', () => {
    renderApp(<OrderCard order={order} />);
    const refunds = screen.getByRole('list', { name: 'Refunds' });
    expect(within(refunds).getByText('Refunded $40.00')).toBeTruthy();
    expect(refunds.textContent).toMatch(/on .+: The cake was dropped in delivery$/);
  });

  it('says nothing of refunds when there were none', () => {
    renderApp(<OrderCard order={{ ...order, refunds: [] }} />);
    expect(screen.queryByRole('list', { name: 'Refunds' })).toBeNull();
  });
});
