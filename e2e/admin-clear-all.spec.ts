import type { Page } from '@playwright/test';
import { expect, test, waitForHydration } from './fixtures';
import { allowing } from '../src/test/time-limits';
import { expectToast, freeSlot, quantityForMinimum, plainSweet } from './shop';
import { DEMO_ADMIN, DEMO_CUSTOMER, signIn } from './sign-in';

/**
 * Clear All Orders (admin spec section 4) deletes what every other journey reads, so this file runs
 * in the 'after-all' project, on a shop of its own (playwright.config.ts).
 */
test.describe.configure({ timeout: allowing(90_000) });

async function tokenOf(page: Page): Promise<string> {
  return page.evaluate(() => {
    const key = Object.keys(sessionStorage).find((k) => k.startsWith('oidc.user:'))!;
    return (JSON.parse(sessionStorage.getItem(key)!) as { access_token: string }).access_token;
  });
}

/** One paid pickup order, so there is something to clear even when this file runs alone. */
async function placeOrder(page: Page): Promise<void> {
  await signIn(page, DEMO_CUSTOMER.email, DEMO_CUSTOMER.password);
  const headers = { authorization: `Bearer ${await tokenOf(page)}` };
  const request = page.request;
  const sweet = await plainSweet(request);
  const { deliveryDate, deliveryTime } = await freeSlot(request);
  const sessionId = crypto.randomUUID();
  await request.post('/api/cart', {
    data: { sessionId, productId: sweet.id, quantity: quantityForMinimum(sweet.price) },
  });
  const intent = (await (
    await request.post('/api/create-payment-intent', { headers, data: { sessionId } })
  ).json()) as {
    paymentIntentId: string;
    clientSecret: string;
  };
  const deliveryAddress = {
    fulfilment: 'pickup',
    fullName: 'Clear All Customer',
    email: DEMO_CUSTOMER.email,
    phone: '021 555 0199',
    deliveryDate,
    deliveryTime,
  };
  await request.post('/api/checkout/details', {
    headers,
    data: { sessionId, paymentIntentId: intent.paymentIntentId, deliveryAddress },
  });
  await request.post(`/api/test-payments/${intent.paymentIntentId}/confirm`, {
    data: {
      clientSecret: intent.clientSecret,
      card: { number: '4242424242424242', expMonth: 12, expYear: 2034, cvc: '123', name: 'Clear All Customer' },
    },
  });
  const confirmed = await request.post('/api/confirm-order', {
    headers,
    data: { sessionId, paymentIntentId: intent.paymentIntentId, deliveryAddress },
  });
  expect(confirmed.ok(), await confirmed.text()).toBe(true);
}

test('the admin clears all orders after confirming', async ({ browser, page }) => {
  const customer = await browser.newContext();
  await placeOrder(await customer.newPage());
  await customer.close();

  await signIn(page, DEMO_ADMIN.email, DEMO_ADMIN.password);
  await page.goto('/admin/orders');
  await waitForHydration(page);
  const count = page.getByText(/^Showing \d+ of \d+ orders$/);
  await expect(count).toBeVisible({ timeout: allowing(15_000) });
  const total = Number(/of (\d+) orders/.exec((await count.textContent())!)![1]);
  expect(total).toBeGreaterThan(0);

  const clear = page.getByRole('button', { name: 'Clear All Orders' });
  await clear.click();
  const confirm = page.getByRole('alertdialog', { name: 'Are you absolutely sure?' });
  await expect(confirm).toContainText(
    `This action cannot be undone. This will permanently delete all ${total} orders and their associated order items from the database.`,
  );
  // Cancel keeps everything.
  await confirm.getByRole('button', { name: 'Cancel', exact: true }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByText(`Showing ${total} of ${total} orders`)).toBeVisible();

  await clear.click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Yes, delete all orders' }).click();
  await expectToast(
    page,
    'All Orders Cleared',
    new RegExp(`^.*Successfully deleted ${total} orders and \\d+ order items`),
  );
  await expect(page.getByText('No orders yet')).toBeVisible();
  await expect(page.getByText('Orders will appear here when customers make purchases.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Clear All Orders' })).toBeDisabled();

  await page.reload();
  await waitForHydration(page);
  await expect(page.getByText('No orders yet')).toBeVisible({ timeout: allowing(15_000) });
});
