/**
 * A customer's checkout over HTTP against the running server, as the browser makes it: cart →
 * payment intent (fake Stripe) → details → the card succeeds at "Stripe" → confirm. A step that
 * meets an outage (503/502, no answer) is retried with the same cart and intent, as the page
 * would; anything else unexpected (a 500, a 4xx) is recorded as a failure.
 */
import { randomUUID } from 'node:crypto';
import type { StoreProduct } from '../../src/contracts/catalog';
import type { StorePaymentIntentReply } from '../../src/contracts/checkout';
import { deliveryAddress } from '../../src/server/test/checkout-helpers';
import type { FakeStripe } from '../../src/server/test/fake-stripe';

export interface CheckoutOutcome {
  paymentIntentId: string | null;
  orderId: string | null;
  /** Answers that were retried (outage answers). */
  retried: number;
  /** Unexpected answers: a 500, or a 4xx no outage explains. */
  failures: string[];
}

const RETRYABLE = new Set([0, 502, 503, 504]);

async function send(url: string, method: string, token: string | null, body?: unknown) {
  try {
    const res = await fetch(url, {
      method,
      headers: {
        ...(body ? { 'content-type': 'application/json' } : {}),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: body ? JSON.stringify(body) : undefined,
      signal: AbortSignal.timeout(15_000),
    });
    const text = await res.text();
    let json: unknown = null;
    try {
      json = JSON.parse(text);
    } catch {
      json = null;
    }
    return { status: res.status, json };
  } catch {
    return { status: 0, json: null };
  }
}

/** One request, retried while it meets an outage, for at most `limitMs`. */
async function step(
  outcome: CheckoutOutcome,
  name: string,
  want: number,
  call: () => ReturnType<typeof send>,
  limitMs: number,
): Promise<unknown> {
  const started = Date.now();
  for (;;) {
    const res = await call();
    if (res.status === want) return res.json;
    if (!RETRYABLE.has(res.status) || Date.now() - started > limitMs) {
      outcome.failures.push(`${name}: ${res.status} ${JSON.stringify(res.json)?.slice(0, 200)}`);
      return null;
    }
    outcome.retried += 1;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

export async function pickProduct(base: string): Promise<StoreProduct> {
  const products = (await (await fetch(`${base}/api/products`)).json()) as StoreProduct[];
  // A product sold without sizes, so one cart line is enough.
  const product = products.find((p) => p.inStock && !/cake/i.test(p.category));
  if (!product) throw new Error('no product to buy in the demo catalogue');
  return product;
}

export async function checkout(
  base: string,
  token: string,
  productId: string,
  stripe: FakeStripe,
  limitMs = 30_000,
): Promise<CheckoutOutcome> {
  const outcome: CheckoutOutcome = { paymentIntentId: null, orderId: null, retried: 0, failures: [] };
  const sessionId = randomUUID();
  const address = deliveryAddress();
  const added = await step(
    outcome,
    'add to cart',
    201,
    () => send(`${base}/api/cart`, 'POST', null, { sessionId, productId, quantity: 2 }),
    limitMs,
  );
  if (!added) return outcome;
  const intent = (await step(
    outcome,
    'create-payment-intent',
    200,
    () => send(`${base}/api/create-payment-intent`, 'POST', token, { sessionId }),
    limitMs,
  )) as StorePaymentIntentReply | null;
  if (!intent) return outcome;
  outcome.paymentIntentId = intent.paymentIntentId;
  const details = await step(
    outcome,
    'checkout details',
    200,
    () =>
      send(`${base}/api/checkout/details`, 'POST', token, {
        sessionId,
        paymentIntentId: intent.paymentIntentId,
        deliveryAddress: address,
      }),
    limitMs,
  );
  if (!details) return outcome;
  // The customer's card succeeds at Stripe.
  stripe.succeed(intent.paymentIntentId);
  const order = (await step(
    outcome,
    'confirm-order',
    200,
    () =>
      send(`${base}/api/confirm-order`, 'POST', token, {
        sessionId,
        paymentIntentId: intent.paymentIntentId,
        deliveryAddress: address,
      }),
    limitMs,
  )) as { id?: string; orderId?: string } | null;
  outcome.orderId = order?.id ?? order?.orderId ?? null;
  return outcome;
}

export { send };
