import type { Page } from '@playwright/test';
import { fillCart, fillDelivery, useCard } from './checkout-steps';
import { allowFailedLoads, expect, test, waitForHydration } from './fixtures';
import { allowing } from '../src/test/time-limits';
import { DEMO_ADMIN, DEMO_CUSTOMER, signIn } from './sign-in';
import { undoAfterEach } from './shop-wide-undo';
import { keepScreenshot } from './screenshots';

/**
 * "Pause new orders" (issue 23): the owner pauses on the dashboard with a message; a customer sees
 * it on the storefront (in the server's HTML too), keeps the cart, and cannot pay; the owner resumes
 * with one tap on the Today board and the customer pays. Orders are paused for the whole shop, so
 * the journey resumes after it whatever happens (`afterEach`).
 */
test.describe.configure({ mode: 'serial', timeout: allowing(180_000) });

const shoot = async (page: Page, name: string) => {
  await keepScreenshot(page, `${name}-${test.info().project.name}`);
};

const undo = undoAfterEach();

test('the owner pauses new orders, the customer reads why and cannot pay, then the owner resumes and the customer pays', async ({
  page,
  browser,
}) => {
  const message = `Kitchen swamped: back soon (${test.info().project.name})`;
  const owner = await (await browser.newContext({ baseURL: test.info().project.use.baseURL })).newPage();
  await signIn(owner, DEMO_ADMIN.email, DEMO_ADMIN.password);
  const toggle = owner.getByRole('switch', { name: /Pause new orders/ });
  // Never left paused for the other journeys.
  undo(async (request, admin) => {
    const resumed = await request.delete('/api/admin/orders-pause', { headers: admin });
    expect(resumed.ok(), await resumed.text()).toBe(true);
  });
  try {
    await signIn(page, DEMO_CUSTOMER.email, DEMO_CUSTOMER.password);
    await fillCart(page);

    // The owner pauses from the dashboard.
    await owner.goto('/admin');
    await expect(toggle).toHaveAttribute('aria-checked', 'false');
    await owner.getByLabel('Message for customers').fill(message);
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-checked', 'true');
    await expect(owner.getByTestId('pause-message')).toContainText(message);
    await shoot(owner, 'dashboard-paused');

    // Every storefront page says so, in the server's HTML too; the cart still works.
    const html = await (await page.request.get('/')).text();
    expect(html).toContain(message.replace('&', '&amp;'));
    await page.goto('/');
    await waitForHydration(page);
    const banner = page.getByRole('region', { name: 'Ordering paused' });
    await expect(banner).toContainText(message);
    await shoot(page, 'storefront-paused');

    // The checkout shows the message instead of the payment form (the server's 409 ORDERS_PAUSED).
    allowFailedLoads(page, /^\/api\/create-payment-intent$/);
    await page.goto('/checkout');
    const notice = page.getByTestId('checkout-paused');
    await expect(notice).toContainText(message, { timeout: allowing(15_000) });
    await expect(page.getByRole('button', { name: /^Complete Payment/ })).toHaveCount(0);
    await shoot(page, 'checkout-paused');

    // One tap on the Today board resumes.
    await owner.goto('/admin/today');
    await expect(toggle).toHaveAttribute('aria-checked', 'true');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-checked', 'false');
    await expect(owner.getByRole('status').filter({ hasText: 'Taking orders' })).toBeVisible();
    await shoot(owner, 'board-resumed');
    if (process.env.SCREENSHOT_DIR) {
      // The counter's tablets, both ways up (screenshots only, when asked for).
      for (const [width, height] of [
        [820, 1180],
        [1180, 820],
      ] as const) {
        await owner.setViewportSize({ width, height });
        await shoot(owner, `board-${width}`);
      }
    }

    // The customer asks again and pays.
    await notice.getByRole('button', { name: 'Check again' }).click();
    const pay = page.getByRole('button', { name: /^Complete Payment - \$/ });
    await expect(pay).toBeVisible({ timeout: allowing(15_000) });
    await expect(banner).toHaveCount(0);
    await fillDelivery(page);
    await useCard(page, '4242 4242 4242 4242');
    await pay.click();
    await expect(page).toHaveURL(/\/checkout\/success/, { timeout: allowing(15_000) });
    await expect(page.getByRole('heading', { name: 'Order Confirmed!' })).toBeVisible();
  } finally {
    await owner.context().close();
  }
});
