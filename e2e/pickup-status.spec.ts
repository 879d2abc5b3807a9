import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { expectNoAxeViolations } from './axe';
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { mailDir } from './data-dir';
import { expect, test, waitForHydration } from './fixtures';
import { allowing } from '../src/test/time-limits';
import { customerToken, payForPickup, type PlacedOrder } from './paid-order';
import { expectToast, quantityForMinimum, plainSweet } from './shop';
import { DEMO_ADMIN, DEMO_CUSTOMER, type SentMail, signIn, uniqueEmail, waitForMail } from './sign-in';
import { keepScreenshot } from './screenshots';

/**
 * A pickup's own statuses (issue 22, decision 0153), at 1280 px and on a 390 px phone: the owner
 * marks a pickup order "Ready to Collect" from a selector that offers only the pickup's steps; the
 * customer is e-mailed once through the outbox and sees the step on their /orders. Other journeys
 * place orders meanwhile, so everything narrows to this test's order (a unique tag and e-mail).
 */
test.describe.configure({ mode: 'parallel', timeout: allowing(120_000) });

const PICKUP_WAY = ['Order Confirmed', 'In Progress', 'Ready to Collect', 'Collected'];

/** A paid pickup order of the demo customer, placed through the API as the checkout does. */
async function placePickupOrder(
  request: APIRequestContext,
  token: string,
  fullName: string,
  email: string,
): Promise<PlacedOrder> {
  const sweet = await plainSweet(request);
  const sessionId = crypto.randomUUID();
  const quantity = quantityForMinimum(sweet.price);
  expect((await request.post('/api/cart', { data: { sessionId, productId: sweet.id, quantity } })).ok()).toBe(true);
  return payForPickup(request, { authorization: `Bearer ${token}` }, sessionId, fullName, email);
}

/** Every e-mail the shop has sent to `to` whose subject matches. */
async function mailsTo(to: string, subject: RegExp): Promise<SentMail[]> {
  const names = await readdir(mailDir()).catch(() => [] as string[]);
  const mails = await Promise.all(
    names
      .filter((n) => n.endsWith('.json'))
      .map(async (n) => JSON.parse(await readFile(path.join(mailDir(), n), 'utf8')) as SentMail),
  );
  return mails.filter((m) => m.to === to && subject.test(m.subject));
}

/** How far the page itself scrolls sideways (0 when it does not). */
const sideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

async function ownerMarksReadyAndCustomerSeesIt(page: Page, browser: Browser, size: string): Promise<void> {
  const tag = Math.random().toString(36).slice(2, 8);
  const email = uniqueEmail(`pickup-${tag}`);
  const order = await placePickupOrder(page.request, await customerToken(browser), `Pickup ${tag}`, email);

  // The owner finds the order and opens its status selector: only the pickup's four steps.
  await signIn(page, DEMO_ADMIN.email, DEMO_ADMIN.password);
  await page.goto('/admin/orders');
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Order Management' })).toBeVisible({
    timeout: allowing(15_000),
  });
  await page.getByRole('searchbox', { name: 'Search' }).fill(tag);
  const select = page.getByRole('combobox', { name: `Status of order #${order.orderNumber}` });
  await expect(select).toHaveValue('orderconfirmed');
  await expect(select.locator('option')).toHaveText(PICKUP_WAY);

  await select.selectOption({ label: 'Ready to Collect' });
  await expectToast(page, 'Order Updated', 'Order status has been updated successfully');
  await expect(select).toHaveValue('readyforpickup');
  await expect(select).toBeEnabled();
  // On a touch screen the selector is a full-size target.
  if (size === '390') expect((await select.boundingBox())!.height).toBeGreaterThanOrEqual(44);
  await select.scrollIntoViewIfNeeded();
  await keepScreenshot(page, `admin-orders-ready-${size}`);

  // The order's details offer the same choice, beside its number, and record the change.
  await page
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: `#${order.orderNumber}`, exact: true }) })
    .getByRole('button', { name: /^View/ })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Order Details' });
  const inDialog = dialog.getByRole('combobox', { name: `Status of order #${order.orderNumber}` });
  await expect(inDialog).toHaveValue('readyforpickup');
  await expect(inDialog.locator('option')).toHaveText(PICKUP_WAY);
  await expect(dialog.getByText('Order Confirmed → Ready to Collect')).toBeVisible();
  await keepScreenshot(page, `admin-details-ready-${size}`);
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();

  // The customer's e-mail went through the outbox, once.
  const subject = new RegExp(`order #${order.orderNumber} is ready to collect$`);
  const mail = await waitForMail(email, subject);
  expect(mail.text).toContain(`Kia ora Pickup ${tag},`);
  expect(mail.text).toMatch(/Collect it from .+\. Please bring your order number\./);
  expect(mail.text).not.toMatch(/out for delivery|on its way/i);
  expect(await mailsTo(email, subject)).toHaveLength(1);

  // The customer's /orders shows the step in the pickup's words.
  const phone = size === '390' ? { hasTouch: true, isMobile: true } : {};
  const customer = await browser.newContext({ viewport: page.viewportSize()!, reducedMotion: 'reduce', ...phone });
  const customerPage = await customer.newPage();
  await signIn(customerPage, DEMO_CUSTOMER.email, DEMO_CUSTOMER.password);
  await customerPage.goto('/orders');
  const heading = customerPage.getByRole('heading', { name: `Order #${order.orderNumber}` });
  await expect(heading).toBeVisible({ timeout: allowing(15_000) });
  const card = heading.locator('xpath=ancestor::*[@aria-labelledby][1]');
  await expect(card.locator('[data-status="readyforpickup"]')).toHaveText('Ready to Collect');
  const steps = card.getByRole('list', { name: 'Order progress' }).getByRole('listitem');
  await expect(steps).toHaveText(PICKUP_WAY.map((label) => new RegExp(`${label}$`)));
  await expect(card.locator('[aria-current="step"]')).toHaveText(/Ready to Collect$/);
  await expect(card).not.toContainText('Out for Delivery');
  expect(await sideways(customerPage)).toBe(0);
  await expectNoAxeViolations(customerPage);
  await card.scrollIntoViewIfNeeded();
  await keepScreenshot(customerPage, `customer-orders-ready-${size}`);
  await customer.close();
}

test('the owner marks a pickup Ready to Collect: the customer is e-mailed once and sees it @desktop', async ({
  page,
  browser,
}) => {
  await ownerMarksReadyAndCustomerSeesIt(page, browser, '1280');
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('the owner marks a pickup Ready to Collect: the customer is e-mailed once and sees it @mobile', async ({
    page,
    browser,
  }) => {
    await ownerMarksReadyAndCustomerSeesIt(page, browser, '390');
  });
});
