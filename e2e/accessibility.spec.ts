import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test, waitForHydration } from './fixtures';
import { expectCartCount, findDefaultSizedCake, openCart } from './shop';
import { DEMO_CUSTOMER, signIn } from './sign-in';

test.describe.configure({ mode: 'parallel' });

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * Checks the page against WCAG 2.1 A/AA and fails (softly, so the other pages of a test are still
 * checked) on any violation of impact serious or critical, listing where each one is.
 */
async function expectNoSeriousViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  const serious = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.help}\n${v.nodes.map((n) => `    ${n.target.join(' ')}: ${n.failureSummary?.split('\n').slice(1).join(' ')}`).join('\n')}`,
    );
  expect.soft(serious, `axe found on ${page.url()}:\n${serious.join('\n')}`).toEqual([]);
}

type PageCheck = [path: string, heading: RegExp];

/** Visits the pages one after another in one tab (the browser cache stays warm), checking each. */
async function checkPages(page: Page, pages: PageCheck[]): Promise<void> {
  for (const [path, heading] of pages) {
    await test.step(path, async () => {
      await page.goto(path);
      await waitForHydration(page);
      await expect(page.getByRole('heading', { name: heading }).first()).toBeVisible();
      await expectNoSeriousViolations(page);
    });
  }
}

test.describe('no serious accessibility violations', () => {
  test('on the shop pages and the 404 page', async ({ page }) => {
    await checkPages(page, [
      ['/', /Fresh from the oven/],
      ['/category/cakes', /^Cakes$/],
      ['/no/such/page', /404 Page Not Found/],
    ]);
  });

  test('on the information pages', async ({ page }) => {
    test.setTimeout(60_000);
    await checkPages(page, [
      ['/our-story', /./],
      ['/contact', /./],
      ['/delivery-info', /./],
      ['/custom-orders', /./],
      ['/faq', /Frequently asked questions/],
      ['/returns', /./],
      ['/loyalty-program', /./],
    ]);
  });

  test('on the cards that ask to log in', async ({ page }) => {
    await checkPages(page, [
      ['/orders', /Login Required/],
      ['/admin', /Admin Access Required/],
    ]);
  });

  test('on a product page', async ({ page, request }) => {
    const cake = await findDefaultSizedCake(request);
    await page.goto(`/product/details/${cake.slug}`);
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 1, name: cake.name })).toBeVisible();
    await expectNoSeriousViolations(page);
  });

  test('with the cart drawer open', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    await page
      .locator('#products article')
      .first()
      .getByRole('button', { name: /^Add to Cart: / })
      .click();
    await expectCartCount(page, 1);
    const drawer = await openCart(page);
    await expect(drawer.getByTestId('cart-line')).toHaveCount(1);
    await expectNoSeriousViolations(page);
  });

  test('on the account settings of a signed-in customer', async ({ page }) => {
    await signIn(page, DEMO_CUSTOMER.email, DEMO_CUSTOMER.password);
    await page.goto('/account/settings');
    await expect(page.getByRole('heading', { level: 1, name: 'Account Settings' })).toBeVisible();
    await expect(page.getByRole('form', { name: 'Personal Information' })).toBeVisible();
    await expectNoSeriousViolations(page);
    await page.getByRole('tab', { name: 'Address' }).click();
    await expect(page.getByRole('form', { name: 'Delivery Address' })).toBeVisible();
    await expectNoSeriousViolations(page);
  });
});

test.describe('keyboard', () => {
  test('the first Tab reaches "Skip to content", which moves past the header', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to content' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/#main$/);
  });

  test('the cart button opens the drawer with Enter, and Escape closes it', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    const cart = page.getByRole('banner').getByRole('button', { name: /^Open cart/ });
    // Tab through the header until the cart button has the focus, as a keyboard user would.
    for (let i = 0; i < 30 && !(await cart.evaluate((el) => el === document.activeElement)); i++)
      await page.keyboard.press('Tab');
    await expect(cart).toBeFocused();
    await page.keyboard.press('Enter');
    const drawer = page.getByRole('dialog', { name: 'Your Cart' });
    await expect(drawer).toBeVisible();
    await expect(drawer.getByText('Your cart is empty')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(cart).toBeFocused();
  });
});
