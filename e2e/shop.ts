/** Small helpers the storefront journeys share: the catalogue from the API, toasts, the cart. */
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { formatCurrency } from '../src/domain/money';
import { expect } from './fixtures';

export interface ApiProduct {
  id: string;
  name: string;
  slug: string;
  price: string;
  originalPrice: string | null;
  category: string;
  image: string;
  inStock: boolean;
  featured: boolean;
}

export interface ApiVariant {
  id: string;
  size: string;
  price: string;
  serves: string | null;
  available: boolean;
}

export async function getProducts(request: APIRequestContext, query = ''): Promise<ApiProduct[]> {
  const response = await request.get(`/api/products${query}`);
  expect(response.ok(), `GET /api/products${query}`).toBe(true);
  return (await response.json()) as ApiProduct[];
}

/**
 * A plain sweet of the demo catalogue to order: in stock, not a cake (no size to choose), not
 * featured. Never a product a journey made: the catalogue journey moves its own product to the
 * top of the list and then deletes it, and an order for it would keep it (archived) and its
 * category.
 */
export async function plainSweet(request: APIRequestContext): Promise<ApiProduct> {
  const products = await getProducts(request);
  const sweet = products.find((p) => p.inStock && p.category !== 'cakes' && !p.featured && !p.name.startsWith('E2E'));
  expect(sweet, 'a plain sweet in the demo catalogue').toBeDefined();
  return sweet!;
}

export async function getVariants(request: APIRequestContext, productId: string): Promise<ApiVariant[]> {
  const response = await request.get(`/api/products/${productId}/variants`);
  expect(response.ok(), `GET /api/products/${productId}/variants`).toBe(true);
  return (await response.json()) as ApiVariant[];
}

/** A cake without variants of its own, so it comes in the three default sizes. */
export async function findDefaultSizedCake(request: APIRequestContext): Promise<ApiProduct> {
  for (const cake of await getProducts(request, '?category=cakes')) {
    if (cake.inStock && !cake.featured && (await getVariants(request, cake.id)).length === 0) return cake;
  }
  throw new Error('the seed has no in-stock cake with the default sizes');
}

/** Money as every screen writes it (en-NZ, "$1,042.18"). */
export const dollars = (cents: number) => formatCurrency(cents);
export const cents = (price: string) => Math.round(Number(price) * 100);
/** "$1,234.50" → 123450 */
export const parseDollars = (text: string) => Math.round(Number(text.replace(/[^0-9.]/g, '')) * 100);

/**
 * The toast region (bottom left, F8). Found by its attributes, not in the accessibility tree: a
 * dialog that is still closing hides everything outside it from that tree, and a success toast
 * shown as its dialog closes could live out its five seconds unseen by a role query.
 */
export const toastRegion = (page: Page): Locator => page.locator('[role="region"][aria-label^="Notifications"]');

/**
 * Expects the page to have shown a toast with this title (and a description containing this), read
 * from what the page recorded as it showed it (fixtures.ts `recordToasts`): a toast lives five
 * seconds, and on a loaded machine a look at the screen could come after it had gone. Each call
 * takes the first such toast not taken yet, so the same words after a second action need a
 * second toast.
 */
export async function expectToast(
  page: Page,
  title: string,
  description?: string | RegExp,
  { timeout }: { timeout?: number } = {},
): Promise<void> {
  type Shown = { title: string; description: string; taken: boolean };
  const fits = (toast: Shown) =>
    !toast.taken &&
    toast.title === title &&
    (description === undefined ||
      (typeof description === 'string'
        ? toast.description.includes(description)
        : description.test(toast.description)));
  await expect
    .poll(
      async () => {
        const seen = await page.evaluate(() => (window as unknown as { __toastsSeen?: Shown[] }).__toastsSeen ?? []);
        const index = seen.findIndex(fits);
        if (index < 0) return seen.map(({ title: t, description: d }) => `${t}: ${d}`);
        await page.evaluate((i) => {
          (window as unknown as { __toastsSeen: Shown[] }).__toastsSeen[i]!.taken = true;
        }, index);
        return 'shown';
      },
      { message: `a toast "${title}"${description === undefined ? '' : ` saying ${description}`}`, timeout },
    )
    .toBe('shown');
}

/** The header's cart button; its badge holds the total quantity. */
export const cartButton = (page: Page): Locator => page.getByRole('banner').getByRole('button', { name: /^Open cart/ });

/** The badge shows the total quantity; found by CSS, since an open drawer hides the header from the accessibility tree. */
export async function expectCartCount(page: Page, count: number): Promise<void> {
  const button = page.locator('header button[aria-label^="Open cart"]');
  await expect(button.getByTestId('cart-count')).toHaveText(String(count));
  await expect(button).toHaveAttribute('aria-label', `Open cart, ${count} ${count === 1 ? 'item' : 'items'}`);
}

export async function openCart(page: Page): Promise<Locator> {
  await cartButton(page).click();
  const drawer = page.getByRole('dialog', { name: 'Your Cart' });
  await expect(drawer).toBeVisible();
  return drawer;
}

/** The demo shop's minimum order ($25.00, business settings). */
export const MINIMUM_ORDER_CENTS = 2500;

/** How many of a product at this price reach the minimum order. */
export const quantityForMinimum = (price: string) => Math.max(1, Math.ceil(MINIMUM_ORDER_CENTS / cents(price)));

export type Fulfilment = 'delivery' | 'pickup';

/** yyyy-MM-dd, `days` from now (UTC date; the slots endpoint judges it in Auckland time). */
export const isoDay = (days: number): string => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/**
 * An open slot for a journey's order, picked at random among the open slots of days `fromDay` to
 * `fromDay + 24`. Two workers place orders at once and a slot holds 10: journeys that all took the
 * first open slot filled it between reading it and paying ("That time slot is full"), so each
 * journey takes a different one. The 17:00-19:00 slot is left to the journey that fills a slot.
 */
export async function freeSlot(
  request: APIRequestContext,
  {
    fulfilment = 'pickup',
    fromDay = 3,
    span = 25,
  }: { fulfilment?: Fulfilment; fromDay?: number; /** How many days from fromDay may be chosen. */ span?: number } = {},
): Promise<{ deliveryDate: string; deliveryTime: string }> {
  const days = Array.from({ length: span }, (_, i) => fromDay + i).sort(() => Math.random() - 0.5);
  for (const day of days) {
    const response = await request.get(`/api/checkout/slots?date=${isoDay(day)}&fulfilment=${fulfilment}`);
    const slots = (await response.json()) as { time: string; available: boolean }[];
    const open = Array.isArray(slots) ? slots.filter((s) => s.available && s.time !== '17:00-19:00') : [];
    if (open.length)
      return { deliveryDate: isoDay(day), deliveryTime: open[Math.floor(Math.random() * open.length)]!.time };
  }
  throw new Error(`no open ${fulfilment} slot in days ${fromDay}-${fromDay + span - 1}`);
}
