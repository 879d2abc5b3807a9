import { describe, expect, it } from 'vitest';
import type { StoreOrder } from '../../../contracts/checkout';
import { ALLERGY_FLAG, orderEmails } from './order-emails';
import { cancellationEmail } from './status-emails';

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

  it('print each line\'s allergens as its "Contains" statement, in both e-mails', () => {
    const [confirmation, notice] = orderEmails(
      order({
        items: [
          {
            productName: 'Pistachio Baklava',
            productImage: null,
            size: null,
            quantity: 2,
            price: '20.00',
            message: null,
          },
          { productName: 'Gift Card', productImage: null, size: null, quantity: 1, price: '10.00', message: null },
        ],
      }),
      shop,
      null,
      [['wheat', 'milk', 'pistachio'], []],
    );
    for (const mail of [confirmation!, notice!]) {
      expect(mail.text).toContain(
        '  2 × Pistachio Baklava (Standard) @ $20.00\n    Contains: wheat, gluten, milk, pistachio\n  1 × Gift Card',
      );
    }
    expect(notice!.text).not.toContain(ALLERGY_FLAG);
  });

  it("flag the shop's notice when the instructions mention an allergy", () => {
    const [confirmation, notice] = orderEmails(
      order({ specialInstructions: 'Severe nut allergy in the family' }),
      shop,
    );
    expect(notice!.subject).toBe('ALLERGY: New order #1042: $57.50 for Saturday 28 November, 13:00-15:00');
    expect(notice!.text.startsWith(ALLERGY_FLAG)).toBe(true);
    expect(confirmation!.text).not.toContain(ALLERGY_FLAG);
  });

  it('tell a pickup customer when it will be ready', () => {
    const [confirmation] = orderEmails(order({ fulfilment: 'pickup', deliveryTime: '10:00-12:00' }), shop);
    expect(confirmation!.text).toContain("We'll have it ready for Saturday 28 November, 10:00-12:00.");
    expect(confirmation!.text).toContain('Pickup: Saturday 28 November, 10:00-12:00');
    expect(confirmation!.text).toContain('Pick up in store');
    expect(confirmation!.text).toContain(
      "We'll have it ready for Saturday 28 November, 10:00-12:00. We'll e-mail you when it's ready to collect.",
    );
  });

  it('promise nothing when an order has no date', () => {
    const [confirmation] = orderEmails(order({ deliveryDate: null, deliveryTime: null }), shop);
    expect(confirmation!.text).not.toContain("We'll");
    expect(confirmation!.text).toContain('Delivery: to be arranged');
    expect(confirmation!.text).not.toContain('null');
  });

  it('show the reward taken off (name and amount) between the subtotal and the total, adding up', () => {
    const rewarded = order({ subtotal: '50.00', discount: '5.00', gst: '6.75', totalAmount: '51.75' });
    const [confirmation, notice] = orderEmails(rewarded, shop, { name: '10% Off', voucher: false });
    const text = confirmation!.text;
    expect(text).toContain('Subtotal: $50.00');
    expect(text).toContain('Reward (10% Off): -$5.00');
    expect(text).toContain('GST (15%): $6.75');
    expect(text).toContain('Total: $51.75');
    // In the order a reader adds them up: 50.00 - 5.00 + 6.75 = 51.75.
    expect(text.indexOf('Subtotal')).toBeLessThan(text.indexOf('Reward (10% Off)'));
    expect(text.indexOf('Reward (10% Off)')).toBeLessThan(text.indexOf('Total: $51.75'));
    expect(notice!.text).toContain('Reward (10% Off): -$5.00');
  });

  it('say when the reward was a voucher the customer held', () => {
    const rewarded = order({ subtotal: '50.00', discount: '5.00', gst: '6.75', totalAmount: '51.75' });
    const [confirmation] = orderEmails(rewarded, shop, { name: '$5 Off', voucher: true });
    expect(confirmation!.text).toContain('Voucher ($5 Off): -$5.00');
  });

  it('add no GST line when prices include it, saying what the total includes', () => {
    const inclusive = order({ subtotal: '50.00', discount: '10.00', gst: '5.22', totalAmount: '40.00' });
    const [confirmation] = orderEmails(inclusive, shop, { name: '$10 Off', voucher: false });
    expect(confirmation!.text).toContain('Reward ($10 Off): -$10.00');
    expect(confirmation!.text).toContain('Total: $40.00 (incl. GST $5.22)');
    expect(confirmation!.text).not.toContain('GST (15%)');
  });

  it('write every amount en-NZ, with thousands separators, as the site does', () => {
    const big = order({
      subtotal: '1042.18',
      gst: '156.33',
      totalAmount: '1198.51',
      items: [
        { productName: 'Wedding Cake', productImage: null, size: null, quantity: 1, price: '1042.18', message: null },
      ],
    });
    const [confirmation, notice] = orderEmails(big, shop);
    expect(confirmation!.text).toContain('@ $1,042.18');
    expect(confirmation!.text).toContain('payment of $1,198.51');
    expect(notice!.subject).toContain('$1,198.51');
    expect(`${confirmation!.text}${notice!.text}`).not.toMatch(/\$\d{4}/);
    const cancelled = cancellationEmail(big, 'the kitchen is closed', {
      ...shop,
      phone: '09 555 0100',
      address: '123 Queen Street, Auckland CBD, Auckland 1010',
    });
    expect(cancelled!.text).toContain('refunded your payment of $1,198.51 in full');
  });

  it('have no reward line when none was used', () => {
    const [confirmation] = orderEmails(order(), shop);
    expect(confirmation!.text).not.toMatch(/Reward|Voucher/);
    expect(confirmation!.text).toContain('Total: $57.50');
  });
});
