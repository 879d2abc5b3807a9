import type { Page } from '@playwright/test';
import { expect, test, waitForHydration } from './fixtures';
import { allowing } from '../src/test/time-limits';
import { accessTokenOf, DEMO_STAFF, signIn } from './sign-in';
import { keepScreenshot } from './screenshots';

/**
 * Staff roles (issue 24, decision 0195): the demo staff login runs the day's orders but cannot
 * open the product form or clear orders, in the portal or by calling the API with its own token.
 */
test.describe.configure({ timeout: allowing(90_000) });

/** The sidebar: beside the page from 768 px, in the menu sheet on a phone. */
async function sidebar(page: Page) {
  if ((page.viewportSize()?.width ?? 1280) < 768) {
    await page.getByRole('button', { name: 'Open admin menu' }).click();
    const sheet = page.getByRole('dialog', { name: 'Admin menu' });
    await expect(sheet).toBeVisible();
    return sheet;
  }
  return page.getByRole('complementary', { name: 'Admin portal' });
}

test('a staff login cannot open the product form or clear orders', { tag: '@desktop' }, async ({ page }) => {
  await signIn(page, DEMO_STAFF.email, DEMO_STAFF.password);
  await page.goto('/admin/orders');
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Order Management' })).toBeVisible({
    timeout: allowing(15_000),
  });
  // The list has loaded (its counter shows), and there is no Clear All Orders under it.
  await expect(page.getByText(/^Showing \d+ of \d+ orders$|^No orders yet$/).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Clear All Orders' })).toHaveCount(0);
  await keepScreenshot(page, `staff-orders-${page.viewportSize()!.width}`);

  // The day's work is in the sidebar; the owner's pages are not.
  const side = await sidebar(page);
  for (const name of ['Today', 'Orders', 'Customers']) {
    await expect(side.getByRole('link', { name, exact: true })).toBeVisible();
  }
  // "Messages 1 unread" when another journey has written to the shop meanwhile.
  await expect(side.getByRole('link', { name: /^Messages\b/ })).toBeVisible();
  for (const name of ['Products', 'Loyalty Program', 'Business Details']) {
    await expect(side.getByRole('link', { name, exact: true })).toHaveCount(0);
  }
  await keepScreenshot(page, `staff-sidebar-${page.viewportSize()!.width}`);
  await page.keyboard.press('Escape');

  // The product page by its address: a plain "Owners only", no form to open.
  await page.goto('/admin/products');
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Owners only' })).toBeVisible({ timeout: allowing(15_000) });
  await expect(page.getByRole('button', { name: 'Add Product' })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Product Management' })).toHaveCount(0);
  await keepScreenshot(page, `staff-products-${page.viewportSize()!.width}`);

  // The server refuses the same with the staff login's own token, whatever the page shows.
  const headers = { authorization: `Bearer ${await accessTokenOf(page)}` };
  const create = await page.request.post('/api/admin/products', {
    headers,
    data: { name: 'Staff Pie', price: '5.00', category: 'cakes' },
  });
  expect(create.status()).toBe(403);
  expect(await create.json()).toMatchObject({ code: 'FORBIDDEN', message: 'Only the shop owner can do this' });
  const clear = await page.request.delete('/api/admin/orders/clear-all', { headers });
  expect(clear.status()).toBe(403);
  // While the day's work is theirs.
  expect((await page.request.get('/api/admin/orders', { headers })).status()).toBe(200);
});
