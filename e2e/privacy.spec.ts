import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test, waitForHydration } from './fixtures';
import { allowing } from '../src/test/time-limits';
import { getProducts } from './shop';
import { clickLogin, submitSignInForm, uniqueEmail, usesMobileMenu, waitForMail } from './sign-in';

/**
 * The customer's data (issue 9, "Promises kept"): "Download my data" saves a JSON file holding the
 * orders; "Delete account" asks first, says what is kept, signs out, and the sign-in is gone.
 * Each run signs up a new customer, since the journey deletes them.
 */

const PASSWORD = 'privacy-journey-password';

async function accessToken(page: Page): Promise<string> {
  return page.evaluate(() => {
    const key = Object.keys(sessionStorage).find((k) => k.startsWith('oidc.user:'))!;
    return (JSON.parse(sessionStorage.getItem(key)!) as { access_token: string }).access_token;
  });
}

/** A Monday-to-Saturday date a few days ahead (yyyy-MM-dd, Auckland is ahead of UTC, so +4 is safe). */
function pickupDate(): string {
  let date = new Date(Date.now() + 4 * 86_400_000);
  if (date.getUTCDay() === 0) date = new Date(date.getTime() + 86_400_000);
  return date.toISOString().slice(0, 10);
}

/** Places a paid pickup order through the API, as the checkout page does; returns its id and number. */
async function placePickupOrder(request: APIRequestContext, token: string, fullName: string, email: string) {
  const headers = { authorization: `Bearer ${token}` };
  const sweet = (await getProducts(request)).find((p) => p.inStock && p.category !== 'cakes')!;
  // Above the minimum order, whatever the sweet costs.
  const quantity = Math.max(1, Math.ceil(3000 / Math.round(Number(sweet.price) * 100)));
  const sessionId = crypto.randomUUID();
  expect((await request.post('/api/cart', { data: { sessionId, productId: sweet.id, quantity } })).ok()).toBe(true);
  const intentRes = await request.post('/api/create-payment-intent', { headers, data: { sessionId } });
  expect(intentRes.ok(), await intentRes.text()).toBe(true);
  const intent = (await intentRes.json()) as { paymentIntentId: string; clientSecret: string };
  const deliveryAddress = {
    fulfilment: 'pickup',
    fullName,
    email,
    phone: '021 555 0199',
    deliveryDate: pickupDate(),
    deliveryTime: '11:00-13:00',
  };
  const details = await request.post('/api/checkout/details', {
    headers,
    data: { sessionId, paymentIntentId: intent.paymentIntentId, deliveryAddress },
  });
  expect(details.ok(), await details.text()).toBe(true);
  await request.post(`/api/test-payments/${intent.paymentIntentId}/confirm`, {
    data: {
      clientSecret: intent.clientSecret,
      card: { number: '4242424242424242', expMonth: 12, expYear: 2034, cvc: '123', name: fullName },
    },
  });
  const confirmed = await request.post('/api/confirm-order', {
    headers,
    data: { sessionId, paymentIntentId: intent.paymentIntentId, deliveryAddress },
  });
  expect(confirmed.ok(), await confirmed.text()).toBe(true);
  return (await confirmed.json()) as { id: string; orderNumber: number; deliveryDate: string };
}

test('a customer downloads their data, then deletes the account and is signed out for good', async ({
  page,
  request,
}) => {
  const name = 'Privacy Journey';
  const email = uniqueEmail('privacy');

  // A new customer: sign up, then sign in.
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

  const token = await accessToken(page);
  const order = await placePickupOrder(request, token, name, email);

  // The confirmation e-mail speaks of the chosen slot, with the date as the site writes it.
  const mail = await waitForMail(email, new RegExp(`#${order.orderNumber}`));
  expect(mail.text).toMatch(/We'll have it ready for [A-Z][a-z]+day \d{1,2} [A-Z][a-z]+, 11:00-13:00\./);
  expect(mail.text).not.toContain(order.deliveryDate);

  // Download my data: a JSON file that holds the order.
  await page.goto('/account/settings');
  await waitForHydration(page);
  await page.getByRole('tab', { name: 'Privacy' }).click();
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download my data' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^my-data-\d{4}-\d{2}-\d{2}\.json$/);
  const data = JSON.parse(await readFile((await download.path())!, 'utf8')) as {
    profile: { email: string };
    orders: { id: string; customerName: string }[];
  };
  expect(data.profile.email).toBe(email);
  expect(data.orders).toEqual([expect.objectContaining({ id: order.id, customerName: name })]);

  // Delete account: it asks first and says what is kept.
  await page.getByRole('button', { name: 'Delete account' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete your account' });
  await expect(confirm).toContainText('We keep your orders for seven years');
  await confirm.getByRole('button', { name: 'Delete my account' }).click();
  const done = page.getByRole('dialog', { name: 'Your account has been deleted' });
  await expect(done).toContainText(
    'We keep your order for seven years, as tax law requires, with your name and address removed.',
  );

  // Signing out leaves through the sign-in server and comes back to the shop, signed out.
  await done.getByRole('button', { name: 'Sign out' }).click();
  await page.waitForURL((url) => url.pathname === '/', { timeout: allowing(15_000) });
  await waitForHydration(page);
  if (usesMobileMenu(page)) await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(page.getByRole('button', { name: 'Login', exact: true })).toBeEnabled();

  // The old token is refused and the sign-in account is gone: the same password no longer works.
  const headers = { authorization: `Bearer ${token}` };
  expect((await request.get('/api/auth/user', { headers })).status()).toBe(401);
  expect((await request.get('/api/orders/me', { headers })).status()).toBe(401);
  // The sign-in page itself, not the shop still on screen, takes the e-mail.
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page).toHaveURL(/\/identity\/interaction\//);
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByText('Incorrect email or password.')).toBeVisible();
});
