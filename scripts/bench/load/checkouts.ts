/**
 * Whole checkouts on the test gateway (cart → intent → details → test card → confirm), one after
 * another, beside the soak's fixed-rate traffic: they need each answer before the next call,
 * which a fixed-rate generator cannot do. A failed checkout is counted, never thrown.
 */
import { randomUUID } from 'node:crypto';
import { call, deliveryDay } from '../figures/checkout';
import { DEMO_CUSTOMER } from '../sign-in';

export interface CheckoutLoop {
  stop(): Promise<{ completed: number; failed: number; failures: string[] }>;
}

async function oneCheckout(base: string, productId: string, authorization: string) {
  const auth = { authorization };
  const sessionId = randomUUID();
  await call(`${base}/api/cart`, { sessionId, productId, quantity: 1 });
  const intent = await call(`${base}/api/create-payment-intent`, { sessionId }, auth);
  const paymentIntentId = intent.json.paymentIntentId as string;
  const details = {
    sessionId,
    paymentIntentId,
    deliveryAddress: {
      fulfilment: 'delivery',
      fullName: 'Bench Customer',
      email: DEMO_CUSTOMER.email,
      phone: '+64 21 123 4567',
      address: '12 Ponsonby Road',
      city: 'Auckland',
      suburb: 'Ponsonby',
      postalCode: '1011',
      specialInstructions: '',
      deliveryDate: deliveryDay(),
      deliveryTime: '11:00-13:00',
    },
  };
  await call(`${base}/api/checkout/details`, details, auth);
  await call(`${base}/api/test-payments/${paymentIntentId}/confirm`, {
    clientSecret: intent.json.clientSecret,
    card: { number: '4242424242424242', expMonth: 12, expYear: 2034, cvc: '123', name: 'Bench Customer' },
  });
  await call(`${base}/api/confirm-order`, details, auth);
}

/** One checkout every `everyMs` until stopped; `authorization` is asked each time (tokens expire). */
export function checkoutEvery(
  base: string,
  productId: string,
  authorization: () => Promise<string>,
  everyMs: number,
): CheckoutLoop {
  let running = true;
  let completed = 0;
  let failed = 0;
  const failures: string[] = [];
  const loop = (async () => {
    while (running) {
      const started = Date.now();
      try {
        await oneCheckout(base, productId, await authorization());
        completed += 1;
      } catch (error) {
        failed += 1;
        if (failures.length < 5) failures.push((error as Error).message.slice(0, 200));
      }
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, everyMs - (Date.now() - started))));
    }
  })();
  return {
    async stop() {
      running = false;
      await loop;
      return { completed, failed, failures };
    },
  };
}
