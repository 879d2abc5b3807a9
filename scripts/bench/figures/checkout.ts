/**
 * A6: server time of create-payment-intent and confirm-order on the test gateway. Whole checkouts
 * run one after another from one client (cart → intent → details → test card → confirm). The
 * verdict reads the server's own time from the two calls' `Server-Timing` header (first hook to
 * the answer handed to the socket, src/server/platform/server-timing.ts); the time the client
 * measured over loopback, which adds the HTTP round trip on the same cores, is shown beside it.
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
  const serverMs = Number(/\bapp;dur=([\d.]+)/.exec(res.headers.get('server-timing') ?? '')?.[1] ?? NaN);
  return { ms, serverMs, json: JSON.parse(text) as Record<string, unknown> };
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
  const times = {
    intent: { server: [] as number[], client: [] as number[] },
    confirm: { server: [] as number[], client: [] as number[] },
  };
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
      for (const [name, answer] of [
        ['intent', intent],
        ['confirm', confirm],
      ] as const) {
        if (!Number.isFinite(answer.serverMs)) throw new Error(`A6: the ${name} call carried no Server-Timing`);
        times[name].server.push(answer.serverMs);
        times[name].client.push(answer.ms);
      }
    }
  }
  const row = (name: string, { server, client }: { server: number[]; client: number[] }): Row => {
    const p50 = median(server);
    const p99 = percentile(server, 99);
    return {
      figure: `A6 ${name}, test gateway, ${database}`,
      budget: 'p50 ≤ 10 ms, p99 ≤ 40 ms',
      measured:
        `server p50 ${fmt(p50, 1)} ms, p99 ${fmt(p99, 1)} ms (client-timed p50 ${fmt(median(client), 1)}, ` +
        `p99 ${fmt(percentile(client, 99), 1)}; ${server.length} checkouts, one at a time)`,
      pass: p50 <= 10 && p99 <= 40,
      details: { server, client },
    };
  };
  return [row('POST /api/create-payment-intent', times.intent), row('POST /api/confirm-order', times.confirm)];
}
