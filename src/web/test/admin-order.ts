import type { AdminOrder } from '@/contracts/admin-orders';

export { NO_DELIVERY_ADDRESS } from './store-order';

/**
 * An order as the admin orders API lists it: #1042, Mere Tane's confirmed $48 delivery to
 * Ponsonby, paid by the test gateway, no items, no account; a test names what it is about.
 */
export function adminOrder(fields: Partial<AdminOrder> = {}): AdminOrder {
  return {
    id: '00000000-0000-4000-8000-0000abcd1234',
    orderNumber: 1042,
    status: 'orderconfirmed',
    fulfilment: 'delivery',
    totalAmount: '48.00',
    subtotal: '41.74',
    discount: '0.00',
    gst: '6.26',
    pointsEarned: 48,
    createdAt: '2026-11-22T22:00:00Z',
    customerName: 'Mere Tane',
    customerEmail: 'mere@example.com',
    deliveryAddress: '12 Ponsonby Road',
    deliverySuburb: 'Ponsonby',
    deliveryCity: 'Auckland',
    deliveryPostalCode: '1011',
    deliveryPhone: null,
    specialInstructions: null,
    deliveryDate: null,
    deliveryTime: null,
    items: [],
    userId: null,
    stripePaymentIntentId: 'pi_test_123',
    updatedAt: '2026-11-22T22:00:00Z',
    cancelledAt: null,
    cancelReason: null,
    refundedAmount: '0.00',
    ...fields,
  };
}
