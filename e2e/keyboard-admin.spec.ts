import type { Locator, Page } from '@playwright/test';
import { expect, test, waitForHydration } from './fixtures';
import { allowing } from '../src/test/time-limits';
import { expectVisibleFocus, tabTo } from './focus';
import { customerToken, placeTwoLineOrder } from './paid-order';
import { DEMO_STAFF, signIn, uniqueEmail } from './sign-in';

/**
 * The order's money dialogs by keyboard (issue 24's partial refund and store credit): opened from
 * the Order Details with Enter, the focus starts inside and Tab never leaves the dialog (every
 * stop visibly focused), Escape closes it with nothing sent, and the focus is back on the button
 * that opened it.
 */
test.describe.configure({ timeout: allowing(120_000) });

/** Tabs `presses` times and fails as soon as the focus is outside `dialog` or shows no indicator. */
async function expectFocusTrapped(page: Page, dialog: Locator, presses: number) {
  for (let i = 0; i < presses; i++) {
    await page.keyboard.press(i % 5 === 4 ? 'Shift+Tab' : 'Tab');
    expect(await dialog.evaluate((el) => el.contains(document.activeElement)), `Tab ${i + 1} stays in the dialog`).toBe(
      true,
    );
    await expectVisibleFocus(page, `Tab ${i + 1} in the dialog`);
  }
}

test(
  'refund and store credit dialogs trap the focus, close with Escape and give it back',
  { tag: '@desktop' },
  async ({ page, browser }) => {
    const tag = Math.random().toString(36).slice(2, 8);
    const { order } = await placeTwoLineOrder(
      page.request,
      await customerToken(browser),
      `Keys ${tag}`,
      uniqueEmail(`keys-${tag}`),
    );
    let refundsMade = 0;
    page.on('request', (r) => {
      if (r.method() === 'POST' && /\/refunds$|\/store-credit/.test(r.url())) refundsMade += 1;
    });

    await signIn(page, DEMO_STAFF.email, DEMO_STAFF.password);
    await page.goto('/admin/orders');
    await waitForHydration(page);
    await page.getByRole('searchbox', { name: 'Search' }).fill(tag);
    const view = page
      .getByRole('row')
      .filter({ hasText: `#${order.orderNumber}` })
      .getByRole('button', { name: /^View/ });
    await view.focus();
    await page.keyboard.press('Enter');
    const details = page.getByRole('dialog', { name: 'Order Details' });
    await expect(details).toBeVisible();

    for (const [opener, title, field] of [
      [details.getByRole('button', { name: 'Refund', exact: true }), 'Refund part of this order', 'Reason'],
      [
        details.getByRole('button', { name: 'Give store credit' }),
        'Give store credit',
        'Amount of the complaint (NZD)',
      ],
    ] as const) {
      await tabTo(page, opener, { max: 80 });
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog', { name: title });
      await expect(dialog).toBeVisible();
      await expect.poll(() => dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
      // Its fields are reached and typed into by keyboard.
      await tabTo(page, dialog.getByLabel(field), { max: 20 });
      await page.keyboard.type('12.50');
      await expectFocusTrapped(page, dialog, 14);
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(opener).toBeFocused();
      await expectVisibleFocus(page, `${title}'s opener after Escape`);
    }
    expect(refundsMade, 'nothing was sent').toBe(0);

    await page.keyboard.press('Escape');
    await expect(details).toBeHidden();
    await expect(view).toBeFocused();
  },
);
