/**
 * Statements whose SQL text Drizzle builds once instead of on every call (performance A6: the
 * checkout spent a fifth of its CPU rebuilding the same text). `prepared(build)` builds the query
 * on first use and keeps Drizzle's prepared query per session: the database's own session (PGlite's
 * one connection, or the PostgreSQL pool) for calls on `db`, and each transaction's session for
 * calls on a `tx`, so a statement always runs on the connection and in the transaction it is given.
 * The text is not a server-side prepared statement (no name is given): on PostgreSQL each call is
 * parsed and planned as before, only Drizzle's work in this process is saved.
 *
 * Values vary through `sql.placeholder('name')`; they reach the driver as given, so placeholders
 * suit text, uuid and number parameters (a column's encoder, as for dates and JSON, is not applied).
 */
import type { DbOrTx } from './database';

/** What Drizzle's `.prepare()` returns, as far as this module uses it. */
interface PreparedQuery<R> {
  execute(values?: Record<string, unknown>): Promise<R>;
}

/** The arguments Drizzle passed to `session.prepareQuery` for this statement, kept to rebind it. */
type PrepareArgs = unknown[];

interface Session {
  prepareQuery(...args: PrepareArgs): PreparedQuery<unknown> & { joinsNotNullableMap?: unknown };
}

const sessionOf = (db: DbOrTx) => (db as unknown as { session: Session }).session;

/**
 * Builds `build(db)`'s statement once; the function it gives runs it with `values` on `db` or a
 * transaction, with the result exactly as the builder's own `.execute()` gives it.
 */
export function prepared<V extends Record<string, unknown>, R>(
  build: (db: DbOrTx) => { prepare(name?: string): PreparedQuery<R> },
): (db: DbOrTx, values: V) => Promise<R> {
  let recipe: { args: PrepareArgs; joinsNotNullableMap: unknown } | null = null;
  const bySession = new WeakMap<Session, PreparedQuery<R>>();

  const first = (db: DbOrTx, session: Session): PreparedQuery<R> => {
    // The builder runs once on a view of `db` whose session records what Drizzle built.
    let args: PrepareArgs = [];
    const recorder = Object.create(session, {
      prepareQuery: { value: (...given: PrepareArgs) => ((args = given), session.prepareQuery(...given)) },
    }) as Session;
    const query = build(Object.create(db, { session: { value: recorder } }) as DbOrTx).prepare() as PreparedQuery<R> & {
      joinsNotNullableMap?: unknown;
    };
    recipe = { args, joinsNotNullableMap: query.joinsNotNullableMap };
    return query;
  };

  return (db, values) => {
    const session = sessionOf(db);
    let query = bySession.get(session);
    if (!query) {
      if (recipe) {
        const rebound = session.prepareQuery(...recipe.args);
        // Set by the select builder after `prepareQuery`: which joined tables may be null.
        if (recipe.joinsNotNullableMap !== undefined) rebound.joinsNotNullableMap = recipe.joinsNotNullableMap;
        query = rebound as PreparedQuery<R>;
      } else {
        query = first(db, session);
      }
      bySession.set(session, query);
    }
    return query.execute(values);
  };
}
