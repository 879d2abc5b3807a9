import { execFileSync } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import type { Browser } from '@playwright/test';
import { expect, test } from './fixtures';
import { allowing } from '../src/test/time-limits';
import { freeSlot, plainSweet, quantityForMinimum } from './shop';
import { accessTokenOf, DEMO_ADMIN, DEMO_CUSTOMER, signIn } from './sign-in';
import { keepScreenshot } from './screenshots';

/**
 * Issue 26: a customer of a GST-registered shop opens a paid order's tax invoice from /orders and
 * downloads its PDF, which holds the shop's GST number and the order's total and GST. Screenshots
 * are kept when asked for (e2e/screenshots.ts).
 */
test.describe.configure({ timeout: allowing(120_000) });

const GST_NUMBER = '49-091-850';

/** Staff register the shop for GST with its number, through the admin API as the settings screen does. */
async function registerForGst(browser: Browser): Promise<void> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, DEMO_ADMIN.email, DEMO_ADMIN.password);
  const headers = { authorization: `Bearer ${await accessTokenOf(page)}` };
  const current = (await (await page.request.get('/api/admin/business-settings', { headers })).json()) as Record<
    string,
    unknown
  >;
  const saved = await page.request.put('/api/admin/business-settings', {
    headers,
    data: { ...current, gstRegistered: true, gstNumber: GST_NUMBER },
  });
  expect(saved.ok(), await saved.text()).toBe(true);
  await context.close();
}

/** One paid pickup order of the demo customer, placed through the API as the checkout does. */
async function placeOrder(
  browser: Browser,
): Promise<{ id: string; orderNumber: number; totalAmount: string; gst: string }> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, DEMO_CUSTOMER.email, DEMO_CUSTOMER.password);
  const headers = { authorization: `Bearer ${await accessTokenOf(page)}` };
  const request = page.request;
  const sweet = await plainSweet(request);
  const { deliveryDate, deliveryTime } = await freeSlot(request);
  const sessionId = crypto.randomUUID();
  await request.post('/api/cart', {
    data: { sessionId, productId: sweet.id, quantity: quantityForMinimum(sweet.price) },
  });
  const intentRes = await request.post('/api/create-payment-intent', { headers, data: { sessionId } });
  expect(intentRes.ok(), await intentRes.text()).toBe(true);
  const intent = (await intentRes.json()) as { paymentIntentId: string; clientSecret: string };
  const deliveryAddress = {
    fulfilment: 'pickup',
    fullName: 'Invoice Journey',
    email: DEMO_CUSTOMER.email,
    phone: '021 555 0199',
    specialInstructions: '',
    deliveryDate,
    deliveryTime,
  };
  const { paymentIntentId } = intent;
  const details = await request.post('/api/checkout/details', {
    headers,
    data: { sessionId, paymentIntentId, deliveryAddress },
  });
  expect(details.ok(), await details.text()).toBe(true);
  await request.post(`/api/test-payments/${paymentIntentId}/confirm`, {
    data: {
      clientSecret: intent.clientSecret,
      card: { number: '4242424242424242', expMonth: 12, expYear: 2034, cvc: '123', name: 'Invoice Journey' },
    },
  });
  const confirmed = await request.post('/api/confirm-order', {
    headers,
    data: { sessionId, paymentIntentId, deliveryAddress },
  });
  expect(confirmed.ok(), await confirmed.text()).toBe(true);
  const order = (await confirmed.json()) as { id: string; orderNumber: number; totalAmount: string; gst: string };
  await context.close();
  return order;
}

const money = (value: string) => `$${Number(value).toLocaleString('en-NZ', { minimumFractionDigits: 2 })}`;

test('a customer downloads the tax invoice of a paid order from /orders', async ({ page, browser }, testInfo) => {
  await registerForGst(browser);
  const order = await placeOrder(browser);

  await signIn(page, DEMO_CUSTOMER.email, DEMO_CUSTOMER.password);
  await page.goto('/orders');
  // Each order's card is labelled by its heading (order-card.tsx).
  const card = page.locator(`[aria-labelledby="order-${order.id}"]`);
  const link = card.getByRole('link', { name: 'Tax invoice' });
  await link.scrollIntoViewIfNeeded();
  await link.click();

  await expect(page).toHaveURL(new RegExp(`/orders/${order.id}/tax-invoice$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Tax invoice' })).toBeVisible();
  await expect(page.getByTestId('tax-invoice-gst-number')).toHaveText(`GST number ${GST_NUMBER}`);
  await expect(page.getByTestId('tax-invoice-total')).toHaveText(money(order.totalAmount));
  await expect(page.getByTestId('tax-invoice-gst')).toHaveText(money(order.gst));
  const sideways = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(sideways).toBe(0);
  await keepScreenshot(page, `tax-invoice-${testInfo.project.name}`, { fullPage: true });

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download PDF' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^tax-invoice-\d+\.pdf$/);
  const pdf = await readFile((await download.path())!);
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  const text = execFileSync('pdftotext', ['-layout', '-', '-'], { input: pdf })
    .toString('utf8')
    .replace(/[ \t]+/g, ' ');
  expect(text).toContain('Tax invoice');
  expect(text).toContain(`GST number: ${GST_NUMBER}`);
  expect(text).toContain(`Order: #${order.orderNumber}`);
  expect(text).toContain(`Total: ${money(order.totalAmount)}`);
  expect(text).toContain(`GST included (15%): ${money(order.gst)}`);
});
