/**
 * The cluster test's HTTP calls: JSON requests that keep each answer's request id, a request sent
 * from another loopback address (another client for the rate limits), a server-sent event reader,
 * and the checkout as the shop's pages call it, retried the way a customer retries after an error.
 */
import http from 'node:http';
import type { StorePaymentIntentReply } from '../../src/contracts/checkout';
import { deliveryAddress, nextDeliveryDay, TEST_CARDS } from '../../src/server/test/checkout-helpers';

export interface Answer<T = unknown> {
  status: number;
  body: T;
  requestId: string | null;
  headers: Headers;
}

export async function call<T = unknown>(
  base: string,
  method: string,
  path: string,
  options: { token?: string; body?: unknown } = {},
): Promise<Answer<T>> {
  const headers: Record<string, string> = {};
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(`${base}${path}`, {
    method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
    signal: AbortSignal.timeout(15_000),
  });
  const text = await response.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // Not JSON (an nginx error page): kept as text for the failure message.
  }
  return {
    status: response.status,
    body: body as T,
    requestId: response.headers.get('x-request-id'),
    headers: response.headers,
  };
}

/** One JSON POST sent from `localAddress` (e.g. 127.0.9.7), so the balancer sees another client. */
export function postFrom(
  localAddress: string,
  url: string,
  body: unknown,
): Promise<{ status: number; requestId: string | null; retryAfter: string | null }> {
  return new Promise((resolve, reject) => {
    const payload = JSON.stringify(body);
    const request = http.request(
      url,
      {
        method: 'POST',
        localAddress,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) },
      },
      (res) => {
        res.resume();
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            requestId: (res.headers['x-request-id'] as string | undefined) ?? null,
            retryAfter: (res.headers['retry-after'] as string | undefined) ?? null,
          }),
        );
      },
    );
    request.on('error', reject);
    request.end(payload);
  });
}

/** An open `text/event-stream`: `next(match)` waits for a chunk of the stream that matches. */
export async function openEvents(url: string, token: string) {
  const controller = new AbortController();
  const response = await fetch(url, { headers: { authorization: `Bearer ${token}` }, signal: controller.signal });
  if (response.status !== 200) throw new Error(`event stream: ${response.status} ${await response.text()}`);
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  let seen = '';
  return {
    requestId: response.headers.get('x-request-id'),
    async next(match: RegExp, ms = 5000): Promise<string> {
      const deadline = Date.now() + ms;
      while (!match.test(seen)) {
        const left = deadline - Date.now();
        if (left <= 0) throw new Error(`no event matching ${match} within ${ms} ms; the stream had: ${seen}`);
        const chunk = await Promise.race([
          reader.read(),
          new Promise<null>((resolve) => setTimeout(() => resolve(null), left)),
        ]);
        if (chunk === null) continue;
        if (chunk.done) throw new Error(`the stream ended; it had: ${seen}`);
        seen += chunk.value;
      }
      return seen;
    },
    close: () => controller.abort(),
  };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A call retried when the answer is lost (the copy died under it: nginx answers 502, or the
 * connection fails), as a customer presses the button again. Every other answer is returned.
 */
export async function retried<T>(attempt: () => Promise<Answer<T>>, log: Answer[] = []): Promise<Answer<T>> {
  for (let tries = 1; ; tries += 1) {
    try {
      const answer = await attempt();
      log.push(answer);
      if (![502, 503, 504].includes(answer.status) || tries === 4) return answer;
    } catch (error) {
      if (tries === 4) throw error;
    }
    await sleep(300);
  }
}

export interface Shopper {
  token: string;
  sessionId: string;
}

export interface CheckoutRun {
  intentId: string | null;
  /** The card step's answer said the payment succeeded. */
  paid: boolean;
  /** confirm-order answered with an order. */
  orderNumber: number | null;
  /** The delivery details sent (confirm-order must name the same). */
  address: ReturnType<typeof deliveryAddress>;
  answers: Answer[];
}

/**
 * cart → payment intent → delivery details → test card → confirm-order, each step through `base`.
 * `dayOffset` spreads the deliveries over several days.
 */
export async function checkout(base: string, shopper: Shopper, productId: string, dayOffset = 2): Promise<CheckoutRun> {
  const answers: Answer[] = [];
  const address = deliveryAddress({ deliveryDate: nextDeliveryDay(dayOffset) });
  const run: CheckoutRun = { intentId: null, paid: false, orderNumber: null, address, answers };
  const { token, sessionId } = shopper;
  const cart = await retried(
    () => call(base, 'POST', '/api/cart', { body: { sessionId, productId, quantity: 1 } }),
    answers,
  );
  if (cart.status !== 201) return run;
  const intent = await retried(
    () => call<StorePaymentIntentReply>(base, 'POST', '/api/create-payment-intent', { token, body: { sessionId } }),
    answers,
  );
  if (intent.status !== 200) return run;
  run.intentId = intent.body.paymentIntentId;
  const details = await retried(
    () =>
      call(base, 'POST', '/api/checkout/details', {
        token,
        body: { sessionId, paymentIntentId: run.intentId, deliveryAddress: address },
      }),
    answers,
  );
  if (details.status !== 200) return run;
  const card = { number: TEST_CARDS.success, expMonth: 12, expYear: 2034, cvc: '123', name: 'Mere Parata' };
  const paid = await retried(
    () =>
      call<{ status: string }>(base, 'POST', `/api/test-payments/${run.intentId}/confirm`, {
        body: { clientSecret: intent.body.clientSecret, card },
      }),
    answers,
  );
  run.paid = paid.status === 200 && paid.body.status === 'succeeded';
  if (!run.paid) return run;
  const order = await confirmOrder(base, shopper, run.intentId, address, answers);
  run.orderNumber = order.status === 200 ? order.body.orderNumber : null;
  return run;
}

export function confirmOrder(
  base: string,
  shopper: Shopper,
  paymentIntentId: string,
  address = deliveryAddress(),
  answers: Answer[] = [],
) {
  return retried(
    () =>
      call<{ orderNumber: number }>(base, 'POST', '/api/confirm-order', {
        token: shopper.token,
        body: { sessionId: shopper.sessionId, paymentIntentId, deliveryAddress: address },
      }),
    answers,
  );
}
