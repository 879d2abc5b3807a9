/**
 * A8, customers (issue 27, "Flat admin screens"): the admin's customer list with 50,000 orders in
 * the database, as the admin screen asks for it (every customer with their order count and total
 * spent). One connection, so p99 is the time of one request, not a queue. Run on the data of
 * `bulkOrdersSql` (every order a guest's: the demo's customers hold none), then again after
 * `customerOrdersSql` (customers holding the orders, with cancellations and refunds).
 */
import { loadFailures } from '../compare';
import { runLoad } from '../processes';
import { fmt, type Row } from '../report';
import type { Settings } from '../settings';
import { accessToken, DEMO_ADMIN } from '../sign-in';

export async function adminCustomers(
  shopBase: string,
  label: string,
  settings: Settings,
  orderCount: number,
): Promise<Row> {
  const headers = { authorization: `Bearer ${await accessToken(shopBase, DEMO_ADMIN)}`, 'accept-encoding': 'br, gzip' };
  const url = `${shopBase}/api/admin/users`;
  const check = await fetch(url, { headers });
  const customers = (await check.json()) as { orderCount: number }[];
  const ordersOfCustomers = customers.reduce((sum, c) => sum + c.orderCount, 0);
  if (!check.ok) throw new Error(`/api/admin/users: ${check.status}`);
  const run = await runLoad({
    url,
    connections: 1,
    seconds: settings.seconds,
    warmupSeconds: settings.warmupSeconds,
    headers,
  });
  const failures = loadFailures(run);
  return {
    figure: `A8 GET /api/admin/users, ${fmt(orderCount)} orders (${fmt(ordersOfCustomers)} of customers), ${label}`,
    budget: 'p99 ≤ 50 ms',
    measured:
      `p99 ${fmt(run.p99)} ms, p50 ${fmt(run.p50)} ms, ${fmt(run.rps)} req/s ` +
      `(${customers.length} customers holding ${fmt(ordersOfCustomers)} orders)${failures ? `, ${failures} failed` : ''}`,
    pass: run.p99 <= 50 && failures === 0,
    details: run,
  };
}
