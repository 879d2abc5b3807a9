import { expect, test, waitForHydration } from './fixtures';

test.describe('the shop opens', () => {
  test('the home page shows the seeded catalogue from the API', async ({ page, request }) => {
    const products = (await (await request.get('/api/products')).json()) as { name: string; price: string }[];
    expect(products.length).toBeGreaterThanOrEqual(40);

    const response = await page.goto('/');
    expect(response?.status()).toBe(200);
    await waitForHydration(page);
    await expect(page).toHaveTitle(/Saffron & Sugar/);
    const grid = page.locator('#products');
    for (const product of products.slice(0, 4)) {
      await expect(grid.getByRole('heading', { name: product.name, exact: true })).toBeVisible();
    }
    // The grid shows the catalogue a page at a time.
    await expect(grid.getByRole('article')).toHaveCount(12);
    await grid.getByRole('button', { name: 'Load More Products' }).click();
    await expect(grid.getByRole('article')).toHaveCount(Math.min(24, products.length));
    await expect(page.getByText('Free delivery over $30', { exact: false }).first()).toBeVisible();
  });

  test('the footer holds every link of the spec', async ({ page }) => {
    await page.goto('/');
    const footer = page.locator('footer');
    for (const href of [
      '/loyalty-program',
      '/contact',
      '/category/cakes',
      '/category/arabian-sweets',
      '/category/indian-sweets',
      '/category/english-sweets',
      '/delivery-info',
      '/custom-orders',
      '/faq',
      '/returns',
    ]) {
      await expect(footer.locator(`a[href="${href}"]`), href).toHaveCount(1);
    }
  });

  test('the category strip reaches a category page', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    await page
      .getByRole('navigation', { name: 'Categories' })
      .getByRole('link', { name: /Indian Sweets/ })
      .click();
    await expect(page).toHaveURL(/\/category\/indian-sweets$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Indian Sweets' })).toBeVisible();
    await expect(page.getByText(/\d+ products/)).toBeVisible();
  });

  test('an unknown category says so', async ({ page }) => {
    const response = await page.goto('/category/not-a-thing');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Category Not Found' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to Home' })).toBeVisible();
  });

  test('any other path shows the 404 page', async ({ page }) => {
    const response = await page.goto('/no/such/page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
    await expect(page.getByText(/add the page to the router/)).toBeVisible();
  });

  test('the server sends rendered HTML with names, prices and the title', async ({ request }) => {
    const products = (await (await request.get('/api/products?category=cakes')).json()) as {
      name: string;
      price: string;
    }[];
    for (const url of ['/', '/category/cakes']) {
      const html = await (await request.get(url)).text();
      expect(html).toMatch(/<title>[^<]*Saffron &amp; Sugar/);
      expect(html).toContain(products[0]!.name.replace(/&/g, '&amp;').replace(/'/g, '&#x27;'));
      expect(html).toContain(`$${products[0]!.price}`);
    }
  });

  test('the page scrolls to the top on navigation', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.locator('footer').getByRole('link', { name: 'Cakes', exact: true }).click();
    await expect(page).toHaveURL(/\/category\/cakes$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });
});

// The mega-menu is a desktop control; the menu button shows on phones (tags pick the project).
test.describe('desktop header', { tag: '@desktop' }, () => {
  test('the Products mega-menu lists every category and reaches it', async ({ page, request }) => {
    const categories = (await (await request.get('/api/categories')).json()) as { name: string; slug: string }[];
    await page.goto('/');
    await waitForHydration(page);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Products' }).click();
    const menu = page.getByRole('navigation', { name: 'Main' });
    await expect(menu.getByRole('link', { name: /All Products/ })).toBeVisible();
    for (const c of categories) await expect(menu.getByRole('link', { name: new RegExp(c.name) })).toBeVisible();
    await menu.getByRole('link', { name: /Arabian Sweets/ }).click();
    await expect(page).toHaveURL(/\/category\/arabian-sweets$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Arabian Sweets' })).toBeVisible();
  });
});

test.describe('phone header', { tag: '@mobile' }, () => {
  test('the mobile menu holds the links, search and login', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Open menu' }).click();
    const dialog = page.getByRole('dialog');
    for (const name of ['Home', 'All Products', 'Rewards', 'Our Story', 'Contact']) {
      await expect(dialog.getByRole('link', { name, exact: true })).toBeVisible();
    }
    await expect(dialog.getByRole('searchbox')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Login' })).toBeVisible();
    await dialog.getByRole('link', { name: /English Sweets/ }).click();
    await expect(page).toHaveURL(/\/category\/english-sweets$/);
    await expect(dialog).toBeHidden();
  });

  test('search from the mobile menu filters the grid', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('dialog').getByRole('searchbox').fill('baklava');
    await page.getByRole('dialog').getByRole('searchbox').press('Enter');
    await expect(page).toHaveURL(/search=baklava/);
    await expect(page.getByRole('heading', { name: /Results for/ })).toBeVisible();
    const cards = page.locator('#products article');
    await expect(cards.first()).toBeVisible();
    for (const text of await cards.allTextContents()) expect(text.toLowerCase()).toContain('baklava');
  });
});
