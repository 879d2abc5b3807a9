// @vitest-environment happy-dom
/** A cake message may hold angle brackets (decision 0114): the staff's screens show it as text. */
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { adminOrder, NO_DELIVERY_ADDRESS } from '@/web/test/admin-order';
import { renderApp } from '@/web/test/render-app';
import type { AdminOrderDetails } from '@/contracts/admin-orders';
import { OrderDetailsDialog } from './components/order-details-dialog';
import { ProductionSheet } from './components/production-sheet';

const SCRIPT = '<script>alert(1)</script> I <3 you';
const IMG = '<img src=x onerror=alert(1)>';
const cakeItem = (message: string) => ({
  productName: 'Chocolate Cake',
  productImage: null,
  size: 'Large (8 inch)',
  quantity: 1,
  price: '72.00',
  message,
});

const details: AdminOrderDetails = {
  ...adminOrder({
    fulfilment: 'pickup',
    totalAmount: '144.00',
    subtotal: '125.22',
    gst: '18.78',
    pointsEarned: 144,
    ...NO_DELIVERY_ADDRESS,
    deliveryDate: '2026-11-28',
    deliveryTime: '9:00-11:00',
    items: [cakeItem(SCRIPT), cakeItem(IMG)],
  }),
  history: [],
};

describe('a cake message with angle brackets, on the staff screens', () => {
  it('shows in the Order Details dialog as the words the customer typed', () => {
    renderApp(<OrderDetailsDialog order={details} details={details} onOpenChange={() => {}} />);
    const dialog = screen.getByRole('dialog', { name: 'Order Details' });
    expect(within(dialog).getByText(`Cake message: “${SCRIPT}”`)).toBeTruthy();
    expect(within(dialog).getByText(`Cake message: “${IMG}”`)).toBeTruthy();
    expect(document.querySelector('script, img[src="x"]')).toBeNull();
  });

  it('shows on the production sheet as text', () => {
    renderApp(
      <ProductionSheet
        sheet={{
          date: '2026-11-28',
          kitchen: { day: { capacity: 1500, used: 0, left: 1500 }, slots: [] },
          groups: [
            {
              category: 'Cakes',
              quantity: 2,
              lines: [{ productName: 'Chocolate Cake', size: 'Large (8 inch)', quantity: 2 }],
            },
          ],
          orders: [
            {
              orderId: details.id,
              orderNumber: details.orderNumber,
              customerName: details.customerName,
              phone: null,
              itemCount: 2,
              fulfilment: 'pickup',
              deliveryTime: '9:00-11:00',
              deliveryAddress: null,
              specialInstructions: null,
              items: details.items.map((i) => ({ ...i, allergens: [] })),
              allergyNoted: false,
            },
          ],
          cakeMessages: [SCRIPT, IMG].map((message) => ({
            orderId: details.id,
            orderNumber: details.orderNumber,
            deliveryTime: '9:00-11:00',
            productName: 'Chocolate Cake',
            size: 'Large (8 inch)',
            quantity: 1,
            message,
          })),
        }}
      />,
    );
    expect(screen.getByText(`Cake message: “${SCRIPT}”`)).toBeTruthy();
    expect(screen.getByText(`Cake message: “${IMG}”`)).toBeTruthy();
    // The decorator's list shows the same words.
    expect(screen.getByText(`“${SCRIPT}”`)).toBeTruthy();
    expect(screen.getByText(`“${IMG}”`)).toBeTruthy();
    expect(document.querySelector('script, img[src="x"]')).toBeNull();
  });
});
