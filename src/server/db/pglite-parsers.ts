/**
 * Drizzle passes PGlite its own `parsers` with every statement, to keep dates, timestamps,
 * intervals and numeric arrays as the database's text. PGlite then copies its ~320 default parsers
 * into a new object on each call to merge them in: about 0.1 ms a statement, the largest single
 * cost in a checkout's statements (performance A6). Here the client gets those same text parsers
 * once, and Drizzle's per-statement ones are left out while the client's are exactly them: every
 * value is parsed as before, without the copy.
 */
import { type PGlite, types } from '@electric-sql/pglite';
import { type Query, wrapQuery } from './pglite-query-wrapper';

/** The types `drizzle-orm/pglite`'s session returns as text (its `queryConfig.parsers`). */
const TEXT_TYPES = [
  types.TIMESTAMP,
  types.TIMESTAMPTZ,
  types.INTERVAL,
  types.DATE,
  1231, // numeric[]
  1115, // timestamp[]
  1185, // timestamptz[]
  1187, // interval[]
  1182, // date[]
];

const asText = (value: string) => value;

type QueryOptions = { parsers?: Record<number, unknown> } & Record<string, unknown>;
type LeanQuery = (sql: string, params?: unknown[], options?: QueryOptions) => Promise<unknown>;

/** Drizzle's text parsers, and nothing else: the only per-statement parsers this leaves out. */
function onlyTextParsers(parsers: Record<number, unknown>): boolean {
  const keys = Object.keys(parsers);
  return keys.length === TEXT_TYPES.length && TEXT_TYPES.every((oid) => oid in parsers);
}

/**
 * The client as Drizzle should be given it: the same PGlite (every other property and method is
 * the client's own), whose `query`, in and out of transactions, leaves out Drizzle's text parsers.
 */
export function withTextParsers(client: PGlite): PGlite {
  for (const oid of TEXT_TYPES) client.parsers[oid] = asText;
  // Only while the client's parsers are still these (PGlite's `refreshArrayTypes` would reset the
  // arrays'): otherwise Drizzle's are passed on as they came.
  const clientHasThem = () => TEXT_TYPES.every((oid) => client.parsers[oid] === asText);
  const lean =
    (query: LeanQuery): LeanQuery =>
    (sql, params, options) => {
      if (options?.parsers && onlyTextParsers(options.parsers) && clientHasThem()) {
        const { parsers: _same, ...rest } = options;
        return query(sql, params, rest);
      }
      return query(sql, params, options);
    };
  return wrapQuery(client, (query) => lean(query as LeanQuery) as Query);
}
