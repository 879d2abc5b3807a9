/**
 * A6: server time of create-payment-intent and confirm-order on the test gateway. Whole checkouts
 * run one after another from one client (cart → intent → details → test card → confirm), and
 * the two calls are timed over loopback: the time includes the HTTP round trip, so it is the
 * server's time plus well under a millisecond.
 */
import { randomUUID } from 'node:crypto';
import { addDays, aucklandNow, weekdayOf } from '../../../src/domain/delivery';
import { median } from '../compare';
import { fmt, type Row } from '../report';
import { accessToken, DEMO_CUSTOMER } from '../sign-in';

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
};

export function deliveryDay(): string {
  let date = addDays(aucklandNow().date, 2);
  while (weekdayOf(date) === 0) date = addDays(date, 1);
  return date;
}

export async function call(url: string, body: unknown, headers: Record<string, string> = {}) {
  const started = performance.now();
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'accept-encoding': 'br, gzip', ...headers },
    body: JSON.stringify(body),
  });
  const text = await res.text();
  const ms = performance.now() - started;
  if (!res.ok) throw new Error(`${new URL(url).pathname}: ${res.status} ${text}`);
  return { ms, json: JSON.parse(text) as Record<string, unknown> };
}

export async function checkoutTimes(shopBase: string, database: string, checkouts: number, warmup = 5): Promise<Row[]> {
  const auth = { authorization: `Bearer ${await accessToken(shopBase, DEMO_CUSTOMER)}` };
  const products = (await (await fetch(`${shopBase}/api/products`)).json()) as {
    id: string;
    inStock: boolean;
    category: string;
  }[];
  // A product without sizes or extra notice: a sweet, not a cake.
  const product = products.find((p) => p.inStock && p.category !== 'cakes')!;
  const address = {
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
  };
  const intentMs: number[] = [];
  const confirmMs: number[] = [];
  for (let i = 0; i < warmup + checkouts; i += 1) {
    const sessionId = randomUUID();
    await call(`${shopBase}/api/cart`, { sessionId, productId: product.id, quantity: 1 });
    const intent = await call(`${shopBase}/api/create-payment-intent`, { sessionId }, auth);
    const paymentIntentId = intent.json.paymentIntentId as string;
    const details = { sessionId, paymentIntentId, deliveryAddress: address };
    await call(`${shopBase}/api/checkout/details`, details, auth);
    await call(`${shopBase}/api/test-payments/${paymentIntentId}/confirm`, {
      clientSecret: intent.json.clientSecret,
      card: { number: '4242424242424242', expMonth: 12, expYear: 2034, cvc: '123', name: 'Bench Customer' },
    });
    const confirm = await call(`${shopBase}/api/confirm-order`, details, auth);
    if (i >= warmup) {
      intentMs.push(intent.ms);
      confirmMs.push(confirm.ms);
    }
  }
  const row = (name: string, times: number[]): Row => {
    const p50 = median(times);
    const p99 = percentile(times, 99);
    return {
      figure: `A6 ${name}, test gateway, ${database}`,
      budget: 'p50 ≤ 10 ms, p99 ≤ 40 ms',
      measured: `p50 ${fmt(p50, 1)} ms, p99 ${fmt(p99, 1)} ms (${times.length} checkouts, one at a time)`,
      pass: p50 <= 10 && p99 <= 40,
      details: { times },
    };
  };
  return [row('POST /api/create-payment-intent', intentMs), row('POST /api/confirm-order', confirmMs)];
}
