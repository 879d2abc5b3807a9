/**
 * "Nothing lost", checked in SQL on the fault script's own database after the faults: no order
 * without its lines, at most one order per payment intent, the loyalty ledger's invariants
 * (src/server/test/loyalty-invariants.ts), and one order for each checkout the customer finished.
 */
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { Db } from '../../src/server/db/client';
import * as schema from '../../src/server/db/schema';
import { loyaltyInvariantViolations } from '../../src/server/test/loyalty-invariants';

export async function withSql<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000 });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

export async function ordersFor(url: string, paymentIntentIds: string[]): Promise<Map<string, number>> {
  return withSql(url, async (client) => {
    const { rows } = await client.query<{ pi: string; n: number }>(
      'select stripe_payment_intent_id as pi, count(*)::int as n from orders where stripe_payment_intent_id = any($1) group by 1',
      [paymentIntentIds],
    );
    return new Map(rows.map((r) => [r.pi, r.n]));
  });
}

/** Every broken rule, as readable lines; empty when the data is whole. */
export async function dataProblems(url: string, finishedIntents: string[]): Promise<string[]> {
  const problems: string[] = [];
  await withSql(url, async (client) => {
    const orphans = await client.query(
      'select o.id from orders o where not exists (select 1 from order_items i where i.order_id = o.id)',
    );
    if (orphans.rowCount) problems.push(`orders without lines: ${orphans.rows.map((r) => r.id).join(', ')}`);
    const doubled = await client.query(
      'select stripe_payment_intent_id, count(*)::int as n from orders group by 1 having count(*) > 1',
    );
    if (doubled.rowCount) problems.push(`payment intents with several orders: ${JSON.stringify(doubled.rows)}`);
    const db = drizzle({ client, schema, casing: 'snake_case' }) as unknown as Db;
    const loyalty = await loyaltyInvariantViolations(db);
    for (const [rule, rows] of Object.entries(loyalty)) {
      if (rows.length) problems.push(`loyalty ${rule}: ${JSON.stringify(rows).slice(0, 300)}`);
    }
  });
  const counts = await ordersFor(url, finishedIntents);
  for (const pi of finishedIntents) {
    if (counts.get(pi) !== 1) problems.push(`checkout ${pi} confirmed but has ${counts.get(pi) ?? 0} orders`);
  }
  return problems;
}
