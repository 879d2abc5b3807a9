/**
 * A8: the admin's order list with 50,000 orders in the database, signed in as the demo admin:
 * as the admin screen asks for it (unpaged, up to the server's cap) and one page of 50. One
 * connection, so p99 is the time of one request, not a queue.
 */
import { loadFailures } from '../compare';
import { runLoad } from '../processes';
import { fmt, type Row } from '../report';
import type { Settings } from '../settings';
import { accessToken, DEMO_ADMIN } from '../sign-in';

export async function adminOrders(shopBase: string, label: string, settings: Settings): Promise<Row[]> {
  const headers = { authorization: `Bearer ${await accessToken(shopBase, DEMO_ADMIN)}`, 'accept-encoding': 'br, gzip' };
  const rows: Row[] = [];
  for (const urlPath of ['/api/admin/orders', '/api/admin/orders?limit=50&offset=0']) {
    const check = await fetch(`${shopBase}${urlPath}`, { headers });
    const total = Number(check.headers.get('x-total-count'));
    const count = ((await check.json()) as unknown[]).length;
    if (!check.ok || total < 50_000) throw new Error(`${urlPath}: ${check.status}, total ${total}`);
    const run = await runLoad({
      url: `${shopBase}${urlPath}`,
      connections: 1,
      seconds: settings.seconds,
      warmupSeconds: settings.warmupSeconds,
      headers,
    });
    const failures = loadFailures(run);
    rows.push({
      figure: `A8 GET ${urlPath}, ${fmt(total)} orders, ${label}`,
      budget: 'p99 ≤ 30 ms',
      measured: `p99 ${fmt(run.p99)} ms, p50 ${fmt(run.p50)} ms (${count} orders in the answer)${failures ? `, ${failures} failed` : ''}`,
      pass: run.p99 <= 30 && failures === 0,
      details: run,
    });
  }
  return rows;
}
