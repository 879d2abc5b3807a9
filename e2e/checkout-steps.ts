/** The checkout's steps as a customer takes them, shared by the journeys that place orders. */
import type { Page } from '@playwright/test';
import { expect, waitForHydration } from './fixtures';
import { allowing } from '../src/test/time-limits';
import { expectToast, freeSlot, type Fulfilment, quantityForMinimum, plainSweet } from './shop';
import { DEMO_CUSTOMER } from './sign-in';

export async function fillCart(page: Page): Promise<string> {
  const sweet = await plainSweet(page.request);
  await page.goto(`/product/details/${sweet.slug}`);
  await waitForHydration(page);
  // Enough of it to reach the shop's $25 minimum order.
  for (let added = 0; added < quantityForMinimum(sweet.price); added += 1) {
    await page
      .getByRole('button', { name: /^Add to Cart/ })
      .first()
      .click();
    await expectToast(page, 'Added to cart!');
  }
  return sweet.name;
}

export async function openCheckout(page: Page): Promise<void> {
  await page.goto('/checkout');
  await expect(page.getByRole('button', { name: /^Complete Payment - \$/ })).toBeVisible({ timeout: allowing(15_000) });
}

export async function fillDelivery(page: Page): Promise<void> {
  await page.getByLabel('Full name').fill('Aroha Customer');
  await page.getByLabel('Email').first().fill(DEMO_CUSTOMER.email);
  await page.getByLabel('Phone').fill('+64 21 555 0123');
  await page.getByLabel('Street address').fill('12 Ponsonby Road');
  // Chosen only when not already: the cart drawer's place may have filled them in, and choosing
  // the chosen option again clears it (the picker's toggle).
  const choose = async (name: 'Region' | 'Suburb', option: string) => {
    const field = page.getByRole('combobox', { name });
    if ((await field.textContent())?.includes(option)) return;
    await field.click();
    await page.getByRole('option', { name: option, exact: true }).click();
  };
  await choose('Region', 'Auckland');
  await choose('Suburb', 'Ponsonby');
  await page.getByLabel('Postal code').fill('1011');
  await chooseFreeSlot(page, 'delivery');
}

/**
 * Picks a day and slot no other journey is likely to take (see freeSlot): the form's default, the
 * first open slot, is what every journey would otherwise pay for at once.
 */
export async function chooseFreeSlot(page: Page, fulfilment: Fulfilment): Promise<void> {
  const { deliveryDate, deliveryTime } = await freeSlot(page.request, { fulfilment });
  await page.getByLabel(fulfilment === 'pickup' ? 'Pickup date' : 'Delivery date').fill(deliveryDate);
  const slot = page.getByRole('radio', { name: new RegExp(`^${deliveryTime.replace('-', ' – ')}`) });
  await expect(slot).toBeEnabled();
  await page.locator('label').filter({ has: slot }).click();
  await expect(slot).toBeChecked();
}

export async function useCard(page: Page, number: string): Promise<void> {
  await page.getByRole('button', { name: new RegExp(`^Use test card ${number}`) }).click();
  await page.getByLabel('Expiry').fill('12 / 34');
  await page.getByLabel('CVC').fill('123');
  await page.getByLabel('Name on card').fill('Aroha Customer');
}
