// @vitest-environment jsdom
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { StoreProduct } from '@/contracts/catalog';
import { createQueryClient } from '@/web/lib/query-client';
import { ShopProductCard } from './shop-product-card';
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
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>(async (url, init) => {
      if (init?.method === 'POST' && String(url) === '/api/cart') {
        await held;
        return Response.json({ id: 'l1', size: 'Standard', message: null }, { status: 201 });
      }
      return Response.json([]);
    }),
  );
});

afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
});

function renderCard(p: StoreProduct) {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter>
        <ShopProductCard product={p} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
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
