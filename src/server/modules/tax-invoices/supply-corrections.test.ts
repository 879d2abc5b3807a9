/**
 * One supply correction per refund (issue 26, decision 0219): each partial refund, and a cancel's
 * rest, gets its own numbered correction in the refund's own transaction, for exactly its amount
 * and GST; the customer and staff download each as its own PDF; an order's documents net to zero.
 */
import { execFileSync } from 'node:child_process';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StoreProduct } from '../../../contracts/catalog';
import type { StoreOrder } from '../../../contracts/checkout';
import type { AdminGstReport, StoreTaxInvoice } from '../../../contracts/tax-invoices';
import { aucklandNow } from '../../../domain/delivery';
import { businessSettings, orderRefunds, orders, taxDocuments } from '../../db/schema';
import { newShopper, placeOrder, relaxShopRules, type Shopper } from '../../test/checkout-helpers';
import { createProduct } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { adminClaims, bearer, mintToken } from '../../test/tokens';

let t: TestApp;
let admin: Record<string, string>;
let baklava: StoreProduct;
let keys = 0;

beforeAll(async () => {
  // No settings cache: the tests change the GST registration in the database between requests.
  t = await createTestApp({ RATE_LIMIT_PAYMENT_INTENTS_PER_MINUTE: '1000', CATALOG_CACHE_SECONDS: '0' });
  await relaxShopRules(t);
  admin = bearer(await mintToken(t, adminClaims()));
  baklava = await createProduct(t, { name: 'Correction Test Baklava', priceCents: 2000 });
  await register(true, '49091850');
});
afterAll(() => t.close());

const register = (gstRegistered: boolean, gstNumber: string | null) =>
  t.database.db.update(businessSettings).set({ gstRegistered, gstNumber });

const invoiceOf = async (orderId: string, headers: Record<string, string>) => {
  const res = await t.app.inject({ url: `/api/orders/${orderId}/tax-invoice`, headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<StoreTaxInvoice>();
};
const correctionPdf = (orderId: string, number: number | string, headers: Record<string, string>) =>
  t.app.inject({ url: `/api/orders/${orderId}/supply-corrections/${number}.pdf`, headers });
const pdfText = (pdf: Buffer) =>
  execFileSync('pdftotext', ['-layout', '-', '-'], { input: pdf })
    .toString('utf8')
    .replace(/[ \t]+/g, ' ');

const refundPart = async (orderId: string, amount: string) => {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/admin/orders/${orderId}/refunds`,
    headers: admin,
    payload: { amount, reason: 'A tray was short', idempotencyKey: `correction-test-${(keys += 1)}` },
  });
  expect(res.statusCode, res.body).toBe(200);
};
const cancel = async (orderId: string) => {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/admin/orders/${orderId}/cancel`,
    headers: admin,
    payload: { reason: 'Customer asked' },
  });
  expect(res.statusCode, res.body).toBe(200);
};
const documentsOf = (orderId: string) =>
  t.database.db.select().from(taxDocuments).where(eq(taxDocuments.orderId, orderId)).orderBy(asc(taxDocuments.number));
const refundIdsOf = async (orderId: string) =>
  (
    await t.database.db
      .select({ id: orderRefunds.id })
      .from(orderRefunds)
      .where(eq(orderRefunds.orderId, orderId))
      .orderBy(asc(orderRefunds.createdAt))
  ).map((r) => r.id);

describe('two partial refunds and a cancel', () => {
  let shopper: Shopper;
  let order: StoreOrder;

  beforeAll(async () => {
    shopper = await newShopper(t);
    // Two baklava at $20 with GST added: $46.00, of which $6.00 GST.
    ({ order } = await placeOrder(t, shopper, baklava.id, 2));
    expect(order).toMatchObject({ totalAmount: '46.00', gst: '6.00' });
  });

  it('issues each refund its own correction when it is made, before anyone reads the invoice', async () => {
    await refundPart(order.id, '10.00');
    // Issued in the refund's transaction: the invoice first (a correction corrects an invoice), then it.
    const afterFirst = await documentsOf(order.id);
    expect(afterFirst.map((d) => [d.kind, d.totalCents, d.gstCents])).toEqual([
      ['invoice', 4600, 600],
      ['correction', 1000, 130],
    ]);
    expect(afterFirst[1]!.number).toBe(afterFirst[0]!.number + 1);
    const [firstRefund] = await refundIdsOf(order.id);
    expect(afterFirst[1]!.refundId).toBe(firstRefund);

    await refundPart(order.id, '5.00');
    const afterSecond = await documentsOf(order.id);
    expect(afterSecond).toHaveLength(3);
    expect(afterSecond[2]).toMatchObject({ kind: 'correction', totalCents: 500, gstCents: 65 });
    expect(afterSecond[2]!.number).toBe(afterFirst[1]!.number + 1);
    expect(afterSecond[2]!.refundId).toBe((await refundIdsOf(order.id))[1]);
  });

  it("a cancel's correction takes back the rest, so the order's documents net to zero", async () => {
    await cancel(order.id);
    const docs = await documentsOf(order.id);
    expect(docs).toHaveLength(4);
    // $31.00 left; 3/23 of it would be $4.04, but exactly the $4.05 of GST not yet taken back is.
    expect(docs[3]).toMatchObject({ kind: 'correction', totalCents: 3100, gstCents: 405, refundId: null });
    const corrections = docs.filter((d) => d.kind === 'correction');
    const [stored] = await t.database.db.select().from(orders).where(eq(orders.id, order.id));
    expect(corrections.reduce((sum, d) => sum + d.totalCents, 0)).toBe(stored!.refundedCents);
    expect(corrections.reduce((sum, d) => sum + d.gstCents, 0)).toBe(stored!.gstCents);
    // Reading again issues nothing more.
    await invoiceOf(order.id, shopper.headers);
    expect(await documentsOf(order.id)).toHaveLength(4);
  });

  it("the GST report lists each correction as its document says, and the order's rows net to zero", async () => {
    const today = aucklandNow().date;
    const res = await t.app.inject({ url: `/api/admin/gst-report?from=${today}&to=${today}`, headers: admin });
    expect(res.statusCode, res.body).toBe(200);
    const report = res.json<AdminGstReport>();
    const mine = report.rows.filter((r) => r.orderId === order.id);
    const docs = await documentsOf(order.id);
    const money = (cents: number) => (cents / 100).toFixed(2);
    // The sale, then the two partial refunds and the cancel's rest, each with its credit note's figures.
    expect(mine.map((r) => [r.kind, r.total, r.gst])).toEqual([
      ['sale', '46.00', '6.00'],
      ...docs.filter((d) => d.kind === 'correction').map((d) => ['refund', money(-d.totalCents), money(-d.gstCents)]),
    ]);
    // Signed amounts as the report writes them ("-10.00" for a refund).
    const cents = (value: string) => Math.round(Number(value) * 100);
    expect(mine.reduce((sum, r) => sum + cents(r.total), 0)).toBe(0);
    expect(mine.reduce((sum, r) => sum + cents(r.gst), 0)).toBe(0);
    // And the whole report is the sum of its rows, to the cent.
    expect(report.rows.reduce((sum, r) => sum + cents(r.gst), 0)).toBe(cents(report.net.gst));
    expect(report.rows.reduce((sum, r) => sum + cents(r.total), 0)).toBe(cents(report.net.total));
  });

  it('shows every correction with its number on the invoice', async () => {
    const invoice = await invoiceOf(order.id, shopper.headers);
    const docs = await documentsOf(order.id);
    const numbers = docs.slice(1).map((d) => d.number);
    expect(invoice.invoice!.number).toBe(docs[0]!.number);
    expect(invoice.corrections).toMatchObject([
      { number: numbers[0], total: '10.00', gst: '1.30', totalExcludingGst: '8.70', dateOfSupply: aucklandNow().date },
      { number: numbers[1], total: '5.00', gst: '0.65' },
      { number: numbers[2], total: '31.00', gst: '4.05' },
    ]);
    expect(invoice.correction!.number).toBe(numbers[0]);
    expect(invoice.statement).toBe(
      `Tax invoice ${docs[0]!.number}, corrected by supply corrections ${numbers[0]}, ${numbers[1]} and ${numbers[2]} for the refunds.`,
    );
  });

  it('each correction downloads as its own PDF, for the customer and for staff', async () => {
    const docs = await documentsOf(order.id);
    for (const headers of [shopper.headers, admin]) {
      const res = await correctionPdf(order.id, docs[2]!.number, headers);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers['content-disposition']).toBe(
        `attachment; filename="supply-correction-${docs[2]!.number}.pdf"`,
      );
      const text = pdfText(res.rawPayload);
      expect(text).toContain('Supply correction');
      expect(text).toContain('GST number: 49-091-850');
      expect(text).toContain(`Correction number: ${docs[2]!.number}`);
      expect(text).toContain(`Corrects tax invoice: ${docs[0]!.number}`);
      expect(text).toContain('Refunded: $5.00');
      expect(text).toContain('GST refunded: $0.65');
      expect(text).not.toContain('Refunded: $10.00');
    }
    // The whole invoice's PDF lists all three.
    const whole = pdfText(
      (await t.app.inject({ url: `/api/orders/${order.id}/tax-invoice.pdf`, headers: shopper.headers })).rawPayload,
    );
    for (const doc of docs.slice(1)) expect(whole).toContain(`Correction number: ${doc.number}`);
  });

  it("another order's number, the invoice's own number, a stranger and a bad number are refused", async () => {
    const docs = await documentsOf(order.id);
    const stranger = await newShopper(t);
    expect((await correctionPdf(order.id, docs[1]!.number, stranger.headers)).statusCode).toBe(404);
    expect((await correctionPdf(order.id, docs[0]!.number, shopper.headers)).statusCode).toBe(404);
    const { order: other } = await placeOrder(t, shopper, baklava.id, 1);
    expect((await correctionPdf(other.id, docs[1]!.number, shopper.headers)).statusCode).toBe(404);
    const bad = await correctionPdf(order.id, 'abc', shopper.headers);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('number');
    expect((await correctionPdf(order.id, docs[1]!.number, {})).statusCode).toBe(401);
  });
});

describe('refunds while the shop could not issue documents', () => {
  it('issues nothing while it has no GST number, then each refund its own correction when first read', async () => {
    const shopper = await newShopper(t);
    const { order } = await placeOrder(t, shopper, baklava.id, 1);
    await register(true, null);
    try {
      await refundPart(order.id, '3.00');
      await refundPart(order.id, '4.00');
      expect(await documentsOf(order.id)).toEqual([]);
      expect((await invoiceOf(order.id, shopper.headers)).invoice).toBeNull();
    } finally {
      await register(true, '49091850');
    }
    const invoice = await invoiceOf(order.id, shopper.headers);
    expect(invoice.corrections.map((c) => [c.total, c.gst])).toEqual([
      ['3.00', '0.39'],
      ['4.00', '0.52'],
    ]);
    const docs = await documentsOf(order.id);
    expect(docs.map((d) => d.refundId)).toEqual([null, ...(await refundIdsOf(order.id))]);
  });

  it('an unregistered shop issues no correction for a refund', async () => {
    await register(false, null);
    try {
      const shopper = await newShopper(t);
      const { order } = await placeOrder(t, shopper, baklava.id, 1);
      await refundPart(order.id, '5.00');
      expect(await documentsOf(order.id)).toEqual([]);
      const invoice = await invoiceOf(order.id, shopper.headers);
      expect(invoice.corrections).toEqual([]);
      expect(invoice.statement).toContain('not registered for GST');
    } finally {
      await register(true, '49091850');
    }
  });
});

describe('the sequence', () => {
  it('numbers every document of the shop one after another, without a gap', async () => {
    const numbers = (await t.database.db.select({ n: taxDocuments.number }).from(taxDocuments)).map((r) => r.n);
    numbers.sort((a, b) => a - b);
    expect(numbers).toEqual(numbers.map((_, i) => i + 1));
  });
});
