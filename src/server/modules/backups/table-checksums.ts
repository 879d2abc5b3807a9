/**
 * A fingerprint of every table: its row count and an MD5 over its rows' text, sorted bytewise so
 * the same data gives the same sum on PGlite and on PostgreSQL whatever their collations. Used to
 * check a move (source against target) and, in tests, that a restore brought back the backup's data.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

export interface TableSum {
  rows: number;
  md5: string;
}

/** Runs one SQL text and gives its rows (the move's two connections, or the app's Drizzle handle). */
export type RunSql = (text: string) => Promise<Array<Record<string, unknown>>>;

export const runOnDb =
  (db: Db): RunSql =>
  async (text) =>
    ((await db.execute(sql.raw(text))) as unknown as { rows: Array<Record<string, unknown>> }).rows;

export const quoteIdent = (name: string) => `"${name.replaceAll('"', '""')}"`;

export async function shopTables(run: RunSql): Promise<Array<{ schema: string; table: string }>> {
  const rows = await run(
    `select table_schema as schema, table_name as "table" from information_schema.tables
     where table_schema in ('public', 'drizzle') and table_type = 'BASE TABLE' order by 1, 2`,
  );
  return rows.map((row) => ({ schema: String(row.schema), table: String(row.table) }));
}

export async function tableChecksum(run: RunSql, schema: string, table: string): Promise<TableSum> {
  const [row] = await run(
    `select count(*)::int as rows,
            coalesce(md5(string_agg(t::text, E'\\n' order by t::text collate "C")), '') as md5
     from ${quoteIdent(schema)}.${quoteIdent(table)} t`,
  );
  return { rows: Number(row!.rows), md5: String(row!.md5) };
}

/** `schema.table` → its fingerprint, for every table of the shop. */
export async function tableChecksums(run: RunSql): Promise<Record<string, TableSum>> {
  const sums: Record<string, TableSum> = {};
  for (const { schema, table } of await shopTables(run)) {
    sums[`${schema}.${table}`] = await tableChecksum(run, schema, table);
  }
  return sums;
}
