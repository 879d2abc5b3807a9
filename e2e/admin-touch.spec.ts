import type { Browser, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { allowing } from '../src/test/time-limits';
import { freeSlot, quantityForMinimum, plainSweet } from './shop';
import { accessTokenOf, DEMO_ADMIN, DEMO_CUSTOMER, signIn } from './sign-in';
import { keepScreenshot } from './screenshots';

/**
 * The admin on a phone, a tablet and a desktop (issue 20): no page scrolls sideways (a wide table
 * scrolls in its own focusable region); on a phone the order details are a sheet whose whole
 * content can be reached, and the controls are at least 44 px. Other journeys add orders and
 * customers meanwhile: nothing here counts them.
 */
test.describe.configure({ timeout: allowing(120_000) });

const ADMIN_PAGES = [
  ['/admin', 'Admin Dashboard'],
  ['/admin/orders', 'Order Management'],
  ['/admin/products', 'Product Management'],
  ['/admin/customers', 'Customer Management'],
  ['/admin/loyalty', 'Loyalty Program'],
  ['/admin/messages', 'Messages'],
  ['/admin/business', 'Business Settings'],
] as const;

async function openAdmin(page: Page): Promise<void> {
  await signIn(page, DEMO_ADMIN.email, DEMO_ADMIN.password);
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
}

/** Opens an admin page and waits until its content (not a spinner) is there. */
async function visit(page: Page, path: string, heading: string | undefined): Promise<void> {
  await page.goto(path);
  await expect(
    heading ? page.getByRole('heading', { level: 1, name: heading }) : page.getByRole('heading', { level: 1 }),
  ).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: /^Loading/ })).toHaveCount(0);
  await expect(page.locator('main [data-spinner], main [aria-busy="true"]')).toHaveCount(0);
}

/** How far the page itself scrolls sideways (0 when it does not). */
const sideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/** One paid pickup order of the demo customer, placed through the API as the checkout does. */
async function placeOrder(browser: Browser): Promise<number> {
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
    fullName: 'Touch Journey Customer',
    email: DEMO_CUSTOMER.email,
    phone: '021 555 0199',
    specialInstructions: 'Please box the sweets separately, one box per family, and write each name on the lid.',
    deliveryDate,
    deliveryTime,
  };
  const paymentIntentId = intent.paymentIntentId;
  const details = await request.post('/api/checkout/details', {
    headers,
    data: { sessionId, paymentIntentId, deliveryAddress },
  });
  expect(details.ok(), await details.text()).toBe(true);
  await request.post(`/api/test-payments/${paymentIntentId}/confirm`, {
    data: {
      clientSecret: intent.clientSecret,
      card: { number: '4242424242424242', expMonth: 12, expYear: 2034, cvc: '123', name: 'Touch Journey' },
    },
  });
  const confirmed = await request.post('/api/confirm-order', {
    headers,
    data: { sessionId, paymentIntentId, deliveryAddress },
  });
  expect(confirmed.ok(), await confirmed.text()).toBe(true);
  const { orderNumber } = (await confirmed.json()) as { orderNumber: number };
  await context.close();
  return orderNumber;
}

/**
 * The controls a finger has to hit, each with its clickable size: a checkbox or radio counts with
 * its label, which toggles it too. Hidden and screen-reader-only controls are left out.
 */
const smallTargets = async (page: Page, within: string) => {
  await animationsDone(page);
  return page.evaluate((scope) => {
    const root = document.querySelector(scope) ?? document.body;
    const found: string[] = [];
    const controls = root.querySelectorAll<HTMLElement>(
      'button, a[href], input:not([type=hidden]), select, textarea, summary, [role=tab]',
    );
    for (const control of controls) {
      if (control.closest('[aria-hidden="true"], .sr-only, [inert]')) continue;
      const choice = control instanceof HTMLInputElement && (control.type === 'checkbox' || control.type === 'radio');
      const target = choice ? (control.closest('label') ?? control.labels?.[0] ?? control) : control;
      const box = target.getBoundingClientRect();
      if (box.width <= 1 || box.height <= 1 || getComputedStyle(control).visibility === 'hidden') continue;
      if (box.width < 44 || box.height < 44) {
        const name = (control.getAttribute('aria-label') ?? target.textContent ?? control.tagName).trim();
        found.push(
          `${control.tagName.toLowerCase()} "${name.slice(0, 40)}" ${Math.round(box.width)}x${Math.round(box.height)}`,
        );
      }
    }
    return found;
  }, within);
};

/**
 * Waits for the page's running animations (a dialog zooming in, a sheet sliding in) to end: a box
 * measured while a dialog is still scaling in reads 43 px for a 44 px control (a state, not a time).
 */
const animationsDone = (page: Page) =>
  page.evaluate(() => Promise.all(document.getAnimations().map((animation) => animation.finished.catch(() => null))));

// One test per width (a scan of every admin page at four widths ran past its limit on a busy
// machine): each is short, and the two workers share them.
for (const width of [390, 820, 1180, 1280]) {
  test(`no admin page scrolls sideways at ${width} px; the customers table scrolls in its own region @desktop`, async ({
    page,
  }) => {
    await openAdmin(page);
    await page.setViewportSize({ width, height: width < 500 ? 844 : 1000 });
    for (const [path, heading] of ADMIN_PAGES) {
      await visit(page, path, heading);
      if (path === '/admin/customers') await expect(page.getByText(/^Showing \d+ of \d+ customers$/)).toBeVisible();
      expect(await sideways(page), `${path} at ${width} px scrolls sideways`).toBe(0);
      if (width !== 1280 && width !== 390) continue;
      await keepScreenshot(page, `${path.replace(/\W+/g, '-')}-${width}`, { fullPage: true });
    }
    // The table itself may be wider than a phone: it scrolls inside a region the keyboard can reach.
    await visit(page, '/admin/customers', 'Customer Management');
    const region = page.getByRole('region', { name: 'Customers, scrolls sideways' });
    await expect(region).toHaveAttribute('tabindex', '0');
    if (width === 390) {
      expect(await region.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
      await region.focus();
      await page.keyboard.press('ArrowRight');
      await expect.poll(() => region.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
      expect(await sideways(page)).toBe(0);
    }
  });
}

test('on a 390 px phone the order details are a sheet whose content can all be reached, and the admin controls are at least 44 px @mobile', async ({
  page,
  browser,
}) => {
  const orderNumber = await placeOrder(browser);
  await page.setViewportSize({ width: 390, height: 844 });
  await openAdmin(page);

  for (const [path, heading] of ADMIN_PAGES) {
    await visit(page, path, heading);
    expect(await smallTargets(page, 'main'), `controls under 44 px on ${path}`).toEqual([]);
  }
  // The header and the menu sheet.
  expect(await smallTargets(page, 'header'), 'controls under 44 px in the header').toEqual([]);
  await page.getByRole('button', { name: 'Open admin menu' }).click();
  const menu = page.getByRole('dialog', { name: 'Admin menu' });
  await expect(menu).toBeVisible();
  expect(await smallTargets(page, '[role="dialog"]'), 'controls under 44 px in the admin menu').toEqual([]);
  await menu.getByRole('link', { name: /Orders/ }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Order Management' })).toBeVisible();
  await page.getByRole('searchbox').first().fill(String(orderNumber));
  await page.getByRole('button', { name: `View order #${orderNumber}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Order Details' });
  await expect(dialog).toBeVisible();
  // A full-screen sheet: it fills the screen, and nothing in it is cut off at the sides.
  await animationsDone(page);
  const box = (await dialog.boundingBox())!;
  expect(box.x).toBe(0);
  expect(box.width).toBe(390);
  expect(box.y + box.height).toBeLessThanOrEqual(844);
  expect(await dialog.evaluate((el) => el.scrollWidth - el.clientWidth)).toBe(0);
  const notes = dialog.getByText(/Please box the sweets separately/);
  const notesBox = (await notes.boundingBox())!;
  expect(notesBox.x + notesBox.width).toBeLessThanOrEqual(390);
  expect(await smallTargets(page, '[role="dialog"]'), 'controls under 44 px in the order details').toEqual([]);
  await keepScreenshot(page, 'order-details-390-top');

  // Its end is reached by scrolling the sheet itself: the last action is on screen and can be used.
  const cancel = dialog.getByRole('button', { name: 'Cancel order' });
  await cancel.scrollIntoViewIfNeeded();
  await expect(cancel).toBeInViewport();
  await keepScreenshot(page, 'order-details-390-end');
  await cancel.click();
  await expect(page.getByRole('dialog', { name: 'Cancel this order?' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name: 'Cancel this order?' })).toBeHidden();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  // A product's form, with its picture and the picture's remove button.
  await visit(page, '/admin/products', 'Product Management');
  await page
    .getByRole('button', { name: /^Edit / })
    .first()
    .click();
  const form = page.getByRole('dialog');
  await expect(form.getByRole('button', { name: /^Remove the / }).first()).toBeVisible();
  expect(await smallTargets(page, '[role="dialog"]'), 'controls under 44 px in the product form').toEqual([]);
  await keepScreenshot(page, 'product-form-390');
});
