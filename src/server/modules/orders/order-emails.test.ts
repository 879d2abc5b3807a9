import { describe, expect, it } from 'vitest';
import type { StoreOrder } from '../../../contracts/checkout';
import { orderEmails } from './order-emails';

const shop = {
  businessName: 'Saffron & Sugar',
  email: 'orders@saffron-sugar.example',
  publicUrl: 'https://shop.example',
};

const order = (overrides: Partial<StoreOrder> = {}) =>
  ({
    id: '00000000-0000-4000-8000-000000000001',
    orderNumber: 1042,
    status: 'pending',
    fulfilment: 'delivery',
    totalAmount: '57.50',
    subtotal: '50.00',
    discount: '0.00',
    gst: '7.50',
    pointsEarned: 50,
    createdAt: '2026-11-23T01:00:00.000Z',
    customerName: 'Aroha Te Whata',
    customerEmail: 'aroha@example.com',
    deliveryAddress: '12 Ponsonby Road',
    deliverySuburb: 'Ponsonby',
    deliveryCity: 'Auckland',
    deliveryPostalCode: '1011',
    deliveryPhone: '021 555 0101',
    specialInstructions: null,
    deliveryDate: '2026-11-28',
    deliveryTime: '13:00-15:00',
    items: [{ productName: 'Pistachio Cake', productImage: null, size: 'Half', quantity: 1, price: '50.00' }],
    ...overrides,
  }) as StoreOrder;

describe('order e-mails', () => {
  it('tell a delivery customer when it arrives, with the date as the site writes it', () => {
    const [confirmation, notice] = orderEmails(order(), shop);
    expect(confirmation!.text).toContain("We'll deliver it on Saturday 28 November, 13:00-15:00.");
    expect(confirmation!.text).toContain('Delivery: Saturday 28 November, 13:00-15:00');
    expect(confirmation!.text).not.toContain('2026-11-28');
    expect(notice!.subject).toBe('New order #1042: $57.50 for Saturday 28 November, 13:00-15:00');
    expect(notice!.text).not.toContain('2026-11-28');
  });

  it('tell a pickup customer when it will be ready', () => {
    const [confirmation] = orderEmails(order({ fulfilment: 'pickup', deliveryTime: '10:00-12:00' }), shop);
    expect(confirmation!.text).toContain("We'll have it ready for Saturday 28 November, 10:00-12:00.");
    expect(confirmation!.text).toContain('Pickup: Saturday 28 November, 10:00-12:00');
    expect(confirmation!.text).toContain('Pick up in store');
  });

  it('promise nothing when an order has no date', () => {
    const [confirmation] = orderEmails(order({ deliveryDate: null, deliveryTime: null }), shop);
    expect(confirmation!.text).not.toContain("We'll");
    expect(confirmation!.text).toContain('Delivery: to be arranged');
    expect(confirmation!.text).not.toContain('null');
  });
});
