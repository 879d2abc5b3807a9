import type { Page } from '@playwright/test';
import { expect, test, waitForHydration } from './fixtures';
import { DEMO_CUSTOMER, logOut, signInThroughPages as signIn } from './sign-in';
import { allowing } from '../src/test/time-limits';

/**
 * Signed in once is signed in everywhere (docs/decisions/0034): tokens stay in each tab's session
 * storage, and a tab without them asks the sign-in server's session silently; signing in or out
 * in one tab reaches the others.
 */
test.describe.configure({ mode: 'parallel' });

/** The fixture watches `page` only: the same rule (no console errors) for the other tabs. */
function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`console.error: ${message.text()}`);
  });
  return errors;
}

/** The signed-in customer's orders, read with the token of `page`'s tab. */
function myOrders(page: Page): Promise<{ orderNumber: number | null; id: string }[]> {
  return page.evaluate(async () => {
    const key = Object.keys(sessionStorage).find((k) => k.startsWith('oidc.user:'))!;
    const token = (JSON.parse(sessionStorage.getItem(key)!) as { access_token: string }).access_token;
    return (await fetch('/api/orders/me', { headers: { authorization: `Bearer ${token}` } })).json();
  });
}

/** /orders shows the customer's orders (or that there are none yet), not the log-in card. */
async function expectOrdersShown(page: Page, orders: { orderNumber: number | null; id: string }[]) {
  await expect(page.getByRole('heading', { level: 1, name: 'My Orders' })).toBeVisible({ timeout: allowing(15_000) });
  if (orders[0]?.orderNumber) await expect(page.getByText(`#${orders[0].orderNumber}`).first()).toBeVisible();
  else if (!orders.length) await expect(page.getByText('No Orders Yet')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Login Required' })).toHaveCount(0);
}

test('signed in in one tab, /orders in a new tab shows the orders without a click; reloads keep it; signing out in one tab signs out the other', async ({
  page,
  context,
}) => {
  test.setTimeout(allowing(60_000));
  await signIn(page, DEMO_CUSTOMER.email, DEMO_CUSTOMER.password);
  const orders = await myOrders(page);

  const second = await context.newPage();
  const errors = watchErrors(second);
  const ordersCall = second.waitForResponse(
    (r) => r.url().endsWith('/api/orders/me') && Boolean(r.request().headers().authorization?.startsWith('Bearer ')),
  );
  await second.goto('/orders');
  await waitForHydration(second);
  await expectOrdersShown(second, orders);
  expect((await ordersCall).status()).toBe(200);
  // The new tab got its own tokens; none of them were ever put where every tab (and script) can read them.
  expect(await second.evaluate(() => Object.keys(sessionStorage).some((k) => k.startsWith('oidc.user:')))).toBe(true);
  expect(await second.evaluate(() => JSON.stringify(localStorage))).not.toMatch(/access_token|refresh_token|id_token/);

  // A reload keeps the customer signed in, in either tab.
  await second.reload();
  await waitForHydration(second);
  await expectOrdersShown(second, orders);
  await page.goto('/orders');
  await waitForHydration(page);
  await expectOrdersShown(page, orders);

  // Signing out in the first tab (from the shop's header) signs the second out too, and a new tab
  // stays signed out.
  await page.goto('/');
  await waitForHydration(page);
  await logOut(page, DEMO_CUSTOMER.name);
  await expect(second.getByRole('heading', { name: 'Login Required' })).toBeVisible();
  const third = await context.newPage();
  errors.push(...watchErrors(third));
  await third.goto('/orders');
  await waitForHydration(third);
  await expect(third.getByRole('heading', { name: 'Login Required' })).toBeVisible();
  expect(errors, 'the other tabs logged errors').toEqual([]);
});

test('a tab already open signs in when another tab signs in', async ({ page, context }) => {
  const waiting = await context.newPage();
  const errors = watchErrors(waiting);
  await waiting.goto('/orders');
  await waitForHydration(waiting);
  await expect(waiting.getByRole('heading', { name: 'Login Required' })).toBeVisible();

  await signIn(page, DEMO_CUSTOMER.email, DEMO_CUSTOMER.password);
  await expectOrdersShown(waiting, await myOrders(page));
  expect(errors, 'the waiting tab logged errors').toEqual([]);
});

test('a restarted browser (cookies and local storage kept, session storage gone) is still signed in', async ({
  page,
  browser,
}) => {
  await signIn(page, DEMO_CUSTOMER.email, DEMO_CUSTOMER.password);
  const orders = await myOrders(page);
  const saved = await page.context().storageState();
  const restarted = await browser.newContext({ storageState: saved, viewport: page.viewportSize() });
  try {
    const tab = await restarted.newPage();
    const errors = watchErrors(tab);
    await tab.goto('/orders');
    await waitForHydration(tab);
    await expectOrdersShown(tab, orders);
    expect(errors, 'the restarted browser logged errors').toEqual([]);
  } finally {
    await restarted.close();
  }
});
