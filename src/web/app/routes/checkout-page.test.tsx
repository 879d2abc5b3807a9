// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { StorePaymentIntentReply } from '@/contracts/checkout';
import { allowConsoleError } from '@/test/fail-on-console-error';
import { setCartDrawerOpen, useCartDrawerOpen } from '@/web/features/cart/cart-drawer-store';
import { getToasts, resetToasts } from '@/web/lib/toast-store';
import { cartLine } from '@/web/test/cart-line';
import {
  CART_SESSION,
  CHECKOUT_ORDER,
  checkoutCart,
  INTENT_ID,
  paymentIntent,
  startCheckout,
} from '@/web/test/checkout-fixtures';
import { stubMissingLayoutApis } from '@/web/test/dom-stubs';
import { api, auth, type FakeRoutes } from '@/web/test/render-app';
import { renderCheckoutPage } from '@/web/test/render-checkout';
import { rememberDeliveryPlace } from '@/web/lib/delivery-place';
import { allowing } from '@/test/time-limits';

const INTENT: StorePaymentIntentReply = paymentIntent();

let routes: FakeRoutes;
let fetchMock: ReturnType<typeof vi.fn<typeof fetch>>;
let cartLines: unknown[];

/** "POST /api/checkout/details", in the order they were made. */
const calls = () => fetchMock.mock.calls.map(([url, init]) => `${init?.method ?? 'GET'} ${String(url).split('?')[0]}`);
const posts = () => calls().filter((c) => c.startsWith('POST'));
const headersOf = (call: string) => fetchMock.mock.calls[calls().indexOf(call)]![1]!.headers as Record<string, string>;
const bodyOf = (call: string) => {
  const index = calls().indexOf(call);
  return JSON.parse(String(fetchMock.mock.calls[index]![1]!.body));
};

stubMissingLayoutApis();

beforeEach(() => {
  cartLines = checkoutCart();
  routes = startCheckout();
  routes['GET /api/cart'] = () => Response.json(cartLines);
  fetchMock = api.fetch;
});

afterEach(() => {
  setCartDrawerOpen(false);
  vi.restoreAllMocks();
});

function Location() {
  const location = useLocation();
  return <p data-testid="location">{location.pathname + location.search}</p>;
}

/** The store layout's cart drawer is not rendered here: this says whether the page opened it. */
function DrawerState() {
  return <p data-testid="cart-drawer">{useCartDrawerOpen() ? 'open' : 'closed'}</p>;
}

/** GET /api/business-settings as the server fills it (only the rules matter here). */
const SETTINGS = {
  businessName: 'Saffron & Sugar Bakery & Cafe',
  deliveryInfo: '',
  addressLine1: '123 Queen Street',
  addressLine2: '',
  suburb: 'Auckland CBD',
  city: 'Auckland',
  postalCode: '1010',
  phone: '+64 9 123 4567',
  email: 'hello@saffron-sugar.example',
  minimumOrder: '25.00',
  openingHours: Object.fromEntries(
    ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'].map((day) => [
      day,
      { open: '08:00', close: '17:00', closed: false },
    ]),
  ),
  pricesIncludeGst: false,
  deliveryArea: { regions: ['Auckland'], suburbs: [] },
  leadTimeMinutes: 240,
  sameDayCutoffMinutes: 840,
};

function renderCheckout() {
  const { queryClient } = renderCheckoutPage(
    <>
      <Location />
      <DrawerState />
    </>,
  );
  return queryClient;
}

const where = () => screen.getByTestId('location').textContent;
const lastToast = () => getToasts()[0];

async function readyWithCard(number: string) {
  const user = userEvent.setup();
  renderCheckout();
  await screen.findByRole('heading', { name: 'Checkout' });
  // The profile fills the form in.
  await waitFor(() =>
    expect((screen.getByLabelText(/Street address/) as HTMLInputElement).value).toBe('12 Ponsonby Road'),
  );
  await user.type(screen.getByLabelText('Card number'), number);
  await user.type(screen.getByLabelText('Expiry'), '1234');
  await user.type(screen.getByLabelText('CVC'), '123');
  await user.type(screen.getByLabelText('Name on card'), 'Aroha Ngata');
  return user;
}

/** The test gateway declines the card typed: the customer pays with it. */
async function payWithDeclinedCard() {
  routes[`POST /api/test-payments/${INTENT_ID}/confirm`] = () =>
    Response.json({
      status: 'requires_payment_method',
      error: { code: 'card_declined', message: 'Your card was declined.' },
    });
  const user = await readyWithCard('4000 0000 0000 0002');
  await user.click(payButton());
  return user;
}

/** POST /api/create-payment-intent for a cart under the shop's $25 minimum. */
const belowMinimumOrder = () =>
  Response.json(
    {
      message: 'Our minimum order is $25.00: add $5.00 more to check out',
      code: 'BELOW_MINIMUM_ORDER',
      requestId: 'req-1',
    },
    { status: 400 },
  );

const payButton = () => screen.getByRole('button', { name: /^Complete Payment - \$57\.50$/ });

describe('CheckoutPage load order', () => {
  it('sends an empty cart back to the shop', async () => {
    cartLines = [];
    renderCheckout();
    await waitFor(() => expect(where()).toBe('/'));
    expect(calls()).not.toContain('POST /api/create-payment-intent');
  });

  it('says it is verifying the account while sign-in loads', async () => {
    auth.as('loading');
    renderCheckout();
    expect(await screen.findByText('Verifying your account...')).toBeTruthy();
  });

  it('sends a visitor who is not signed in to log in, coming back to checkout', async () => {
    auth.as('signed-out');
    renderCheckout();
    await waitFor(() => expect(auth.login).toHaveBeenCalledWith('/checkout'));
    expect(auth.login).toHaveBeenCalledTimes(1);
    expect(calls()).not.toContain('POST /api/create-payment-intent');
  });

  it('shows the preparing state, then the three sections with the pay button', async () => {
    renderCheckout();
    expect(await screen.findByText('Preparing your checkout...')).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Order Summary' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Delivery Address' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Delivery Schedule' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Payment Details' })).toBeTruthy();
    expect(payButton()).toBeTruthy();
    expect(bodyOf('POST /api/create-payment-intent')).toEqual({ sessionId: CART_SESSION });
    expect(document.title).toBe('Checkout – Saffron & Sugar');
  });

  it('shows a Checkout Error card when the payment cannot be prepared', async () => {
    routes['POST /api/create-payment-intent'] = () =>
      Response.json(
        {
          message: 'Almond Croissants is out of stock: please remove it from your cart',
          code: 'OUT_OF_STOCK',
          requestId: 'r',
        },
        { status: 409 },
      );
    renderCheckout();
    expect(await screen.findByRole('heading', { name: 'Checkout Error' })).toBeTruthy();
    expect(
      screen.getByText(
        'Failed to initialize payment: Almond Croissants is out of stock: please remove it from your cart',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Return to Shop' }).getAttribute('href')).toBe('/');
  });

  it('says a cart under the minimum order as the cart drawer does, with the cart and the shop a click away', async () => {
    cartLines = [cartLine({ id: 'c1', quantity: 1, unitPrice: '20.00', lineTotal: '20.00' })];
    routes['GET /api/business-settings'] = () => Response.json(SETTINGS);
    routes['POST /api/create-payment-intent'] = belowMinimumOrder;
    const user = userEvent.setup();
    renderCheckout();

    expect(await screen.findByRole('heading', { name: 'Almost there' })).toBeTruthy();
    expect(await screen.findByText('Add $5.00 more to reach our $25.00 minimum order.')).toBeTruthy();
    // Not a failure: no error title, no "Failed to initialize payment".
    expect(screen.queryByRole('heading', { name: 'Checkout Error' })).toBeNull();
    expect(screen.queryByText(/Failed to initialize payment/)).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('link', { name: 'Return to Shop' }).getAttribute('href')).toBe('/');

    expect(screen.getByTestId('cart-drawer').textContent).toBe('closed');
    await user.click(screen.getByRole('button', { name: 'Open Your Cart' }));
    expect(screen.getByTestId('cart-drawer').textContent).toBe('open');
  });

  it("says the server's minimum-order sentence when the shop's minimum is not known here", async () => {
    cartLines = [cartLine({ id: 'c1', quantity: 1, unitPrice: '20.00', lineTotal: '20.00' })];
    routes['POST /api/create-payment-intent'] = belowMinimumOrder;
    renderCheckout();

    expect(await screen.findByRole('heading', { name: 'Almost there' })).toBeTruthy();
    expect(screen.getByText('Our minimum order is $25.00: add $5.00 more to check out.')).toBeTruthy();
    expect(screen.queryByText(/Failed to initialize payment/)).toBeNull();
    expect(screen.getByRole('button', { name: 'Open Your Cart' })).toBeTruthy();
  });

  it('says the payment could not be set up when no client secret comes back', async () => {
    routes['POST /api/create-payment-intent'] = () => Response.json({ ...INTENT, clientSecret: '' });
    renderCheckout();
    expect(await screen.findByRole('heading', { name: 'Unable to Initialize Payment' })).toBeTruthy();
    expect(screen.getByText("We couldn't set up your payment. Please try again.")).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Return to Shop' })).toBeTruthy();
  });
});

describe('CheckoutPage payment', () => {
  it('saves the details before confirming the card, then confirms the order and goes to the confirmation', async () => {
    const user = await readyWithCard('4242 4242 4242 4242');
    await user.click(payButton());

    await waitFor(() => expect(where()).toBe('/checkout/success?order=order-1'));
    expect(posts()).toEqual([
      'POST /api/create-payment-intent',
      'POST /api/checkout/details',
      `POST /api/test-payments/${INTENT_ID}/confirm`,
      'POST /api/confirm-order',
    ]);
    // The sign-in token goes with the customer's calls, not with the card call (it carries the client secret).
    expect(headersOf('POST /api/checkout/details').authorization).toBe('Bearer test-token');
    expect(headersOf('POST /api/confirm-order').authorization).toBe('Bearer test-token');
    expect(headersOf(`POST /api/test-payments/${INTENT_ID}/confirm`).authorization).toBeUndefined();
    const details = bodyOf('POST /api/checkout/details');
    expect(details).toMatchObject({
      sessionId: CART_SESSION,
      paymentIntentId: INTENT_ID,
      deliveryAddress: {
        fulfilment: 'delivery',
        fullName: 'Aroha Ngata',
        email: 'aroha@example.nz',
        phone: '+64 21 555 0101',
        address: '12 Ponsonby Road',
        city: 'Auckland',
        suburb: 'Ponsonby',
        postalCode: '1011',
      },
    });
    expect(details.deliveryAddress.deliveryDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    // The order is confirmed with exactly the details saved before payment.
    expect(bodyOf('POST /api/confirm-order')).toEqual(details);
    expect(lastToast()).toMatchObject({
      title: 'Payment Successful!',
      description: 'Your order has been confirmed. Thank you for your purchase!',
      variant: 'success',
    });
  });

  it("shows 'Payment Failed' with the provider's message for a declined card, and never confirms the order", async () => {
    await payWithDeclinedCard();

    await waitFor(() =>
      expect(lastToast()).toMatchObject({ title: 'Payment Failed', description: 'Your card was declined.' }),
    );
    expect(lastToast()!.variant).toBe('destructive');
    expect(posts()).not.toContain('POST /api/confirm-order');
    expect(where()).toBe('/checkout');
    // Processing is over: the customer can try another card.
    await waitFor(() => expect((payButton() as HTMLButtonElement).disabled).toBe(false));
  });

  it(
    'says a decline by the card field too, until the card is changed',
    async () => {
      const user = await payWithDeclinedCard();

      const payment = screen.getByRole('region', { name: 'Payment' });
      const alert = await within(payment).findByRole('alert');
      expect(alert.textContent).toContain('Your card was declined.');
      const number = screen.getByLabelText('Card number');
      expect(number.getAttribute('aria-describedby')?.split(' ')).toContain(alert.id);
      expect(number.getAttribute('aria-invalid')).toBe('true');

      // The toast goes; the message by the field stays, also while other details are edited.
      resetToasts();
      await user.type(screen.getByLabelText(/Special instructions/), 'x');
      expect(within(payment).getByRole('alert').textContent).toContain('Your card was declined.');

      // Another card (picked from the test cards here): the message goes.
      await user.click(screen.getByRole('button', { name: /^Use test card 4242 4242 4242 4242/ }));
      expect((number as HTMLInputElement).value).toBe('4242 4242 4242 4242');
      expect(within(payment).queryByRole('alert')).toBeNull();
      expect(number.getAttribute('aria-invalid')).toBeNull();
      // Room for a slow shared machine: a full card is typed key by key before the decline.
    },
    allowing(30_000),
  );

  it('asks for the missing fields before anything is sent', async () => {
    const user = await readyWithCard('4242 4242 4242 4242');
    await user.clear(screen.getByLabelText(/Phone/));
    await user.click(payButton());

    expect(lastToast()).toMatchObject({
      title: 'Delivery Address Required',
      description: 'Please fill in all delivery address fields.',
      variant: 'destructive',
    });
    expect(screen.getByText('Phone is required')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText(/Phone/));
    expect(posts()).toEqual(['POST /api/create-payment-intent']);
  });

  it('calls the schedule card Pickup Schedule for a pickup, and Delivery Schedule again for a delivery', async () => {
    const user = userEvent.setup();
    renderCheckout();
    expect(await screen.findByRole('heading', { name: 'Delivery Schedule' })).toBeTruthy();
    await user.click(screen.getByRole('radio', { name: /Pick up in store/ }));
    expect(screen.getByRole('heading', { name: 'Pickup Schedule' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Delivery Schedule' })).toBeNull();
    await user.click(screen.getByRole('radio', { name: /^Delivery/ }));
    expect(screen.getByRole('heading', { name: 'Delivery Schedule' })).toBeTruthy();
  });

  it("opens on the cart drawer's pickup choice, a pickup from the start", async () => {
    rememberDeliveryPlace({ fulfilment: 'pickup', city: '', suburb: '' });
    renderCheckout();
    expect(await screen.findByRole('heading', { name: 'Pickup Schedule' })).toBeTruthy();
    expect((screen.getByRole('radio', { name: /Pick up in store/ }) as HTMLInputElement).checked).toBe(true);
  });

  it("opens on the drawer's zone, and leaves out a saved address that is elsewhere", async () => {
    rememberDeliveryPlace({ fulfilment: 'delivery', city: 'Auckland', suburb: 'Parnell' });
    renderCheckout();
    await screen.findByRole('heading', { name: 'Delivery Schedule' });
    // The profile's name and phone still come in; its Ponsonby address does not.
    await waitFor(() => expect((screen.getByLabelText(/Phone/) as HTMLInputElement).value).toBe('+64 21 555 0101'));
    expect(screen.getByRole('combobox', { name: 'Region' }).textContent).toContain('Auckland');
    expect(screen.getByRole('combobox', { name: 'Suburb' }).textContent).toContain('Parnell');
    expect((screen.getByLabelText(/Street address/) as HTMLInputElement).value).toBe('');
  });

  it('marks the regions outside the delivery area in the list, before the customer chooses one', async () => {
    routes['GET /api/business-settings'] = () => Response.json(SETTINGS);
    const user = userEvent.setup();
    renderCheckout();
    await screen.findByRole('heading', { name: 'Checkout' });
    // Said before any choice, under the region and suburb.
    expect(await screen.findByText('We deliver within Auckland. Elsewhere? Choose Pick up in store.')).toBeTruthy();
    await user.click(screen.getByRole('combobox', { name: 'Region' }));
    expect(screen.getByRole('option', { name: /^Wellington/ }).textContent).toContain('Outside our delivery area');
    expect(screen.getByRole('option', { name: /^Auckland/ }).textContent).not.toContain('Outside our delivery area');
  });

  it('needs only name, phone and schedule for a pickup, and sends no address', async () => {
    const user = await readyWithCard('4242 4242 4242 4242');
    await user.click(screen.getByRole('radio', { name: /Pick up in store/ }));
    expect(screen.queryByLabelText(/Street address/)).toBeNull();
    await user.click(payButton());

    await waitFor(() => expect(where()).toBe('/checkout/success?order=order-1'));
    expect(bodyOf('POST /api/checkout/details').deliveryAddress).toMatchObject({
      fulfilment: 'pickup',
      address: '',
      city: '',
      postalCode: '',
    });
  });

  it('refuses details the server would refuse (same contract), naming the field, before anything is sent', async () => {
    const user = await readyWithCard('4242 4242 4242 4242');
    const postal = screen.getByLabelText(/Postal code/);
    await user.clear(postal);
    await user.type(postal, '10');
    await user.click(payButton());

    expect(lastToast()).toMatchObject({ title: 'Payment Failed', description: 'Postal code must be 4 digits' });
    expect(screen.getByText('Postal code must be 4 digits')).toBeTruthy();
    expect(postal.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(postal);
    expect(posts()).toEqual(['POST /api/create-payment-intent']);
  });

  it("stops with the server's message when the details are refused, before the card is charged", async () => {
    routes['POST /api/checkout/details'] = () =>
      Response.json(
        {
          message: 'That time slot is full: please choose another',
          code: 'SLOT_FULL',
          requestId: 'req-1',
          fields: { deliveryTime: 'That time slot is full: please choose another' },
        },
        { status: 409 },
      );
    const user = await readyWithCard('4242 4242 4242 4242');
    await user.click(payButton());

    await waitFor(() =>
      expect(lastToast()).toMatchObject({
        title: 'Payment Failed',
        description: 'That time slot is full: please choose another',
      }),
    );
    expect(screen.getByText('That time slot is full: please choose another')).toBeTruthy();
    expect(posts()).not.toContain(`POST /api/test-payments/${INTENT_ID}/confirm`);
    expect(posts()).not.toContain('POST /api/confirm-order');
  });

  it('refuses a card number that fails the Luhn check without calling the server', async () => {
    const user = await readyWithCard('4242 4242 4242 4241');
    await user.click(payButton());
    expect(screen.getByText('Your card number is invalid.')).toBeTruthy();
    expect(posts()).toEqual(['POST /api/create-payment-intent']);
  });

  it("gives 'Payment Error' when something unexpected breaks, and lets a paid order be confirmed on retry", async () => {
    allowConsoleError(/^Payment error/);
    let failOnce = true;
    routes['POST /api/confirm-order'] = () => {
      if (failOnce) {
        failOnce = false;
        return new Response('boom', { status: 500 });
      }
      return Response.json(CHECKOUT_ORDER);
    };
    const user = await readyWithCard('4242 4242 4242 4242');
    await user.click(payButton());
    await waitFor(() =>
      expect(lastToast()).toMatchObject({
        title: 'Payment Error',
        description: 'Something went wrong. Please try again.',
      }),
    );
    expect(screen.getByText(/Your payment went through/)).toBeTruthy();

    await user.click(payButton());
    await waitFor(() => expect(where()).toBe('/checkout/success?order=order-1'));
    // The card was charged once; only the order confirmation was repeated.
    expect(posts().filter((c) => c.endsWith('/confirm'))).toHaveLength(1);
    expect(posts().filter((c) => c === 'POST /api/checkout/details')).toHaveLength(1);
    expect(posts().filter((c) => c === 'POST /api/confirm-order')).toHaveLength(2);
  });

  it('says the payment was refunded when the slot filled up while paying, and stays on checkout', async () => {
    const refused = {
      message:
        'We could not take your order: the time you chose filled up while you were paying. Your payment has been refunded in full.',
      code: 'PAYMENT_REFUNDED',
      requestId: 'r-1',
    };
    routes['POST /api/confirm-order'] = () => Response.json(refused, { status: 409 });
    const user = await readyWithCard('4242 4242 4242 4242');
    await user.click(payButton());
    await waitFor(() => expect(lastToast()).toMatchObject({ title: 'Payment Refunded', description: refused.message }));
    expect(where()).toBe('/checkout');
    // Not offered as "your payment went through": a new time and a new payment are needed.
    expect(screen.queryByText(/Your payment went through/)).toBeNull();
  });
});

describe('CheckoutPage loyalty rewards', () => {
  const REWARD = {
    id: '5f0c2a8e-1b7d-4c3a-9e2f-0a1b2c3d4e5f',
    name: '10% Off',
    description: 'Ten percent off',
    active: true,
    pointsCost: 200,
    minimumSpend: '0.00',
    maxUses: null,
    currentUses: 0,
    discountType: 'percentage' as const,
    discountValue: '10.00',
  };
  const DEAR = { ...REWARD, id: '6f0c2a8e-1b7d-4c3a-9e2f-0a1b2c3d4e5f', name: '$20 Off', pointsCost: 900 };
  const BIG_SPEND = { ...REWARD, id: '7f0c2a8e-1b7d-4c3a-9e2f-0a1b2c3d4e5f', name: 'Big Spend', minimumSpend: '80.00' };
  const USED_UP = {
    ...REWARD,
    id: '9f0c2a8e-1b7d-4c3a-9e2f-0a1b2c3d4e5f',
    name: 'Used Up',
    maxUses: 5,
    currentUses: 5,
  };
  const VOUCHER = {
    id: '8f0c2a8e-1b7d-4c3a-9e2f-0a1b2c3d4e5f',
    rewardId: REWARD.id,
    name: '$5 Voucher',
    description: 'Five dollars off',
    discountType: 'fixed_amount' as const,
    discountValue: '5.00',
    minimumSpend: '0.00',
    points: 100,
    redeemedAt: '2026-11-01T00:00:00.000Z',
  };
  const WITH_REWARD: StorePaymentIntentReply = {
    ...INTENT,
    discount: 5,
    appliedDiscounts: [{ name: '10% Off', type: 'percentage', amount: 5 }],
    gst: '6.75',
    total: '51.75',
    pointsToEarn: 45,
  };

  beforeEach(() => {
    routes['GET /api/loyalty/user-1'] = () =>
      Response.json({
        totalPoints: 450,
        totalSpent: '120.00',
        memberSince: '2026-01-01T00:00:00.000Z',
        vouchers: [VOUCHER],
      });
    routes['GET /api/loyalty/rewards'] = () => Response.json([REWARD, BIG_SPEND, DEAR, USED_UP]);
    routes['POST /api/create-payment-intent'] = ({ body }) =>
      Response.json((body as { rewardId?: string }).rewardId ? WITH_REWARD : INTENT);
  });

  it('offers the eligible rewards and vouchers once the toggle is on, and prices the chosen one', async () => {
    const user = userEvent.setup();
    renderCheckout();
    expect(await screen.findByRole('heading', { name: 'Loyalty Rewards' })).toBeTruthy();
    expect(screen.queryByRole('radio', { name: /10% Off/ })).toBeNull();
    await user.click(screen.getByRole('switch', { name: 'Use my points' }));
    const reward = screen.getByRole('radio', { name: /10% Off/ });
    expect((reward as HTMLInputElement).disabled).toBe(false);
    // Only the eligible rewards (storefront section 5): not one that costs more than the points,
    // needs a bigger order or has reached its limit.
    expect(screen.queryByRole('radio', { name: /\$20 Off/ })).toBeNull();
    expect(screen.queryByRole('radio', { name: /Big Spend/ })).toBeNull();
    expect(screen.queryByRole('radio', { name: /Used Up/ })).toBeNull();
    const card = within(screen.getByRole('region', { name: 'Loyalty Rewards' }));
    expect(card.getAllByRole('radio').map((radio) => (radio as HTMLInputElement).disabled)).toEqual([false, false]);
    expect((screen.getByRole('radio', { name: /\$5 Voucher/ }) as HTMLInputElement).disabled).toBe(false);

    await user.click(reward);
    await waitFor(() => expect(screen.getByRole('button', { name: /^Complete Payment - \$51\.75$/ })).toBeTruthy());
    const intentBodies = fetchMock.mock.calls
      .filter(([url, init]) => String(url).endsWith('/api/create-payment-intent') && init?.method === 'POST')
      .map(([, init]) => JSON.parse(String(init!.body)));
    expect(intentBodies.at(-1)).toEqual({ sessionId: CART_SESSION, rewardId: REWARD.id });
    expect(screen.getByText(/200 points will be used: 250 left/)).toBeTruthy();
    // The page never spends points on its own: the payment intent carries the choice.
    expect(calls().some((c) => c.includes('/redeem/'))).toBe(false);

    await user.click(screen.getByRole('radio', { name: /\$5 Voucher/ }));
    await waitFor(() =>
      expect(
        JSON.parse(
          String(
            fetchMock.mock.calls.filter(([u]) => String(u).endsWith('/api/create-payment-intent')).at(-1)![1]!.body,
          ),
        ),
      ).toEqual({ sessionId: CART_SESSION, voucherId: VOUCHER.id }),
    );
    // Off again: the payment is prepared without a reward.
    await user.click(screen.getByRole('switch', { name: 'Use my points' }));
    await waitFor(() => expect(screen.getByRole('button', { name: /^Complete Payment - \$57\.50$/ })).toBeTruthy());
  });

  it('marks the loyalty data stale once a reward is reserved, and re-reads it once the points come back', async () => {
    const user = userEvent.setup();
    const client = renderCheckout();
    const accountReads = () => calls().filter((c) => c === 'GET /api/loyalty/user-1').length;
    const accountState = () => client.getQueryState(['/api/loyalty', 'account', 'user-1']);
    await user.click(await screen.findByRole('switch', { name: 'Use my points' }));
    await waitFor(() => expect(accountState()?.isInvalidated).toBe(false));
    const before = accountReads();
    await user.click(screen.getByRole('radio', { name: /10% Off/ }));
    await waitFor(() => expect(screen.getByRole('button', { name: /^Complete Payment - \$51\.75$/ })).toBeTruthy());
    // The reservation took the points: /loyalty, opened next in this tab, reads them again…
    await waitFor(() => expect(accountState()?.isInvalidated).toBe(true));
    // …while this card keeps the balance it priced the choice with.
    expect(accountReads()).toBe(before);
    expect(screen.getByText(/200 points will be used: 250 left/)).toBeTruthy();
    // Off again: the server gave the points back, and the card shows the balance as it now is.
    await user.click(screen.getByRole('switch', { name: 'Use my points' }));
    await waitFor(() => expect(screen.getByRole('button', { name: /^Complete Payment - \$57\.50$/ })).toBeTruthy());
    await waitFor(() => expect(accountReads()).toBe(before + 1));
    expect(accountState()?.isInvalidated).toBe(false);
  });

  it('says so when no reward fits this order, still offering the vouchers held', async () => {
    routes['GET /api/loyalty/rewards'] = () => Response.json([BIG_SPEND, DEAR, USED_UP]);
    const user = userEvent.setup();
    renderCheckout();
    await user.click(await screen.findByRole('switch', { name: 'Use my points' }));
    expect(screen.getByText('No rewards available for this order yet.')).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Loyalty Rewards' })).getAllByRole('radio')).toHaveLength(1);
    expect((screen.getByRole('radio', { name: /\$5 Voucher/ }) as HTMLInputElement).disabled).toBe(false);
  });

  it('says why a reward was refused and prepares the payment without it', async () => {
    routes['POST /api/create-payment-intent'] = ({ body }) =>
      (body as { rewardId?: string }).rewardId
        ? Response.json(
            { message: 'You need 50 more points for 10% Off', code: 'NOT_ENOUGH_POINTS', requestId: 'r' },
            { status: 409 },
          )
        : Response.json(INTENT);
    const user = userEvent.setup();
    renderCheckout();
    await user.click(await screen.findByRole('switch', { name: 'Use my points' }));
    await user.click(screen.getByRole('radio', { name: /10% Off/ }));
    await waitFor(() =>
      expect(lastToast()).toMatchObject({
        title: 'Reward Unavailable',
        description: 'You need 50 more points for 10% Off',
      }),
    );
    expect(screen.getByRole('heading', { name: 'Order Summary' })).toBeTruthy();
    await waitFor(() =>
      expect((screen.getByRole('radio', { name: /10% Off/ }) as HTMLInputElement).checked).toBe(false),
    );
    expect(payButton()).toBeTruthy();
  });

  it('has no card for a customer without a loyalty account', async () => {
    routes['GET /api/loyalty/user-1'] = () =>
      Response.json({ message: 'No loyalty account yet', code: 'NOT_FOUND', requestId: 'r' }, { status: 404 });
    renderCheckout();
    expect(await screen.findByRole('heading', { name: 'Order Summary' })).toBeTruthy();
    await waitFor(() => expect(calls()).toContain('GET /api/loyalty/user-1'));
    expect(screen.queryByRole('heading', { name: 'Loyalty Rewards' })).toBeNull();
  });
});
