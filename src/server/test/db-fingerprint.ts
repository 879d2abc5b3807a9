/**
 * One fingerprint of every row of the tables an admin call could change, so a test can show that a
 * refused call changed nothing (compare the fingerprint before and after).
 */
import { sql } from 'drizzle-orm';
import type { TestApp } from './test-app';

export const ADMIN_TABLES = [
  'orders',
  'order_items',
  'order_status_history',
  'products',
  'product_variants',
  'categories',
  'users',
  'loyalty_accounts',
  'loyalty_rewards',
  'loyalty_transactions',
  'loyalty_redemptions',
  'business_settings',
  'closures',
  'contact_messages',
  'uploaded_objects',
  'audit_log',
] as const;

export const rowsOf = async <T>(t: TestApp, query: string): Promise<T[]> =>
  ((await t.database.db.execute(sql.raw(query))) as unknown as { rows: T[] }).rows;

export async function fingerprint(
  t: TestApp,
  tables: readonly string[] = ADMIN_TABLES,
): Promise<Record<string, string>> {
  const result: Record<string, string> = {};
  for (const table of tables) {
    const [row] = await rowsOf<{ digest: string; n: number }>(
      t,
      `select md5(coalesce(string_agg(x::text, '|' order by x::text), '')) as digest, count(*)::int as n from ${table} x`,
    );
    if (!row) throw new Error(`no fingerprint for ${table}`);
    result[table] = `${row.n}:${row.digest}`;
  }
  return result;
}
