/**
 * The tax invoice PDF prints te reo Māori as written (issue 26, decision 0211): the supplier's and
 * the recipient's names and addresses keep their macrons in the PDF's own text, read back with
 * poppler's pdftotext.
 */
import { execFileSync } from 'node:child_process';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { StoreTaxInvoice } from '../../../contracts/tax-invoices';
import { businessSettings } from '../../db/schema';
import { deliveryAddress, newShopper, placeOrder, relaxShopRules } from '../../test/checkout-helpers';
import { createProduct } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_PAYMENT_INTENTS_PER_MINUTE: '1000', CATALOG_CACHE_SECONDS: '0' });
  await relaxShopRules(t);
  await t.database.db
    .update(businessSettings)
    .set({ gstRegistered: true, gstNumber: '49091850', businessName: 'Te Whare Kai Ōtāhuhu', suburb: 'Ōtāhuhu' });
});
afterAll(() => t.close());

it('keeps the macrons of names and places in the PDF text', async () => {
  // Over $1,000, so the recipient's name and address are on it too.
  const cake = await createProduct(t, { name: 'Pōhutukawa Wedding Cake', priceCents: 110_000 });
  const shopper = await newShopper(t);
  const address = deliveryAddress({ fullName: 'Māui Tūhoe', suburb: 'Ōtāhuhu', postalCode: '1062' });
  const { order } = await placeOrder(t, shopper, cake.id, 1, address);
  const json = (
    await t.app.inject({ url: `/api/orders/${order.id}/tax-invoice`, headers: shopper.headers })
  ).json<StoreTaxInvoice>();
  expect(json.recipient?.name).toBe('Māui Tūhoe');
  const pdf = await t.app.inject({ url: `/api/orders/${order.id}/tax-invoice.pdf`, headers: shopper.headers });
  expect(pdf.statusCode).toBe(200);
  const text = execFileSync('pdftotext', ['-layout', '-', '-'], { input: pdf.rawPayload }).toString('utf8');
  for (const words of ['Te Whare Kai Ōtāhuhu', 'Māui Tūhoe', 'Pōhutukawa Wedding Cake', 'Ōtāhuhu']) {
    expect(text).toContain(words);
  }
});
