import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test, waitForHydration } from './fixtures';
import { DEMO_CUSTOMER, signIn, usesMobileMenu } from './sign-in';

/**
 * Loyalty page (issue [7 of 11], "Done when"): the demo customer, seeded with enough points for
 * the first two example rewards, redeems one on /loyalty and sees the balance drop and the
 * voucher. The two widths may run at once on the one demo customer, so each redeems its own
 * reward and counts its own vouchers.
 */

async function expectNoAxeViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  const found = results.violations.map(
    (v) => `${v.id} (${v.impact}): ${v.help}\n${v.nodes.map((n) => `    ${n.target.join(' ')}`).join('\n')}`,
  );
  expect(found, `axe found on ${page.url()}:\n${found.join('\n')}`).toEqual([]);
}

const balanceOf = async (page: Page) => Number(await page.getByTestId('points-balance').textContent());

test('the demo customer redeems a reward and holds its voucher', async ({ page }) => {
  const reward = usesMobileMenu(page)
    ? { name: '10% Off Your Order', cost: 200 }
    : { name: '5% Off Your Order', cost: 100 };
  await signIn(page, DEMO_CUSTOMER.email, DEMO_CUSTOMER.password);
  await page.goto('/loyalty');
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1, name: 'My Rewards' })).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: 'Loyalty Program' }),
  ).toBeVisible();

  const before = await balanceOf(page);
  expect(before).toBeGreaterThanOrEqual(reward.cost);
  await expect(page.getByRole('progressbar')).toBeVisible();
  const vouchers = page
    .getByRole('region', { name: 'Your vouchers' })
    .getByRole('listitem')
    .filter({ hasText: reward.name });
  const held = await vouchers.count();

  const answer = page.waitForResponse((r) => r.url().includes('/redeem/') && r.request().method() === 'POST');
  await page.getByRole('button', { name: `Redeem ${reward.name}` }).click();
  expect((await answer).status()).toBe(201);
  await expect(page.getByText('Reward Redeemed!', { exact: true })).toBeVisible();

  await expect.poll(() => balanceOf(page)).toBeLessThanOrEqual(before - reward.cost);
  await expect(vouchers).toHaveCount(held + 1);
  const history = page.getByRole('region', { name: 'Points history' });
  await expect(history.getByText(`Redeemed: ${reward.name}`).first()).toBeVisible();
  await expect(history.getByRole('listitem')).not.toHaveCount(0);
  await expectNoAxeViolations(page);
});

test('a reward beyond the balance says how many more points it needs', async ({ page }) => {
  await signIn(page, DEMO_CUSTOMER.email, DEMO_CUSTOMER.password);
  await page.goto('/loyalty');
  await waitForHydration(page);
  const balance = await balanceOf(page);
  const dear = page.getByRole('button', { name: /^Need \d+ more points$/ });
  // 15% Off costs 350: whatever the journeys above spent, it is out of reach or redeemable.
  if (balance < 350) {
    await expect(dear.first()).toBeDisabled();
    await expect(page.getByRole('button', { name: `Need ${350 - balance} more points` })).toBeVisible();
  } else {
    await expect(page.getByRole('button', { name: 'Redeem 15% Off Your Order' })).toBeEnabled();
  }
});
