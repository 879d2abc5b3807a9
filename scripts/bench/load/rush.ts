/**
 * The rush (issue 27, decision 0215): `customers` whole journeys arriving evenly within `seconds`
 * (a Diwali drop, a Saturday opening), each browsing then checking out on the test gateway as the
 * browser does: a 503 BUSY is sent again after its Retry-After, once (api-client.ts),
 * then that customer has been told the shop is busy. Counts what each journey ended as, and times
 * every request, every refusal and every whole checkout. A journey's failure is counted, never thrown.
 */
import { randomUUID } from 'node:crypto';
import { deliveryDay } from '../figures/checkout';
import { fmt, type Row } from '../report';
import { DEMO_CUSTOMER } from '../sign-in';

const BUSY_RETRIES = 1;
const REQUEST_TIMEOUT_MS = 60_000;

type Outcome = 'ordered' | 'told busy' | 'refused by the shop' | 'server error' | 'dropped';

class Ended extends Error {
  constructor(
    readonly outcome: Outcome,
    detail: string,
  ) {
    super(detail);
  }
}

const percentile = (values: number[], p: number) => {
  if (!values.length) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
};

export async function rush(
  base: string,
  productIds: string[],
  authorization: string,
  options: { customers: number; seconds: number },
): Promise<Row[]> {
  const requestMs: number[] = [];
  const refusalMs: number[] = [];
  const checkoutMs: number[] = [];
  const toldBusyMs: number[] = [];
  const outcomes = new Map<Outcome, number>();
  const samples: string[] = [];

  /** One call as the browser makes it, BUSY answers sent again after Retry-After. */
  async function send(method: string, path: string, body?: unknown, auth = false) {
    for (let attempt = 0; ; attempt += 1) {
      const started = performance.now();
      let res: Response;
      try {
        res = await fetch(`${base}${path}`, {
          method,
          headers: {
            'accept-encoding': 'br, gzip',
            ...(body === undefined ? {} : { 'content-type': 'application/json' }),
            ...(auth ? { authorization } : {}),
          },
          body: body === undefined ? undefined : JSON.stringify(body),
          signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
        });
      } catch (error) {
        throw new Ended('dropped', `${method} ${path}: ${(error as Error).message}`);
      }
      const text = await res.text();
      const ms = performance.now() - started;
      requestMs.push(ms);
      if (res.ok) return text ? (JSON.parse(text) as Record<string, unknown>) : {};
      const busy = res.status === 503 && text.includes('"BUSY"');
      if (busy) refusalMs.push(ms);
      if (busy && attempt < BUSY_RETRIES) {
        await new Promise((resolve) => setTimeout(resolve, Number(res.headers.get('retry-after') ?? 1) * 1000));
        continue;
      }
      if (busy) throw new Ended('told busy', `${method} ${path}: busy`);
      const outcome = res.status >= 500 ? 'server error' : 'refused by the shop';
      throw new Ended(outcome, `${method} ${path}: ${res.status} ${text.slice(0, 120)}`);
    }
  }

  async function journey(i: number) {
    const arrived = performance.now();
    try {
      await send('GET', '/api/products');
      await send('GET', '/api/business-settings');
      const sessionId = randomUUID();
      const checkoutStarted = performance.now();
      await send('POST', '/api/cart', { sessionId, productId: productIds[i % productIds.length], quantity: 1 });
      const intent = await send('POST', '/api/create-payment-intent', { sessionId }, true);
      const paymentIntentId = intent.paymentIntentId as string;
      const details = {
        sessionId,
        paymentIntentId,
        deliveryAddress: {
          fulfilment: 'delivery',
          fullName: `Rush Customer ${i}`,
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
      await send('POST', '/api/checkout/details', details, true);
      await send('POST', `/api/test-payments/${paymentIntentId}/confirm`, {
        clientSecret: intent.clientSecret,
        card: { number: '4242424242424242', expMonth: 12, expYear: 2034, cvc: '123', name: 'Rush Customer' },
      });
      await send('POST', '/api/confirm-order', details, true);
      checkoutMs.push(performance.now() - checkoutStarted);
      outcomes.set('ordered', (outcomes.get('ordered') ?? 0) + 1);
    } catch (error) {
      const outcome = error instanceof Ended ? error.outcome : 'server error';
      outcomes.set(outcome, (outcomes.get(outcome) ?? 0) + 1);
      if (outcome === 'told busy') toldBusyMs.push(performance.now() - arrived);
      if (samples.length < 5 && outcome !== 'told busy') samples.push((error as Error).message);
    }
  }

  const gapMs = (options.seconds * 1000) / options.customers;
  const journeys: Promise<void>[] = [];
  for (let i = 0; i < options.customers; i += 1) {
    journeys.push(journey(i));
    await new Promise((resolve) => setTimeout(resolve, gapMs));
  }
  await Promise.all(journeys);

  const count = (outcome: Outcome) => outcomes.get(outcome) ?? 0;
  const label = `${options.customers} customers within ${options.seconds} s`;
  return [
    {
      figure: `rush: ${label}, what each journey ended as`,
      budget: 'none dropped, no server errors',
      measured:
        `${count('ordered')} ordered, ${count('told busy')} told busy, ${count('refused by the shop')} refused by the shop, ` +
        `${count('server error')} server errors, ${count('dropped')} dropped${samples.length ? ` (e.g. ${samples[0]})` : ''}`,
      pass: count('dropped') === 0 && count('server error') === 0,
      details: { outcomes: Object.fromEntries(outcomes), samples },
    },
    {
      figure: `rush: ${label}, 503 BUSY answers`,
      budget: 'p99 ≤ 100 ms',
      measured: `${refusalMs.length} refusals, p99 ${fmt(percentile(refusalMs, 99))} ms, p50 ${fmt(percentile(refusalMs, 50))} ms`,
      pass: percentile(refusalMs, 99) <= 100,
    },
    {
      figure: `rush: ${label}, whole checkout (cart to confirmed order)`,
      budget: 'p99 ≤ 2 s (PostgreSQL)',
      measured:
        `p99 ${fmt(percentile(checkoutMs, 99))} ms, p50 ${fmt(percentile(checkoutMs, 50))} ms; ` +
        `every request p99 ${fmt(percentile(requestMs, 99))} ms over ${requestMs.length}; ` +
        `told busy within p99 ${fmt(percentile(toldBusyMs, 99))} ms of arriving`,
      pass: percentile(checkoutMs, 99) <= 2000,
    },
  ];
}
