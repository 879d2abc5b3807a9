import type { Page } from '@playwright/test';
import { expect, test, waitForHydration } from './fixtures';
import {
  cents,
  dollars,
  expectCartCount,
  expectToast,
  findDefaultSizedCake,
  getProducts,
  getVariants,
  openCart,
  parseDollars,
} from './shop';
import { adminHeaders, usesMobileMenu } from './sign-in';
import { allowing } from '../src/test/time-limits';
import { keepScreenshot } from './screenshots';

test.describe.configure({ mode: 'parallel' });

/** The line totals shown in the drawer, in cents. */
async function lineTotals(page: Page): Promise<number[]> {
  return (await page.getByTestId('cart-line').getByTestId('cart-line-total').allTextContents()).map(parseDollars);
}

test.describe('shopping', () => {
  // The shop's main path, through the product page's columns at a desktop and its single column on a phone.
  test(
    'browse to a cake, choose a size and quantity, and manage the cart',
    { tag: '@each-width' },
    async ({ page, request }) => {
      test.setTimeout(allowing(60_000));
      const cake = await findDefaultSizedCake(request);
      const large = cents(cake.price);
      const small = large - 1000;

      // Home → category → product.
      await page.goto('/');
      await waitForHydration(page);
      await expectCartCount(page, 0);
      await page.getByRole('navigation', { name: 'Categories' }).getByRole('link', { name: /Cakes/ }).click();
      await expect(page).toHaveURL(/\/category\/cakes$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Cakes' })).toBeVisible();
      await page.locator('#main').getByRole('link', { name: cake.name, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`/product/details/${cake.slug}$`));
      await expect(page.getByRole('heading', { level: 1, name: cake.name })).toBeVisible();

      // Large (8 inch) is chosen first, at the product's price; Small (6 inch) is $10 less.
      const sizes = page.getByRole('radiogroup');
      await expect(sizes.getByRole('radio')).toHaveCount(3);
      await expect(sizes.getByRole('radio', { name: /^Large \(8 inch\)/ })).toBeChecked();
      const add = page
        .locator('#main')
        .getByRole('button', { name: /^Add to Cart/ })
        .first();
      await expect(add).toHaveText(`Add to Cart · ${dollars(large)}`);
      await sizes.locator('label').filter({ hasText: 'Small (6 inch)' }).click();
      await expect(sizes.getByRole('radio', { name: /^Small \(6 inch\)/ })).toBeChecked();
      await expect(sizes.getByRole('radio', { name: /^Small \(6 inch\)/ })).toHaveAccessibleName(
        new RegExp(`\\${dollars(small)}$`),
      );
      await expect(add).toHaveText(`Add to Cart · ${dollars(small)}`);

      // Quantity 2 (it cannot go below 1).
      const quantity = page.getByRole('group', { name: 'Quantity' });
      await expect(quantity.getByRole('button', { name: 'Decrease quantity' })).toBeDisabled();
      await quantity.getByRole('button', { name: 'Increase quantity' }).click();
      await expect(quantity.locator('output')).toHaveText('2');
      await expect(add).toHaveText(`Add to Cart · ${dollars(2 * small)}`);

      await add.click();
      await expectToast(page, 'Added to cart!', `${cake.name} (Small (6 inch)) has been added to your cart.`);
      await expectCartCount(page, 2);

      // A second line, from a card of the strips under the product.
      const other = page.locator('#main section article').first();
      const otherName = (await other.getByRole('heading').textContent())!;
      await other.getByRole('button', { name: `Add to Cart: ${otherName}`, exact: true }).click();
      await expectToast(page, 'Added to cart!', new RegExp(`${escapeRegExp(otherName)} \\(`));
      await expectCartCount(page, 3);

      // The drawer: quantities move by one, the total is the sum of the lines.
      const drawer = await openCart(page);
      const cakeLine = drawer.getByTestId('cart-line').filter({ hasText: cake.name });
      await expect(drawer.getByTestId('cart-line')).toHaveCount(2);
      await expect(cakeLine).toContainText('Small (6 inch)');
      await expect(cakeLine).toContainText(`${dollars(small)} each`);
      await expect(cakeLine.getByTestId('cart-line-total')).toHaveText(dollars(2 * small));
      await cakeLine.getByRole('button', { name: `Increase quantity of ${cake.name}` }).click();
      await expect(cakeLine.getByText('Quantity 3', { exact: true })).toBeVisible();
      await expect(cakeLine.getByTestId('cart-line-total')).toHaveText(dollars(3 * small));
      await expectCartCount(page, 4);
      await cakeLine.getByRole('button', { name: `Decrease quantity of ${cake.name}` }).click();
      await expect(cakeLine.getByText('Quantity 2', { exact: true })).toBeVisible();
      await expectCartCount(page, 3);
      const totals = await lineTotals(page);
      expect(totals).toHaveLength(2);
      await expect(drawer.getByTestId('cart-total')).toHaveText(dollars(totals.reduce((a, b) => a + b, 0)));

      // Removing lines, down to the empty cart.
      await drawer.getByRole('button', { name: `Remove ${otherName}` }).click();
      await expect(drawer.getByTestId('cart-line')).toHaveCount(1);
      await expect(drawer.getByTestId('cart-total')).toHaveText(dollars(2 * small));
      await expectCartCount(page, 2);
      await drawer.getByRole('button', { name: `Remove ${cake.name}` }).click();
      await expect(drawer.getByText('Your cart is empty')).toBeVisible();
      await expect(drawer.getByText('Add some delicious treats!')).toBeVisible();
      await expectCartCount(page, 0);
      await page.keyboard.press('Escape');
      await expect(drawer).toBeHidden();

      // Proceed to Checkout closes the drawer and goes to /checkout.
      await page
        .locator('#main')
        .getByRole('button', { name: /^Add to Cart/ })
        .first()
        .click();
      await expectCartCount(page, 2);
      await openCart(page);
      const toCheckout = page.waitForURL(/\/checkout$/, { waitUntil: 'commit' });
      await drawer.getByRole('button', { name: 'Proceed to Checkout' }).click();
      await toCheckout;
      await expect(drawer).toBeHidden();
      // A visitor who is not signed in is sent to log in first (storefront section 2, Checkout).
      await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible({ timeout: allowing(15_000) });
    },
  );

  // The header's search field at a desktop, its search button on a phone.
  test(
    'search from the header resets to All and shows only matching products',
    { tag: '@each-width' },
    async ({ page, request }) => {
      const term = 'baklava';
      const matches = await getProducts(request, `?search=${term}`);
      expect(matches.length).toBeGreaterThan(1);

      await page.goto('/category/arabian-sweets');
      await waitForHydration(page);
      let searchbox;
      if (usesMobileMenu(page)) {
        await page.getByRole('button', { name: 'Open menu' }).click();
        searchbox = page.getByRole('dialog', { name: 'Menu' }).getByRole('searchbox');
      } else {
        searchbox = page.getByRole('banner').getByRole('searchbox', { name: 'Search desserts' });
      }
      await searchbox.fill(`  ${term} `);
      await searchbox.press('Enter');
      await expect(page).toHaveURL(new RegExp(`/\\?search=${term}#products$`));
      await expect(page.getByRole('heading', { name: `Results for “${term}”` })).toBeVisible();
      await expect(
        page.getByRole('navigation', { name: 'Categories' }).getByRole('link', { name: 'All', exact: true }),
      ).toHaveAttribute('aria-current', 'page');
      const cards = page.locator('#products article');
      await expect(cards).toHaveCount(matches.length);
      for (const product of matches)
        await expect(cards.getByRole('heading', { name: product.name, exact: true })).toBeVisible();
      for (const text of await cards.getByRole('heading').allTextContents()) expect(text.toLowerCase()).toContain(term);

      // Blank text is not a search.
      if (usesMobileMenu(page)) {
        await page.getByRole('button', { name: 'Open menu' }).click();
        searchbox = page.getByRole('dialog', { name: 'Menu' }).getByRole('searchbox');
      }
      await searchbox.fill('   ');
      await searchbox.press('Enter');
      await expect(page).toHaveURL(new RegExp(`/\\?search=${term}#products$`));
    },
  );

  test('quick view adds to the cart and closes', async ({ page, request }) => {
    const [first] = await getProducts(request);
    await page.goto('/');
    await waitForHydration(page);
    await page.getByRole('button', { name: `Quick view ${first!.name}` }).click();
    const dialog = page.getByRole('dialog', { name: first!.name });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('link', { name: 'View full details' })).toHaveAttribute(
      'href',
      `/product/details/${first!.slug}`,
    );
    await dialog.getByRole('button', { name: /^Add to Cart/ }).click();
    await expect(dialog).toBeHidden();
    // The focus goes back to the card's button, not to the top of the page.
    await expect(page.getByRole('button', { name: `Quick view ${first!.name}` })).toBeFocused();
    await expectToast(page, 'Added to cart!', new RegExp(`${escapeRegExp(first!.name)} \\(`));
    await expectCartCount(page, 1);
  });

  test('the featured offer adds one line at 20% off', async ({ page, request }) => {
    const [featured] = await getProducts(request, '?featured=true');
    expect(featured, 'the seed has a featured product').toBeTruthy();
    const offer = Math.round(cents(featured!.price) * 0.8);

    await page.goto('/');
    await waitForHydration(page);
    const section = page.getByRole('region', { name: featured!.name });
    await expect(section.getByText(dollars(offer), { exact: true })).toBeVisible();
    await section.getByRole('button', { name: 'Add Special to Cart' }).click();
    await expectToast(page, 'Added to cart!', `${featured!.name} (Large (8 inch)) has been added to your cart.`);
    await expectCartCount(page, 1);

    const drawer = await openCart(page);
    const lines = drawer.getByTestId('cart-line');
    await expect(lines).toHaveCount(1);
    await expect(lines).toContainText(featured!.name);
    await expect(lines).toContainText('Special Offer - 20% OFF');
    await expect(lines).toContainText(`${dollars(offer)} each`);
    await expect(drawer.getByTestId('cart-total')).toHaveText(dollars(offer));
  });

  test('a cake with size variants offers them at their prices', async ({ page, request }) => {
    let found: { slug: string; name: string; variants: Awaited<ReturnType<typeof getVariants>> } | undefined;
    for (const cake of await getProducts(request, '?category=cakes')) {
      const variants = await getVariants(request, cake.id);
      if (cake.inStock && variants.length) {
        found = { slug: cake.slug, name: cake.name, variants };
        break;
      }
    }
    expect(found, 'the seed has a cake with size variants').toBeTruthy();
    const price = (size: string) => cents(found!.variants.find((v) => v.size === size)!.price);

    await page.goto(`/product/details/${found!.slug}`);
    await waitForHydration(page);
    const sizes = page.getByRole('radiogroup');
    await expect(sizes.getByRole('radio')).toHaveCount(3);
    for (const [size, label] of [
      ['quarter', 'Quarter Cake'],
      ['half', 'Half Cake'],
      ['full', 'Full Cake'],
    ] as const) {
      await expect(
        sizes.getByRole('radio', { name: new RegExp(`^${label}.*\\${dollars(price(size))}$`) }),
      ).toBeVisible();
    }
    await expect(sizes.getByRole('radio', { name: /Small \(6 inch\)/ })).toHaveCount(0);
    await sizes.locator('label').filter({ hasText: 'Half Cake' }).click();
    await expect(sizes.getByRole('radio', { name: /^Half Cake/ })).toBeChecked();
    const add = page
      .locator('#main')
      .getByRole('button', { name: /^Add to Cart/ })
      .first();
    await expect(add).toHaveText(`Add to Cart · ${dollars(price('half'))}`);
    await add.click();
    await expectToast(page, 'Added to cart!', `${found!.name} (Half Cake) has been added to your cart.`);
    const drawer = await openCart(page);
    await expect(drawer.getByTestId('cart-line')).toContainText(`${dollars(price('half'))} each`);
  });

  test('an out-of-stock product cannot be added', async ({ page, request }) => {
    const out = (await getProducts(request)).find((p) => !p.inStock);
    expect(out, 'the seed has a product out of stock').toBeTruthy();

    await page.goto(`/product/details/${out!.slug}`);
    await waitForHydration(page);
    const button = page.locator('#main').getByRole('button', { name: 'Out of Stock', exact: true });
    await expect(button).toBeDisabled();

    await page.goto(`/category/${out!.category}`);
    await waitForHydration(page);
    const card = page
      .locator('#main article')
      .filter({ has: page.getByRole('heading', { name: out!.name, exact: true }) });
    // Announced as out of stock, by a name that starts with its visible words.
    await expect(card.getByRole('button', { name: `Out of Stock: ${out!.name}`, exact: true })).toBeDisabled();
  });

  test('the wishlist toggles on the product page', async ({ page, request }) => {
    const cake = await findDefaultSizedCake(request);
    await page.goto(`/product/details/${cake.slug}`);
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Add to wishlist' }).click();
    await expectToast(page, 'Added to wishlist');
    await expect(page.getByRole('button', { name: 'Remove from wishlist' })).toHaveAttribute('aria-pressed', 'true');
    await page.getByRole('button', { name: 'Remove from wishlist' }).click();
    await expectToast(page, 'Removed from wishlist');
    await expect(page.getByRole('button', { name: 'Add to wishlist' })).toHaveAttribute('aria-pressed', 'false');
  });
});

test.describe('category pages', () => {
  test('a category of more than 12 shows 12 and counts them all; Load More Products shows the rest', async ({
    page,
    request,
    browser,
  }) => {
    test.setTimeout(allowing(120_000));
    // The demo categories hold 12 or fewer: this journey makes its own category of 15 through the
    // admin API, under a unique tag (the desktop and phone runs go side by side), and removes it.
    const headers = await adminHeaders(browser, test.info().project.use.baseURL);
    const tag = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
    const slug = `e2e-paged-${tag}`;
    const categoryName = `E2E Paged ${tag}`;
    const names = Array.from({ length: 15 }, (_, i) => `Paged Tart ${tag} ${String(i + 1).padStart(2, '0')}`);
    const created = await request.post('/api/admin/categories', {
      headers,
      data: { name: categoryName, slug, icon: '🥧', showOnHomePage: false },
    });
    expect(created.status(), await created.text()).toBe(201);
    const categoryId = ((await created.json()) as { id: string }).id;
    const productIds: string[] = [];
    const [first] = await getProducts(request, '?limit=1');

    try {
      for (const [i, name] of names.entries()) {
        const product = await request.post('/api/admin/products', {
          headers,
          data: {
            name,
            description: 'A tart of the paged category journey',
            price: '6.50',
            category: slug,
            image: first!.image,
            // With nuts, so the home grid's "No nuts" journey (allergens.spec.ts), which may run
            // meanwhile and compares the grid with the catalogue it read, never counts them.
            allergens: ['tree-nuts'],
            dietary: i < 3 ? ['vegetarian', 'vegan', 'eggless'] : ['vegetarian'],
          },
        });
        expect(product.status(), await product.text()).toBe(201);
        productIds.push(((await product.json()) as { id: string }).id);
      }

      const productReads: string[] = [];
      page.on('request', (r) => {
        const url = new URL(r.url());
        if (url.pathname === '/api/products') productReads.push(url.search);
      });
      await page.goto(`/category/${slug}`);
      await waitForHydration(page);
      const main = page.locator('#main');
      await expect(main.getByRole('heading', { level: 1, name: categoryName })).toBeVisible();
      const cards = main.locator('article');
      await expect(cards).toHaveCount(12);
      expect(await cards.locator('h3').allTextContents()).toEqual(names.slice(0, 12));
      // The header counts the whole category, not the page on screen.
      await expect(main.getByText('15 products', { exact: true })).toBeVisible();
      // The server's page held the first page and the count: the browser did not fetch them again.
      expect(productReads).toEqual([]);
      const more = main.getByRole('button', { name: 'Load More Products' });
      // The header's count, the grid and the button in one picture, to look at after a run.
      await keepScreenshot(page, `category-pages-${page.viewportSize()?.width}`, { fullPage: true });

      await more.click();
      await expect(cards).toHaveCount(15);
      expect(await cards.locator('h3').allTextContents()).toEqual(names);
      await expect(more).toBeHidden();
      await expect(main.getByText('15 products', { exact: true })).toBeVisible();
      expect(productReads).toEqual([`?category=${slug}&offset=12&limit=13`]);

      // With a dietary chip the count is of the matches, and three fit one page.
      await main.getByRole('group', { name: 'Dietary' }).getByRole('button', { name: 'Vegan', exact: true }).click();
      await expect(main.getByText('3 products match your filters', { exact: true })).toBeVisible();
      await expect(cards).toHaveCount(3);
      await expect(more).toBeHidden();
    } finally {
      // Leave the shop as the other journeys expect it.
      for (const id of productIds) await request.delete(`/api/admin/products/${id}`, { headers });
      await request.delete(`/api/admin/categories/${categoryId}`, { headers });
    }
  });
});

test.describe('product pages', () => {
  test('links of the form /product/{id} render the product', async ({ page, request }) => {
    const cake = await findDefaultSizedCake(request);
    const response = await page.goto(`/product/${cake.id}`);
    expect(response?.status()).toBe(200);
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 1, name: cake.name })).toBeVisible();
    await expect(
      page
        .locator('#main')
        .getByRole('button', { name: /^Add to Cart/ })
        .first(),
    ).toBeEnabled();
  });

  test('an unknown product says so', async ({ page }) => {
    const response = await page.goto('/product/details/no-such-cake');
    expect(response?.status()).toBe(404);
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Product not found' })).toBeVisible();
    await expect(page.locator('#main').getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
  });

  test('the server sends structured data and social tags', async ({ request }) => {
    const cake = await findDefaultSizedCake(request);
    const response = await request.get(`/product/details/${cake.slug}`);
    expect(response.status()).toBe(200);
    const html = await response.text();
    const blocks = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
      (m) => JSON.parse(m[1]!) as unknown,
    );
    const all = JSON.stringify(blocks);
    expect(all).toContain('"@type":"Product"');
    expect(all).toContain('"@type":"BreadcrumbList"');
    const product = blocks.flat().find((b) => (b as { '@type'?: string })['@type'] === 'Product') as {
      name: string;
      offers: { price: string; priceCurrency: string };
    };
    expect(product.name).toBe(cake.name);
    expect(product.offers).toMatchObject({ price: cake.price, priceCurrency: 'NZD' });
    const escaped = cake.name.replace(/&/g, '&amp;').replace(/'/g, '&#x27;');
    expect(html).toMatch(new RegExp(`<meta property="og:title" content="${escapeRegExp(escaped)}"`));
  });
});

test.describe('help and contact', () => {
  test('the FAQ filters by topic and opens several answers at once', async ({ page }) => {
    await page.goto('/faq');
    await waitForHydration(page);
    const questions = page.locator('#main button[aria-expanded]');
    await expect(questions).toHaveCount(16);
    await expect(page.getByText('Showing all 16 questions')).toBeVisible();

    // One topic: only its questions, under its own heading.
    await page.getByRole('button', { name: /^Delivery/, pressed: false }).click();
    await expect(page.getByRole('button', { name: /^Delivery/ })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('heading', { level: 2, name: 'Delivery' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Ordering' })).toHaveCount(0);
    const shown = await questions.count();
    expect(shown).toBeGreaterThan(0);
    expect(shown).toBeLessThan(16);
    await expect(
      page.getByText(`Showing ${shown} ${shown === 1 ? 'question' : 'questions'} about delivery`),
    ).toBeVisible();

    // Back to all; two answers open at once.
    await page.getByRole('button', { name: /^All Questions/ }).click();
    await expect(questions).toHaveCount(16);
    await questions.nth(0).click();
    await questions.nth(3).click();
    await expect(questions.nth(0)).toHaveAttribute('aria-expanded', 'true');
    await expect(questions.nth(3)).toHaveAttribute('aria-expanded', 'true');
    await expect(page.locator('#main [role="region"][data-state="open"]')).toHaveCount(2);
    await expect(page.locator('#main [role="region"][data-state="open"]').first()).toBeVisible();
  });

  test('the contact page sends a message', async ({ page }) => {
    // On a slow line the page's own chunk comes late: the form must still keep what is typed
    // once the shop says it is ready (hydration waits for the chunk).
    await page.route(/\/assets\/contact-page-[\w-]+\.js$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1000));
      await route.continue();
    });
    await page.goto('/contact');
    await waitForHydration(page);
    const form = page.locator('form').filter({ has: page.getByRole('button', { name: 'Send Message' }) });
    await form.getByLabel('Name').fill('Aroha Test');
    await form.getByLabel('Email').fill('aroha@example.com');
    await form.getByLabel('Phone').fill('+64 21 123 4567');
    await form.getByLabel('Subject').fill('A cake for Saturday');
    await form.getByLabel('Message').fill('Could you make a saffron cake for 12 people this Saturday?');
    await expect(form.getByLabel('Name')).toHaveValue('Aroha Test');
    await expect(form.getByLabel('Email')).toHaveValue('aroha@example.com');
    const sent = page.waitForResponse((r) => r.url().endsWith('/api/contact') && r.request().method() === 'POST');
    await form.getByRole('button', { name: 'Send Message' }).click();
    expect((await sent).status()).toBe(201);
    await expectToast(page, 'Message Sent!');
    for (const label of ['Name', 'Email', 'Phone', 'Subject', 'Message'])
      await expect(form.getByLabel(label)).toHaveValue('');
  });

  test('the home page contact form sends a message', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    const form = page.getByRole('form', { name: 'Drop us a line' });
    await form.getByLabel('Name').fill('Aroha Test');
    await form.getByLabel('Email').fill('aroha@example.com');
    await form.getByLabel('Message').fill('Do you cater for office morning teas?');
    // Hold the answer until the busy button has been seen (it lasts milliseconds otherwise).
    let answer: () => void = () => {};
    const answered = new Promise<void>((resolve) => (answer = resolve));
    await page.route('**/api/contact', async (route) => {
      await answered;
      await route.fallback();
    });
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(form.getByRole('button', { name: 'Sending...' })).toBeVisible();
    answer();
    await expectToast(page, 'Message sent!', "Thank you for your message! We'll get back to you soon.");
    await expect(form.getByLabel('Name')).toHaveValue('');
    await expect(form.getByLabel('Message')).toHaveValue('');
  });
});

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
