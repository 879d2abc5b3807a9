// @vitest-environment jsdom
/**
 * Store credit at checkout (decision 0202): the summary shows the credit as a line and the total
 * left to pay; credit that pays the whole order needs no card: the details are saved and the
 * order confirmed, and no card call is made.
 */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { StorePaymentIntentReply } from '@/contracts/checkout';
import { resetToasts } from '@/web/lib/toast-store';
import { cartLine } from '@/web/test/cart-line';
import { storeOrder } from '@/web/test/store-order';
import { api, auth, customer, type FakeRoutes, renderApp } from '@/web/test/render-app';
import { CheckoutPage } from './checkout-page';

const SESSION = '3f2b8c1e-5d4a-4e6f-9a7b-1c2d3e4f5a6b';

const intent = (overrides: Partial<StorePaymentIntentReply>): StorePaymentIntentReply => ({
  clientSecret: 'pi_test_credit_secret_abc',
  paymentIntentId: 'pi_test_credit',
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
  ...overrides,
});

const PROFILE = {
  id: 'p-1',
  sub: 'user-1',
  email: 'aroha@example.nz',
  emailVerified: true,
  name: 'Aroha Ngata',
  firstName: 'Aroha',
  lastName: 'Ngata',
  phone: '+64 21 555 0101',
  addressLine1: '12 Ponsonby Road',
  addressLine2: null,
  suburb: 'Ponsonby',
  city: 'Auckland',
  state: 'Auckland',
  postalCode: '1011',
  country: 'New Zealand',
  profileImageUrl: null,
  isAdmin: false,
  role: null,
  createdAt: '2025-01-01T00:00:00.000Z',
  updatedAt: '2025-01-01T00:00:00.000Z',
};

const SLOTS = ['9:00-11:00', '11:00-13:00', '13:00-15:00', '15:00-17:00', '17:00-19:00'].map((time) => ({
  time,
  available: true,
  reason: null,
}));

let routes: FakeRoutes;
const posts = () =>
  api.fetch.mock.calls
    .map(([url, init]) => `${init?.method ?? 'GET'} ${String(url).split('?')[0]}`)
    .filter((call) => call.startsWith('POST'));

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
    'GET /api/auth/user': () => Response.json(PROFILE),
    'GET /api/business-settings': () => new Response('nope', { status: 500 }),
    'GET /api/checkout/slots': () => Response.json(SLOTS),
    'POST /api/checkout/details': () => Response.json({ saved: true }),
    'POST /api/confirm-order': () => Response.json(storeOrder({ id: 'order-1', orderNumber: 1001 })),
    'GET /api/loyalty/user-1': () =>
      Response.json({ message: 'No loyalty account yet', code: 'NOT_FOUND', requestId: 'r' }, { status: 404 }),
    'GET /api/loyalty/rewards': () => Response.json([]),
  });
});

function Location() {
  return <p data-testid="location">{useLocation().pathname}</p>;
}

function renderCheckout() {
  renderApp(
    <>
      <Routes>
        <Route path="/checkout" element={<CheckoutPage />} />
        <Route path="/checkout/success" element={<h1>Success page</h1>} />
      </Routes>
      <Location />
    </>,
    { route: '/checkout' },
  );
}

describe('store credit at checkout', () => {
  it('shows the credit as a line of the summary and charges the card the rest', async () => {
    routes['POST /api/create-payment-intent'] = () =>
      Response.json(intent({ storeCredit: '11.00', amountDue: '46.50' }));
    renderCheckout();
    expect(await screen.findByText('Store Credit')).toBeTruthy();
    expect(screen.getByText('-$11.00')).toBeTruthy();
    expect(screen.getByTestId('checkout-total').textContent).toBe('$46.50');
    expect(await screen.findByRole('button', { name: 'Complete Payment - $46.50' })).toBeTruthy();
    // The card is still asked for.
    expect(screen.getByLabelText('Card number')).toBeTruthy();
  });

  it('credit that pays the whole order needs no card: details, then the order, no card call', async () => {
    routes['POST /api/create-payment-intent'] = () =>
      Response.json(
        intent({
          paymentIntentId: 'credit_0f1e2d3c',
          clientSecret: 'store_credit',
          storeCredit: '57.50',
          amountDue: '0.00',
        }),
      );
    const user = userEvent.setup();
    renderCheckout();
    expect(await screen.findByText(/pays for this whole order\. No card needed\./)).toBeTruthy();
    expect(screen.queryByLabelText('Card number')).toBeNull();
    await waitFor(() =>
      expect((screen.getByLabelText(/Street address/) as HTMLInputElement).value).toBe('12 Ponsonby Road'),
    );
    await user.click(screen.getByRole('button', { name: 'Complete Payment - $0.00' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/checkout/success'));
    expect(posts()).toEqual([
      'POST /api/create-payment-intent',
      'POST /api/checkout/details',
      'POST /api/confirm-order',
    ]);
  });
});
