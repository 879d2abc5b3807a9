// @vitest-environment happy-dom
/**
 * Store credit at checkout (decision 0202): the summary shows the credit as a line and the total
 * left to pay; credit that pays the whole order needs no card: the details are saved and the
 * order confirmed, and no card call is made.
 */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import type { StorePaymentIntentReply } from '@/contracts/checkout';
import { paymentIntent, startCheckout } from '@/web/test/checkout-fixtures';
import { stubMissingLayoutApis } from '@/web/test/dom-stubs';
import { api, type FakeRoutes } from '@/web/test/render-app';
import { renderCheckoutPage } from '@/web/test/render-checkout';

const intent = (overrides: Partial<StorePaymentIntentReply>): StorePaymentIntentReply =>
  paymentIntent({ clientSecret: 'pi_test_credit_secret_abc', paymentIntentId: 'pi_test_credit', ...overrides });

let routes: FakeRoutes;
const posts = () =>
  api.fetch.mock.calls
    .map(([url, init]) => `${init?.method ?? 'GET'} ${String(url).split('?')[0]}`)
    .filter((call) => call.startsWith('POST'));

stubMissingLayoutApis();

beforeEach(() => {
  // Each test says what the payment intent answers.
  routes = startCheckout();
});

function Location() {
  return <p data-testid="location">{useLocation().pathname}</p>;
}

const renderCheckout = () => renderCheckoutPage(<Location />);

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
