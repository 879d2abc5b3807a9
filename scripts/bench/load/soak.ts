/**
 * The soak: mixed traffic at a fixed 50 req/s for N minutes (catalogue, product, categories,
 * settings, server-rendered pages, cart adds and updates) plus one whole checkout on the test
 * gateway every 10 s. Memory (resident, and the JavaScript heap in use), open files and database
 * connections are sampled every 10 s; they count as flat when the mean of the last third of the
 * samples is within the allowance of the first third's. p99 is taken per minute; it drifts when the last third of the minutes' median
 * p99 is above 1.5× the first third's (and more than 5 ms above it: at a few milliseconds, noise).
 */
import { fmt, type Row } from '../report';
import { checkoutEvery } from './checkouts';
import { type MixEntry, runMix, statusClassCount } from './mix';
import { type Prober, type Sample, sampleEvery } from './probes';
import type { CartLine, Catalogue } from './shop-state';
import { productPageUrl } from '../../../src/web/features/catalog/api/product-page-url';

export const SOAK = { rate: 50, connections: 25, sampleMs: 10_000, checkoutEveryMs: 10_000 };
/** Allowed growth, last third over first third. */
const ALLOW = { rssRatio: 1.1, fds: 5, connections: 2, p99Ratio: 1.5, p99Ms: 5 };

export function soakMix(catalogue: Catalogue, lines: CartLine[]): MixEntry[] {
  const slugs = catalogue.slugs.slice(0, 30);
  return [
    {
      name: 'catalogue',
      weight: 25,
      variants: [
        { path: '/api/products' },
        ...catalogue.categories.map((c) => ({ path: productPageUrl({ category: c }, 0) })),
      ],
    },
    { name: 'product', weight: 15, variants: slugs.map((s) => ({ path: `/api/products/slug/${s}` })) },
    { name: 'categories', weight: 10, variants: [{ path: '/api/categories' }] },
    { name: 'settings', weight: 10, variants: [{ path: '/api/business-settings' }] },
    {
      name: 'pages',
      weight: 15,
      variants: [
        { path: '/' },
        ...catalogue.categories.map((c) => ({ path: `/category/${c}` })),
        ...slugs.slice(0, 10).map((s) => ({ path: `/product/details/${s}` })),
      ],
    },
    {
      name: 'cart add',
      weight: 15,
      method: 'POST',
      variants: catalogue.simpleProductIds.map((productId) => ({
        path: '/api/cart',
        body: JSON.stringify({ sessionId: '{uuid}', productId, quantity: 1 }),
      })),
    },
    {
      name: 'cart update',
      weight: 10,
      method: 'PUT',
      variants: lines.flatMap((line) =>
        [1, 2, 3].map((quantity) => ({
          path: `/api/cart/${line.itemId}`,
          headers: { 'x-cart-session': line.sessionId },
          body: JSON.stringify({ quantity }),
        })),
      ),
    },
  ];
}

const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / Math.max(1, values.length);
const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};
function thirds<T>(list: T[]): { first: T[]; last: T[] } {
  const n = Math.max(1, Math.floor(list.length / 3));
  return { first: list.slice(0, n), last: list.slice(-n) };
}

export async function soak(
  base: string,
  context: {
    catalogue: Catalogue;
    lines: CartLine[];
    authorization: () => Promise<string>;
    probe: Prober;
    poolMax: number | null;
  },
  minutes: number,
  warmupSeconds: number,
): Promise<Row[]> {
  // Warm up first without sampling: JIT and caches filling are not a leak.
  await runMix({
    url: base,
    connections: SOAK.connections,
    overallRate: SOAK.rate,
    seconds: warmupSeconds,
    warmupSeconds: 0,
    mix: soakMix(context.catalogue, context.lines),
  });
  const sampler = sampleEvery(context.probe, SOAK.sampleMs);
  const checkouts = checkoutEvery(
    base,
    context.catalogue.simpleProductIds[0]!,
    context.authorization,
    SOAK.checkoutEveryMs,
  );
  const result = await runMix({
    url: base,
    connections: SOAK.connections,
    overallRate: SOAK.rate,
    seconds: minutes * 60,
    warmupSeconds: 0,
    mix: soakMix(context.catalogue, context.lines),
  });
  const checkoutCount = await checkouts.stop();
  // Only samples taken while the load ran.
  const samples = (await sampler.stop()).filter((s) => s.atSeconds <= minutes * 60);

  const { first, last } = thirds(samples);
  const of = (list: Sample[], key: 'rssMb' | 'openFds') => mean(list.map((s) => s[key]));
  const connectionsOf = (list: Sample[]) => Math.max(...list.map((s) => s.poolConnections ?? 0));
  const rss = { first: of(first, 'rssMb'), last: of(last, 'rssMb') };
  const heapOf = (list: Sample[]) => mean(list.flatMap((s) => (s.heapUsedMb === null ? [] : [s.heapUsedMb])));
  const heapSamples = samples.filter((s) => s.heapUsedMb !== null);
  const heap = { first: heapOf(first), last: heapOf(last) };
  const fds = { first: of(first, 'openFds'), last: of(last, 'openFds') };
  const onPostgres = samples.some((s) => s.poolConnections !== null);
  const connections = { first: connectionsOf(first), last: connectionsOf(last), max: connectionsOf(samples) };
  const minutesThirds = thirds(result.perMinute);
  const p99 = {
    first: median(minutesThirds.first.map((m) => m.p99)),
    last: median(minutesThirds.last.map((m) => m.p99)),
  };
  const fiveXx = statusClassCount(result, '5xx');
  const flat = {
    rss: rss.last <= rss.first * ALLOW.rssRatio,
    heap: heapSamples.length > 0 && heap.last <= heap.first * ALLOW.rssRatio,
    fds: fds.last <= fds.first + ALLOW.fds,
    connections:
      !onPostgres ||
      (connections.last <= connections.first + ALLOW.connections &&
        (context.poolMax === null || connections.max <= context.poolMax)),
    p99: p99.last <= Math.max(p99.first * ALLOW.p99Ratio, p99.first + ALLOW.p99Ms),
  };
  const title = `soak ${minutes} min at ${SOAK.rate} req/s`;
  const details = { result, samples, checkouts: checkoutCount, rss, heap, fds, connections, p99, flat };
  return [
    {
      figure: `${title}: traffic`,
      budget: '0 5xx, 0 errors, checkouts complete',
      measured: `${fmt(result.requests)} requests (${fmt(result.rps, 1)} req/s), p50 ${fmt(result.p50)} ms, p99 ${fmt(result.p99)} ms; ${fiveXx} 5xx, ${result.non2xx} non-2xx, ${result.errors} errors; ${checkoutCount.completed} checkouts, ${checkoutCount.failed} failed`,
      pass: fiveXx === 0 && result.errors === 0 && checkoutCount.failed === 0 && checkoutCount.completed > 0,
      details,
    },
    {
      figure: `${title}: memory (RSS)`,
      budget: `last third ≤ ${ALLOW.rssRatio}× first third`,
      measured: `${fmt(rss.first)} → ${fmt(rss.last)} MB (${samples.length} samples, max ${fmt(Math.max(...samples.map((s) => s.rssMb)))} MB)`,
      pass: flat.rss,
    },
    {
      figure: `${title}: JavaScript heap in use (/metrics)`,
      budget: `last third ≤ ${ALLOW.rssRatio}× first third`,
      measured: heapSamples.length
        ? `${fmt(heap.first)} → ${fmt(heap.last)} MB (${heapSamples.length} samples, max ${fmt(Math.max(...heapSamples.map((s) => s.heapUsedMb!)))} MB)`
        : '/metrics did not answer',
      pass: flat.heap,
    },
    {
      figure: `${title}: open file descriptors`,
      budget: `last third ≤ first third + ${ALLOW.fds}`,
      measured: `${fmt(fds.first, 1)} → ${fmt(fds.last, 1)}`,
      pass: flat.fds,
    },
    {
      figure: `${title}: database connections`,
      budget: `pooled: last third ≤ first third + ${ALLOW.connections}, ≤ pool max`,
      measured: onPostgres
        ? `pooled, max per third ${connections.first} → ${connections.last} (max ${connections.max} of ${context.poolMax}; + ${Math.max(...samples.map((s) => (s.dbConnections ?? 0) - (s.poolConnections ?? 0)))} LISTEN)`
        : 'n/a (PGlite: no server connections)',
      pass: onPostgres ? flat.connections : null,
    },
    {
      figure: `${title}: p99 per minute`,
      budget: `last third ≤ ${ALLOW.p99Ratio}× first third (or +${ALLOW.p99Ms} ms)`,
      measured: `${fmt(p99.first)} → ${fmt(p99.last)} ms (minutes: ${result.perMinute.map((m) => fmt(m.p99)).join(', ')})`,
      pass: flat.p99,
    },
  ];
}
