/** Tax invoices, supply corrections and the GST report (issue 26), with the PDF's text read back. */
import { execFileSync } from 'node:child_process';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StoreProduct } from '../../../contracts/catalog';
import type { StoreOrder } from '../../../contracts/checkout';
import type { AdminBusinessSettings } from '../../../contracts/settings';
import type { AdminGstReport, StoreTaxInvoice } from '../../../contracts/tax-invoices';
import { formatCalendarDate } from '../../../domain/dates';
import { aucklandNow } from '../../../domain/delivery';
import { parseMoney } from '../../../domain/money';
import { businessSettings, mailOutbox, orders, taxDocuments } from '../../db/schema';
import { newShopper, placeOrder, relaxShopRules, type Shopper } from '../../test/checkout-helpers';
import { createProduct } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { adminClaims, bearer, mintToken } from '../../test/tokens';

let t: TestApp;
let admin: Record<string, string>;
let baklava: StoreProduct;
let weddingCake: StoreProduct;

const GST_NUMBER = '49-091-850';

beforeAll(async () => {
  // No settings cache: the tests change the GST registration in the database between requests.
  t = await createTestApp({ RATE_LIMIT_PAYMENT_INTENTS_PER_MINUTE: '1000', CATALOG_CACHE_SECONDS: '0' });
  await relaxShopRules(t);
  admin = bearer(await mintToken(t, adminClaims()));
  baklava = await createProduct(t, { name: 'Invoice Test Baklava', priceCents: 2000 });
  weddingCake = await createProduct(t, { name: 'Invoice Test Wedding Cake', priceCents: 95_000 });
  await register(true, '49091850');
});
afterAll(() => t.close());

const register = (gstRegistered: boolean, gstNumber: string | null) =>
  t.database.db.update(businessSettings).set({ gstRegistered, gstNumber });

const invoiceOf = (orderId: string, headers: Record<string, string>) =>
  t.app.inject({ url: `/api/orders/${orderId}/tax-invoice`, headers });
const pdfOf = (orderId: string, headers: Record<string, string>) =>
  t.app.inject({ url: `/api/orders/${orderId}/tax-invoice.pdf`, headers });
/** The PDF's words, as poppler's pdftotext reads them (single spaces, one line per line). */
const pdfText = (pdf: Buffer) =>
  execFileSync('pdftotext', ['-layout', '-', '-'], { input: pdf })
    .toString('utf8')
    .replace(/[ \t]+/g, ' ');

const settingsForm = async () =>
  (await t.app.inject({ url: '/api/admin/business-settings', headers: admin })).json<AdminBusinessSettings>();

describe('the GST number in business settings', () => {
  it('refuses a number that fails the check digits, naming the field, and changes nothing', async () => {
    const before = await settingsForm();
    const { gstRegistered: _r, gstNumber: _n, ...form } = before;
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/business-settings',
      headers: admin,
      payload: { ...form, gstRegistered: true, gstNumber: '136-410-133', businessName: 'Changed' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toHaveProperty('gstNumber');
    expect(res.json().message).toContain('gstNumber');
    expect(await settingsForm()).toEqual(before);
  });

  it('keeps a valid number as digits and shows it as IRD writes it', async () => {
    const { gstRegistered: _r, gstNumber: _n, ...form } = await settingsForm();
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/business-settings',
      headers: admin,
      payload: { ...form, gstRegistered: true, gstNumber: '136 410 132' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<AdminBusinessSettings>()).toMatchObject({ gstRegistered: true, gstNumber: '136-410-132' });
    expect((await t.database.db.select().from(businessSettings))[0]!.gstNumber).toBe('136410132');
    const storefront = (await t.app.inject({ url: '/api/business-settings' })).json<{ gstNumber: string }>();
    expect(storefront.gstNumber).toBe('136-410-132');
    // A form without the GST fields keeps them.
    const kept = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/business-settings',
      headers: admin,
      payload: form,
    });
    expect(kept.json<AdminBusinessSettings>().gstNumber).toBe('136-410-132');
    await register(true, '49091850');
  });
});

describe('the tax invoice of a paid order', () => {
  let shopper: Shopper;
  let order: StoreOrder;

  beforeAll(async () => {
    shopper = await newShopper(t);
    ({ order } = await placeOrder(t, shopper, baklava.id, 2));
  });

  it('gives the taxable supply information, numbered once', async () => {
    const res = await invoiceOf(order.id, shopper.headers);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const invoice = res.json<StoreTaxInvoice>();
    expect(order).toMatchObject({ subtotal: '40.00', gst: '6.00', totalAmount: '46.00' });
    expect(invoice).toMatchObject({
      orderNumber: order.orderNumber,
      registered: true,
      supplier: { gstNumber: GST_NUMBER },
      lines: [{ description: 'Invoice Test Baklava (Standard)', quantity: 2, lineTotal: '40.00' }],
      total: '46.00',
      gst: '6.00',
      dateOfSupply: aucklandNow().date,
      recipient: null,
      correction: null,
      invoice: { total: '46.00', gst: '6.00', totalExcludingGst: '40.00', dateOfSupply: aucklandNow().date },
    });
    // 3/23 of the GST-inclusive total is the GST, to the cent.
    expect(Math.round((parseMoney(invoice.total) * 3) / 23)).toBe(parseMoney(invoice.gst));
    const again = (await invoiceOf(order.id, shopper.headers)).json<StoreTaxInvoice>();
    expect(again.invoice!.number).toBe(invoice.invoice!.number);
    const stored = await t.database.db.select().from(taxDocuments).where(eq(taxDocuments.orderId, order.id));
    expect(stored).toHaveLength(1);
  });

  it('is linked from the confirmation e-mail', async () => {
    const [confirmation] = await t.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.dedupeKey, `order-confirmation:${order.id}`));
    expect(confirmation!.textBody).toContain(`Tax invoice: ${t.config.publicUrl}/orders/${order.id}/tax-invoice`);
  });

  it('as a PDF that says it all', async () => {
    const res = await pdfOf(order.id, shopper.headers);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const number = (await invoiceOf(order.id, shopper.headers)).json<StoreTaxInvoice>().invoice!.number;
    expect(res.headers['content-disposition']).toBe(`attachment; filename="tax-invoice-${number}.pdf"`);
    const text = pdfText(res.rawPayload);
    expect(text).toContain('Tax invoice');
    expect(text).toContain('Saffron');
    expect(text).toContain(`GST number: ${GST_NUMBER}`);
    expect(text).toContain(`Invoice number: ${number}`);
    expect(text).toContain(`Date of supply: ${formatCalendarDate(aucklandNow().date, 'weekday-day-month-year')}`);
    expect(text).toContain('2 x Invoice Test Baklava (Standard) $40.00');
    expect(text).toContain('Total: $46.00');
    expect(text).toContain('GST included (15%): $6.00');
    expect(text).not.toContain('Recipient');
  });

  it('answers only to its customer and staff: anyone else, and an unknown id, get 404', async () => {
    const stranger = await newShopper(t);
    expect((await invoiceOf(order.id, stranger.headers)).statusCode).toBe(404);
    expect((await pdfOf(order.id, stranger.headers)).statusCode).toBe(404);
    expect((await invoiceOf('00000000-0000-4000-8000-000000000000', shopper.headers)).statusCode).toBe(404);
    expect((await invoiceOf(order.id, {})).statusCode).toBe(401);
    expect((await invoiceOf('not-a-uuid', shopper.headers)).statusCode).toBe(400);
    const staff = await invoiceOf(order.id, admin);
    expect(staff.statusCode).toBe(200);
    expect(staff.json<StoreTaxInvoice>().orderNumber).toBe(order.orderNumber);
  });

  it('names the recipient and their address when the supply is over $1,000', async () => {
    const { order: big } = await placeOrder(t, shopper, weddingCake.id, 1);
    expect(big.totalAmount).toBe('1092.50');
    const invoice = (await invoiceOf(big.id, shopper.headers)).json<StoreTaxInvoice>();
    expect(invoice.recipient).toEqual({
      name: big.customerName,
      address: [big.deliveryAddress, big.deliverySuburb, big.deliveryCity, big.deliveryPostalCode].join(', '),
    });
    const text = pdfText((await pdfOf(big.id, shopper.headers)).rawPayload);
    expect(text).toContain('Recipient');
    expect(text).toContain(big.customerName);
    expect(text).toContain(big.deliveryAddress!);
  });
});

describe('a refund', () => {
  it('issues a supply correction with its own number, next in the sequence', async () => {
    const shopper = await newShopper(t);
    const { order } = await placeOrder(t, shopper, baklava.id, 1);
    const invoice = (await invoiceOf(order.id, shopper.headers)).json<StoreTaxInvoice>();
    const cancel = await t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${order.id}/cancel`,
      headers: admin,
      payload: { reason: 'Customer asked' },
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    const corrected = (await invoiceOf(order.id, shopper.headers)).json<StoreTaxInvoice>();
    expect(corrected.invoice!.number).toBe(invoice.invoice!.number);
    expect(corrected.correction).toMatchObject({
      number: invoice.invoice!.number + 1,
      total: '23.00',
      gst: '3.00',
      totalExcludingGst: '20.00',
      dateOfSupply: aucklandNow().date,
    });
    const text = pdfText((await pdfOf(order.id, shopper.headers)).rawPayload);
    expect(text).toContain('Supply correction');
    expect(text).toContain(`Correction number: ${corrected.correction!.number}`);
    expect(text).toContain(`Corrects tax invoice: ${invoice.invoice!.number}`);
    expect(text).toContain('GST refunded: $3.00');
  });

  it('numbers every document of the shop one after another, without a gap', async () => {
    const numbers = (await t.database.db.select({ n: taxDocuments.number }).from(taxDocuments)).map((r) => r.n);
    numbers.sort((a, b) => a - b);
    expect(numbers).toEqual(numbers.map((_, i) => i + 1));
  });
});

describe('a shop that is not GST-registered', () => {
  it('adds no GST, and its document says it is not a tax invoice', async () => {
    await register(false, null);
    try {
      const settings = (await t.app.inject({ url: '/api/business-settings' })).json<{ gstRegistered: boolean }>();
      expect(settings.gstRegistered).toBe(false);
      const shopper = await newShopper(t);
      const { order, intent } = await placeOrder(t, shopper, baklava.id, 1);
      expect(intent).toMatchObject({ gst: '0.00', total: '20.00', gstRegistered: false });
      expect(order).toMatchObject({ subtotal: '20.00', gst: '0.00', totalAmount: '20.00' });
      const invoice = (await invoiceOf(order.id, shopper.headers)).json<StoreTaxInvoice>();
      expect(invoice).toMatchObject({ registered: false, invoice: null, gst: '0.00', total: '20.00' });
      expect(invoice.statement).toContain('not registered for GST');
      const res = await pdfOf(order.id, shopper.headers);
      expect(res.headers['content-disposition']).toBe(`attachment; filename="receipt-${order.orderNumber}.pdf"`);
      const text = pdfText(res.rawPayload);
      expect(text).toContain('Receipt');
      expect(text).toContain('not registered for GST');
      expect(text).not.toContain('GST number');
      expect(text).not.toContain('GST included');
      // And the confirmation e-mail says nothing of GST.
      const [confirmation] = await t.database.db
        .select()
        .from(mailOutbox)
        .where(eq(mailOutbox.dedupeKey, `order-confirmation:${order.id}`));
      expect(confirmation!.textBody).toContain(`Total: $20.00\n`);
      expect(confirmation!.textBody).toContain(`Receipt: ${t.config.publicUrl}/orders/${order.id}/tax-invoice`);
      expect(confirmation!.textBody).not.toContain('GST');
    } finally {
      await register(true, '49091850');
    }
  });
});

describe('GET /api/admin/gst-report', () => {
  it('totals sales and GST by date of supply, equal to the sum of its orders to the cent', async () => {
    const today = aucklandNow().date;
    const res = await t.app.inject({ url: `/api/admin/gst-report?from=${today}&to=${today}`, headers: admin });
    expect(res.statusCode, res.body).toBe(200);
    const report = res.json<AdminGstReport>();
    const all = await t.database.db.select().from(orders);
    const paidToday = all.filter((o) => aucklandNow(o.createdAt).date === today);
    const cents = (values: string[]) => values.reduce((sum, v) => sum + Math.round(Number(v) * 100), 0);
    const sum = (key: 'totalCents' | 'gstCents') => paidToday.reduce((s, o) => s + o[key], 0);
    expect(report.sales.count).toBe(paidToday.length);
    expect(parseMoney(report.sales.total)).toBe(sum('totalCents'));
    expect(parseMoney(report.sales.gst)).toBe(sum('gstCents'));
    const sales = report.rows.filter((r) => r.kind === 'sale');
    expect(cents(sales.map((r) => r.total))).toBe(sum('totalCents'));
    expect(cents(sales.map((r) => r.gst))).toBe(sum('gstCents'));
    const refunded = all.filter((o) => o.refundedCents > 0);
    expect(report.refunds.count).toBe(refunded.length);
    expect(parseMoney(report.refunds.total)).toBe(refunded.reduce((s, o) => s + o.refundedCents, 0));
    expect(cents(report.rows.map((r) => r.total))).toBe(parseMoney(report.net.total));
    expect(cents(report.rows.map((r) => r.gst))).toBe(parseMoney(report.net.gst));
    expect(report).toMatchObject({ registered: true, gstNumber: GST_NUMBER });
  });

  it('is empty for a day with no orders, and refuses bad dates by name', async () => {
    const empty = await t.app.inject({ url: '/api/admin/gst-report?from=2019-01-01&to=2019-01-31', headers: admin });
    expect(empty.json<AdminGstReport>()).toMatchObject({ rows: [], net: { total: '0.00', gst: '0.00' } });
    const bad = await t.app.inject({ url: '/api/admin/gst-report?from=2026-02-31&to=2026-03-01', headers: admin });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('from');
    const backwards = await t.app.inject({
      url: '/api/admin/gst-report?from=2026-03-02&to=2026-03-01',
      headers: admin,
    });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.body).toContain('to must be on or after from');
    const customer = await newShopper(t);
    expect(
      (await t.app.inject({ url: '/api/admin/gst-report?from=2026-03-01&to=2026-03-01', headers: customer.headers }))
        .statusCode,
    ).toBe(403);
  });
});
