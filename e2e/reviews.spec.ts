/**
 * Reviews from customers who bought (issue 26): a customer reviews a product once staff mark the
 * order delivered; the product's card shows a rating only after staff approve the review. And no
 * card of the home page shows a star rating without approved reviews behind it.
 */
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { expect, test, waitForHydration } from './fixtures';
import { allowing } from '../src/test/time-limits';
import { expectToast, freeSlot } from './shop';
import { accessTokenOf, DEMO_ADMIN, DEMO_CUSTOMER, signIn } from './sign-in';

test.describe.configure({ timeout: allowing(120_000) });

/** The first page of a category grid (PRODUCT_PAGE_SIZE in the web app), where its card is seen without scrolling for more. */
const FIRST_PAGE = 12;

interface Product {
  id: string;
  name: string;
  slug: string;
  price: string;
  category: string;
  inStock: boolean;
  rating: number;
  reviewCount: number;
}

interface StoreReviewBody {
  rating: number;
}

async function adminToken(browser: Browser): Promise<string> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, DEMO_ADMIN.email, DEMO_ADMIN.password);
  const token = await accessTokenOf(page);
  await context.close();
  return token;
}

/**
 * A product with no approved review yet that this customer has neither reviewed nor bought (each
 * project of the run takes its own, and a retry does not take the one an attempt before it
 * delivered, which the customer may already review), on the first page of its category, in stock,
 * and not a cake (no size).
 */
async function unreviewedProduct(request: APIRequestContext, headers: Record<string, string>): Promise<Product> {
  const mine = (await (await request.get('/api/reviews/mine', { headers })).json()) as { productId: string }[];
  const orders = (await (await request.get('/api/orders/me', { headers })).json()) as {
    items: { productId?: string | null }[];
  }[];
  const reviewed = new Set([
    ...mine.map((r) => r.productId),
    ...orders.flatMap((order) => order.items.map((item) => item.productId)),
  ]);
  for (const category of ['english-sweets', 'indian-sweets', 'arabian-sweets', 'pastries-and-breads']) {
    const page = (await (
      await request.get(`/api/products?category=${category}&limit=${FIRST_PAGE}`)
    ).json()) as Product[];
    const found = page.find(
      (p) => p.inStock && p.reviewCount === 0 && !reviewed.has(p.id) && !p.name.startsWith('E2E'),
    );
    if (found) return found;
  }
  throw new Error('no unreviewed product on a first page');
}

/** A delivery order of the product paid with 4242, placed through the API as the checkout does. */
async function placeDeliveryOrder(request: APIRequestContext, headers: Record<string, string>, product: Product) {
  const { deliveryDate, deliveryTime } = await freeSlot(request, { fulfilment: 'delivery' });
  const quantity = Math.max(1, Math.ceil(2500 / Math.round(Number(product.price) * 100)));
  const sessionId = crypto.randomUUID();
  expect((await request.post('/api/cart', { data: { sessionId, productId: product.id, quantity } })).ok()).toBe(true);
  const intentResponse = await request.post('/api/create-payment-intent', { headers, data: { sessionId } });
  expect(intentResponse.ok(), await intentResponse.text()).toBe(true);
  const intent = (await intentResponse.json()) as { paymentIntentId: string; clientSecret: string };
  const deliveryAddress = {
    fulfilment: 'delivery',
    fullName: DEMO_CUSTOMER.name,
    email: DEMO_CUSTOMER.email,
    phone: '021 555 0199',
    address: '12 Ponsonby Road',
    suburb: 'Ponsonby',
    city: 'Auckland',
    postalCode: '1011',
    specialInstructions: '',
    deliveryDate,
    deliveryTime,
  };
  const details = await request.post('/api/checkout/details', {
    headers,
    data: { sessionId, paymentIntentId: intent.paymentIntentId, deliveryAddress },
  });
  expect(details.ok(), await details.text()).toBe(true);
  await request.post(`/api/test-payments/${intent.paymentIntentId}/confirm`, {
    data: {
      clientSecret: intent.clientSecret,
      card: { number: '4242424242424242', expMonth: 12, expYear: 2034, cvc: '123', name: DEMO_CUSTOMER.name },
    },
  });
  const confirmed = await request.post('/api/confirm-order', {
    headers,
    data: { sessionId, paymentIntentId: intent.paymentIntentId, deliveryAddress },
  });
  expect(confirmed.ok(), await confirmed.text()).toBe(true);
  return (await confirmed.json()) as { id: string; orderNumber: number };
}

const cardOf = (page: Page, product: Product) =>
  page.getByRole('article').filter({ has: page.getByRole('link', { name: product.name, exact: true }) });

test('a customer reviews a delivered product; its card shows the rating only after staff approve it', async ({
  page,
  browser,
}) => {
  const admin = { authorization: `Bearer ${await adminToken(browser)}` };
  await signIn(page, DEMO_CUSTOMER.email, DEMO_CUSTOMER.password);
  const customer = { authorization: `Bearer ${await accessTokenOf(page)}` };
  const product = await unreviewedProduct(page.request, customer);

  // Before delivery the server refuses a review (403), so the page offers none.
  const order = await placeDeliveryOrder(page.request, customer, product);
  const early = await page.request.put(`/api/products/${product.id}/review`, {
    headers: customer,
    data: { rating: 5 },
  });
  expect(early.status()).toBe(403);
  const delivered = await page.request.patch(`/api/admin/orders/${order.id}/status`, {
    headers: admin,
    data: { status: 'delivered' },
  });
  expect(delivered.ok(), await delivered.text()).toBe(true);

  await page.goto('/orders');
  await waitForHydration(page);
  const orderCard = page.locator(`[aria-labelledby="order-${order.id}"]`);
  const reviewButton = orderCard.getByRole('button', { name: `Review ${product.name}` });
  await reviewButton.click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText(product.name)).toBeVisible();
  // The star a customer taps: its label holds the visually hidden radio.
  const fourStars = page.getByRole('radio', { name: '4 stars, Very good' });
  await dialog.locator('label', { has: fourStars }).click();
  await expect(dialog.getByRole('radio', { name: '4 stars, Very good' })).toBeChecked();
  await dialog.getByLabel(/Your review/).fill('Fresh and fragrant. Ordered again for the whānau.');
  await dialog.getByRole('button', { name: 'Submit review' }).click();
  await expectToast(page, 'Thank you for your review');
  await expect(dialog).toBeHidden();
  await expect(orderCard.getByText('Your review is waiting for approval')).toBeVisible();

  // Waiting for staff: the card shows no rating.
  await page.goto(`/category/${product.category}`);
  await waitForHydration(page);
  await expect(cardOf(page, product)).toBeVisible();
  await expect(cardOf(page, product).getByTestId('product-rating')).toHaveCount(0);

  const listed = await page.request.get('/api/admin/reviews?status=pending', { headers: admin });
  const review = ((await listed.json()) as { id: string; productId: string }[]).find((r) => r.productId === product.id);
  expect(review).toBeDefined();
  const approved = await page.request.patch(`/api/admin/reviews/${review!.id}`, {
    headers: admin,
    data: { status: 'approved' },
  });
  expect(approved.ok(), await approved.text()).toBe(true);

  await page.reload();
  await waitForHydration(page);
  await expect(cardOf(page, product).getByTestId('product-rating')).toContainText('4.0');
  await expect(cardOf(page, product).getByTestId('product-rating')).toContainText('(1)');

  await page.goto(`/product/details/${product.slug}`);
  await waitForHydration(page);
  const reviews = page.getByRole('region', { name: 'Customer reviews' });
  await expect(reviews.getByRole('article', { name: /^Review by / }).first()).toContainText('Verified purchase');
  await expect(reviews).toContainText('Fresh and fragrant.');
});

test('no card on the home page shows a star rating without approved reviews behind it', async ({ page }) => {
  await page.goto('/');
  await waitForHydration(page);
  const cards = page.getByRole('article').filter({ has: page.getByRole('heading') });
  await expect(cards.first()).toBeVisible();
  const products = (await (await page.request.get('/api/products')).json()) as Product[];
  const byName = new Map(products.map((p) => [p.name, p]));
  let rated = 0;
  for (const card of await cards.all()) {
    const name = (await card.getByRole('heading').first().textContent())?.trim() ?? '';
    const product = byName.get(name);
    if (!product) continue;
    const rating = card.getByTestId('product-rating');
    const approved = (await (
      await page.request.get(`/api/products/${product.id}/reviews`)
    ).json()) as StoreReviewBody[];
    if ((await rating.count()) === 0) {
      expect(approved, `${name} shows no rating, and has no approved review`).toEqual([]);
      continue;
    }
    rated += 1;
    expect(approved.length, `${name} shows a rating, so it has approved reviews`).toBeGreaterThan(0);
    const mean = approved.reduce((sum, r) => sum + r.rating, 0) / approved.length;
    await expect(rating).toContainText(`${(Math.round(mean * 10) / 10).toFixed(1)}`);
    await expect(rating).toContainText(`(${approved.length})`);
  }
  // The demo's reviewed products are among the featured ones on the home page.
  expect(rated).toBeGreaterThan(0);
});
