/**
 * A8, customers (issue 27, "Flat admin screens"): the admin's customer list with 50,000 orders in
 * the database, as the admin screen asks for it since decision 0223 (the first page of 50, biggest
 * spenders first, with the counts), and the spec's unpaged list (every customer) beside it for
 * information. One connection, so p99 is the time of one request, not a queue. Run on the data of
 * `bulkOrdersSql` (every order a guest's: the demo's customers hold none), then again after
 * `customerOrdersSql` (customers holding the orders, with cancellations and refunds).
 */
import { loadFailures } from '../compare';
import { runLoad } from '../processes';
import { fmt, type Row } from '../report';
import type { Settings } from '../settings';
import { accessToken, DEMO_ADMIN } from '../sign-in';

/** The screen's first read (customers-page.tsx through get-customers.ts). */
export const SCREEN_QUERY = '?type=all&sort=totalSpent&order=desc&limit=50';

export async function adminCustomers(
  shopBase: string,
  label: string,
  settings: Settings,
  orderCount: number,
): Promise<Row[]> {
  const headers = { authorization: `Bearer ${await accessToken(shopBase, DEMO_ADMIN)}`, 'accept-encoding': 'br, gzip' };
  const rows: Row[] = [];
  for (const query of [SCREEN_QUERY, '']) {
    const url = `${shopBase}/api/admin/users${query}`;
    const check = await fetch(url, { headers });
    if (!check.ok) throw new Error(`/api/admin/users${query}: ${check.status}`);
    const customers = (await check.json()) as { orderCount: number }[];
    const all = Number(check.headers.get('x-customer-count'));
    const run = await runLoad({
      url,
      connections: 1,
      seconds: settings.seconds,
      warmupSeconds: settings.warmupSeconds,
      headers,
    });
    const failures = loadFailures(run);
    const screen = query === SCREEN_QUERY;
    rows.push({
      figure: `A8 GET /api/admin/users${query}, ${fmt(orderCount)} orders, ${fmt(all)} customers, ${label}`,
      budget: screen ? 'p99 ≤ 50 ms' : 'information (not what the screen asks)',
      measured:
        `p99 ${fmt(run.p99)} ms, p50 ${fmt(run.p50)} ms, ${fmt(run.rps)} req/s ` +
        `(${customers.length} customers in the answer)${failures ? `, ${failures} failed` : ''}`,
      pass: screen ? run.p99 <= 50 && failures === 0 : failures === 0,
      details: run,
    });
  }
  return rows;
}
