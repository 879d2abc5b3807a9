/**
 * The checkout page's world for its tests: a signed-in customer with one cart line of two boxes of
 * croissants ($50 + GST), the payment prepared for it, the saved profile, the open delivery slots,
 * and no loyalty account. `startCheckout()` sets it up (call it in `beforeEach`); a test changes
 * the routes it gives back.
 */
import type { StorePaymentIntentReply } from '@/contracts/checkout';
import type { StoreCartLine } from '@/contracts/cart';
import { resetToasts } from '@/web/lib/toast-store';
import { cartLine } from './cart-line';
import { api, type FakeRoutes } from './fake-api';
import { auth, customer } from './fake-auth';
import { storeOrder } from './store-order';
import { storeUserProfile } from './store-user-profile';

/** The cart session the browser keeps in local storage. */
export const CART_SESSION = '3f2b8c1e-5d4a-4e6f-9a7b-1c2d3e4f5a6b';
export const INTENT_ID = 'pi_test_0123456789abcdef01234567';

/** The cart: two boxes of six almond croissants. */
export const checkoutCart = (): StoreCartLine[] => [
  cartLine({ id: 'c1', quantity: 2, unitPrice: '25.00', lineTotal: '50.00' }),
];

/** POST /api/create-payment-intent for that cart, by the test card gateway; a test names what differs. */
export function paymentIntent(fields: Partial<StorePaymentIntentReply> = {}): StorePaymentIntentReply {
  return {
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
    ...fields,
  };
}

/** GET /api/checkout/slots: every slot of the day open. */
export const DELIVERY_SLOTS = ['9:00-11:00', '11:00-13:00', '13:00-15:00', '15:00-17:00', '17:00-19:00'].map(
  (time) => ({ time, available: true, reason: null }),
);

/** The customer's saved profile. */
export const CHECKOUT_PROFILE = storeUserProfile();

/** The order POST /api/confirm-order answers. */
export const CHECKOUT_ORDER = storeOrder({ id: 'order-1', orderNumber: 1001 });

/** GET /api/loyalty/:id for a customer who has no loyalty account yet. */
export const noLoyaltyAccount = () =>
  Response.json({ message: 'No loyalty account yet', code: 'NOT_FOUND', requestId: 'r' }, { status: 404 });

/**
 * What the checkout asks on its way to a paid order. The shop's settings fail (500), so the page
 * goes by its fallbacks unless a test serves them; no loyalty account, so no rewards card.
 */
export function checkoutRoutes(): FakeRoutes {
  return {
    'GET /api/cart': () => Response.json(checkoutCart()),
    'POST /api/create-payment-intent': () => Response.json(paymentIntent()),
    'GET /api/auth/user': () => Response.json(CHECKOUT_PROFILE),
    'GET /api/business-settings': () => new Response('nope', { status: 500 }),
    'GET /api/checkout/slots': () => Response.json(DELIVERY_SLOTS),
    'POST /api/checkout/details': () => Response.json({ saved: true }),
    [`POST /api/test-payments/${INTENT_ID}/confirm`]: () => Response.json({ status: 'succeeded', error: null }),
    'POST /api/confirm-order': () => Response.json(CHECKOUT_ORDER),
    'GET /api/loyalty/user-1': noLoyaltyAccount,
    'GET /api/loyalty/rewards': () => Response.json([]),
  };
}

/**
 * A fresh visit to checkout: no toasts, the cart session in local storage (nothing else stored),
 * the customer signed in and the fake API serving `checkoutRoutes()`. Gives back the live routes.
 */
export function startCheckout(): FakeRoutes {
  resetToasts();
  localStorage.clear();
  sessionStorage.clear();
  localStorage.setItem('cartSessionId', CART_SESSION);
  auth.as(customer);
  return api.serve(checkoutRoutes());
}
