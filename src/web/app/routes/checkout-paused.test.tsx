// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { StorePaymentIntentReply } from '@/contracts/checkout';
import { resetToasts } from '@/web/lib/toast-store';
import { cartLine } from '@/web/test/cart-line';
import { api, auth, customer, type FakeRoutes, renderApp } from '@/web/test/render-app';
import { CheckoutPage } from './checkout-page';

/** The checkout while staff pause new orders (issue 23): the shop's message, no way to pay. */
const SESSION = '3f2b8c1e-5d4a-4e6f-9a7b-1c2d3e4f5a6b';
const INTENT_ID = 'pi_test_0123456789abcdef01234567';
const INTENT: StorePaymentIntentReply = {
  clientSecret: `${INTENT_ID}_secret_abc`,
  paymentIntentId: INTENT_ID,
  gateway: 'test',
  publishableKey: null,
  discount: 0,
  appliedDiscounts: [],
  subtotal: '50.00',
  gst: '7.50',
  total: '57.50',
  pricesIncludeGst: false,
  pointsToEarn: 50,
  lines: [
    {
      productId: 'p1',
      productName: 'Almond Croissants',
      productImage: '/images/products/almond-croissants.webp',
      size: 'Box of 6',
      quantity: 2,
      unitPrice: '25.00',
      lineTotal: '50.00',
      featured: false,
    },
  ],
};
const paused = () =>
  Response.json({ message: 'Kitchen swamped: back at 2 PM', code: 'ORDERS_PAUSED', requestId: 'r' }, { status: 409 });

let routes: FakeRoutes;
beforeAll(() => {
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
  Element.prototype.scrollIntoView ??= function scrollIntoView() {};
});
beforeEach(() => {
  resetToasts();
  localStorage.clear();
  localStorage.setItem('cartSessionId', SESSION);
  auth.as(customer);
  routes = api.serve({
    'GET /api/cart': () => Response.json([cartLine({ id: 'c1', quantity: 2, unitPrice: '25.00', lineTotal: '50.00' })]),
    'POST /api/create-payment-intent': paused,
    'GET /api/auth/user': () => new Response('nope', { status: 500 }),
    'GET /api/business-settings': () => new Response('nope', { status: 500 }),
    'GET /api/checkout/slots': () => Response.json([]),
    'GET /api/loyalty/user-1': () =>
      Response.json({ message: 'No loyalty account yet', code: 'NOT_FOUND', requestId: 'r' }, { status: 404 }),
    'GET /api/loyalty/rewards': () => Response.json([]),
  });
});

function renderCheckout() {
  renderApp(
    <Routes>
      <Route path="/checkout" element={<CheckoutPage />} />
      <Route path="/" element={<h1>Home page</h1>} />
    </Routes>,
    { route: '/checkout' },
  );
}

describe('the checkout while new orders are paused', () => {
  it('shows the shop’s message instead of the payment form, and takes the order once resumed', async () => {
    const user = userEvent.setup();
    renderCheckout();
    const notice = await screen.findByTestId('checkout-paused');
    expect(notice.textContent).toContain('Kitchen swamped: back at 2 PM');
    expect(screen.getByRole('heading', { name: "We're not taking orders right now" })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Complete Payment/ })).toBeNull();
    expect(screen.getByRole('link', { name: 'Return to Shop' }).getAttribute('href')).toBe('/');

    // Still paused: the same notice after asking again.
    await user.click(screen.getByRole('button', { name: 'Check again' }));
    await waitFor(() =>
      expect(api.requests.filter((r) => r.path === '/api/create-payment-intent').length).toBeGreaterThan(1),
    );
    expect(screen.getByTestId('checkout-paused')).toBeTruthy();

    // Resumed: the payment is prepared and the form appears.
    routes['POST /api/create-payment-intent'] = () => Response.json(INTENT);
    await user.click(await screen.findByRole('button', { name: 'Check again' }));
    expect(await screen.findByRole('button', { name: /^Complete Payment - \$57\.50$/ })).toBeTruthy();
    expect(screen.queryByTestId('checkout-paused')).toBeNull();
  });
});
