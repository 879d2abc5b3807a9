/** The same PGlite client, whose `query`, in and out of transactions, is `wrap`'s version of it. */
import type { PGlite, Transaction } from '@electric-sql/pglite';

export type Query = (...args: unknown[]) => Promise<unknown>;

/** Where a wrapped `query` runs: on the client itself, or inside one of its transactions. */
export type QueryScope = { inTransaction: false } | { inTransaction: true; transaction: Transaction };

const forward = <T extends object>(target: T, overrides: Partial<Record<keyof T, unknown>>): T =>
  new Proxy(target, {
    get(object, property) {
      if (Object.hasOwn(overrides, property)) return overrides[property as keyof T];
      const value: unknown = Reflect.get(object, property, object);
      // PGlite's methods use private fields: they run on the client itself, not on the proxy.
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(object) : value;
    },
  });

export function wrapQuery(client: PGlite, wrap: (query: Query, scope: QueryScope) => Query): PGlite {
  return forward(client, {
    query: wrap(client.query.bind(client) as Query, { inTransaction: false }),
    transaction: <T>(callback: (tx: Transaction) => Promise<T>) =>
      client.transaction((tx) =>
        callback(forward(tx, { query: wrap(tx.query.bind(tx) as Query, { inTransaction: true, transaction: tx }) })),
      ),
  });
}
