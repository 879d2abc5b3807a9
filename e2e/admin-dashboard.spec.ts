import { expectNoAxeViolations } from './axe';
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { expect, test, waitForHydration } from './fixtures';
import { allowing } from '../src/test/time-limits';
import { freeSlot, parseDollars, plainSweet } from './shop';
import { DEMO_ADMIN, DEMO_CUSTOMER, signIn } from './sign-in';
import { keepScreenshot } from './screenshots';

/**
 * The admin layout and dashboard (issue [8 of 11]): every sidebar link, Back to Shop reaching the
 * storefront, the figures matching GET /api/admin/analytics, and a new order appearing in Recent
 * Orders without a reload (the live stream). Other journeys place orders at the same time, so
 * nothing here depends on counts standing still.
 */
test.describe.configure({ timeout: allowing(90_000) });

/** Outside test-results/, which every Playwright run empties. */

async function tokenOf(page: Page): Promise<string> {
  return page.evaluate(() => {
    const key = Object.keys(sessionStorage).find((k) => k.startsWith('oidc.user:'))!;
    return (JSON.parse(sessionStorage.getItem(key)!) as { access_token: string }).access_token;
  });
}

async function customerToken(browser: Browser): Promise<string> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, DEMO_CUSTOMER.email, DEMO_CUSTOMER.password);
  const token = await tokenOf(page);
  await context.close();
  return token;
}

/** A pickup order paid with 4242, placed through the API as the checkout does. */
async function placeOrder(request: APIRequestContext, token: string, fullName: string) {
  const sweet = await plainSweet(request);
  const quantity = Math.max(1, Math.ceil(2500 / Math.round(Number(sweet.price) * 100)));
  const { deliveryDate, deliveryTime } = await freeSlot(request);
  const headers = { authorization: `Bearer ${token}` };
  const sessionId = crypto.randomUUID();
  expect((await request.post('/api/cart', { data: { sessionId, productId: sweet.id, quantity } })).ok()).toBe(true);
  const intent = (await (
    await request.post('/api/create-payment-intent', { headers, data: { sessionId } })
  ).json()) as {
    paymentIntentId: string;
    clientSecret: string;
  };
  const deliveryAddress = {
    fulfilment: 'pickup',
    fullName,
    email: DEMO_CUSTOMER.email,
    phone: '021 555 0199',
    specialInstructions: '',
    deliveryDate,
    deliveryTime,
  };
  const paymentIntentId = intent.paymentIntentId;
  expect(
    (
      await request.post('/api/checkout/details', { headers, data: { sessionId, paymentIntentId, deliveryAddress } })
    ).ok(),
  ).toBe(true);
  await request.post(`/api/test-payments/${paymentIntentId}/confirm`, {
    data: {
      clientSecret: intent.clientSecret,
      card: { number: '4242424242424242', expMonth: 12, expYear: 2034, cvc: '123', name: fullName },
    },
  });
  const confirmed = await request.post('/api/confirm-order', {
    headers,
    data: { sessionId, paymentIntentId, deliveryAddress },
  });
  expect(confirmed.ok(), await confirmed.text()).toBe(true);
  return (await confirmed.json()) as { id: string; orderNumber: number; totalAmount: string };
}

async function openDashboard(page: Page) {
  await signIn(page, DEMO_ADMIN.email, DEMO_ADMIN.password);
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
  await expect(page.getByTestId('stat-revenue-value')).toBeVisible();
}

/** The sidebar: beside the page from 768 px, in the menu sheet on a phone. */
async function sidebar(page: Page) {
  if ((page.viewportSize()?.width ?? 1280) < 768) {
    await page.getByRole('button', { name: 'Open admin menu' }).click();
    const sheet = page.getByRole('dialog', { name: 'Admin menu' });
    await expect(sheet).toBeVisible();
    return sheet;
  }
  return page.getByRole('complementary', { name: 'Admin portal' });
}

test('the guard still asks a visitor to log in', { tag: '@desktop' }, async ({ page }) => {
  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'Admin Access Required' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to Shop' })).toHaveAttribute('href', '/');
});

// The sidebar at a desktop, a menu on a phone.
test('the layout has every page, the admin, Back to Shop and Log Out', { tag: '@each-width' }, async ({ page }) => {
  await openDashboard(page);
  const side = await sidebar(page);
  for (const [name, href] of [
    ['Dashboard', '/admin'],
    ['Orders', '/admin/orders'],
    ['Products', '/admin/products'],
    ['Customers', '/admin/customers'],
    ['Loyalty Program', '/admin/loyalty'],
    ['Messages', '/admin/messages'],
    ['Business Details', '/admin/business'],
  ] as const) {
    await expect(side.getByRole('link', { name, exact: false }).first()).toHaveAttribute('href', href);
  }
  await expect(side.getByText(DEMO_ADMIN.email)).toBeAttached();
  await expect(side.getByRole('button', { name: 'Log Out' })).toBeVisible();

  await side.getByRole('link', { name: 'Back to Shop' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/');
  await waitForHydration(page);
  await expect(page.locator('#products')).toBeVisible();
  // The home page's admin redirect leaves the admin on the shop, also after a reload.
  await page.reload();
  await waitForHydration(page);
  await page.waitForTimeout(1000);
  await expect(page).toHaveURL((url) => url.pathname === '/');

  await page.goto('/admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
  const again = await sidebar(page);
  const leaving = page.waitForURL(/\/oidc\//, { waitUntil: 'commit' });
  await again.getByRole('button', { name: 'Log Out' }).click();
  await leaving;
  await page.waitForURL((url) => url.pathname === '/', { timeout: allowing(15_000) });
});

test(
  'the dashboard shows the analytics, and a new order arrives without a reload',
  { tag: '@desktop' },
  async ({ page, browser }) => {
    const token = await customerToken(browser);
    await openDashboard(page);
    const adminToken = await tokenOf(page);
    const analytics = async () =>
      (await (
        await page.request.get('/api/admin/analytics', { headers: { authorization: `Bearer ${adminToken}` } })
      ).json()) as { totalCustomers: number; totalRevenue: string; totalOrders: number };

    // Other journeys place orders meanwhile: the page and the API agree at some moment.
    await expect
      .poll(async () => {
        const figures = await analytics();
        const shown = {
          orders: Number((await page.getByTestId('stat-orders-value').textContent())?.replace(/,/g, '')),
          revenue: parseDollars((await page.getByTestId('stat-revenue-value').textContent()) ?? ''),
        };
        return shown.orders === figures.totalOrders && shown.revenue === parseDollars(figures.totalRevenue);
      })
      .toBe(true);
    await expect(page.getByTestId('takings-chart').locator('canvas').first()).toBeVisible();

    await keepScreenshot(page, `admin-dashboard-${page.viewportSize()?.width}`, { fullPage: true });

    const name = `Live Order ${Math.random().toString(36).slice(2, 8)}`;
    const order = await placeOrder(page.request, token, name);
    const row = page.getByTestId('recent-orders').locator(`tr[data-order-id="${order.id}"]`);
    await expect(row).toBeVisible({ timeout: allowing(10_000) });
    await expect(row).toContainText(name);
    await expect(row).toContainText(`#${order.orderNumber}`);
  },
);

test('the dashboard at 375 px has no axe violations: the recent orders scroll in a focusable, named region @mobile', async ({
  page,
  browser,
}) => {
  const token = await customerToken(browser);
  await placeOrder(page.request, token, `Phone Axe ${Math.random().toString(36).slice(2, 8)}`);
  await openDashboard(page);
  await expect(page.getByTestId('recent-orders').locator('tr[data-order-id]').first()).toBeVisible();
  const region = page.getByRole('region', { name: 'Recent orders, scrolls sideways' });
  await expect(region).toHaveAttribute('tabindex', '0');
  // The keyboard reaches it, so it can scroll it (axe: scrollable-region-focusable).
  await region.focus();
  await expect(region).toBeFocused();
  await expectNoAxeViolations(page, 'the dashboard at 375 px');
});

test(
  'the figures are those of the orders themselves, and grow by an order and its total when one is placed',
  { tag: '@desktop' },
  async ({ page, browser }) => {
    const token = await customerToken(browser);
    await openDashboard(page);
    const admin = { authorization: `Bearer ${await tokenOf(page)}` };
    type Listed = { id: string; status: string; totalAmount: string };
    /** Every order, as the orders screen reads them (not the dashboard's own aggregate queries). */
    const listed = async (): Promise<Listed[]> => {
      const response = await page.request.get('/api/admin/orders', { headers: admin });
      expect(response.ok(), await response.text()).toBe(true);
      const orders = (await response.json()) as Listed[];
      // Far below the list's cap in a test run: the list is every order.
      expect(Number(response.headers()['x-total-count'])).toBe(orders.length);
      return orders;
    };
    const cents = (amount: string) => Math.round(Number(amount) * 100);
    const figuresOf = (orders: Listed[]) => ({
      orders: orders.length,
      revenueCents: orders.filter((o) => o.status !== 'cancelled').reduce((sum, o) => sum + cents(o.totalAmount), 0),
    });
    const shown = async () => ({
      orders: Number((await page.getByTestId('stat-orders-value').textContent())?.replace(/,/g, '')),
      revenueCents: parseDollars((await page.getByTestId('stat-revenue-value').textContent()) ?? ''),
    });
    /** The page and the orders agree at one moment (other journeys place and cancel orders meanwhile). */
    const agreeing = async (until: (orders: Listed[]) => boolean = () => true) => {
      let snapshot: { orders: Listed[]; figures: { orders: number; revenueCents: number } } | null = null;
      await expect
        .poll(
          async () => {
            const orders = await listed();
            const figures = await shown();
            const again = await listed();
            const steady = again.length === orders.length && JSON.stringify(again) === JSON.stringify(orders);
            if (!steady || !until(orders)) return 'waiting';
            snapshot = { orders, figures };
            const expected = JSON.stringify(figuresOf(orders));
            return JSON.stringify(figures) === expected
              ? 'agree'
              : `shown ${JSON.stringify(figures)}, orders ${expected}`;
          },
          { timeout: allowing(20_000) },
        )
        .toBe('agree');
      return snapshot!;
    };

    const before = await agreeing();
    const name = `Figures ${Math.random().toString(36).slice(2, 8)}`;
    const order = await placeOrder(page.request, token, name);
    // It arrives without a reload (the live stream), and the figures follow.
    await expect(page.getByTestId('recent-orders').locator(`tr[data-order-id="${order.id}"]`)).toBeVisible({
      timeout: allowing(10_000),
    });
    const after = await agreeing((orders) => orders.some((o) => o.id === order.id));

    // The change is this order and its total, plus whatever other journeys did meanwhile (usually nothing).
    const was = new Map(before.orders.map((o) => [o.id, o]));
    const added = after.orders.filter((o) => !was.has(o.id));
    const others = added.filter((o) => o.id !== order.id);
    const newlyCancelled = after.orders.filter(
      (o) => o.status === 'cancelled' && was.get(o.id)?.status !== 'cancelled',
    );
    expect(added.map((o) => o.id)).toContain(order.id);
    expect({
      orders: after.figures.orders - before.figures.orders,
      revenueCents: after.figures.revenueCents - before.figures.revenueCents,
    }).toEqual({
      orders: 1 + others.length,
      revenueCents:
        cents(order.totalAmount) +
        figuresOf(others).revenueCents -
        newlyCancelled.filter((o) => was.has(o.id)).reduce((sum, o) => sum + cents(o.totalAmount), 0),
    });
  },
);

test(
  'a customer name with markup shows as text in Recent Orders, and nothing runs',
  { tag: '@desktop' },
  async ({ page, browser }) => {
    const XSS = '<img src=x onerror=alert(1)>';
    const dialogs: string[] = [];
    page.on('dialog', async (dialog) => {
      dialogs.push(dialog.message());
      await dialog.dismiss();
    });
    const token = await customerToken(browser);
    await openDashboard(page);
    const order = await placeOrder(page.request, token, XSS);
    const row = page.getByTestId('recent-orders').locator(`tr[data-order-id="${order.id}"]`);
    await expect(row).toBeVisible({ timeout: allowing(10_000) });
    await expect(row).toContainText(XSS);
    await expect(page.locator('img[src="x"]')).toHaveCount(0);
    expect(dialogs).toEqual([]);
  },
);

test('the storefront loads no admin code, and the chart library comes only with the dashboard @desktop', async ({
  page,
}) => {
  const scripts: string[] = [];
  page.on('response', (response) => {
    const path = new URL(response.url()).pathname;
    if (path.startsWith('/assets/') && path.endsWith('.js')) scripts.push(path);
  });
  await page.goto('/');
  await waitForHydration(page);
  await expect(page.locator('#products')).toBeVisible();
  const storefront = [...scripts];
  expect(storefront.length).toBeGreaterThan(0);
  expect(storefront.filter((path) => /\/(admin-[a-z-]+|dashboard-page|takings-chart)-/.test(path))).toEqual([]);

  await openDashboard(page);
  await expect(page.getByTestId('takings-chart').locator('canvas').first()).toBeVisible();
  expect(scripts.filter((path) => /\/admin-(entry|app)-/.test(path))).toHaveLength(2);
  const chart = [...new Set(scripts.filter((path) => /\/takings-chart-/.test(path)))];
  expect(chart).toHaveLength(1);
  // uPlot (its class names) is in the chart's own chunk and in no other script the pages loaded.
  for (const path of new Set(scripts)) {
    const code = await (await page.request.get(path)).text();
    expect(/u-over|uplot/.test(code), path).toBe(path === chart[0]);
  }
});

test('screenshots at tablet width @desktop', async ({ page }) => {
  await page.setViewportSize({ width: 820, height: 1100 });
  await openDashboard(page);
  await expect(page.getByRole('complementary', { name: 'Admin portal' })).toBeVisible();
  await keepScreenshot(page, 'admin-dashboard-820', { fullPage: true });
});
