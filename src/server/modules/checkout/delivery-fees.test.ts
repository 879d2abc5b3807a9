/**
 * Delivery fees by zone (issue 26, decision 0210): owners set them, the storefront reads them, the
 * server charges the fee for the place named when the payment is prepared, and refuses to bind an
 * address that costs another fee. The fee is in the intent, the order, the e-mail, the invoice
 * (its PDF read back) and the GST report.
 */
import { execFileSync } from 'node:child_process';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { StoreProduct } from '../../../contracts/catalog';
import type { StoreOrder, StorePaymentIntentReply } from '../../../contracts/checkout';
import type { AdminDeliveryFees, AdminSaveDeliveryFees } from '../../../contracts/delivery-fees';
import type { StoreBusinessSettings } from '../../../contracts/settings';
import type { AdminGstReport, StoreTaxInvoice } from '../../../contracts/tax-invoices';
import { aucklandNow } from '../../../domain/delivery';
import { businessSettings, checkouts, mailOutbox, orders } from '../../db/schema';
import {
  addToCart,
  confirmOrder,
  createIntent,
  deliveryAddress,
  newShopper,
  payWithCard,
  relaxShopRules,
  saveDetails,
  type Shopper,
} from '../../test/checkout-helpers';
import { createProduct } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { adminClaims, bearer, mintToken } from '../../test/tokens';

let t: TestApp;
let owner: Record<string, string>;
let cake: StoreProduct;

const FEES: AdminSaveDeliveryFees = {
  charging: true,
  baseFee: '8.50',
  freeOver: '100.00',
  zones: [
    { region: 'Auckland', suburb: 'Ponsonby', fee: '5.00' },
    { region: 'Waikato', suburb: null, fee: '15.00' },
  ],
};

beforeAll(async () => {
  // No settings cache: a fee saved is what the next request reads, on this copy at once.
  t = await createTestApp({ RATE_LIMIT_PAYMENT_INTENTS_PER_MINUTE: '1000', CATALOG_CACHE_SECONDS: '0' });
  await relaxShopRules(t);
  owner = bearer(await mintToken(t, adminClaims()));
  cake = await createProduct(t, { name: 'Fee Test Sponge', priceCents: 3000 });
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.database.db.update(businessSettings).set({
    deliveryRegions: ['Auckland', 'Waikato'],
    deliverySuburbs: [],
    pricesIncludeGst: false,
    gstRegistered: true,
    gstNumber: '49091850',
    deliveryFees: null,
  });
});

const saveFees = (payload: unknown) =>
  t.app.inject({ method: 'PUT', url: '/api/admin/delivery-fees', headers: owner, payload: payload as object });
const storedFees = async () =>
  (await t.database.db.select({ fees: businessSettings.deliveryFees }).from(businessSettings))[0]?.fees ?? null;

async function shopperWith(quantity: number): Promise<Shopper> {
  const shopper = await newShopper(t);
  await addToCart(t, shopper, cake.id, quantity);
  return shopper;
}

const prepare = async (shopper: Shopper, delivery?: object) => {
  const res = await createIntent(t, shopper, delivery ? { delivery } : {});
  expect(res.statusCode, res.body).toBe(200);
  return res.json<StorePaymentIntentReply>();
};

async function pay(shopper: Shopper, intent: StorePaymentIntentReply, address = deliveryAddress()) {
  expect((await saveDetails(t, shopper, intent.paymentIntentId, address)).statusCode).toBe(200);
  expect((await payWithCard(t, intent)).statusCode).toBe(200);
  const res = await confirmOrder(t, shopper, intent.paymentIntentId, address);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<StoreOrder>();
}

describe('the owner sets fees', () => {
  it('refuses a fee below zero, a place outside the area and a repeated zone, naming the field; nothing changes', async () => {
    const negative = await saveFees({ ...FEES, baseFee: '-1.00' });
    expect(negative.statusCode).toBe(400);
    expect(negative.json().fields).toEqual({ baseFee: 'baseFee cannot be below zero' });
    const zoneNegative = await saveFees({ ...FEES, zones: [{ region: 'Auckland', suburb: null, fee: '-2' }] });
    expect(zoneNegative.json().fields).toEqual({ 'zones.0.fee': 'fee cannot be below zero' });
    const outside = await saveFees({ ...FEES, zones: [{ region: 'Otago', suburb: null, fee: '9.00' }] });
    expect(outside.statusCode).toBe(400);
    expect(outside.json().fields).toEqual({ 'zones.0.region': 'Otago is not a region of the delivery area' });
    const wrongSuburb = await saveFees({ ...FEES, zones: [{ region: 'Auckland', suburb: 'Te Aro', fee: '9.00' }] });
    expect(wrongSuburb.json().fields).toEqual({ 'zones.0.suburb': 'Te Aro is not a suburb of the delivery area' });
    const twice = await saveFees({
      ...FEES,
      zones: [
        { region: 'Auckland', suburb: 'Ponsonby', fee: '5.00' },
        { region: 'auckland', suburb: 'ponsonby', fee: '6.00' },
      ],
    });
    expect(twice.json().fields).toEqual({ 'zones.1.suburb': 'Ponsonby has a fee already' });
    const unknownKey = await saveFees({ ...FEES, surcharge: '1.00' });
    expect(unknownKey.statusCode).toBe(400);
    expect(await storedFees()).toBeNull();
  });

  it('saves them (places by their proper names) and the storefront reads them; switching off stores none', async () => {
    const res = await saveFees({ ...FEES, zones: [{ region: 'auckland', suburb: 'ponsonby', fee: '5' }] });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<AdminDeliveryFees>()).toEqual({
      charging: true,
      baseFee: '8.50',
      freeOver: '100.00',
      zones: [{ region: 'Auckland', suburb: 'Ponsonby', fee: '5.00' }],
    });
    const store = (await t.app.inject({ url: '/api/business-settings' })).json<StoreBusinessSettings>();
    expect(store.deliveryFees).toEqual({
      baseFee: '8.50',
      freeOver: '100.00',
      zones: [{ region: 'Auckland', suburb: 'Ponsonby', fee: '5.00' }],
    });
    const off = await saveFees({ ...FEES, charging: false });
    expect(off.json<AdminDeliveryFees>()).toMatchObject({ charging: false, baseFee: '0.00', zones: [] });
    expect(await storedFees()).toBeNull();
  });

  it('is for owners only, and a customer gets 403', async () => {
    const customer = await newShopper(t);
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/delivery-fees',
      headers: customer.headers,
      payload: FEES,
    });
    expect(res.statusCode).toBe(403);
    expect(await storedFees()).toBeNull();
  });
});

describe('a shop without fees', () => {
  it('charges nothing, as before, and says "Free" in the e-mail', async () => {
    const shopper = await shopperWith(1);
    const intent = await prepare(shopper, { fulfilment: 'delivery', city: 'Auckland', suburb: 'Ponsonby' });
    expect(intent).toMatchObject({ subtotal: '30.00', deliveryFee: '0.00', gst: '4.50', total: '34.50' });
    const order = await pay(shopper, intent);
    expect(order).toMatchObject({ deliveryFee: '0.00', totalAmount: '34.50' });
  });
});

describe('the fee in the payment', () => {
  beforeEach(async () => {
    expect((await saveFees(FEES)).statusCode).toBe(200);
  });

  it('charges the suburb zone, taxed like the goods, and carries it to the order, the e-mail, the invoice and the report', async () => {
    const shopper = await shopperWith(1);
    const intent = await prepare(shopper, { fulfilment: 'delivery', city: 'Auckland', suburb: 'Ponsonby' });
    // $30 + $5 delivery, GST 15% on both: $5.25; the points stay those of the goods.
    expect(intent).toMatchObject({
      subtotal: '30.00',
      deliveryFee: '5.00',
      gst: '5.25',
      total: '40.25',
      pointsToEarn: 30,
    });
    const order = await pay(shopper, intent);
    expect(order).toMatchObject({ deliveryFee: '5.00', gst: '5.25', totalAmount: '40.25' });
    const [row] = await t.database.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row).toMatchObject({ deliveryFeeCents: 500, totalCents: 4025, gstCents: 525 });

    const mails = await t.database.db.select().from(mailOutbox);
    const confirmation = mails.find(
      (m) =>
        m.toAddress === order.customerEmail &&
        m.subject.includes(`${order.orderNumber}`) &&
        m.textBody.includes('Total:'),
    );
    expect(confirmation?.textBody).toContain('Delivery: $5.00');
    expect(confirmation?.textBody).toContain('GST (15%): $5.25');
    expect(confirmation?.textBody).toContain('Total: $40.25');

    const invoice = await t.app.inject({ url: `/api/orders/${order.id}/tax-invoice`, headers: shopper.headers });
    expect(invoice.json<StoreTaxInvoice>()).toMatchObject({ deliveryFee: '5.00', total: '40.25', gst: '5.25' });
    const pdf = await t.app.inject({ url: `/api/orders/${order.id}/tax-invoice.pdf`, headers: shopper.headers });
    const text = execFileSync('pdftotext', ['-layout', '-', '-'], { input: pdf.rawPayload }).toString('utf8');
    expect(text.replace(/[ \t]+/g, ' ')).toContain('Delivery $5.00');

    const today = aucklandNow().date;
    const report = await t.app.inject({ url: `/api/admin/gst-report?from=${today}&to=${today}`, headers: owner });
    const body = report.json<AdminGstReport>();
    const sale = body.rows.find((r) => r.orderId === order.id);
    expect(sale).toMatchObject({ total: '40.25', gst: '5.25', deliveryFee: '5.00' });
    const cents = (v: string) => Math.round(Number(v) * 100);
    const sales = body.rows.filter((r) => r.kind === 'sale');
    expect(cents(body.sales.total)).toBe(sales.reduce((sum, r) => sum + cents(r.total), 0));
    expect(cents(body.sales.deliveryFee!)).toBe(sales.reduce((sum, r) => sum + cents(r.deliveryFee ?? '0'), 0));
  });

  it('takes the region zone, else the base fee, nothing for pickup or from the free-over threshold up', async () => {
    const at = async (quantity: number, delivery: object) =>
      (await prepare(await shopperWith(quantity), delivery)).deliveryFee;
    expect(await at(1, { fulfilment: 'delivery', city: 'Waikato', suburb: 'Hamilton Central' })).toBe('15.00');
    expect(await at(1, { fulfilment: 'delivery', city: 'Auckland', suburb: 'Papakura' })).toBe('8.50');
    expect(await at(1, { fulfilment: 'pickup', city: '', suburb: '' })).toBe('0.00');
    expect(await at(4, { fulfilment: 'delivery', city: 'Auckland', suburb: 'Papakura' })).toBe('0.00');
  });

  it('includes the fee and its GST in a GST-inclusive total', async () => {
    await t.database.db.update(businessSettings).set({ pricesIncludeGst: true });
    const intent = await prepare(await shopperWith(1), {
      fulfilment: 'delivery',
      city: 'Auckland',
      suburb: 'Papakura',
    });
    // $38.50 includes 3/23 of it as GST: $5.02.
    expect(intent).toMatchObject({ deliveryFee: '8.50', total: '38.50', gst: '5.02' });
  });

  it('refuses to bind an address that costs another fee than the one in the amount (409), binding nothing', async () => {
    const shopper = await shopperWith(1);
    const intent = await prepare(shopper, { fulfilment: 'delivery', city: 'Auckland', suburb: 'Ponsonby' });
    const elsewhere = deliveryAddress({ suburb: 'Papakura', postalCode: '2110', address: '1 Great South Road' });
    const res = await saveDetails(t, shopper, intent.paymentIntentId, elsewhere);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'DELIVERY_FEE_CHANGED',
      fields: {
        suburb:
          'Delivery to this address is $8.50, not the $5.00 in your total: please check the new total and pay again',
      },
    });
    const [row] = await t.database.db
      .select()
      .from(checkouts)
      .where(eq(checkouts.paymentIntentId, intent.paymentIntentId));
    expect(row?.details).toBeNull();
    // Prepared again for the new place, the same cart pays the new fee.
    const again = await prepare(shopper, { fulfilment: 'delivery', city: 'Auckland', suburb: 'Papakura' });
    expect(again).toMatchObject({ deliveryFee: '8.50', total: '44.28' });
    expect((await pay(shopper, again, elsewhere)).totalAmount).toBe('44.28');
  });

  it('never charges a fee the owner changed after the payment was prepared', async () => {
    const shopper = await shopperWith(1);
    const intent = await prepare(shopper, { fulfilment: 'delivery', city: 'Auckland', suburb: 'Ponsonby' });
    expect(
      (await saveFees({ ...FEES, zones: [{ region: 'Auckland', suburb: 'Ponsonby', fee: '7.00' }] })).statusCode,
    ).toBe(200);
    const res = await saveDetails(t, shopper, intent.paymentIntentId);
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('DELIVERY_FEE_CHANGED');
  });

  it('without a place named, prices no fee and a delivery address must be priced first; pickup binds', async () => {
    const shopper = await shopperWith(1);
    const intent = await prepare(shopper);
    expect(intent.deliveryFee).toBe('0.00');
    expect((await saveDetails(t, shopper, intent.paymentIntentId)).statusCode).toBe(409);
    const pickup = deliveryAddress({ fulfilment: 'pickup' });
    expect((await pay(shopper, intent, pickup)).deliveryFee).toBe('0.00');
  });

  it('still refuses a delivery outside the area, as before', async () => {
    const shopper = await shopperWith(1);
    const intent = await prepare(shopper, { fulfilment: 'delivery', city: 'Otago', suburb: '' });
    expect(intent.deliveryFee).toBe('8.50');
    const dunedin = deliveryAddress({ city: 'Otago', suburb: '', postalCode: '9016' });
    const res = await saveDetails(t, shopper, intent.paymentIntentId, dunedin);
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('OUTSIDE_DELIVERY_AREA');
  });
});
