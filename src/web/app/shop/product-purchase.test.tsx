// @vitest-environment happy-dom
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { StoreAddCartItem } from '@/contracts/cart';
import type { StoreProduct } from '@/contracts/catalog';
import { ProductPurchase } from './product-purchase';
import { usePurchaseChoice } from './purchase-choice';
import { cartLine } from '@/web/test/cart-line';
import { api, renderApp } from '@/web/test/render-app';
import { storeProduct } from '@/web/test/store-product';

const SESSION = '3f2b8c1e-5d4a-4e6f-9a7b-1c2d3e4f5a6b';

// Cast: the product shape grows with other work (allergens); these tests need only these fields.
const product = (category: string, name: string) =>
  storeProduct({
    id: '6a1f0c9e-2b3d-4e5f-8a7b-9c0d1e2f3a4b',
    name,
    slug: 'test',
    description: name,
    price: '60.00',
    category,
    image: '/images/products/test.webp',
  });

/** The POST bodies, each read with the contract the server reads it with. */
let posted: StoreAddCartItem[];

beforeEach(() => {
  localStorage.setItem('cartSessionId', SESSION);
  posted = [];
  api.serve({
    'GET /api/products/:id/variants': () => Response.json([]),
    'GET /api/cart': () => Response.json([]),
    'POST /api/cart': (request) => {
      const body = StoreAddCartItem.parse(request.body);
      posted.push(body);
      return Response.json(cartLine({ id: 'l1', size: body.size, message: body.message ?? null }), { status: 201 });
    },
  });
});

afterEach(() => {
  localStorage.clear();
});

function Purchase({ product: p, withCakeMessage }: { product: StoreProduct; withCakeMessage: boolean }) {
  return <ProductPurchase product={p} choice={usePurchaseChoice(p)} withCakeMessage={withCakeMessage} />;
}

function renderPurchase(p: StoreProduct, withCakeMessage = true) {
  renderApp(<Purchase product={p} withCakeMessage={withCakeMessage} />);
}

describe('the message on the cake, on the product page', () => {
  it('counts n/60 as the customer types and sends the trimmed message with the cake', async () => {
    const user = userEvent.setup();
    renderPurchase(product('cakes', 'Saffron Cake'));
    const field = screen.getByLabelText('Message on the cake (optional)');
    expect(screen.getByTestId('cake-message-count').textContent).toBe('0/60 characters');
    await user.type(field, '  Happy 30th! 🎂');
    // trimmed, and the emoji counts as one
    expect(screen.getByTestId('cake-message-count').textContent).toBe('13/60 characters');
    await user.click(screen.getByRole('button', { name: /^Add to Cart/ }));
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]).toMatchObject({ quantity: 1, size: 'Large (8 inch)', message: 'Happy 30th! 🎂' });
    // the line holds it now: the field is empty for the next cake
    await waitFor(() => expect((field as HTMLInputElement).value).toBe(''));
  });

  it('sends no message when the field is empty', async () => {
    const user = userEvent.setup();
    renderPurchase(product('cakes', 'Saffron Cake'));
    await user.click(await screen.findByRole('button', { name: /^Add to Cart/ }));
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]!.message).toBeUndefined();
  });

  it('refuses a message the server would refuse, before sending anything', async () => {
    const user = userEvent.setup();
    renderPurchase(product('cakes', 'Saffron Cake'));
    const field = screen.getByLabelText('Message on the cake (optional)');
    await user.type(field, 'y'.repeat(61));
    await user.click(screen.getByRole('button', { name: /^Add to Cart/ }));
    expect(screen.getByText('Message must be at most 60 characters')).toBeTruthy();
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(field.getAttribute('aria-describedby')).toContain(screen.getByText(/must be at most/).id);
    await user.clear(field);
    field.focus();
    await user.paste('Happy\u0007day');
    await user.click(screen.getByRole('button', { name: /^Add to Cart/ }));
    expect(screen.getByText('Message must be plain text, without control characters')).toBeTruthy();
    expect(posted).toEqual([]);
  });

  it('sends a message with angle brackets as it was typed', async () => {
    const user = userEvent.setup();
    renderPurchase(product('cakes', 'Saffron Cake'));
    await user.type(screen.getByLabelText('Message on the cake (optional)'), 'I <3 you Mum');
    await user.click(screen.getByRole('button', { name: /^Add to Cart/ }));
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]!.message).toBe('I <3 you Mum');
    expect(screen.queryByText(/without < or >/)).toBeNull();
  });

  it('is offered for cakes only, and only where the page asks for it', () => {
    renderPurchase(product('arabian-sweets', 'Rose Baklava'));
    expect(screen.queryByLabelText('Message on the cake (optional)')).toBeNull();
    cleanup();
    renderPurchase(product('cakes', 'Saffron Cake'), false);
    expect(screen.queryByLabelText('Message on the cake (optional)')).toBeNull();
  });
});
