/**
 * PGlite runs each statement synchronously on this thread, and its promises settle as microtasks,
 * so a run of statements (a checkout's fulfilment: about twenty) never lets the event loop read a
 * socket until the last one ends: a request that arrives meanwhile is not even parsed. Here every
 * statement, in and out of transactions, ends with a turn of the event loop (`setImmediate`), so
 * waiting requests are read, authenticated and queued for the database while a long piece of work
 * runs (decision 0246, performance A6). A turn costs microseconds; PostgreSQL's driver needs none,
 * its statements wait on a socket anyway.
 */
import type { PGlite, Transaction } from '@electric-sql/pglite';

type Query = (...args: unknown[]) => Promise<unknown>;

const aTurn = <T>(value: T) => new Promise<T>((resolve) => setImmediate(resolve, value));

function takingTurns(query: Query): Query {
  return (...args) =>
    query(...args).then(aTurn, (error: unknown) => aTurn(undefined).then(() => Promise.reject(error)));
}

/** The same client, whose `query`, in and out of transactions, gives the event loop a turn after each statement. */
export function withTurns(client: PGlite): PGlite {
  const forward = <T extends object>(target: T, overrides: Partial<Record<keyof T, unknown>>): T =>
    new Proxy(target, {
      get(object, property) {
        if (Object.hasOwn(overrides, property)) return overrides[property as keyof T];
        const value: unknown = Reflect.get(object, property, object);
        // PGlite's methods use private fields: they run on the client itself, not on the proxy.
        return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(object) : value;
      },
    });
  return forward(client, {
    query: takingTurns(client.query.bind(client) as Query),
    transaction: <T>(callback: (tx: Transaction) => Promise<T>) =>
      client.transaction((tx) => callback(forward(tx, { query: takingTurns(tx.query.bind(tx) as Query) }))),
  });
}
