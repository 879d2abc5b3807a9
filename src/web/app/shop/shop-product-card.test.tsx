// @vitest-environment happy-dom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { StoreProduct } from '@/contracts/catalog';
import { ShopProductCard } from './shop-product-card';
import { cartLine } from '@/web/test/cart-line';
import { api, renderApp } from '@/web/test/render-app';
import { storeProduct } from '@/web/test/store-product';

// Cast: the product shape grows with other work; the card needs only these fields.
const product = (name: string, inStock = true) =>
  storeProduct({
    id: '6a1f0c9e-2b3d-4e5f-8a7b-9c0d1e2f3a4b',
    name,
    slug: 'rose-baklava',
    description: name,
    price: '24.00',
    category: 'arabian-sweets',
    image: '/images/products/test.webp',
    inStock,
  });

let release: () => void;

beforeEach(() => {
  localStorage.setItem('cartSessionId', '3f2b8c1e-5d4a-4e6f-9a7b-1c2d3e4f5a6b');
  const held = new Promise<void>((resolve) => (release = resolve));
  api.serve({
    'POST /api/cart': async () => {
      await held;
      return Response.json(cartLine({ id: 'l1', size: 'Standard', message: null }), { status: 201 });
    },
    'GET /api/cart': () => Response.json([]),
    'GET /api/cart/:sessionId': () => Response.json([]),
  });
});

afterEach(() => {
  localStorage.clear();
});

function renderCard(p: StoreProduct) {
  renderApp(<ShopProductCard product={p} />);
}

describe('a product card', () => {
  it('names its button by the visible words, then the product (WCAG 2.5.3)', () => {
    renderCard(product('Rose Baklava'));
    const add = screen.getByRole('button', { name: 'Add to Cart: Rose Baklava' });
    expect(add.textContent).toContain('Add to Cart');
  });

  it('announces an out-of-stock product as out of stock', () => {
    renderCard(product('Rose Baklava', false));
    const button = screen.getByRole('button', { name: 'Out of Stock: Rose Baklava' }) as HTMLButtonElement;
    expect(button.textContent).toBe('Out of Stock');
    expect(button.disabled).toBe(true);
  });

  it('keeps the focus on Add to Cart while it works, busy rather than disabled', async () => {
    const user = userEvent.setup();
    renderCard(product('Rose Baklava'));
    const add = screen.getByRole('button', { name: 'Add to Cart: Rose Baklava' }) as HTMLButtonElement;
    add.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(add.getAttribute('aria-busy')).toBe('true'));
    expect(add.disabled).toBe(false);
    expect(add.getAttribute('aria-disabled')).toBe('true');
    expect(document.activeElement).toBe(add);

    release();
    await waitFor(() => expect(add.hasAttribute('aria-busy')).toBe(false));
    expect(document.activeElement).toBe(add);
  });
});
