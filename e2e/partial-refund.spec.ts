import type { Browser, Page } from '@playwright/test';
import { expect, test, waitForHydration } from './fixtures';
import { allowing } from '../src/test/time-limits';
import { customerToken, placeTwoLineOrder } from './paid-order';
import { cents, dollars } from './shop';
import { DEMO_STAFF, signIn, uniqueEmail, waitForMail } from './sign-in';
import { keepScreenshot } from './screenshots';

/**
 * Partial refunds (issue 24, decision 0200), at 1280 px and on a 390 px phone: a member of staff
 * refunds one line of a two-line order from the order's details. The refund's answer says what
 * the gateway refunded, the customer's e-mail arrives through the outbox, and the order shows the
 * refund with its reason. Other journeys place orders meanwhile: everything narrows to this
 * test's own order (a unique name and e-mail).
 */
test.describe.configure({ mode: 'parallel', timeout: allowing(120_000) });

async function staffRefundsOneLine(page: Page, browser: Browser, width: number) {
  const tag = Math.random().toString(36).slice(2, 8);
  const email = uniqueEmail(`refund-${tag}`);
  const { order, refunded } = await placeTwoLineOrder(
    page.request,
    await customerToken(browser),
    `Refund ${tag}`,
    email,
  );

  await signIn(page, DEMO_STAFF.email, DEMO_STAFF.password);
  await page.goto('/admin/orders');
  await waitForHydration(page);
  await page.getByRole('searchbox', { name: 'Search' }).fill(tag);
  const row = page.getByRole('row').filter({ hasText: `#${order.orderNumber}` });
  await row.getByRole('button', { name: /^View/ }).click();
  const details = page.getByRole('dialog', { name: 'Order Details' });
  await expect(details.getByText('No refunds yet')).toBeVisible();
  await details.getByRole('button', { name: 'Refund', exact: true }).click();

  const dialog = page.getByRole('dialog', { name: 'Refund part of this order' });
  await expect(dialog.getByText(refunded.name)).toBeVisible();
  const line = dialog.getByRole('group', { name: `Refund how many of ${refunded.name}` });
  await line.getByRole('button', { name: 'Increase quantity' }).click();
  await dialog.getByLabel('Reason').fill(`Squashed in the box ${tag}`);
  await keepScreenshot(page, `refund-dialog-${width}`);
  if (width === 1280) {
    // The admin's tablet width too: the same dialog at 820 px, then back.
    const size = page.viewportSize()!;
    await page.setViewportSize({ width: 820, height: 1180 });
    await expect(dialog.getByRole('button', { name: /^Refund \$/ })).toBeVisible();
    await keepScreenshot(page, 'refund-dialog-820');
    await page.setViewportSize(size);
  }

  const answered = page.waitForResponse(
    (r) => r.url().endsWith(`/api/admin/orders/${order.id}/refunds`) && r.request().method() === 'POST',
  );
  await dialog.getByRole('button', { name: /^Refund \$/ }).click();
  const answer = await answered;
  expect(answer.status(), await answer.text()).toBe(200);
  const body = (await answer.json()) as { refunded: string; refunds: { amount: string }[] };
  // The gateway refunded the line: the one refund, of the line's worth, and nothing else.
  expect(body.refunds).toHaveLength(1);
  const amount = cents(body.refunds[0]!.amount);
  expect(amount).toBeGreaterThan(0);
  expect(amount).toBeLessThanOrEqual(Math.ceil(cents(refunded.price) * 1.15));
  expect(cents(body.refunded)).toBe(amount);
  await expect(dialog).toBeHidden({ timeout: allowing(25_000) });

  // The order shows what was refunded, when, by whom and why.
  const list = details.getByRole('list', { name: 'Refunds' });
  await expect(list).toContainText(`Refunded ${dollars(amount)}`);
  await expect(list).toContainText(`1 × ${refunded.name}`);
  await expect(list).toContainText(`Reason: Squashed in the box ${tag}`);
  await expect(details.getByText(`${dollars(amount)} refunded of ${dollars(cents(order.totalAmount))}`)).toBeVisible();
  await list.scrollIntoViewIfNeeded();
  await keepScreenshot(page, `refund-shown-${width}`);

  // The customer's e-mail, through the outbox.
  const mail = await waitForMail(
    email,
    new RegExp(`refunded \\${dollars(amount)} of your order #${order.orderNumber}`),
  );
  expect(mail.text).toContain(`Squashed in the box ${tag}`);
  expect(mail.text).toContain(`1 × ${refunded.name}`);
}

test('staff refund one line of a two-line order @desktop', async ({ page, browser }) => {
  await staffRefundsOneLine(page, browser, 1280);
});

test('staff refund one line of a two-line order on a phone @mobile', async ({ page, browser }) => {
  await staffRefundsOneLine(page, browser, 390);
});
