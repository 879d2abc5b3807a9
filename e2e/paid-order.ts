import type { APIRequestContext, Browser } from '@playwright/test';
import { expect } from './fixtures';
import { freeSlot, getProducts, quantityForMinimum } from './shop';
import { accessTokenOf, DEMO_CUSTOMER, signIn } from './sign-in';

/** A paid order placed through the API by the demo customer, for the admin journeys to act on. */

export interface PlacedOrder {
  id: string;
  orderNumber: number;
  totalAmount: string;
}

export async function customerToken(browser: Browser): Promise<string> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, DEMO_CUSTOMER.email, DEMO_CUSTOMER.password);
  const token = await accessTokenOf(page);
  await context.close();
  return token;
}

/** A paid pickup order of two plain sweets (enough of the first to reach the minimum, one of the second). */
export async function placeTwoLineOrder(request: APIRequestContext, token: string, fullName: string, email: string) {
  const sweets = (await getProducts(request)).filter(
    (p) => p.inStock && p.category !== 'cakes' && !p.featured && !p.name.startsWith('E2E'),
  );
  const [first, second] = sweets;
  expect(second, 'two plain sweets in the demo catalogue').toBeDefined();
  const headers = { authorization: `Bearer ${token}` };
  const sessionId = crypto.randomUUID();
  for (const [product, quantity] of [
    [first!, quantityForMinimum(first!.price)],
    [second!, 1],
  ] as const) {
    const added = await request.post('/api/cart', { data: { sessionId, productId: product.id, quantity } });
    expect(added.ok(), await added.text()).toBe(true);
  }
  const order = await payForPickup(request, headers, sessionId, fullName, email);
  return { order, refunded: second! };
}

/**
 * Pays for the cart `sessionId` as the checkout does, for a pickup at a free slot: the payment
 * intent, the details bound, the test card 4242, the order confirmed.
 */
export async function payForPickup(
  request: APIRequestContext,
  headers: Record<string, string>,
  sessionId: string,
  fullName: string,
  email: string,
): Promise<PlacedOrder> {
  const intentResponse = await request.post('/api/create-payment-intent', { headers, data: { sessionId } });
  expect(intentResponse.ok(), await intentResponse.text()).toBe(true);
  const intent = (await intentResponse.json()) as { paymentIntentId: string; clientSecret: string };
  const deliveryAddress = {
    fulfilment: 'pickup',
    fullName,
    email,
    phone: '021 555 0199',
    specialInstructions: '',
    ...(await freeSlot(request)),
  };
  const details = await request.post('/api/checkout/details', {
    headers,
    data: { sessionId, paymentIntentId: intent.paymentIntentId, deliveryAddress },
  });
  expect(details.ok(), await details.text()).toBe(true);
  await request.post(`/api/test-payments/${intent.paymentIntentId}/confirm`, {
    data: {
      clientSecret: intent.clientSecret,
      card: { number: '4242424242424242', expMonth: 12, expYear: 2034, cvc: '123', name: fullName },
    },
  });
  const confirmed = await request.post('/api/confirm-order', {
    headers,
    data: { sessionId, paymentIntentId: intent.paymentIntentId, deliveryAddress },
  });
  expect(confirmed.ok(), await confirmed.text()).toBe(true);
  return (await confirmed.json()) as PlacedOrder;
}
