// @vitest-environment jsdom
/**
 * The cart arrives after hydration, and changes as the customer shops: the header shows it
 * without the page under the layout rendering again (a whole-page render is a long task on a
 * phone, TBT in F4).
 */
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cartKeys } from '@/web/features/cart/api/keys';
import { getCartSessionId } from '@/web/features/cart/cart-session';
import { createQueryClient } from '@/web/lib/query-client';
import { StoreLayout } from './store-layout';

const line = (quantity: number) => ({ id: 'line-1', productId: 'p1', name: 'Rose cake', price: 45, quantity });

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>(async (input) => {
      const url = String(input);
      if (url.startsWith('/api/cart')) return Response.json([line(2)]);
      if (url.startsWith('/api/categories')) return Response.json([]);
      // Business details and the rest: the layout's fallbacks.
      return Response.json({ error: 'Not found' }, { status: 404 });
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('the store layout', () => {
  it('shows the cart count as it arrives and changes, and the page renders once', async () => {
    let pageRenders = 0;
    function Page() {
      pageRenders += 1;
      return <p>the page</p>;
    }
    const queryClient = createQueryClient();
    render(
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={['/']}>
          <Routes>
            <Route element={<StoreLayout />}>
              <Route path="/" element={<Page />} />
            </Route>
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>,
    );
    const cartButton = () => screen.getByRole('button', { name: /^Open cart/ });
    await waitFor(() => expect(cartButton().getAttribute('aria-label')).toBe('Open cart, 2 items'));

    queryClient.setQueryData(cartKeys.lines(getCartSessionId()), [line(5)]);
    await waitFor(() => expect(cartButton().getAttribute('aria-label')).toBe('Open cart, 5 items'));
    expect(screen.getByText('the page')).toBeTruthy();
    expect(pageRenders).toBe(1);
  });
});
