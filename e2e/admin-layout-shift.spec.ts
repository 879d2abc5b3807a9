import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { DEMO_ADMIN, signIn } from './sign-in';

/**
 * The "New orders" panel (pause and push back) loads after the page around it. While it loads it
 * keeps the loaded panel's height, so the dashboard's figures and the board's orders below it do
 * not jump when it arrives: a small "Loading…" box that grew by 270 px was /admin's layout shift
 * (Lighthouse CLS 0.11 on a tablet). Its answer is held until the placeholder has been measured.
 */
const PANEL_PAGES = [
  ['/admin', 'Admin Dashboard'],
  ['/admin/today', undefined],
] as const;
const WIDTHS = [390, 820, 1180, 1280];

function newOrdersPanel(page: Page) {
  return page.locator('section', { has: page.getByRole('heading', { level: 2, name: 'New orders' }) });
}

async function heightOf(page: Page): Promise<number> {
  const box = await newOrdersPanel(page).boundingBox();
  expect(box, 'the New orders panel is on the page').not.toBeNull();
  return Math.round(box!.height);
}

test('the New orders panel keeps its height while it loads, on the dashboard and the board @desktop', async ({
  page,
}) => {
  test.slow();
  await signIn(page, DEMO_ADMIN.email, DEMO_ADMIN.password, { from: '/admin' });
  for (const [path, heading] of PANEL_PAGES) {
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 1000 });
      await page.goto(path);
      if (heading) await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(newOrdersPanel(page).getByRole('switch', { name: /Pause new orders/ })).toBeVisible();

      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route('**/api/admin/orders-pause', async (route) => {
        await held;
        await route.continue();
      });
      await page.reload();
      await expect(newOrdersPanel(page)).toContainText('Loading…');
      // Both heights on the same page, fonts loaded: what the panel's own answer changes, nothing else.
      await page.evaluate(() => document.fonts.ready);
      const loading = await heightOf(page);
      const placeholderText = await newOrdersPanel(page).innerText();
      release();
      await expect(newOrdersPanel(page).getByRole('switch', { name: /Pause new orders/ })).toBeVisible();
      await page.unroute('**/api/admin/orders-pause');
      const loaded = await heightOf(page);
      const loadedText = await newOrdersPanel(page).innerText();

      expect(
        loading,
        `${path} at ${width} px: the placeholder's height is the loaded panel's\n` +
          `placeholder: ${JSON.stringify(placeholderText)}\nloaded: ${JSON.stringify(loadedText)}`,
      ).toBe(loaded);
    }
  }
});
