import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test, waitForHydration } from './fixtures';
import { allowing } from '../src/test/time-limits';
import { fillCart, fillDelivery, openCheckout, useCard } from './checkout-steps';
import { dollars, expectToast, freeSlot, parseDollars, plainSweet, quantityForMinimum } from './shop';
import { accessTokenOf, clickLogin, DEMO_STAFF, signIn, submitSignInForm, uniqueEmail } from './sign-in';
import { keepScreenshot } from './screenshots';

/**
 * Store credit (issue 24, decision 0202): a member of staff resolves a complaint about a customer's
 * order with store credit worth 110% of it; the customer sees the balance on /account and /loyalty,
 * pays the next order wholly with it (no card asked for) and the one after partly (the card pays
 * the rest). A new customer of its own, so no other journey's checkout meets this credit.
 */
test.describe.configure({ timeout: allowing(150_000) });

const PASSWORD = 'store-credit-journey-password';

async function signUp(page: Page, name: string, email: string): Promise<void> {
  await page.goto('/');
  await waitForHydration(page);
  await clickLogin(page);
  await page.getByRole('link', { name: 'Create an account' }).click();
  await page.getByLabel('Name').fill(name);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Create account', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Check your e-mail' })).toBeVisible();
  await page.getByRole('link', { name: 'Sign in', exact: true }).click();
  await submitSignInForm(page, email, PASSWORD);
}

/** A pickup order paid by card, through the API as the checkout makes it: one more than the minimum order. */
async function placeFirstOrder(request: APIRequestContext, token: string, fullName: string, email: string) {
  const sweet = await plainSweet(request);
  const headers = { authorization: `Bearer ${token}` };
  const sessionId = crypto.randomUUID();
  const quantity = quantityForMinimum(sweet.price) + 1;
  expect((await request.post('/api/cart', { data: { sessionId, productId: sweet.id, quantity } })).ok()).toBe(true);
  const prepared = await request.post('/api/create-payment-intent', { headers, data: { sessionId } });
  expect(prepared.ok(), await prepared.text()).toBe(true);
  const intent = (await prepared.json()) as { paymentIntentId: string; clientSecret: string };
  const deliveryAddress = { fulfilment: 'pickup', fullName, email, phone: '021 555 0177', specialInstructions: '' };
  const slot = await freeSlot(request);
  const data = { sessionId, paymentIntentId: intent.paymentIntentId, deliveryAddress: { ...deliveryAddress, ...slot } };
  expect((await request.post('/api/checkout/details', { headers, data })).ok()).toBe(true);
  await request.post(`/api/test-payments/${intent.paymentIntentId}/confirm`, {
    data: {
      clientSecret: intent.clientSecret,
      card: { number: '4242424242424242', expMonth: 12, expYear: 2034, cvc: '123', name: fullName },
    },
  });
  const confirmed = await request.post('/api/confirm-order', { headers, data });
  expect(confirmed.ok(), await confirmed.text()).toBe(true);
  return (await confirmed.json()) as { orderNumber: number; totalAmount: string };
}

const balanceOn = (page: Page) => page.getByTestId('store-credit-balance');

test('staff give store credit; the customer sees it and pays with it, wholly then partly', async ({
  page,
  browser,
}, testInfo) => {
  const width = String(page.viewportSize()?.width ?? testInfo.project.name);
  const tag = Math.random().toString(36).slice(2, 8);
  const name = `Credit ${tag}`;
  const email = uniqueEmail(`credit-${tag}`);
  await signUp(page, name, email);
  const order = await placeFirstOrder(page.request, await accessTokenOf(page), name, email);
  const complaint = order.totalAmount;
  const creditCents = Math.round(parseDollars(complaint) * 1.1);

  // A member of staff (not an owner) resolves the complaint about it with store credit.
  const staffContext = await browser.newContext({ viewport: page.viewportSize() ?? undefined });
  const staff = await staffContext.newPage();
  await signIn(staff, DEMO_STAFF.email, DEMO_STAFF.password);
  await staff.goto('/admin/orders');
  await waitForHydration(staff);
  await staff.getByRole('searchbox', { name: 'Search' }).fill(tag);
  await staff.getByRole('button', { name: `View order #${order.orderNumber}` }).click();
  const details = staff.getByRole('dialog', { name: 'Order Details' });
  await details.getByRole('button', { name: 'Give store credit' }).click();
  const form = staff.getByRole('dialog', { name: 'Give store credit' });
  await form.getByLabel(/Amount of the complaint/).fill(complaint);
  await expect(form.getByText(`The customer receives ${dollars(creditCents)} in store credit.`)).toBeVisible();
  await form.getByLabel(/Reason/).fill('The icing melted on the way home');
  await keepScreenshot(staff, `admin-give-credit-${width}`);
  // The admin on tablets too (the desktop run): the dialog at 820 and 1180 px.
  if (width === '1280') {
    for (const tablet of [820, 1180]) {
      await staff.setViewportSize({ width: tablet, height: 1000 });
      await expect(form.getByRole('button', { name: `Give ${dollars(creditCents)} credit` })).toBeInViewport();
      await keepScreenshot(staff, `admin-give-credit-${tablet}`);
    }
  }
  await form.getByRole('button', { name: `Give ${dollars(creditCents)} credit` }).click();
  await expectToast(staff, 'Store Credit Given', new RegExp(`Their balance is \\${dollars(creditCents)}`));
  await staffContext.close();

  // The customer sees the balance on /account and /loyalty.
  await page.goto('/account');
  await waitForHydration(page);
  await expect(balanceOn(page)).toHaveText(dollars(creditCents), { timeout: allowing(15_000) });
  await page.getByRole('region', { name: 'Store Credit' }).scrollIntoViewIfNeeded();
  await keepScreenshot(page, `account-credit-${width}`);
  await page.goto('/loyalty');
  await waitForHydration(page);
  await expect(balanceOn(page)).toHaveText(dollars(creditCents), { timeout: allowing(15_000) });
  await expect(page.getByText('The icing melted on the way home')).toBeVisible();
  await page.getByRole('region', { name: 'Store Credit' }).scrollIntoViewIfNeeded();
  await keepScreenshot(page, `loyalty-credit-${width}`);

  // The next order (smaller than the first) is paid wholly with credit: no card is asked for.
  await fillCart(page);
  await openCheckout(page);
  await expect(page.getByText('No card needed.')).toBeVisible();
  await expect(page.getByLabel('Card number')).toHaveCount(0);
  const wholeTotal = await page.getByTestId('checkout-total').textContent();
  expect(wholeTotal).toBe('$0.00');
  await fillDelivery(page);
  await keepScreenshot(page, `checkout-wholly-${width}`, { fullPage: true });
  await page.getByRole('button', { name: 'Complete Payment - $0.00' }).click();
  await expect(page).toHaveURL(/\/checkout\/success/, { timeout: allowing(20_000) });

  // What is left pays part of the one after; the card pays the rest.
  await page.goto('/loyalty');
  await waitForHydration(page);
  const left = parseDollars((await balanceOn(page).textContent()) ?? '');
  expect(left).toBeGreaterThan(0);
  expect(left).toBeLessThan(creditCents);
  await fillCart(page);
  await openCheckout(page);
  await expect(page.getByText('Store Credit', { exact: true })).toBeVisible();
  await expect(page.getByText(`-${dollars(left)}`)).toBeVisible();
  const due = parseDollars((await page.getByTestId('checkout-total').textContent()) ?? '');
  expect(due).toBeGreaterThan(0);
  await fillDelivery(page);
  await useCard(page, '4242 4242 4242 4242');
  await keepScreenshot(page, `checkout-partly-${width}`, { fullPage: true });
  await page.getByRole('button', { name: `Complete Payment - ${dollars(due)}` }).click();
  await expect(page).toHaveURL(/\/checkout\/success/, { timeout: allowing(20_000) });

  await page.goto('/loyalty');
  await waitForHydration(page);
  await expect(balanceOn(page)).toHaveText('$0.00', { timeout: allowing(15_000) });
});
