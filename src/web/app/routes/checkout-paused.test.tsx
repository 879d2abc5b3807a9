// @vitest-environment happy-dom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { paymentIntent, startCheckout } from '@/web/test/checkout-fixtures';
import { stubMissingLayoutApis } from '@/web/test/dom-stubs';
import { api, type FakeRoutes } from '@/web/test/render-app';
import { renderCheckoutPage } from '@/web/test/render-checkout';

/** The checkout while staff pause new orders (issue 23): the shop's message, no way to pay. */
const INTENT = paymentIntent();
const paused = () =>
  Response.json({ message: 'Kitchen swamped: back at 2 PM', code: 'ORDERS_PAUSED', requestId: 'r' }, { status: 409 });

let routes: FakeRoutes;
stubMissingLayoutApis();
beforeEach(() => {
  routes = startCheckout();
  Object.assign(routes, {
    'POST /api/create-payment-intent': paused,
    'GET /api/auth/user': () => new Response('nope', { status: 500 }),
    'GET /api/checkout/slots': () => Response.json([]),
  });
});

const renderCheckout = () => renderCheckoutPage();

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
