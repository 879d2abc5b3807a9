import type { StoreOrder } from '@/contracts/checkout';

/** An order with no delivery address (a pickup, or one the customer has not addressed). */
export const NO_DELIVERY_ADDRESS = {
  deliveryAddress: null,
  deliverySuburb: null,
  deliveryCity: null,
  deliveryPostalCode: null,
} satisfies Partial<StoreOrder>;

/** An order as POST /api/confirm-order and GET /api/orders/me send it; a test names what it is about. */
export function storeOrder(fields: Partial<StoreOrder> & Pick<StoreOrder, 'id' | 'orderNumber'>): StoreOrder {
  return {
    status: 'orderconfirmed',
    fulfilment: 'delivery',
    totalAmount: '57.50',
    subtotal: '50.00',
    discount: '0.00',
    gst: '7.50',
    pointsEarned: 50,
    createdAt: '2026-11-23T01:00:00.000Z',
    customerName: 'Aroha Ngata',
    customerEmail: 'aroha@example.nz',
    deliveryAddress: '12 Ponsonby Road',
    deliverySuburb: 'Ponsonby',
    deliveryCity: 'Auckland',
    deliveryPostalCode: '1011',
    deliveryPhone: '+64 21 555 0101',
    specialInstructions: null,
    deliveryDate: '2099-03-02',
    deliveryTime: '9:00-11:00',
    items: [],
    ...fields,
  };
}
