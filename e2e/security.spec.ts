/**
 * Attack cases that need a real browser (security §4): stored XSS through the API (P17) and
 * DOM/reflected XSS through the address bar and the search box (P18) never run a script, since
 * every page listens for a dialog and fails the test if one opens (the fixture also fails on any
 * page error); the served build's CSP and headers (P38) and its files (P40) on the real server.
 */
import type { Page } from '@playwright/test';
import { fillCart } from './checkout-steps';
import { allowFailedLoads, expect, test, waitForHydration } from './fixtures';
import { clickLogin, DEMO_ADMIN, signIn, submitSignInForm, uniqueEmail, usesMobileMenu } from './sign-in';
import { allowing } from '../src/test/time-limits';

const IFRAME = '<iframe src="javascript:alert(`xss`)">';

/** Any dialog (alert, confirm, prompt) means a script of an attacker ran: the test fails. */
function failOnDialog(page: Page): string[] {
  const opened: string[] = [];
  page.on('dialog', async (dialog) => {
    opened.push(`${dialog.type()}: ${dialog.message()}`);
    await dialog.dismiss();
  });
  return opened;
}

test('P18 markup in the search box and in page addresses is shown as text, never run', async ({ page }) => {
  const dialogs = failOnDialog(page);
  await page.goto('/');
  await waitForHydration(page);
  // On a phone the search box is in the menu; on a desktop it is in the header.
  if (usesMobileMenu(page)) await page.getByRole('button', { name: 'Open menu' }).click();
  const search = page.getByPlaceholder('Search cakes & sweets…').locator('visible=true');
  await expect(search).toBeVisible();
  await search.fill(IFRAME);
  await search.press('Enter');
  await expect(page).toHaveURL(/search=/);
  await expect(page.locator('iframe[src^="javascript"]')).toHaveCount(0);

  const category = await page.goto('/category/<script>alert(1)</script>');
  expect(category!.headers()['content-security-policy']).toContain("default-src 'self'");
  // The closing tag's slash ends the path segment: the app's 404 page or its category one, as text.
  await expect(page.getByRole('heading', { level: 1, name: /not found/i })).toBeVisible();
  await expect(page.locator('script:text("alert(1)")')).toHaveCount(0);

  const product = await page.goto('/product/details/"><img src=x onerror=alert(1)>');
  expect(product!.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
  await expect(page.getByRole('heading', { level: 1, name: /not found/i })).toBeVisible();
  await expect(page.locator('img[src="x"]')).toHaveCount(0);
  expect(dialogs).toEqual([]);
});

test(
  'P17 markup stored through the API shows as text on the storefront and in the admin',
  { tag: '@desktop' },
  async ({ page, request }) => {
    test.setTimeout(allowing(90_000));
    const dialogs = failOnDialog(page);
    await signIn(page, DEMO_ADMIN.email, DEMO_ADMIN.password);
    const token = await page.evaluate(() => {
      const key = Object.keys(sessionStorage).find((k) => k.startsWith('oidc.user:'))!;
      return (JSON.parse(sessionStorage.getItem(key)!) as { access_token: string }).access_token;
    });
    const headers = { authorization: `Bearer ${token}` };
    const tag = Date.now().toString(36);

    // The category icon field is short: the spec's payload is refused, a shorter one is stored.
    const tooLong = await request.post('/api/admin/categories', {
      headers,
      data: { name: `XSS ${tag}`, slug: `xss-long-${tag}`, icon: '<svg onload=alert(1)>' },
    });
    expect(tooLong.status()).toBe(400);
    const category = await request.post('/api/admin/categories', {
      headers,
      data: { name: `XSS <b>${tag}</b>`, slug: `xss-${tag}`, icon: '<svg onload=a()>', showOnHomePage: false },
    });
    expect(category.status()).toBe(201);
    expect(category.headers()['content-type']).toBe('application/json; charset=utf-8');
    const categoryId = ((await category.json()) as { id: string }).id;

    const [first] = (await (await request.get('/api/products?limit=1')).json()) as { image: string }[];
    const image = first!.image;
    const created = await request.post('/api/admin/products', {
      headers,
      data: {
        name: `XSS Cake <img src=x onerror=alert(2)> ${tag}`,
        description: '<script>alert(1)</script> Sponge with jam',
        fullDescription: `${IFRAME} Layers of sponge`,
        price: '12.00',
        category: `xss-${tag}`,
        image,
        inStock: false,
      },
    });
    expect(created.status()).toBe(201);
    expect(created.headers()['content-type']).toBe('application/json; charset=utf-8');
    const product = (await created.json()) as { id: string; slug: string };

    const contact = await request.post('/api/contact', {
      data: { name: 'Mallory', email: `mallory-${tag}@example.com`, subject: `XSS ${tag}`, message: IFRAME },
    });
    expect(contact.status()).toBe(201);

    try {
      await page.goto(`/product/details/${product.slug}`);
      await waitForHydration(page);
      await expect(page.getByRole('heading', { level: 1 })).toContainText(`<img src=x onerror=alert(2)> ${tag}`);
      await expect(
        page.getByText('<script>alert(1)</script> Sponge with jam').locator('visible=true').first(),
      ).toBeVisible();

      await page.goto(`/category/xss-${tag}`);
      await waitForHydration(page);
      await expect(page.getByRole('heading', { level: 1, name: `XSS <b>${tag}</b>` })).toBeVisible();

      await page.goto('/admin/products');
      await waitForHydration(page);
      await expect(page.getByText(`<img src=x onerror=alert(2)> ${tag}`).locator('visible=true').first()).toBeVisible({
        timeout: allowing(15_000),
      });

      await page.goto('/admin/messages');
      await waitForHydration(page);
      await expect(page.getByText(IFRAME).locator('visible=true').first()).toBeVisible({ timeout: allowing(15_000) });

      // The admin's Categories tab lists the category's markup name and icon as text.
      await page.goto('/admin/products');
      await waitForHydration(page);
      await page.getByRole('tab', { name: 'Categories' }).click();
      const categoryRow = page.getByRole('row').filter({ hasText: `XSS <b>${tag}</b>` });
      await expect(categoryRow).toBeVisible({ timeout: allowing(15_000) });
      await expect(categoryRow).toContainText('<svg onload=a()>');
      await expect(page.locator('svg[onload], b:text-is("' + tag + '")')).toHaveCount(0);

      await expect(page.locator('iframe[src^="javascript"], img[src="x"]')).toHaveCount(0);
      expect(dialogs).toEqual([]);
    } finally {
      // Leave the shop as the other journeys expect it.
      await request.delete(`/api/admin/products/${product.id}`, { headers });
      await request.delete(`/api/admin/categories/${categoryId}`, { headers });
    }
  },
);

const XSS_NAME = '<img src=x onerror=alert(1)>';
const PASSWORD = 'security-journey-password';

async function accessToken(page: Page): Promise<string> {
  return page.evaluate(() => {
    const key = Object.keys(sessionStorage).find((k) => k.startsWith('oidc.user:'))!;
    return (JSON.parse(sessionStorage.getItem(key)!) as { access_token: string }).access_token;
  });
}

/** A new customer, signed up and signed in through the real pages, whose first name is markup. */
async function customerNamedWithMarkup(page: Page): Promise<string> {
  const email = uniqueEmail('security');
  await page.goto('/');
  await waitForHydration(page);
  await clickLogin(page);
  await page.getByRole('link', { name: 'Create an account' }).click();
  await page.getByLabel('Name').fill('Security Journey');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Create account', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Check your e-mail' })).toBeVisible();
  await page.getByRole('link', { name: 'Sign in', exact: true }).click();
  await submitSignInForm(page, email, PASSWORD);
  const saved = await page.request.put('/api/auth/user', {
    headers: { authorization: `Bearer ${await accessToken(page)}` },
    data: { firstName: XSS_NAME, lastName: 'Tester' },
  });
  expect(saved.ok(), await saved.text()).toBe(true);
  expect(saved.headers()['content-type']).toBe('application/json; charset=utf-8');
  return email;
}

test(
  "P17 a customer's own account pages show a first name with markup as text",
  { tag: '@desktop' },
  async ({ page }) => {
    test.setTimeout(allowing(90_000));
    const dialogs = failOnDialog(page);
    // A new customer has no loyalty account yet: GET /api/loyalty/{sub} answers 404 by design
    // (the pages then invite them to join).
    allowFailedLoads(page, /^\/api\/loyalty\/[^/]+$/);
    await customerNamedWithMarkup(page);

    await page.goto('/account');
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 1, name: `Welcome back, ${XSS_NAME}` })).toBeVisible({
      timeout: allowing(15_000),
    });
    await page.goto('/account/settings');
    await waitForHydration(page);
    await expect(page.getByLabel('First name')).toHaveValue(XSS_NAME, { timeout: allowing(15_000) });
    for (const path of ['/orders', '/loyalty']) {
      await page.goto(path);
      await waitForHydration(page);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: allowing(15_000) });
    }
    await expect(page.locator('img[src="x"]')).toHaveCount(0);
    expect(dialogs).toEqual([]);
  },
);

test(
  "P28 the checkout shows 'Checkout Error' when the payment provider is unavailable, and takes no payment",
  { tag: '@desktop' },
  async ({ page }) => {
    test.setTimeout(allowing(90_000));
    const dialogs = failOnDialog(page);
    await customerNamedWithMarkup(page);
    await fillCart(page);
    // The API's answer when the provider cannot be reached (stripe.test.ts and scripts/faults/p28-payments.ts
    // prove the server gives it): 502 payment_provider_unavailable. The embedded test gateway of
    // this server cannot fail, so the answer is given here, at the network.
    let asked = 0;
    allowFailedLoads(page, /\/api\/create-payment-intent$/);
    await page.route('**/api/create-payment-intent', async (route) => {
      asked += 1;
      await route.fulfill({
        status: 502,
        contentType: 'application/json; charset=utf-8',
        body: JSON.stringify({
          message: 'The payment provider is unavailable, please try again shortly',
          code: 'payment_provider_unavailable',
          requestId: 'e2e-p28',
        }),
      });
    });
    await page.goto('/checkout');
    await expect(page.getByRole('heading', { name: 'Checkout Error' })).toBeVisible({ timeout: allowing(15_000) });
    await expect(page.getByText(/Failed to initialize payment: The payment provider is unavailable/)).toBeVisible();
    await expect(page.getByRole('button', { name: /^Complete Payment/ })).toHaveCount(0);
    expect(asked).toBeGreaterThan(0);
    expect(dialogs).toEqual([]);
  },
);

test.describe('the served build', { tag: '@desktop' }, () => {
  test('P38 pages carry a CSP without inline scripts that forbids framing, nosniff and a referrer policy; the API allows no other origin', async ({
    request,
  }) => {
    const page = await request.get('/');
    const csp = page.headers()['content-security-policy']!;
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).not.toContain("'unsafe-inline' 'self'");
    expect(/script-src ([^;]*)/.exec(csp)![1]).not.toContain('unsafe-inline');
    expect(page.headers()['x-content-type-options']).toBe('nosniff');
    expect(page.headers()['referrer-policy']).toBe('strict-origin-when-cross-origin');
    for (const origin of ['https://evil.example', 'null']) {
      const api = await request.get('/api/products?limit=1', { headers: { origin } });
      expect(api.headers()['access-control-allow-origin']).toBeUndefined();
    }
  });

  test('P40 no dotfile, source map, backup, log, manifest or internal endpoint is served', async ({ request }) => {
    const html = await (await request.get('/')).text();
    const entry = /src="(\/assets\/[^"]+\.js)"/.exec(html)![1]!;
    for (const path of [
      '/.git/config',
      '/.env',
      '/.vite/manifest.json',
      '/package.json',
      '/main.js.map',
      `${entry}.map`,
      '/backup.sql',
      '/server.log',
      '/swagger.json',
    ]) {
      const res = await request.get(path);
      // Either 404, or the shop's own page for an unknown address: never the file.
      if (res.status() !== 404) expect(res.headers()['content-type'], path).toContain('text/html');
      expect(await res.text(), path).not.toMatch(
        /\[core\]|"dependencies"|sourceMappingURL|"mappings"|CREATE TABLE|"openapi"/,
      );
    }
    for (const path of ['/metrics', '/api-docs', '/api/metrics', '/api/docs']) {
      const res = await request.get(path);
      expect(await res.text(), path).not.toMatch(/process_cpu|nodejs_|"openapi"|"swagger"/);
      if (path.startsWith('/api/')) expect(res.status(), path).toBe(404);
    }
    expect((await request.get('/api/admin')).status()).toBe(401);
  });
});
