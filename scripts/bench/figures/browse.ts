/** A3 (If-None-Match answers 304, empty) and A4 (the browse mix at 100 connections). */
import { randomUUID } from 'node:crypto';
import { fetchRaw } from '../capture';
import { loadFailures } from '../compare';
import { type LoadRequest, runLoad } from '../processes';
import { fmt, type Row } from '../report';
import type { Settings } from '../settings';
import { productPageUrl } from '../../../src/web/features/catalog/api/product-page-url';

export async function notModified(shopBase: string, paths: string[]): Promise<Row> {
  const seen: { path: string; status: number; bodyBytes: number }[] = [];
  for (const urlPath of paths) {
    const first = await fetchRaw(`${shopBase}${urlPath}`, { 'accept-encoding': 'br, gzip' });
    const etag = first.headers.find(([name]) => name === 'etag')?.[1];
    if (!etag) {
      seen.push({ path: urlPath, status: first.status, bodyBytes: -1 });
      continue;
    }
    const again = await fetchRaw(`${shopBase}${urlPath}`, { 'accept-encoding': 'br, gzip', 'if-none-match': etag });
    seen.push({ path: urlPath, status: again.status, bodyBytes: again.body.length });
  }
  return {
    figure: 'A3 If-None-Match on catalogue reads',
    budget: '304, empty body',
    measured: seen.map((s) => (s.bodyBytes < 0 ? `${s.path}: no ETag` : `${s.status}/${s.bodyBytes} B`)).join(', '),
    pass: seen.every((s) => s.status === 304 && s.bodyBytes === 0),
    details: seen,
  };
}

/** 70% catalogue and category, 20% product, 10% cart, as a browser asks (br, gzip). */
export function browseMix(slugs: string[], categories: string[]): LoadRequest[] {
  const session = randomUUID();
  const headers = { 'accept-encoding': 'br, gzip' };
  const requests: LoadRequest[] = [];
  for (let i = 0; i < 7; i += 1) {
    const category = categories[i % categories.length]!;
    // The category read as the category page asks for it: its first page (decision 0097).
    requests.push({ path: i % 2 ? productPageUrl({ category }, 0) : '/api/products', headers });
  }
  requests.push({ path: `/api/products/slug/${slugs[0]}`, headers });
  requests.push({ path: `/api/products/slug/${slugs[1]}`, headers });
  requests.push({ path: '/api/cart', headers: { ...headers, 'x-cart-session': session } });
  return requests;
}

export async function browseLoad(
  shopBase: string,
  label: string,
  requests: LoadRequest[],
  settings: Settings,
): Promise<Row> {
  // No baseline to alternate with: one run as long as the rounds of a comparison together.
  const run = await runLoad({
    url: `${shopBase}/`,
    connections: 100,
    seconds: settings.seconds * settings.rounds,
    warmupSeconds: settings.warmupSeconds,
    requests,
  });
  const failures = loadFailures(run);
  return {
    figure: `A4 browse mix, 100 connections, ${label}`,
    budget: 'p99 ≤ 25 ms, 0 errors',
    measured: `p99 ${fmt(run.p99)} ms, p50 ${fmt(run.p50)} ms, ${fmt(run.rps)} req/s, ${failures} failed`,
    pass: run.p99 <= 25 && failures === 0,
    details: run,
  };
}
