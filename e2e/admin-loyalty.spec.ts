import { expectNoAxeViolations } from './axe';
import { expect, test, waitForHydration } from './fixtures';
import { allowing } from '../src/test/time-limits';
import { expectToast } from './shop';
import { DEMO_ADMIN, DEMO_CUSTOMER, signIn } from './sign-in';

/**
 * The admin's loyalty rewards (issue [9 of 11], "Done when"): create a reward, see it on the demo
 * customer's /loyalty, deactivate it and see it disappear there, then delete it. Both widths may
 * run at once, so each run's reward has its own name and a points cost nobody can afford.
 */
test.describe.configure({ timeout: allowing(90_000) });

test(
  'create a reward, deactivate it and the customer no longer sees it, then delete it',
  { tag: '@desktop' },
  async ({ page, browser }) => {
    const name = `E2E Reward ${Math.random().toString(36).slice(2, 7)}`;
    await signIn(page, DEMO_ADMIN.email, DEMO_ADMIN.password);
    await page.goto('/admin/loyalty');
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Loyalty Program' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Program Status' })).toBeVisible();
    await expect(page.getByText('1 point per $1 spent')).toBeVisible();
    await expectNoAxeViolations(page);

    // The dialog starts from the defaults and says what is missing.
    await page.getByRole('button', { name: 'Create Reward' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create Reward' });
    await expect(dialog.getByLabel('Points Cost')).toHaveValue('100');
    await expect(dialog.getByLabel('Discount Type')).toHaveValue('percentage');
    await expect(dialog.getByLabel('Discount Value (%)')).toHaveValue('5');
    await expect(dialog.getByLabel('Discount Value (%)')).toHaveAttribute('step', '1');
    await dialog.getByLabel('Points Cost').fill('');
    await dialog.getByRole('button', { name: 'Create Reward' }).click();
    await expect(dialog.getByText('Name is required')).toBeVisible();
    await expect(dialog.getByText('Description is required')).toBeVisible();
    await expect(dialog.getByText('Points cost is required')).toBeVisible();
    await dialog.getByLabel('Points Cost').fill('0');
    await dialog.getByRole('button', { name: 'Create Reward' }).click();
    await expect(dialog.getByText('Must be at least 1 point')).toBeVisible();

    await dialog.getByLabel('Name').fill(name);
    await dialog.getByLabel('Description').fill('Five dollars off a big order');
    await dialog.getByLabel('Points Cost').fill('50000');
    await dialog.getByLabel('Discount Type').selectOption('fixed_amount');
    await expect(dialog.getByLabel('Discount Value ($)')).toHaveAttribute('step', '0.01');
    await dialog.getByLabel('Discount Value ($)').fill('5.00');
    await dialog.getByLabel('Minimum Spend ($)').fill('40');
    await dialog.getByRole('button', { name: 'Create Reward' }).click();
    await expectToast(page, 'Reward Created');
    await expect(dialog).toBeHidden();

    const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name }) });
    await expect(card).toContainText('50000 points');
    await expect(card).toContainText('Active');
    await expect(card).toContainText('$5.00');
    await expect(card).toContainText('$40.00');
    await expect(card).toContainText('0 (no limit)');

    // The demo customer, in a browser of their own, sees it on /loyalty.
    const customer = await browser.newContext();
    const shop = await customer.newPage();
    await signIn(shop, DEMO_CUSTOMER.email, DEMO_CUSTOMER.password);
    await shop.goto('/loyalty');
    await waitForHydration(shop);
    await expect(shop.getByRole('heading', { level: 1, name: 'My Rewards' })).toBeVisible();
    await expect(shop.getByText(name, { exact: true })).toBeVisible();

    // Deactivate: only {active} is sent.
    const sent = page.waitForRequest((r) => r.method() === 'PUT' && r.url().includes('/api/admin/loyalty/rewards/'));
    await card.getByRole('button', { name: `Deactivate ${name}` }).click();
    expect((await sent).postDataJSON()).toEqual({ active: false });
    await expectToast(page, 'Reward Updated');
    await expect(card).toContainText('Inactive');
    await expect(card.getByRole('button', { name: `Activate ${name}` })).toBeVisible();

    await shop.reload();
    await waitForHydration(shop);
    await expect(shop.getByRole('heading', { level: 1, name: 'My Rewards' })).toBeVisible();
    await expect(shop.getByRole('button', { name: /^Redeem |^Need \d+ more points/ }).first()).toBeVisible();
    await expect(shop.getByText(name, { exact: true })).toHaveCount(0);
    await customer.close();

    // Edit, then delete with the spec's confirmation.
    await card.getByRole('button', { name: `Edit ${name}` }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Reward' });
    await expect(edit.getByLabel('Name')).toHaveValue(name);
    await edit.getByLabel('Max Uses').fill('3');
    await edit.getByRole('button', { name: 'Update Reward' }).click();
    await expectToast(page, 'Reward Updated');
    await expect(card).toContainText('0 / 3');

    await card.getByRole('button', { name: `Delete ${name}` }).click();
    const confirm = page.getByRole('dialog', { name: `Delete ${name}?` });
    await expect(confirm).toContainText('Are you sure you want to delete this reward? This action cannot be undone.');
    await confirm.getByRole('button', { name: 'Delete Reward' }).click();
    await expectToast(page, 'Reward Deleted');
    await expect(card).toHaveCount(0);
  },
);
