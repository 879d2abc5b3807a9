/**
 * Issue 20: on a 390×844 phone the product page's Add to Cart sat at y≈1470 and the quick view's
 * at y≈1273, below the fold. Both now show the price and Add to Cart on the first screen.
 */
import type { Locator, Page } from '@playwright/test';
import { expect, test, waitForHydration } from './fixtures';
import { expectCartCount, expectToast, findDefaultSizedCake } from './shop';

test.use({ viewport: { width: 390, height: 844 } });

/**
 * The button lies wholly inside the window, and nothing has been scrolled to get there: the page,
 * or the dialog (which stays put however far the page behind it was scrolled to open it).
 */
async function expectInReach(page: Page, button: Locator, scroller?: Locator) {
  await expect(button).toBeVisible();
  await expect(button).toBeInViewport({ ratio: 1 });
  const box = (await button.boundingBox())!;
  expect(box.y).toBeGreaterThanOrEqual(0);
  expect(box.y + box.height).toBeLessThanOrEqual(844);
  if (scroller) expect(await scroller.evaluate((el) => el.scrollTop)).toBe(0);
  else expect(await page.evaluate(() => window.scrollY)).toBe(0);
}

/**
 * Adds a baklava, then reads where taps on the "Added to cart!" toast land: its words on the page
 * beneath, its close button on itself; and the next Add to Cart counts while the toast is shown.
 */
async function expectToastLetsTapsThrough(page: Page): Promise<void> {
  await page.goto('/product/details/pistachio-baklava');
  await waitForHydration(page);
  const add = page
    .locator('#main')
    .getByRole('button', { name: /^Add to Cart/ })
    .first();
  await add.click();
  await expectToast(page, 'Added to cart!');
  const toast = page
    .getByRole('region', { name: /^Notifications/ })
    .getByRole('listitem')
    .first();
  await expect(toast).toBeVisible();
  const reached = await toast.evaluate((item) => {
    const box = item.getBoundingClientRect();
    const words = document.elementFromPoint(box.left + 24, box.top + box.height / 2);
    const close = item.querySelector('button[aria-label="Close"]')!.getBoundingClientRect();
    const closeHit = document.elementFromPoint(close.left + close.width / 2, close.top + close.height / 2);
    return { wordsInToast: item.contains(words), closeInToast: item.contains(closeHit) };
  });
  expect(reached).toEqual({ wordsInToast: false, closeInToast: true });
  await add.click();
  await expectCartCount(page, 2);
}

test.describe('Add to Cart within reach on a phone', { tag: '@mobile' }, () => {
  test('on the product page, with the price on the button', async ({ page, request }) => {
    const cake = await findDefaultSizedCake(request);
    await page.goto(`/product/details/${cake.slug}`);
    await waitForHydration(page);
    const add = page
      .locator('#main')
      .getByRole('button', { name: /^Add to Cart/ })
      .first();
    await expectInReach(page, add);
    await expect(add).toHaveText(`Add to Cart · $${cake.price}`);
    // It is still within reach after choosing a size further down, and says the new price.
    const sizes = page.getByRole('radiogroup');
    await sizes.locator('label').filter({ hasText: 'Small (6 inch)' }).click();
    await expect(add).toBeInViewport({ ratio: 1 });
    await expect(add).toHaveText(`Add to Cart · $${(Number(cake.price) - 10).toFixed(2)}`);
  });

  test('in the quick view, with the price above it', async ({ page, request }) => {
    const cake = await findDefaultSizedCake(request);
    await page.goto(`/category/cakes`);
    await waitForHydration(page);
    await page.getByRole('button', { name: `Quick view ${cake.name}` }).click();
    const dialog = page.getByRole('dialog', { name: cake.name });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('radiogroup')).toBeVisible();
    const add = dialog.getByRole('button', { name: /^Add to Cart/ });
    await expect(add).toHaveText(`Add to Cart · $${cake.price}`);
    await expect(dialog.getByText(`$${cake.price}`, { exact: true }).first()).toBeInViewport({ ratio: 1 });
    await expectInReach(page, add, dialog);
  });

  test('a toast at the foot of the screen lets taps through to the page (decision 0244)', async ({ page }) => {
    await expectToastLetsTapsThrough(page);
  });

  test.describe('on a tablet held upright, where the Add to Cart bar is fixed at the foot too', () => {
    test.use({ viewport: { width: 820, height: 1180 } });

    test('a toast lets taps through to the page (decision 0244)', async ({ page }) => {
      await expectToastLetsTapsThrough(page);
    });
  });
});
