/**
 * Locks that only order transactions which would otherwise run at the same time: advisory locks,
 * and a row lock taken for nothing but the wait. On PostgreSQL they are needed (the pool runs many
 * transactions at once); on PGlite every statement and transaction runs under one mutex, one after
 * another, so such a lock orders nothing and is a statement for nothing: it is left out there
 * (performance A6: the slot's, the day's and the customer's locks were three of a fulfilment's
 * twenty statements on PGlite). Locks that read a row the caller uses are not of this kind.
 */
import { entityKind, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from './client';

/** True on PGlite's one connection, whose transactions never overlap. */
export function transactionsNeverOverlap(tx: DbOrTx): boolean {
  const session = (tx as unknown as { session?: { constructor: { [entityKind]?: string } } }).session;
  return session?.constructor[entityKind] === 'PgliteSession';
}

/** `pg_advisory_xact_lock(<key>)` until the transaction ends, where transactions can overlap. */
export async function advisoryTransactionLock(tx: DbOrTx, key: SQL, mode: 'exclusive' | 'shared' = 'exclusive') {
  if (transactionsNeverOverlap(tx)) return;
  await tx.execute(
    mode === 'shared' ? sql`select pg_advisory_xact_lock_shared(${key})` : sql`select pg_advisory_xact_lock(${key})`,
  );
}

/** The usual key: `hashtext(<name>)`, names like `slot:<date>:<time>`. */
export const lockName = (name: string): SQL => sql`hashtext(${name})`;
