// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { StoreOrder } from '@/contracts/checkout';
import { renderApp } from '@/web/test/render-app';
import { OrderCard } from './components/order-card';

const order: StoreOrder = {
  id: '00000000-0000-4000-8000-00000000abcd',
  orderNumber: 1088,
  status: 'orderconfirmed',
  fulfilment: 'pickup',
  totalAmount: '70.00',
  subtotal: '60.87',
  discount: '0.00',
  gst: '9.13',
  pointsEarned: 60,
  createdAt: '2026-11-27T22:00:00Z',
  customerName: 'Mere Tane',
  customerEmail: 'mere@example.com',
  deliveryAddress: null,
  deliverySuburb: null,
  deliveryCity: null,
  deliveryPostalCode: null,
  deliveryPhone: '021 555 0199',
  specialInstructions: null,
  deliveryDate: '2026-12-16',
  deliveryTime: '15:00-17:00',
  items: [],
  refunds: [{ amount: '40.00', reason: 'The cake was dropped in delivery', refundedAt: '2026-11-28T01:15:00Z' }],
};

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
