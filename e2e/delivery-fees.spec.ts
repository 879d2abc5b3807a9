import type { Page } from '@playwright/test';
import { fillCart, fillDelivery, openCheckout, useCard } from './checkout-steps';
import { expect, test, waitForHydration } from './fixtures';
import { allowing } from '../src/test/time-limits';
import { expectToast, openCart, parseDollars } from './shop';
import { DEMO_ADMIN, DEMO_CUSTOMER, signIn } from './sign-in';
import { undoAfterEach } from './shop-wide-undo';
import { keepScreenshot } from './screenshots';

/**
 * Delivery fees shown up front (issue 26): the owner charges $8.50 anywhere and $6.00 to Ponsonby
 * in Business Settings; the customer sees "from $6.00" in the drawer, $6.00 once Ponsonby is
 * chosen, the same fee in the checkout's summary, and pays exactly that. The fees change every
 * checkout, so the journey runs with the shop-wide ones and switches them off after it.
 */
test.describe.configure({ mode: 'serial', timeout: allowing(240_000) });

const shoot = async (page: Page, name: string) => {
  await keepScreenshot(page, `${name}-${test.info().project.name}`);
};

const undo = undoAfterEach();

test('the owner sets delivery fees; the drawer shows the fee the checkout charges', async ({ page, browser }) => {
  const owner = await (await browser.newContext({ baseURL: test.info().project.use.baseURL })).newPage();
  await signIn(owner, DEMO_ADMIN.email, DEMO_ADMIN.password);
  try {
    await owner.goto('/admin/business');
    const card = owner.getByRole('form', { name: 'Delivery fees' });
    await card.getByLabel('Charge for delivery').check();
    await card.getByLabel('Fee anywhere we deliver ($)').fill('8.50');
    await card.getByLabel('Free delivery over ($)').fill('');
    await card.getByRole('button', { name: 'Add a fee for a region or suburb' }).click();
    await card.getByLabel('Suburb').selectOption('Ponsonby');
    await card.getByLabel('Fee ($)').fill('6.00');
    await shoot(owner, 'fees-card');
    // Never left charging fees for the other journeys.
    undo(async (request, admin) => {
      const off = await request.put('/api/admin/delivery-fees', {
        headers: admin,
        data: { charging: false, baseFee: '0', freeOver: null, zones: [] },
      });
      expect(off.ok(), await off.text()).toBe(true);
    });
    await card.getByRole('button', { name: 'Save Delivery Fees' }).click();
    await expectToast(owner, 'Delivery fees saved');

    await signIn(page, DEMO_CUSTOMER.email, DEMO_CUSTOMER.password);
    await fillCart(page);
    const drawer = await openCart(page);
    const fee = drawer.getByTestId('cart-delivery-fee');
    await expect(fee).toHaveText('from $6.00');
    const subtotal = parseDollars((await drawer.getByTestId('cart-total').textContent()) ?? '');
    await drawer.getByLabel('Delivering to').selectOption({ label: 'Ponsonby, Auckland' });
    await expect(fee).toHaveText('$6.00');
    await expect(drawer.getByTestId('cart-total')).toHaveText(`$${((subtotal + 600) / 100).toFixed(2)}`);
    await shoot(page, 'drawer-fee');
    await page.keyboard.press('Escape');

    await openCheckout(page);
    // The form opens on the place the drawer was told: the same fee before anything is typed.
    await expect(page.getByRole('combobox', { name: 'Region' })).toContainText('Auckland');
    await expect(page.getByRole('combobox', { name: 'Suburb' })).toContainText('Ponsonby');
    const summaryFee = page.getByTestId('checkout-delivery-fee');
    await expect(summaryFee).toHaveText('$6.00', { timeout: allowing(15_000) });
    await fillDelivery(page);
    await expect(summaryFee).toHaveText('$6.00', { timeout: allowing(15_000) });
    await expect(page.getByRole('button', { name: /^Complete Payment - \$/ })).toBeEnabled({
      timeout: allowing(15_000),
    });
    await shoot(page, 'checkout-fee');
    const total = (await page.getByTestId('checkout-total').textContent())!.trim();
    await useCard(page, '4242 4242 4242 4242');
    await page.getByRole('button', { name: `Complete Payment - ${total}` }).click();
    await expect(page).toHaveURL(/\/checkout\/success\?order=/, { timeout: allowing(20_000) });

    // The order carries the fee charged, in the total paid (its card on /orders).
    await page.goto('/orders');
    // Newest first: this order's card leads the list.
    await expect(page.getByTestId('order-delivery-fee').first()).toHaveText('incl. delivery $6.00', {
      timeout: allowing(15_000),
    });
    await shoot(page, 'order-fee');

    // The delivery page lists the shop's fees.
    await page.goto('/delivery-info');
    await waitForHydration(page);
    await expect(page.getByTestId('delivery-fee-list')).toContainText('$8.50');
    await expect(page.getByTestId('delivery-fee-list')).toContainText('Ponsonby, Auckland');
    await shoot(page, 'delivery-page-fees');
  } finally {
    await owner.context().close();
  }
});
