import { describe, expect, it } from 'vitest';
import { orderTotals } from './checkout-pricing';
import {
  bannerText,
  chargesDelivery,
  type DeliveryFees,
  deliveryFeeCents,
  deliveryFeeEstimate,
  feeLabel,
  NO_DELIVERY_FEES,
  zoneFor,
} from './delivery-fees';

const FEES: DeliveryFees = {
  baseFeeCents: 850,
  freeOverCents: 5000,
  zones: [
    { region: 'Auckland', suburb: 'Ponsonby', feeCents: 500 },
    { region: 'Waikato', suburb: null, feeCents: 1500 },
  ],
};
const delivery = (city: string, suburb = '') => ({ fulfilment: 'delivery' as const, city, suburb });

describe('delivery fees by zone', () => {
  it('charges the suburb zone, else the region zone, else the base fee', () => {
    expect(deliveryFeeCents(FEES, delivery('Auckland', 'Ponsonby'), 3000)).toBe(500);
    // Places compared as the place list does: case and macrons aside.
    expect(deliveryFeeCents(FEES, delivery('auckland', 'PONSONBY'), 3000)).toBe(500);
    expect(deliveryFeeCents(FEES, delivery('Waikato', 'Hamilton Central'), 3000)).toBe(1500);
    expect(deliveryFeeCents(FEES, delivery('Auckland', 'Papakura'), 3000)).toBe(850);
    expect(zoneFor(FEES, { city: 'Auckland', suburb: 'Grey Lynn' })).toBeNull();
  });

  it('charges nothing for pickup, from the threshold up, or in a shop that set no fees', () => {
    expect(deliveryFeeCents(FEES, { fulfilment: 'pickup', city: '', suburb: '' }, 3000)).toBe(0);
    expect(deliveryFeeCents(FEES, delivery('Waikato'), 5000)).toBe(0);
    expect(deliveryFeeCents(FEES, delivery('Waikato'), 4999)).toBe(1500);
    expect(deliveryFeeCents(NO_DELIVERY_FEES, delivery('Auckland', 'Ponsonby'), 3000)).toBe(0);
    expect(deliveryFeeCents(FEES, null, 3000)).toBe(0);
    expect(chargesDelivery(NO_DELIVERY_FEES)).toBe(false);
    expect(chargesDelivery(FEES)).toBe(true);
  });

  it('estimates "from" the lowest fee before an address, exactly when all are the same', () => {
    expect(deliveryFeeEstimate(FEES, 3000)).toEqual({ cents: 500, exact: false });
    expect(deliveryFeeEstimate({ ...FEES, zones: [] }, 3000)).toEqual({ cents: 850, exact: true });
    expect(deliveryFeeEstimate(FEES, 6000)).toEqual({ cents: 0, exact: true });
    expect(feeLabel(0)).toBe('Free');
    expect(feeLabel(850)).toBe('$8.50');
  });

  it('makes the banner keep the promise the fees keep', () => {
    const text = 'Free delivery over $30 · Auckland wide · Fresh daily';
    expect(bannerText(text, NO_DELIVERY_FEES)).toBe(text);
    expect(bannerText(text, FEES)).toBe('Free delivery over $50.00 · Auckland wide · Fresh daily');
    expect(bannerText(text, { ...FEES, freeOverCents: null })).toBe(
      'Delivery from $5.00 · Auckland wide · Fresh daily',
    );
    expect(bannerText('Fresh daily', FEES)).toBe('Fresh daily');
  });
});

describe('the fee in the order total', () => {
  it('adds GST on the goods and the fee together, and earns points on the goods alone', () => {
    const added = orderTotals(3000, null, false, true, 500);
    expect(added).toMatchObject({ deliveryFeeCents: 500, gstCents: 525, totalCents: 4025, pointsEarned: 30 });
    const included = orderTotals(3000, null, true, true, 850);
    expect(included).toMatchObject({ gstCents: 502, totalCents: 3850, pointsEarned: 26 });
    const unregistered = orderTotals(3000, null, false, false, 850);
    expect(unregistered).toMatchObject({ gstCents: 0, totalCents: 3850, pointsEarned: 30 });
  });

  it('never discounts the fee: a fixed reward is capped at the goods', () => {
    const totals = orderTotals(1000, { discountType: 'fixed_amount', discountValueHundredths: 5000 }, false, true, 850);
    expect(totals).toMatchObject({ discountCents: 1000, gstCents: 128, totalCents: 978 });
  });
});
