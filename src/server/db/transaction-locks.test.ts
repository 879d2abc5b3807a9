import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';
import { advisoryTransactionLock, lockName, transactionsNeverOverlap } from './transaction-locks';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('locks that only order overlapping transactions (performance A6)', () => {
  it('are statements on PostgreSQL and left out on PGlite, in a transaction and outside it', async () => {
    const pglite = t.database.kind === 'pglite';
    expect(transactionsNeverOverlap(t.database.db)).toBe(pglite);
    const { statements } = await t.database.queries.during(() =>
      t.database.db.transaction(async (tx) => {
        expect(transactionsNeverOverlap(tx)).toBe(pglite);
        await advisoryTransactionLock(tx, lockName('test:exclusive'));
        await advisoryTransactionLock(tx, lockName('test:shared'), 'shared');
      }),
    );
    expect(statements.filter((q) => q.includes('pg_advisory_xact_lock'))).toHaveLength(pglite ? 0 : 2);
  });
});
