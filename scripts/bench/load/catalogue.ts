/**
 * P44: the catalogue at a fixed 200 req/s, through scripts/bench/load-worker.mjs (autocannon's
 * fixed request list, each connection cycling through it): 60 % /api/products, 20 % a product by
 * slug, 10 % categories, 10 % business settings, shuffled once.
 */
import { type LoadRequest, runLoad } from '../processes';
import { fmt, type Row } from '../report';
import type { Catalogue } from './shop-state';

export const P44 = { rate: 200, connections: 40, p99Ms: 150, p50Ms: 30 };

export function catalogueRequests(catalogue: Catalogue): LoadRequest[] {
  const list: LoadRequest[] = [
    ...Array.from({ length: 60 }, () => ({ path: '/api/products' })),
    ...Array.from({ length: 20 }, (_, i) => ({
      path: `/api/products/slug/${catalogue.slugs[(i * 7) % catalogue.slugs.length]}`,
    })),
    ...Array.from({ length: 10 }, () => ({ path: '/api/categories' })),
    ...Array.from({ length: 10 }, () => ({ path: '/api/business-settings' })),
  ];
  // A fixed shuffle (same order every run): the kinds interleave instead of coming in blocks.
  let seed = 44;
  for (let i = list.length - 1; i > 0; i -= 1) {
    seed = (seed * 1103515245 + 12345) % 2 ** 31;
    const j = seed % (i + 1);
    [list[i], list[j]] = [list[j]!, list[i]!];
  }
  return list;
}

export async function catalogueLoad(
  base: string,
  catalogue: Catalogue,
  seconds: number,
  warmupSeconds: number,
): Promise<Row> {
  const result = await runLoad({
    url: base,
    connections: P44.connections,
    overallRate: P44.rate,
    seconds,
    warmupSeconds,
    headers: { 'accept-encoding': 'br, gzip' },
    requests: catalogueRequests(catalogue),
  });
  const clean = result.errors === 0 && result.non2xx === 0 && result.timeouts === 0;
  return {
    figure: `P44 catalogue mix at ${P44.rate} req/s, ${seconds} s`,
    budget: `p99 ≤ ${P44.p99Ms} ms, p50 ≤ ${P44.p50Ms} ms, 0 errors, 0 non-2xx`,
    measured: `p50 ${fmt(result.p50)} ms, p99 ${fmt(result.p99)} ms, max ${fmt(result.max)} ms; ${fmt(result.requests)} requests (${fmt(result.rps)} req/s); ${result.errors} errors, ${result.timeouts} timeouts, ${result.non2xx} non-2xx`,
    pass: result.p99 <= P44.p99Ms && result.p50 <= P44.p50Ms && clean,
    details: result,
  };
}
