/**
 * P45: the cart and checkout path at a fixed 20 req/s: cart adds and updates 70 % (adds to a new
 * cart each time, updates of existing lines), create-payment-intent 20 % (the signed-in demo
 * customer, on carts made beforehand), loyalty redemptions 10 %. Database connections are
 * sampled every second while it runs.
 */
import { fmt, type Row } from '../report';
import { type MixEntry, runMix, statusClassCount } from './mix';
import { type Prober, sampleEvery } from './probes';
import type { CartLine, Customer } from './shop-state';

export const P45 = { rate: 20, connections: 20, p99Ms: 600 };

export function checkoutMix(
  productIds: string[],
  lines: CartLine[],
  intentCarts: CartLine[],
  customer: Customer,
): MixEntry[] {
  const auth = { authorization: customer.authorization };
  return [
    {
      name: 'cart add',
      weight: 35,
      method: 'POST',
      variants: productIds.map((productId) => ({
        path: '/api/cart',
        body: JSON.stringify({ sessionId: '{uuid}', productId, quantity: 1 }),
      })),
    },
    {
      name: 'cart update',
      weight: 35,
      method: 'PUT',
      variants: lines.flatMap((line) =>
        [1, 2, 3].map((quantity) => ({
          path: `/api/cart/${line.itemId}`,
          headers: { 'x-cart-session': line.sessionId },
          body: JSON.stringify({ quantity }),
        })),
      ),
    },
    {
      name: 'create-payment-intent',
      weight: 20,
      method: 'POST',
      headers: auth,
      variants: intentCarts.map((cart) => ({
        path: '/api/create-payment-intent',
        body: JSON.stringify({ sessionId: cart.sessionId }),
      })),
    },
    {
      name: 'loyalty redeem',
      weight: 10,
      method: 'POST',
      headers: auth,
      variants: [{ path: `/api/loyalty/${customer.subject}/redeem/${customer.rewardId}` }],
    },
  ];
}

export async function checkoutLoad(
  base: string,
  mix: MixEntry[],
  probe: Prober,
  poolMax: number | null,
  seconds: number,
  warmupSeconds: number,
): Promise<Row> {
  const sampler = sampleEvery(probe, 1000);
  const result = await runMix({
    url: base,
    connections: P45.connections,
    overallRate: P45.rate,
    seconds,
    warmupSeconds,
    mix,
  });
  const samples = await sampler.stop();
  const max = (key: 'dbConnections' | 'poolConnections') => {
    const values = samples.map((s) => s[key]).filter((n): n is number => n !== null);
    return values.length ? Math.max(...values) : null;
  };
  const maxConnections = max('dbConnections');
  const maxPool = max('poolConnections');
  const fiveXx = statusClassCount(result, '5xx');
  const kinds = Object.entries(result.byKind)
    .map(
      ([kind, k]) =>
        `${kind} ${k.requests} (p99 ${fmt(k.p99 ?? 0)} ms; ${Object.entries(k.status)
          .filter(([c]) => !c.endsWith('xx'))
          .map(([c, n]) => `${c}×${n}`)
          .join(' ')})`,
    )
    .join(', ');
  const connectionsOk = maxPool === null || poolMax === null || maxPool <= poolMax;
  return {
    figure: `P45 cart and checkout mix at ${P45.rate} req/s, ${seconds} s`,
    budget: `p99 ≤ ${P45.p99Ms} ms, 0 5xx, DB connections ≤ pool max`,
    measured: `p50 ${fmt(result.p50)} ms, p99 ${fmt(result.p99)} ms; ${fmt(result.requests)} requests; ${fiveXx} 5xx, ${result.errors} errors; DB connections max ${maxPool === null ? 'n/a (PGlite)' : `${maxPool} pooled of ${poolMax} (+ ${(maxConnections ?? 0) - maxPool} LISTEN)`}; ${kinds}`,
    pass: result.p99 <= P45.p99Ms && fiveXx === 0 && result.errors === 0 && connectionsOk,
    details: { ...result, samples, poolMax },
  };
}
