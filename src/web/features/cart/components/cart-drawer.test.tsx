// @vitest-environment happy-dom
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { StoreCartLine } from '@/contracts/cart';
import type { StoreProduct } from '@/contracts/catalog';
import { formatMoneyString, parseMoney } from '@/domain/money';
import { setCartDrawerOpen } from '../cart-drawer-store';
import { CartDrawer } from './cart-drawer';
import { businessSettings } from '@/web/test/business-settings';
import { api, renderApp } from '@/web/test/render-app';
import { storeProduct } from '@/web/test/store-product';

const SESSION = '3f2b8c1e-5d4a-4e6f-9a7b-1c2d3e4f5a6b';

const product = (id: string, name: string, price: string): StoreProduct =>
  storeProduct({ id, name, slug: name.toLowerCase().replace(/\s+/g, '-'), price });

/** A line as the server sends it: its unit price and price × quantity. */
const line = (id: string, name: string, unitPrice: string, quantity: number, featured = false): StoreCartLine => ({
  id,
  productId: `p-${id}`,
  product: product(`p-${id}`, name, unitPrice),
  quantity,
  size: 'Standard',
  customization: null,
  message: null,
  featured,
  unitPrice,
  lineTotal: formatMoneyString(parseMoney(unitPrice) * quantity),
});

/** The server's cart, changed by the PUT and DELETE calls the drawer makes. */
let serverLines: StoreCartLine[];
/** The fields of the shop's settings the drawer reads. */
let settings: { minimumOrder: string; pricesIncludeGst: boolean };
let fetchMock: ReturnType<typeof vi.fn<typeof fetch>>;

const calls = () =>
  fetchMock.mock.calls.map(([url, init]) => ({
    call: `${init?.method ?? 'GET'} ${String(url)}`,
    body: init?.body ? JSON.parse(String(init.body)) : undefined,
    session: (init?.headers as Record<string, string> | undefined)?.['x-cart-session'],
  }));
/** The line's count as a screen reader reads it ("Quantity 2"; the word is visually hidden). */
const quantity = (n: number) => (_: string, element: Element | null) =>
  element?.getAttribute('aria-live') === 'polite' && element.textContent === `Quantity ${n}`;
const writes = () => calls().filter((c) => !c.call.startsWith('GET'));

beforeEach(() => {
  localStorage.setItem('cartSessionId', SESSION);
  serverLines = [line('l1', 'Almond Croissant', '12.50', 2), line('l2', 'Rose Baklava', '8.40', 1, true)];
  settings = { minimumOrder: '25.00', pricesIncludeGst: false };
  api.serve({
    'GET /api/cart': () => Response.json(serverLines),
    'GET /api/business-settings': () => Response.json(businessSettings(settings)),
    'PUT /api/cart/:itemId': ({ params: { itemId: id }, body }) => {
      const { quantity } = body as { quantity: number };
      serverLines = serverLines.map((l) =>
        l.id === id ? line(l.id, l.product.name, l.unitPrice, quantity, l.featured) : l,
      );
      return Response.json({ id, quantity, message: null });
    },
    'DELETE /api/cart/:itemId': ({ params: { itemId: id } }) => {
      serverLines = serverLines.filter((l) => l.id !== id);
      return new Response(null, { status: 204 });
    },
  });
  fetchMock = api.fetch;
});

afterEach(() => {
  act(() => setCartDrawerOpen(false));
  cleanup();
  localStorage.clear();
});

function renderDrawer() {
  renderApp(
    <>
      <Routes>
        <Route path="/" element={<h1>Home page</h1>} />
        <Route path="/checkout" element={<h1>Checkout page</h1>} />
      </Routes>
      <CartDrawer />
    </>,
    { route: '/' },
  );
}

async function openDrawer({ rendered = false } = {}) {
  if (!rendered) renderDrawer();
  act(() => setCartDrawerOpen(true));
  const drawer = await screen.findByRole('dialog', { name: 'Your Cart' });
  await waitFor(() => expect(within(drawer).getAllByTestId('cart-line')).toHaveLength(serverLines.length));
  return drawer;
}

const total = () => screen.getByTestId('cart-total').textContent;

describe('CartDrawer', () => {
  it('stays closed until opened, then shows each line and the total of unit price × quantity', async () => {
    renderDrawer();
    expect(screen.queryByRole('dialog')).toBeNull();

    const drawer = await openDrawer({ rendered: true });
    const [first, second] = within(drawer).getAllByTestId('cart-line');
    expect(within(first!).getByText('Almond Croissant')).toBeTruthy();
    expect(within(first!).getByText('$12.50 each')).toBeTruthy();
    expect(within(first!).getByText(quantity(2))).toBeTruthy();
    expect(within(first!).getByTestId('cart-line-total').textContent).toBe('$25.00');
    expect(within(second!).getByText('Standard · Special Offer - 20% OFF')).toBeTruthy();
    expect(within(second!).getByTestId('cart-line-total').textContent).toBe('$8.40');
    // 2 × $12.50 + 1 × $8.40
    expect(total()).toBe('$33.40');
    expect(calls()[0]).toMatchObject({ call: 'GET /api/cart', session: SESSION });
  });

  it('changes a quantity through the API and shows the new total', async () => {
    const user = userEvent.setup();
    await openDrawer();

    await user.click(screen.getByRole('button', { name: 'Increase quantity of Almond Croissant (Standard)' }));
    await waitFor(() => expect(total()).toBe('$45.90'));
    expect(screen.getByText(quantity(3))).toBeTruthy();

    // A quantity never goes below 1 here: removing is the bin's job.
    const decreaseBaklava = screen.getByRole('button', { name: 'Decrease quantity of Rose Baklava (Standard)' });
    expect(decreaseBaklava.getAttribute('aria-disabled')).toBe('true');
    await user.click(decreaseBaklava);

    await user.click(screen.getByRole('button', { name: 'Decrease quantity of Almond Croissant (Standard)' }));
    await waitFor(() => expect(total()).toBe('$33.40'));
    expect(writes()).toEqual([
      { call: 'PUT /api/cart/l1', body: { quantity: 3 }, session: SESSION },
      { call: 'PUT /api/cart/l1', body: { quantity: 2 }, session: SESSION },
    ]);
  });

  it('keeps the focus on a quantity button while its change is saved', async () => {
    const user = userEvent.setup();
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const answer = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation(async (url, init) => {
      if (init?.method === 'PUT') await held;
      return answer(url, init);
    });
    await openDrawer();

    const increase = screen.getByRole('button', { name: 'Increase quantity of Almond Croissant (Standard)' });
    increase.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(increase.getAttribute('aria-busy')).toBe('true'));
    expect(increase.getAttribute('aria-disabled')).toBe('true');
    expect(document.activeElement).toBe(increase);
    // A second press while it works sends nothing more.
    await user.keyboard('{Enter}');

    release();
    await waitFor(() => expect(total()).toBe('$45.90'));
    expect(increase.hasAttribute('aria-busy')).toBe(false);
    expect(document.activeElement).toBe(increase);
    expect(writes()).toEqual([{ call: 'PUT /api/cart/l1', body: { quantity: 3 }, session: SESSION }]);
  });

  it('names the controls of two sizes of one cake apart', async () => {
    serverLines = [
      { ...line('l1', 'Chocolate Cake', '45.00', 1), size: 'Small (6 inch)' },
      { ...line('l2', 'Chocolate Cake', '65.00', 1), size: 'Large (8 inch)' },
    ];
    await openDrawer();
    for (const size of ['Small (6 inch)', 'Large (8 inch)']) {
      for (const control of ['Increase quantity of', 'Decrease quantity of', 'Remove']) {
        expect(screen.getAllByRole('button', { name: `${control} Chocolate Cake (${size})` })).toHaveLength(1);
      }
    }
  });

  it('removes a line through the API, and says the cart is empty when the last one goes', async () => {
    const user = userEvent.setup();
    const drawer = await openDrawer();

    await user.click(screen.getByRole('button', { name: 'Remove Rose Baklava (Standard)' }));
    await waitFor(() => expect(within(drawer).getAllByTestId('cart-line')).toHaveLength(1));
    expect(total()).toBe('$25.00');

    await user.click(screen.getByRole('button', { name: 'Remove Almond Croissant (Standard)' }));
    expect(await within(drawer).findByText('Your cart is empty')).toBeTruthy();
    expect(screen.queryByTestId('cart-total')).toBeNull();
    expect(writes()).toEqual([
      { call: 'DELETE /api/cart/l2', body: undefined, session: SESSION },
      { call: 'DELETE /api/cart/l1', body: undefined, session: SESSION },
    ]);
  });

  it('closes and goes to checkout from Proceed to Checkout', async () => {
    const user = userEvent.setup();
    await openDrawer();
    await user.click(screen.getByRole('button', { name: 'Proceed to Checkout' }));
    expect(await screen.findByRole('heading', { name: 'Checkout page' })).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('says GST is added at checkout, or included, beside the total', async () => {
    await openDrawer();
    await waitFor(() => expect(screen.getByTestId('cart-gst-note').textContent).toBe('+ 15% GST at checkout'));
    cleanup();
    settings = { minimumOrder: '25.00', pricesIncludeGst: true };
    await openDrawer();
    await waitFor(() => expect(screen.getByTestId('cart-gst-note').textContent).toBe('incl. GST'));
  });

  it('says how much more reaches the minimum order and holds checkout until then', async () => {
    serverLines = [line('l2', 'Rose Baklava', '8.40', 1)];
    await openDrawer();
    const note = await screen.findByTestId('cart-minimum-note');
    expect(note.textContent).toBe('Add $16.60 more to reach our $25.00 minimum order.');
    expect((screen.getByRole('button', { name: 'Proceed to Checkout' }) as HTMLButtonElement).disabled).toBe(true);
    cleanup();
    serverLines = [line('l1', 'Almond Croissant', '12.50', 2)];
    await openDrawer();
    await waitFor(() => expect(screen.getByTestId('cart-gst-note')).toBeTruthy());
    expect(screen.queryByTestId('cart-minimum-note')).toBeNull();
    expect((screen.getByRole('button', { name: 'Proceed to Checkout' }) as HTMLButtonElement).disabled).toBe(false);
  });
});
