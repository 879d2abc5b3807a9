import { readFile } from 'node:fs/promises';
import { expectNoAxeViolations } from './axe';
import type { APIRequestContext, Browser, Locator, Page } from '@playwright/test';
import { expect, test, waitForHydration } from './fixtures';
import { allowing } from '../src/test/time-limits';
import { expectToast, freeSlot, plainSweet } from './shop';
import { DEMO_ADMIN, DEMO_CUSTOMER, signIn } from './sign-in';
import { keepScreenshot } from './screenshots';

/**
 * The admin's Orders screen (issue [8 of 11]): filters, status changes seen by the customer, the
 * details dialog with its history, the production sheet and its print layout, live new orders,
 * cancel and refund, CSV export, and XSS payloads rendering as text. Other journeys place orders at
 * the same time, so every check narrows to this test's own orders (a unique tag in the name).
 */
test.describe.configure({ mode: 'parallel', timeout: allowing(90_000) });

const XSS = '<img src=x onerror=alert(1)>';

interface PlacedOrder {
  id: string;
  orderNumber: number;
  customerName: string;
  customerEmail: string;
  deliveryDate: string;
  deliveryTime: string;
  productName: string;
  quantity: number;
  totalAmount: string;
}

const tagOf = () => Math.random().toString(36).slice(2, 8);

async function tokenOf(page: Page): Promise<string> {
  return page.evaluate(() => {
    const key = Object.keys(sessionStorage).find((k) => k.startsWith('oidc.user:'))!;
    return (JSON.parse(sessionStorage.getItem(key)!) as { access_token: string }).access_token;
  });
}

/** A token of the demo account, from a browser context of its own. */
async function tokenFor(browser: Browser, account: { email: string; password: string }): Promise<string> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, account.email, account.password);
  const token = await tokenOf(page);
  await context.close();
  return token;
}
const customerToken = (browser: Browser) => tokenFor(browser, DEMO_CUSTOMER);

interface Slot {
  time: string;
  available: boolean;
  reason: string | null;
}

/** The pickup slots of a day as the checkout offers them. */
async function pickupSlots(request: APIRequestContext, date: string): Promise<Slot[]> {
  const response = await request.get(`/api/checkout/slots?date=${date}&fulfilment=pickup`);
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()) as Slot[];
}

async function slotOf(request: APIRequestContext, date: string, time: string): Promise<Slot> {
  const slot = (await pickupSlots(request, date)).find((s) => s.time === time);
  expect(slot, `slot ${time} on ${date}`).toBeDefined();
  return slot!;
}

type OrderOptions = { fullName: string; email?: string; specialInstructions?: string; extra?: number };

/**
 * A checkout up to its bound details (cart, payment intent, pickup details): from here on it holds
 * a place in its slot for 30 minutes, as a customer at the payment step does.
 */
async function bindCheckout(
  request: APIRequestContext,
  token: string,
  options: OrderOptions & { deliveryDate: string; deliveryTime: string },
) {
  const sweet = await plainSweet(request);
  const quantity = Math.max(1, Math.ceil(2500 / Math.round(Number(sweet.price) * 100))) + (options.extra ?? 0);
  const headers = { authorization: `Bearer ${token}` };
  const sessionId = crypto.randomUUID();
  expect((await request.post('/api/cart', { data: { sessionId, productId: sweet.id, quantity } })).ok()).toBe(true);
  const intentResponse = await request.post('/api/create-payment-intent', { headers, data: { sessionId } });
  expect(intentResponse.ok(), await intentResponse.text()).toBe(true);
  const intent = (await intentResponse.json()) as { paymentIntentId: string; clientSecret: string };
  const deliveryAddress = {
    fulfilment: 'pickup',
    fullName: options.fullName,
    email: options.email ?? DEMO_CUSTOMER.email,
    phone: '021 555 0199',
    specialInstructions: options.specialInstructions ?? '',
    deliveryDate: options.deliveryDate,
    deliveryTime: options.deliveryTime,
  };
  const details = await request.post('/api/checkout/details', {
    headers,
    data: { sessionId, paymentIntentId: intent.paymentIntentId, deliveryAddress },
  });
  expect(details.ok(), await details.text()).toBe(true);
  return { sessionId, intent, deliveryAddress, headers, sweet, quantity };
}

/** A pickup order paid with the test card 4242, placed through the API as the checkout does. */
async function placeOrder(
  request: APIRequestContext,
  token: string,
  options: OrderOptions & { daysAhead?: number; slot?: { deliveryDate: string; deliveryTime: string } },
): Promise<PlacedOrder> {
  const { deliveryDate, deliveryTime } = options.slot ?? (await freeSlot(request, { fromDay: options.daysAhead ?? 3 }));
  const { sessionId, intent, deliveryAddress, headers, sweet, quantity } = await bindCheckout(request, token, {
    ...options,
    deliveryDate,
    deliveryTime,
  });
  await request.post(`/api/test-payments/${intent.paymentIntentId}/confirm`, {
    data: {
      clientSecret: intent.clientSecret,
      card: { number: '4242424242424242', expMonth: 12, expYear: 2034, cvc: '123', name: options.fullName },
    },
  });
  const confirmed = await request.post('/api/confirm-order', {
    headers,
    data: { sessionId, paymentIntentId: intent.paymentIntentId, deliveryAddress },
  });
  expect(confirmed.ok(), await confirmed.text()).toBe(true);
  const order = (await confirmed.json()) as PlacedOrder;
  return { ...order, productName: sweet.name, quantity };
}

async function openOrdersAsAdmin(page: Page, path = '/admin/orders'): Promise<void> {
  await signIn(page, DEMO_ADMIN.email, DEMO_ADMIN.password);
  await page.goto(path);
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Order Management' })).toBeVisible({
    timeout: allowing(15_000),
  });
}

async function search(page: Page, text: string): Promise<void> {
  await page.getByRole('searchbox', { name: 'Search' }).fill(text);
}

const row = (page: Page, order: Pick<PlacedOrder, 'orderNumber'>): Locator =>
  page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: `#${order.orderNumber}`, exact: true }) });

const showing = (page: Page) => page.getByText(/^Showing \d+ of \d+ orders$/);

test('the admin filters, sorts and searches orders @desktop', async ({ page, browser }) => {
  const tag = tagOf();
  const token = await customerToken(browser);
  const small = await placeOrder(page.request, token, { fullName: `Filter ${tag} Small` });
  const large = await placeOrder(page.request, token, { fullName: `Filter ${tag} Large`, extra: 3 });
  expect(Number(large.totalAmount)).toBeGreaterThan(Number(small.totalAmount));

  await openOrdersAsAdmin(page);
  await expect(page.getByRole('heading', { name: 'Filter Orders' })).toBeVisible();
  await expect(page.getByText('Manage customer orders and delivery status')).toBeVisible();
  await expect(showing(page)).toBeVisible();

  await search(page, tag);
  await expect(page.getByText(/^Showing 2 of \d+ orders$/)).toBeVisible();
  const rowHeaders = page.getByRole('table').getByRole('rowheader');
  // Newest first by default: the large order was placed second.
  await expect(rowHeaders).toHaveText([`#${large.orderNumber}`, `#${small.orderNumber}`]);

  await page.getByLabel('Sort by').selectOption({ label: 'Total Amount' });
  await page.getByLabel('Sort order').selectOption({ label: 'Oldest First' });
  await expect(rowHeaders).toHaveText([`#${small.orderNumber}`, `#${large.orderNumber}`]);
  await page.getByLabel('Sort order').selectOption({ label: 'Newest First' });
  await expect(rowHeaders).toHaveText([`#${large.orderNumber}`, `#${small.orderNumber}`]);

  await page.getByLabel('Sort by').selectOption({ label: 'Customer Name' });
  await page.getByLabel('Sort order').selectOption({ label: 'Oldest First' });
  await expect(rowHeaders).toHaveText([`#${large.orderNumber}`, `#${small.orderNumber}`]); // Large < Small

  await search(page, `#${small.orderNumber}`);
  await expect(rowHeaders).toHaveText([`#${small.orderNumber}`]);
  await expect(row(page, small)).toContainText(`Filter ${tag} Small`);
  await expect(row(page, small)).toContainText(DEMO_CUSTOMER.email);
  await expect(row(page, small)).toContainText(`$${Number(small.totalAmount).toFixed(2)}`);

  await search(page, tag);
  await page.getByLabel('Date range').selectOption({ label: 'Today' });
  await expect(page.getByText(/^Showing 2 of \d+ orders$/)).toBeVisible();
  await page.getByLabel('Status', { exact: true }).selectOption({ label: 'Delivered' });
  await expect(page.getByText('No orders match your current filters.')).toBeVisible();
  await expect(page.getByText(/^Showing 0 of \d+ orders$/)).toBeVisible();
  await page.getByLabel('Status', { exact: true }).selectOption({ label: 'Order Confirmed' });
  await expect(rowHeaders).toHaveCount(2);
});

test('a status change shows on the customer’s orders and in the details history @desktop', async ({
  page,
  browser,
}) => {
  const tag = tagOf();
  const token = await customerToken(browser);
  const order = await placeOrder(page.request, token, { fullName: `Status ${tag}` });

  await openOrdersAsAdmin(page);
  await search(page, tag);
  const select = page.getByRole('combobox', { name: `Status of order #${order.orderNumber}` });
  await expect(select).toHaveValue('orderconfirmed');
  // The journey's orders are pickups: their way is Ready to Collect, then Collected (decision 0153).
  await select.selectOption({ label: 'Ready to Collect' });
  await expectToast(page, 'Order Updated', 'Order status has been updated successfully');
  await expect(select).toHaveValue('readyforpickup');
  await expect(select).toBeEnabled();

  await row(page, order).getByRole('button', { name: /^View/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Order Details' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText(`Order #${order.orderNumber}`)).toBeVisible();
  await expect(dialog.getByText(order.productName).first()).toBeVisible();
  await expect(dialog.getByText('Order Confirmed → Ready to Collect')).toBeVisible();
  await expect(dialog.getByText(new RegExp(`^${DEMO_ADMIN.email} · `))).toBeVisible();
  await expectNoAxeViolations(page, 'the details dialog', { soft: true });

  const customer = await browser.newContext();
  const customerPage = await customer.newPage();
  await signIn(customerPage, DEMO_CUSTOMER.email, DEMO_CUSTOMER.password);
  await customerPage.goto('/orders');
  const heading = customerPage.getByRole('heading', { name: `Order #${order.orderNumber}` });
  await expect(heading).toBeVisible({ timeout: allowing(15_000) });
  const card = heading.locator('xpath=ancestor::*[@aria-labelledby][1]');
  await expect(card.getByText('Ready to Collect').first()).toBeVisible();
  await customer.close();
});

test('the production sheet lists a day’s order and prints on A4 without the admin chrome @desktop', async ({
  page,
  browser,
}, testInfo) => {
  const tag = tagOf();
  const token = await customerToken(browser);
  const order = await placeOrder(page.request, token, {
    fullName: `Kitchen ${tag}`,
    specialInstructions: `Box them separately ${tag}`,
    daysAhead: 5,
  });

  await openOrdersAsAdmin(page);
  await page.getByRole('tab', { name: 'Production' }).click();
  await expect(page).toHaveURL(/view=production/);
  const date = page.getByLabel('Production date');
  await date.fill(order.deliveryDate);
  await expect(page).toHaveURL(new RegExp(`date=${order.deliveryDate}`));

  const entry = page.locator('li[data-order-id]:visible').filter({ hasText: `#${order.orderNumber} · Kitchen ${tag}` });
  await expect(entry).toBeVisible();
  await expect(entry).toContainText(`${order.quantity} × ${order.productName}`);
  await expect(entry).toContainText(`Box them separately ${tag}`);
  await expect(page.getByRole('heading', { name: /^Production for / }).first()).toBeVisible();
  await expect(page.getByRole('cell', { name: order.productName, exact: true }).first()).toBeVisible();
  await expectNoAxeViolations(page, 'the production view', { soft: true });

  // The Print button opens the browser's print dialog.
  await page.evaluate(() => {
    (window as unknown as { printed: number }).printed = 0;
    window.print = () => {
      (window as unknown as { printed: number }).printed += 1;
    };
  });
  await page.getByRole('button', { name: 'Print sheet' }).click();
  expect(await page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);

  await page.emulateMedia({ media: 'print' });
  const sheet = page.locator('.production-print');
  await expect(sheet).toBeVisible();
  await expect(sheet).toContainText(`#${order.orderNumber} · Kitchen ${tag}`);
  await expect(page.getByRole('button', { name: 'Print sheet' })).toBeHidden();
  await expect(page.getByLabel('Production date')).toBeHidden();
  await expect(page.getByRole('navigation').first()).toBeHidden();
  // Read until print's styles have settled: right after the switch the page's own colour may still show.
  await expect(sheet).toHaveCSS('color', 'rgb(0, 0, 0)');
  await keepScreenshot(page, 'production-print', { fullPage: true });
  const pdf = await page.pdf({ format: 'A4', printBackground: true });
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  expect(pdf.toString('latin1').match(/\/Type\s*\/Page[^s]/g)?.length ?? 0).toBeGreaterThanOrEqual(1);
  await testInfo.attach('production.pdf', { body: pdf, contentType: 'application/pdf' });
  await page.emulateMedia({ media: 'screen' });
});

test('a new order placed in another browser appears on the open orders screen without a reload @desktop', async ({
  page,
  browser,
}) => {
  const tag = tagOf();
  const token = await customerToken(browser);
  await openOrdersAsAdmin(page);
  await expect(showing(page)).toBeVisible();
  await search(page, tag);
  await expect(page.getByText('No orders match your current filters.')).toBeVisible();
  await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));

  const other = await browser.newContext();
  const order = await placeOrder(other.request, token, { fullName: `Live ${tag}` });
  await other.close();

  await expect(row(page, order)).toBeVisible({ timeout: allowing(10_000) });
  await expect(row(page, order)).toContainText(`Live ${tag}`);
  expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
});

test('cancelling an order refunds it, frees its slot and reverses its points @desktop', async ({ page, browser }) => {
  // Refund, then the list, details, figures and sheet re-read before the dialog closes: on a loaded
  // machine that takes longer than the usual 7 seconds of an expectation.
  const AFTER_CANCEL = { timeout: allowing(25_000) };
  const tag = tagOf();
  const token = await customerToken(browser);
  // Three weeks out: the other journeys take the first free slots from three days on, so nothing
  // else books or holds this slot while the test fills it.
  const order = await placeOrder(page.request, token, { fullName: `Cancel ${tag}`, daysAhead: 21 });

  await openOrdersAsAdmin(page);
  const admin = { authorization: `Bearer ${await tokenOf(page)}` };

  // The slot is made full: more orders take its remaining places. (Checkouts at the payment step
  // would not do: one account holds one place at a time, decision 0107.)
  const settings = await page.request.get('/api/admin/business-settings', { headers: admin });
  expect(settings.ok(), await settings.text()).toBe(true);
  const { slotCapacity: capacity } = (await settings.json()) as { slotCapacity: number };
  const slot = { deliveryDate: order.deliveryDate, deliveryTime: order.deliveryTime };
  for (
    let taken = 0;
    taken < capacity && (await slotOf(page.request, slot.deliveryDate, slot.deliveryTime)).available;
    taken += 1
  ) {
    await placeOrder(page.request, token, { fullName: `Filler ${taken} ${tag}`, slot });
  }
  expect(await slotOf(page.request, order.deliveryDate, order.deliveryTime)).toMatchObject({
    available: false,
    reason: 'Full',
  });

  await search(page, tag);
  await row(page, order).getByRole('button', { name: /^View/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Order Details' });
  await dialog.getByRole('button', { name: 'Cancel order' }).click();
  const confirm = page.getByRole('dialog', { name: 'Cancel this order?' });
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: 'Cancel order and refund' }).click();
  await expect(confirm.getByText('Please give a reason for the cancellation')).toBeVisible();
  await confirm.getByLabel('Reason').fill(`Customer called ${tag}`);
  // The server's answer is checked on its own, so a refusal fails here with its status and reason.
  const answered = page.waitForResponse(
    (r) => r.url().endsWith(`/api/admin/orders/${order.id}/cancel`) && r.request().method() === 'POST',
  );
  await confirm.getByRole('button', { name: 'Cancel order and refund' }).click();
  const answer = await answered;
  expect(answer.status(), `cancel answered ${answer.status()}: ${await answer.text()}`).toBe(200);
  // The toast (shown for 5 s) and the dialog closing come together once the lists are re-read.
  await expectToast(page, 'Order Cancelled', `$${Number(order.totalAmount).toFixed(2)} refunded`, AFTER_CANCEL);
  await expect(confirm).toBeHidden(AFTER_CANCEL);

  await expect(dialog.getByText(`Refunded $${Number(order.totalAmount).toFixed(2)}`, { exact: false })).toBeVisible();
  await expect(dialog.getByText(`Reason: Customer called ${tag}`)).toBeVisible();
  await expect(dialog.locator('[data-status="cancelled"]')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Cancel order' })).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
  await expect(row(page, order).locator('[data-status="cancelled"]')).toBeVisible();
  await expect(page.getByRole('combobox', { name: `Status of order #${order.orderNumber}` })).toHaveCount(0);

  // Its place in the slot is free again: the full slot is offered to customers once more.
  expect(await slotOf(page.request, order.deliveryDate, order.deliveryTime)).toMatchObject({
    available: true,
    reason: null,
  });
  // And the kitchen's sheet for that day leaves it out.
  const sheet = (await (
    await page.request.get(`/api/admin/production?date=${order.deliveryDate}`, { headers: admin })
  ).json()) as { orders: { orderId: string }[] };
  expect(sheet.orders.map((o) => o.orderId)).not.toContain(order.id);
  // The points it earned are taken back, in the customer's history.
  const me = { authorization: `Bearer ${token}` };
  const profile = (await (await page.request.get('/api/auth/user', { headers: me })).json()) as { sub: string };
  const history = (await (
    await page.request.get(`/api/loyalty/${profile.sub}/transactions`, { headers: me })
  ).json()) as { type: string; description: string }[];
  expect(
    history.some((t) => t.type === 'reversed' && t.description.startsWith(`Order #${order.orderNumber} cancelled`)),
  ).toBe(true);
});

test('the filtered orders export as CSV @desktop', async ({ page, browser }) => {
  const tag = tagOf();
  const token = await customerToken(browser);
  const order = await placeOrder(page.request, token, { fullName: `Export ${tag}` });

  await openOrdersAsAdmin(page);
  await search(page, tag);
  await expect(page.getByText(/^Showing 1 of \d+ orders$/)).toBeVisible();
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/\.csv$/);
  const csv = await readFile((await download.path())!, 'utf8');
  const lines = csv.trim().split(/\r?\n/);
  expect(lines.length).toBe(2); // the header and the order's one line
  expect(lines[1]).toContain(String(order.orderNumber));
  expect(lines[1]).toContain(`Export ${tag}`);
  expect(lines[1]).toContain(order.productName);
});

test('XSS payloads in the customer name and instructions render as text @desktop', async ({ page, browser }) => {
  const tag = tagOf();
  const dialogs: string[] = [];
  page.on('dialog', async (dialog) => {
    dialogs.push(dialog.message());
    await dialog.dismiss();
  });
  const token = await customerToken(browser);
  const email = `xss-${tag}@example.com`;
  const order = await placeOrder(page.request, token, { fullName: XSS, email, specialInstructions: XSS });

  await openOrdersAsAdmin(page);
  await search(page, email);
  await expect(row(page, order)).toContainText(XSS);
  await row(page, order).getByRole('button', { name: /^View/ }).click();
  const details = page.getByRole('dialog', { name: 'Order Details' });
  await expect(details.getByText(XSS)).toHaveCount(2);
  await expect(page.locator('img[src="x"]')).toHaveCount(0);
  await page.keyboard.press('Escape');

  await page.getByRole('tab', { name: 'Production' }).click();
  await page.getByLabel('Production date').fill(order.deliveryDate);
  await expect(page.locator('li[data-order-id]:visible').filter({ hasText: `#${order.orderNumber}` })).toContainText(
    XSS,
  );
  await expect(page.locator('img[src="x"]')).toHaveCount(0);
  expect(dialogs).toEqual([]);
});

test('the orders screen at 1280, 820 and 375 px @desktop', async ({ page, browser }) => {
  const tag = tagOf();
  const token = await customerToken(browser);
  const order = await placeOrder(page.request, token, {
    fullName: `Screens ${tag}`,
    specialInstructions: 'Please write the card in blue icing',
  });
  await openOrdersAsAdmin(page);
  await expect(showing(page)).toBeVisible();
  await expectNoAxeViolations(page, 'the orders list', { soft: true });
  for (const width of [1280, 820, 375]) {
    await page.setViewportSize({ width, height: width === 375 ? 740 : 900 });
    await search(page, '');
    await expect(showing(page)).toBeVisible();
    await keepScreenshot(page, `orders-${width}`, { fullPage: true });
    await search(page, tag);
    // The table stays usable: its View button can be reached (the table scrolls inside its card).
    const view = row(page, order).getByRole('button', { name: /^View/ });
    await view.scrollIntoViewIfNeeded();
    await view.click();
    const dialog = page.getByRole('dialog', { name: 'Order Details' });
    await expect(dialog).toBeVisible();
    const box = (await dialog.boundingBox())!;
    expect(box.width).toBeLessThanOrEqual(width);
    await keepScreenshot(page, `order-details-${width}`);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
    await page.goto(`/admin/orders?view=production&date=${order.deliveryDate}`);
    await expect(page.locator('li[data-order-id]:visible').filter({ hasText: `Screens ${tag}` })).toBeVisible();
    await keepScreenshot(page, `production-${width}`, { fullPage: true });
    await page.goto('/admin/orders');
  }
});
