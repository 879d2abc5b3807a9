// @vitest-environment happy-dom
/**
 * The customer's /orders shows each order's steps in its own words (issue 22, decision 0153): a
 * pickup goes Order Confirmed → In Progress → Ready to Collect → Collected, a delivery through the
 * spec's four; the confirmation's last line names the order's next step.
 */
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { StoreOrder } from '@/contracts/checkout';
import { customer, renderApp } from '@/web/test/render-app';
import { storeOrder } from '@/web/test/store-order';
import { OrdersScreen } from './orders-screen';
import { progressSteps } from './progress-steps';
import { statusTrack } from './status-track';

const PICKUP = { fulfilment: 'pickup', deliveryAddress: null, deliverySuburb: null, deliveryCity: null } as const;

async function renderOrders(orders: StoreOrder[]) {
  renderApp(<OrdersScreen session={null} />, { auth: customer, api: { 'GET /api/orders/me': () => orders } });
  await screen.findByRole('list', { name: 'Your orders, newest first' });
}

/** The card's steps as "label: state", the current one marked with an arrow. */
function stepsOf(orderNumber: number): string[] {
  const card = screen.getByRole('heading', { name: `Order #${orderNumber}` }).closest('[aria-labelledby]')!;
  const track = within(card as HTMLElement).getByRole('list', { name: 'Order progress' });
  return within(track)
    .getAllByRole('listitem')
    .map(
      (step) =>
        `${step.getAttribute('aria-current') === 'step' ? '→ ' : ''}${step.textContent!.replace(/^(Completed|Pending):/, '$1 ')}`,
    );
}

describe("the customer's orders", () => {
  it('walks a pickup through Ready to Collect and Collected, never out for delivery', async () => {
    await renderOrders([
      storeOrder({ id: 'a', orderNumber: 1101, status: 'readyforpickup', ...PICKUP }),
      storeOrder({ id: 'b', orderNumber: 1102, status: 'collected', ...PICKUP }),
      storeOrder({ id: 'c', orderNumber: 1103, status: 'orderconfirmed', ...PICKUP }),
    ]);
    expect(stepsOf(1101)).toEqual([
      'Completed Order Confirmed',
      'Completed In Progress',
      '→ Completed Ready to Collect',
      'Pending Collected',
    ]);
    expect(stepsOf(1102)).toEqual([
      'Completed Order Confirmed',
      'Completed In Progress',
      'Completed Ready to Collect',
      '→ Completed Collected',
    ]);
    expect(stepsOf(1103)).toEqual([
      '→ Completed Order Confirmed',
      'Pending In Progress',
      'Pending Ready to Collect',
      'Pending Collected',
    ]);
    // The badge says the same words.
    expect(screen.getAllByText('Ready to Collect').some((el) => el.closest('[data-status="readyforpickup"]'))).toBe(
      true,
    );
    expect(document.body.textContent).not.toMatch(/Out for Delivery|Delivered/);
  });

  it("walks a delivery through the spec's four", async () => {
    await renderOrders([storeOrder({ id: 'd', orderNumber: 1201, status: 'outfordelivery' })]);
    expect(stepsOf(1201)).toEqual([
      'Completed Order Confirmed',
      'Completed In Progress',
      '→ Completed Out for Delivery',
      'Pending Delivered',
    ]);
    expect(document.body.textContent).not.toMatch(/Ready to Collect|Collected/);
  });

  it('shows no steps for a cancelled order, only its badge', async () => {
    await renderOrders([storeOrder({ id: 'e', orderNumber: 1301, status: 'cancelled', ...PICKUP })]);
    expect(screen.queryByRole('list', { name: 'Order progress' })).toBeNull();
    expect(screen.getByText('Cancelled')).toBeTruthy();
  });
});

describe('the steps of an order', () => {
  it('places a pickup moved on before pickups had their own statuses on its own way', () => {
    const at = (status: string, fulfilment: 'pickup' | 'delivery') =>
      statusTrack({ status, fulfilment })
        ?.filter((s) => s.current)
        .map((s) => s.label)[0] ?? null;
    expect(at('outfordelivery', 'pickup')).toBe('Ready to Collect');
    expect(at('delivered', 'pickup')).toBe('Collected');
    expect(at('inprogress', 'pickup')).toBe('In Progress');
    expect(at('pending', 'pickup')).toBeNull();
    expect(at('cancelled', 'delivery')).toBeNull();
    expect(at('shipped', 'delivery')).toBeNull();
  });

  it("names the confirmation's last line by the way of fulfilment", () => {
    const last = (order?: StoreOrder) => progressSteps(order).at(-1)!.label;
    expect(last(storeOrder({ id: 'p', orderNumber: 1, ...PICKUP }))).toBe('Ready to collect');
    expect(last(storeOrder({ id: 'q', orderNumber: 2 }))).toBe('Out for delivery');
    expect(last(undefined)).toBe('Ready for pickup/delivery');
  });
});
