/**
 * A8, dashboard (issue 27, "Flat admin screens"): GET /api/admin/analytics with 50,000 orders in
 * the database, as the admin's dashboard asks for it (decision 0224: stored day totals, indexed
 * reads bounded by what the screen shows). One connection, so p99 is the time of one request.
 */
import { loadFailures } from '../compare';
import { runLoad } from '../processes';
import { fmt, type Row } from '../report';
import type { Settings } from '../settings';
import { accessToken, DEMO_ADMIN } from '../sign-in';

export async function adminDashboard(shopBase: string, label: string, settings: Settings): Promise<Row> {
  const headers = { authorization: `Bearer ${await accessToken(shopBase, DEMO_ADMIN)}`, 'accept-encoding': 'br, gzip' };
  const url = `${shopBase}/api/admin/analytics`;
  const check = await fetch(url, { headers });
  if (!check.ok) throw new Error(`/api/admin/analytics: ${check.status}`);
  const { totalOrders } = (await check.json()) as { totalOrders: number };
  // The figures must see the bulk orders, or the run measured an empty shop.
  if (totalOrders < 50_000) throw new Error(`/api/admin/analytics counts ${totalOrders} orders`);
  const run = await runLoad({
    url,
    connections: 1,
    seconds: settings.seconds,
    warmupSeconds: settings.warmupSeconds,
    headers,
  });
  const failures = loadFailures(run);
  return {
    figure: `A8 GET /api/admin/analytics, ${fmt(totalOrders)} orders, ${label}`,
    budget: 'p99 ≤ 50 ms',
    measured: `p99 ${fmt(run.p99)} ms, p50 ${fmt(run.p50)} ms, ${fmt(run.rps)} req/s${failures ? `, ${failures} failed` : ''}`,
    pass: run.p99 <= 50 && failures === 0,
    details: run,
  };
}
