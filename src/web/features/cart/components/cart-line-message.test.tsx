// @vitest-environment happy-dom
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { StoreUpdateCartItem, type StoreCartLine } from '@/contracts/cart';
import { lineCustomization, takesCakeMessage } from '@/domain/cake-message';
import { setCartDrawerOpen } from '../cart-drawer-store';
import { CartDrawer } from './cart-drawer';
import { businessSettings } from '@/web/test/business-settings';
import { api, renderApp } from '@/web/test/render-app';
import { storeProduct } from '@/web/test/store-product';

const SESSION = '3f2b8c1e-5d4a-4e6f-9a7b-1c2d3e4f5a6b';

// Cast: the product shape grows with other work (allergens); these tests need only these fields.
const product = (id: string, name: string, category: string) =>
  storeProduct({ id, name, slug: id, price: '60.00', category });

const line = (id: string, name: string, category: string, message: string | null): StoreCartLine => ({
  id,
  productId: `p-${id}`,
  product: product(`p-${id}`, name, category),
  quantity: 1,
  size: category === 'cakes' ? 'Large (8 inch)' : 'Standard',
  customization: lineCustomization(false, message),
  message,
  featured: false,
  unitPrice: '60.00',
  lineTotal: '60.00',
});

let serverLines: StoreCartLine[];
let puts: unknown[];
/** Lines whose product the server no longer counts as a cake (the catalogue changed meanwhile). */
let notCakes: Set<string>;

/**
 * The server's cart: a PUT body is read with the same contract the server uses, and a message
 * on a line that is not a cake is refused as the server refuses it.
 */
beforeEach(() => {
  localStorage.setItem('cartSessionId', SESSION);
  puts = [];
  notCakes = new Set();
  serverLines = [
    line('cake', 'Saffron Cake', 'cakes', 'Happy birthday Mum'),
    line('plain', 'Pistachio Cake', 'cakes', null),
    line('sweet', 'Rose Baklava', 'arabian-sweets', null),
  ];
  api.serve({
    'GET /api/cart': () => Response.json(serverLines),
    'GET /api/business-settings': () => Response.json(businessSettings()),
    'PUT /api/cart/:itemId': ({ params: { itemId: id }, body: raw }) => {
      puts.push(raw);
      const body = StoreUpdateCartItem.safeParse(raw);
      const refuse = (message: string) =>
        Response.json({ message, code: 'VALIDATION_FAILED', requestId: 'r', fields: { message } }, { status: 400 });
      if (!body.success) return refuse(body.error.issues[0]!.message);
      const target = serverLines.find((l) => l.id === id)!;
      const message = body.data.message?.trim() || null;
      if (message && (!takesCakeMessage(target.product.category) || notCakes.has(target.id))) {
        return refuse('only cakes take a message');
      }
      serverLines = serverLines.map((l) =>
        l.id === id ? { ...l, message, customization: lineCustomization(false, message) } : l,
      );
      return Response.json({ id, quantity: target.quantity, message });
    },
  });
});

afterEach(() => {
  act(() => setCartDrawerOpen(false));
  cleanup();
  localStorage.clear();
});

async function openDrawer() {
  renderApp(<CartDrawer />, { route: '/' });
  act(() => setCartDrawerOpen(true));
  const drawer = await screen.findByRole('dialog', { name: 'Your Cart' });
  await waitFor(() => expect(within(drawer).getAllByTestId('cart-line')).toHaveLength(3));
  return drawer;
}

const lineOf = (drawer: HTMLElement, name: string) =>
  within(drawer)
    .getAllByTestId('cart-line')
    .find((li) => within(li).queryByText(name))!;

describe('the message on the cake, in the cart drawer', () => {
  it('shows a cake’s message, offers one for a cake without, and nothing for other goods', async () => {
    const drawer = await openDrawer();
    const cake = lineOf(drawer, 'Saffron Cake');
    expect(within(cake).getByTestId('cart-line-message').textContent).toContain(
      'Message on the cake: “Happy birthday Mum”',
    );
    expect(within(cake).getByRole('button', { name: 'Edit message on Saffron Cake (Large (8 inch))' })).toBeTruthy();
    expect(
      within(lineOf(drawer, 'Pistachio Cake')).getByRole('button', {
        name: 'Add a message on Pistachio Cake (Large (8 inch))',
      }),
    ).toBeTruthy();
    expect(within(lineOf(drawer, 'Rose Baklava')).queryByTestId('cart-line-message')).toBeNull();
  });

  it('edits the message with a n/60 counter, refuses what the server would refuse, and saves it', async () => {
    const user = userEvent.setup();
    const drawer = await openDrawer();
    await user.click(within(drawer).getByRole('button', { name: /^Edit message on Saffron Cake/ }));
    const input = within(drawer).getByLabelText('Message on the cake (optional)');
    expect((input as HTMLInputElement).value).toBe('Happy birthday Mum');
    expect(document.activeElement).toBe(input);
    expect(within(drawer).getByTestId('cake-message-count').textContent).toBe('18/60 characters');

    await user.clear(input);
    await user.type(input, 'x'.repeat(61));
    expect(within(drawer).getByTestId('cake-message-count').textContent).toBe('61/60 characters');
    await user.click(within(drawer).getByRole('button', { name: 'Save message' }));
    expect(within(drawer).getByText('Message must be at most 60 characters')).toBeTruthy();
    expect(input.getAttribute('aria-invalid')).toBe('true');

    await user.clear(input);
    input.focus();
    await user.paste('Happy\u0007day');
    await user.click(within(drawer).getByRole('button', { name: 'Save message' }));
    expect(within(drawer).getByText('Message must be plain text, without control characters')).toBeTruthy();
    expect(puts).toEqual([]);

    await user.clear(input);
    await user.type(input, '  Happy 60th, Mum!  ');
    await user.click(within(drawer).getByRole('button', { name: 'Save message' }));
    await waitFor(() =>
      expect(within(lineOf(drawer, 'Saffron Cake')).getByTestId('cart-line-message').textContent).toContain(
        '“Happy 60th, Mum!”',
      ),
    );
    expect(puts).toEqual([{ message: 'Happy 60th, Mum!' }]);
    // the focus goes back to the line's edit button
    await waitFor(() =>
      expect(document.activeElement?.getAttribute('aria-label')).toBe('Edit message on Saffron Cake (Large (8 inch))'),
    );
  });

  it('clears a message by saving an empty one, and Cancel changes nothing', async () => {
    const user = userEvent.setup();
    const drawer = await openDrawer();
    await user.click(within(drawer).getByRole('button', { name: /^Add a message on Pistachio Cake/ }));
    await user.type(within(drawer).getByLabelText('Message on the cake (optional)'), 'Not this');
    await user.click(within(drawer).getByRole('button', { name: 'Cancel' }));
    expect(puts).toEqual([]);

    await user.click(within(drawer).getByRole('button', { name: /^Edit message on Saffron Cake/ }));
    await user.clear(within(drawer).getByLabelText('Message on the cake (optional)'));
    await user.click(within(drawer).getByRole('button', { name: 'Save message' }));
    await waitFor(() =>
      expect(
        within(lineOf(drawer, 'Saffron Cake')).getByRole('button', { name: /^Add a message on Saffron Cake/ }),
      ).toBeTruthy(),
    );
    expect(puts).toEqual([{ message: null }]);
  });

  it('saves a message with angle brackets and shows it as text, never as markup', async () => {
    const user = userEvent.setup();
    const drawer = await openDrawer();
    await user.click(within(drawer).getByRole('button', { name: /^Add a message on Pistachio Cake/ }));
    await user.type(within(drawer).getByLabelText('Message on the cake (optional)'), '<script>alert(1)</script> <3');
    await user.click(within(drawer).getByRole('button', { name: 'Save message' }));
    await waitFor(() =>
      expect(within(lineOf(drawer, 'Pistachio Cake')).getByTestId('cart-line-message').textContent).toContain(
        '“<script>alert(1)</script> <3”',
      ),
    );
    expect(puts).toEqual([{ message: '<script>alert(1)</script> <3' }]);
    expect(drawer.querySelector('script')).toBeNull();
  });

  it('shows the server’s field error beside the field', async () => {
    const user = userEvent.setup();
    const drawer = await openDrawer();
    notCakes.add('plain');
    await user.click(within(drawer).getByRole('button', { name: /^Add a message on Pistachio Cake/ }));
    await user.type(within(drawer).getByLabelText('Message on the cake (optional)'), 'Hello');
    await user.click(within(drawer).getByRole('button', { name: 'Save message' }));
    await waitFor(() => expect(puts).toEqual([{ message: 'Hello' }]));
    expect(await screen.findByText('Only cakes take a message')).toBeTruthy();
  });
});
