// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { StoreOrder } from '@/contracts/checkout';
import { aucklandNow } from '@/domain/delivery';
import { orderKeys } from '@/web/features/orders/api/get-orders';
import { createQueryClient } from '@/web/lib/query-client';
import { customer, renderApp } from '@/web/test/render-app';
import { NO_DELIVERY_ADDRESS, storeOrder } from '@/web/test/store-order';
import { CheckoutSuccessPage } from './checkout-success-page';

const ORDER: StoreOrder = storeOrder({
  id: 'order-1',
  orderNumber: 1042,
  fulfilment: 'pickup',
  customerName: 'Aroha',
  ...NO_DELIVERY_ADDRESS,
  deliveryPhone: '021 555 0101',
  deliveryDate: '2099-11-28',
  deliveryTime: '10:00-12:00',
});

function renderPage(order: StoreOrder) {
  const client = createQueryClient();
  client.setQueryData(orderKeys.mine('user-1'), [order]);
  // No settings request in this test: the contact card reads nothing until they arrive.
  client.setQueryDefaults(['/api/business-settings'], { enabled: false });
  renderApp(<CheckoutSuccessPage />, {
    route: `/checkout/success?order=${order.id}`,
    queryClient: client,
    auth: { ...customer, name: 'Aroha' },
  });
}

describe('the order confirmation', () => {
  it('speaks of the chosen slot for a later day, not of bakers already on it', () => {
    renderPage(ORDER);
    expect(screen.getByText(/We'll have it ready for Saturday 28 November, 10:00-12:00\./)).toBeTruthy();
    expect(document.body.textContent).not.toContain('on it now');
    expect(document.body.textContent).not.toContain('already on it');
    expect(screen.getByText('Baked fresh for Saturday 28 November')).toBeTruthy();
  });

  it('says when a delivery arrives', () => {
    renderPage({ ...ORDER, fulfilment: 'delivery', deliveryTime: '13:00-15:00' });
    expect(screen.getByText(/We'll deliver it on Saturday 28 November, 13:00-15:00\./)).toBeTruthy();
  });

  it("says the bakers are on it for today's slot", () => {
    renderPage({ ...ORDER, deliveryDate: aucklandNow().date });
    expect(screen.getByText('Our bakers are on it now')).toBeTruthy();
  });
});
