import { expect, test, waitForHydration } from './fixtures';
import { expectVisibleFocus, tabTo } from './focus';
import { expectCartCount } from './shop';
import { DEMO_CUSTOMER, signIn } from './sign-in';
import { allowing } from '../src/test/time-limits';

/**
 * The whole cart and checkout by keyboard, at both widths: every stop the Tab key reaches shows a
 * visible focus indicator, the buttons that work keep the focus, and after paying the focus is on
 * the confirmation's heading.
 */

test('the cart and checkout by keyboard, with a visible focus at every stop', { tag: '@desktop' }, async ({ page }) => {
  test.setTimeout(allowing(120_000));
  await signIn(page, DEMO_CUSTOMER.email, DEMO_CUSTOMER.password);
  await page.goto('/');
  await waitForHydration(page);

  // A product card's Add to Cart keeps the focus while it works.
  const add = page
    .locator('#products article')
    .first()
    .getByRole('button', { name: /^Add to Cart: / });
  await tabTo(page, add, { max: 80 });
  await page.keyboard.press('Enter');
  await expectCartCount(page, 1);
  await expect(add).toBeFocused();
  await expect(add).not.toHaveAttribute('aria-busy', 'true');

  // Back up to the cart button, and into the drawer.
  const cart = page.locator('header button[aria-label^="Open cart"]');
  await tabTo(page, cart, { back: true, max: 80 });
  await page.keyboard.press('Enter');
  const drawer = page.getByRole('dialog', { name: 'Your Cart' });
  await expect(drawer).toBeVisible();

  // The quantity button keeps the focus while the change is saved.
  const increase = drawer.getByRole('button', { name: /^Increase quantity of / });
  await tabTo(page, increase, { max: 10 });
  await page.keyboard.press('Enter');
  await expectCartCount(page, 2);
  await expect(increase).toBeFocused();
  await expectVisibleFocus(page, 'the increase button after saving');

  await tabTo(page, drawer.getByRole('button', { name: 'Proceed to Checkout' }), { max: 10 });
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/checkout$/);
  const pay = page.getByRole('button', { name: /^Complete Payment - \$/ });
  await expect(pay).toBeVisible({ timeout: allowing(15_000) });

  // Step 1: the details, typed.
  const checkout = page.getByRole('form', { name: 'Checkout' });
  const fill = async (label: string, value: string) => {
    const field = checkout.getByLabel(label);
    await tabTo(page, field);
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type(value);
    // Card fields may format what is typed: compare the letters and digits.
    const bare = (text: string) => text.replace(/[^\p{L}\p{N}@.+]/gu, '');
    await expect.poll(async () => bare(await field.inputValue())).toBe(bare(value));
  };
  await fill('Full name', 'Aroha Customer');
  await fill('Email', DEMO_CUSTOMER.email);
  await fill('Phone', '+64 21 555 0123');
  await fill('Street address', '12 Ponsonby Road');

  // Region and suburb: the comboboxes open with the arrow key and take a typed search.
  for (const [name, option] of [
    ['Region', 'Auckland'],
    ['Suburb', 'Ponsonby'],
  ] as const) {
    const box = checkout.getByRole('combobox', { name });
    await tabTo(page, box);
    await page.keyboard.press('ArrowDown');
    const search = page.getByPlaceholder(`Search ${name === 'Region' ? 'regions' : 'suburbs'}...`);
    await expect(search).toBeFocused();
    await expectVisibleFocus(page, `the ${name} search`);
    await page.keyboard.type(option);
    await page.keyboard.press('Enter');
    await expect(box).toContainText(option);
    await expect(box).toBeFocused();
  }
  await fill('Postal code', '1011');

  // Step 2: a slot, unless one is chosen already.
  const slots = checkout.getByRole('radiogroup', { name: /time/ });
  await expect(slots.getByRole('radio').first()).toBeAttached();
  if ((await slots.getByRole('radio', { checked: true }).count()) === 0) {
    await tabTo(page, slots.getByRole('radio', { disabled: false }).first());
    await page.keyboard.press('Space');
    await expect(slots.getByRole('radio', { checked: true })).toHaveCount(1);
  }

  // Step 3: the card.
  await fill('Card number', '4242 4242 4242 4242');
  await fill('Expiry', '12 / 34');
  await fill('CVC', '123');
  await fill('Name on card', 'Aroha Customer');
  await tabTo(page, pay);
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(/\/checkout\/success/, { timeout: allowing(20_000) });
  const heading = page.getByRole('heading', { level: 1, name: 'Order Confirmed!' });
  await expect(heading).toBeFocused();
  await expectVisibleFocus(page, 'the confirmation heading');
});
