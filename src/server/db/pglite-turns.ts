/**
 * PGlite runs each statement synchronously on this thread, and its promises settle as microtasks,
 * so a run of statements (a checkout's fulfilment: about twenty) never lets the event loop read a
 * socket until the last one ends: a request that arrives meanwhile is not even parsed. Here every
 * statement, in and out of transactions, ends with a turn of the event loop (`setImmediate`), so
 * waiting requests are read, authenticated and queued for the database while a long piece of work
 * runs (decision 0246, performance A6). A turn costs microseconds; PostgreSQL's driver needs none,
 * its statements wait on a socket anyway.
 */
import type { PGlite } from '@electric-sql/pglite';
import { type Query, wrapQuery } from './pglite-query-wrapper';

const aTurn = <T>(value: T) => new Promise<T>((resolve) => setImmediate(resolve, value));

function takingTurns(query: Query): Query {
  return (...args) =>
    query(...args).then(aTurn, (error: unknown) => aTurn(undefined).then(() => Promise.reject(error)));
}

/** The same client, whose `query`, in and out of transactions, gives the event loop a turn after each statement. */
export const withTurns = (client: PGlite): PGlite => wrapQuery(client, takingTurns);
