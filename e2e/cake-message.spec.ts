/**
 * Issue 9, "A message on the cake": a cake with a message, written on the product page and
 * changed in the cart drawer, reaches the order (confirmation page and /orders) and the e-mail.
 */
import { fillDelivery } from './checkout-steps';
import { expect, test, waitForHydration } from './fixtures';
import { allowing } from '../src/test/time-limits';
import { expectToast, findDefaultSizedCake, openCart } from './shop';
import { DEMO_CUSTOMER, signIn, waitForMail } from './sign-in';

test('a cake with a message reaches the order and the e-mail', async ({ page }, testInfo) => {
  // Both widths run at once for the same customer: each order carries its own words.
  const first = `Happy birthday Aroha (${testInfo.project.name})`;
  const message = `Happy 30th, Aroha! Love from the ${testInfo.project.name} team`;
  expect(message.length).toBeLessThanOrEqual(60);

  await signIn(page, DEMO_CUSTOMER.email, DEMO_CUSTOMER.password);
  const cake = await findDefaultSizedCake(page.request);
  await page.goto(`/product/details/${cake.slug}`);
  await waitForHydration(page);

  const field = page.getByLabel('Message on the cake (optional)');
  // The page's own button comes first; the related cakes below have theirs.
  const addToCart = page.getByRole('button', { name: /^Add to Cart/ }).first();
  await expect(page.getByTestId('cake-message-count')).toHaveText('0/60 characters');
  // Too long is refused on the page, before anything is sent.
  await field.fill('x'.repeat(61));
  await expect(page.getByTestId('cake-message-count')).toHaveText('61/60 characters');
  await addToCart.click();
  await expect(page.getByText('Message must be at most 60 characters')).toBeVisible();
  await field.fill(first);
  await expect(page.getByTestId('cake-message-count')).toHaveText(`${first.length}/60 characters`);
  await addToCart.click();
  await expectToast(page, 'Added to cart!');
  await expect(field).toHaveValue('');

  // The drawer shows the message and changes it.
  const drawer = await openCart(page);
  const line = drawer.getByTestId('cart-line').filter({ hasText: cake.name });
  await expect(line).toContainText(`Message on the cake: “${first}”`);
  await line.getByRole('button', { name: new RegExp(`^Edit message on ${cake.name}`) }).click();
  const edit = drawer.getByLabel('Message on the cake (optional)');
  await expect(edit).toBeFocused();
  await edit.fill(message);
  await drawer.getByRole('button', { name: 'Save message' }).click();
  await expect(line).toContainText(`Message on the cake: “${message}”`);
  await drawer.getByRole('button', { name: 'Proceed to Checkout' }).click();

  await expect(page.getByRole('button', { name: /^Complete Payment - \$/ })).toBeVisible({ timeout: allowing(15_000) });
  await fillDelivery(page);
  await page.getByRole('button', { name: /^Use test card 4242 4242 4242 4242/ }).click();
  await page.getByLabel('Expiry').fill('12 / 34');
  await page.getByLabel('CVC').fill('123');
  await page.getByLabel('Name on card').fill('Aroha Customer');
  await page.getByRole('button', { name: /^Complete Payment - \$/ }).click();

  await expect(page).toHaveURL(/\/checkout\/success/, { timeout: allowing(15_000) });
  await expect(page.getByRole('heading', { name: 'Order Confirmed!' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Messages on the cakes' })).toContainText(
    `Message on the cake: “${message}”`,
  );
  const orderId = new URL(page.url()).searchParams.get('order')!;
  const orders = (await page.evaluate(async () => {
    const key = Object.keys(sessionStorage).find((k) => k.startsWith('oidc.user:'))!;
    const token = (JSON.parse(sessionStorage.getItem(key)!) as { access_token: string }).access_token;
    return (await fetch('/api/orders/me', { headers: { authorization: `Bearer ${token}` } })).json();
  })) as { id: string; orderNumber: number; items: { productName: string; message: string | null }[] }[];
  const order = orders.find((o) => o.id === orderId)!;
  expect(order.items).toEqual([expect.objectContaining({ productName: cake.name, message })]);

  await page.goto('/orders');
  await expect(page.getByText(`#${order.orderNumber}`).first()).toBeVisible();
  await expect(page.locator('p').filter({ hasText: `Message on the cake: “${message}”` })).toBeVisible();

  const mail = await waitForMail(DEMO_CUSTOMER.email, new RegExp(`#${order.orderNumber}\\b`));
  expect(mail.text).toContain(cake.name);
  expect(mail.text).toContain(`Message on the cake: ${message}`);
  expect(mail.text).not.toContain(first);
});
