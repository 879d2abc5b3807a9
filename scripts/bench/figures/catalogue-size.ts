/**
 * A7: every endpoint but the full catalogue, with 500 live products against 50. Two shop copies run
 * side by side (own data, own process); the load alternates between them, and the figure is the
 * cost ratio: requests per second at 50 over requests per second at 500.
 */
import { alternate } from '../compare';
import { fmt, type Row } from '../report';
import type { Settings } from '../settings';
import { CONNECTIONS } from './throughput';

export async function catalogueSize(
  shop50: string,
  shop500: string,
  paths: string[],
  settings: Settings,
): Promise<Row[]> {
  const rows: Row[] = [];
  for (const urlPath of paths) {
    const c = await alternate(
      shop500,
      shop50,
      urlPath,
      { connections: CONNECTIONS, headers: { 'accept-encoding': 'br, gzip' } },
      settings,
    );
    // Both copies must answer: with no answer at 500 the cost is unbounded, and the row a miss.
    const failures = c.shopFailures + c.baselineFailures;
    const cost = c.ratio > 0 ? 1 / c.ratio : Infinity;
    rows.push({
      figure: `A7 ${urlPath}, 500 vs 50 products`,
      budget: '≤ 1.1×',
      measured: `${cost.toFixed(2)}× (${fmt(c.shopRps)} req/s at 500, ${fmt(c.baselineRps)} at 50; p99 ${fmt(c.shopP99)} vs ${fmt(c.baselineP99)} ms)${failures ? `, ${failures} failed` : ''}`,
      pass: cost <= 1.1 && failures === 0,
      details: c,
    });
  }
  return rows;
}
