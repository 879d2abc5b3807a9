// @vitest-environment happy-dom
/**
 * The cart arrives after hydration, and changes as the customer shops: the header shows it
 * without the page under the layout rendering again (a whole-page render is a long task on a
 * phone, TBT in F4).
 */
import { screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cartKeys } from '@/web/features/cart/api/keys';
import { getCartSessionId } from '@/web/features/cart/cart-session';
import { createQueryClient } from '@/web/lib/query-client';
import { cartLine } from '@/web/test/cart-line';
import { api, renderApp } from '@/web/test/render-app';
import { storeProduct } from '@/web/test/store-product';
import { StoreLayout } from './store-layout';

const ROSE_CAKE = storeProduct({ id: 'p1', name: 'Rose cake', price: '45.00' });
const line = (quantity: number) => cartLine({ id: 'line-1', product: ROSE_CAKE, quantity });

beforeEach(() => {
  api.serve({
    'GET /api/cart': () => Response.json([line(2)]),
    'GET /api/cart/:sessionId': () => Response.json([line(2)]),
    'GET /api/categories': () => Response.json([]),
    // Business details: the layout's fallbacks.
    'GET /api/business-settings': () =>
      Response.json({ message: 'Not found', code: 'NOT_FOUND', requestId: 'r' }, { status: 404 }),
  });
});
afterEach(() => {
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
    renderApp(
      <Routes>
        <Route element={<StoreLayout />}>
          <Route path="/" element={<Page />} />
        </Route>
      </Routes>,
      { route: '/', queryClient },
    );
    const cartButton = () => screen.getByRole('button', { name: /^Open cart/ });
    await waitFor(() => expect(cartButton().getAttribute('aria-label')).toBe('Open cart, 2 items'));

    queryClient.setQueryData(cartKeys.lines(getCartSessionId()), [line(5)]);
    await waitFor(() => expect(cartButton().getAttribute('aria-label')).toBe('Open cart, 5 items'));
    expect(screen.getByText('the page')).toBeTruthy();
    expect(pageRenders).toBe(1);
  });
});
