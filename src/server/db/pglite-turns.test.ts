/**
 * PGlite's statements settle as microtasks, so without pglite-turns.ts a run of them never lets the
 * event loop run a callback (or read a socket) until the last one ends. With it, work that became
 * ready meanwhile runs between statements, in and out of transactions, and values and errors come
 * back as before.
 */
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withTurns } from './pglite-turns';

/** Runs `statements` one after another while an immediate callback waits: how many ran before it did. */
async function statementsBeforeTheCallback(run: (step: () => void) => Promise<void>): Promise<number> {
  let done = 0;
  let seenAt: number | null = null;
  setImmediate(() => (seenAt = done));
  await run(() => (done += 1));
  return seenAt ?? done;
}

describe('PGlite taking turns with the event loop (decision 0246)', () => {
  let client: PGlite;

  beforeAll(async () => {
    client = await PGlite.create();
    await client.exec('create table t (id int primary key, note text)');
  });
  afterAll(() => client.close());

  const five = async (db: { execute: (q: ReturnType<typeof sql>) => Promise<unknown> }, step: () => void) => {
    for (let i = 0; i < 5; i += 1) {
      await db.execute(sql`select ${i}::int as n`);
      step();
    }
  };

  it('without turns, five statements end before a waiting callback runs', async () => {
    const plain = drizzle({ client });
    expect(await statementsBeforeTheCallback((step) => five(plain, step))).toBe(5);
  });

  it('with turns, the waiting callback runs once the first statement has ended, out of a transaction and in one', async () => {
    const db = drizzle({ client: withTurns(client) });
    expect(await statementsBeforeTheCallback((step) => five(db, step))).toBeLessThanOrEqual(1);
    expect(
      await statementsBeforeTheCallback((step) => db.transaction(async (tx) => five(tx as never, step))),
    ).toBeLessThanOrEqual(1);
  });

  it('gives back the same rows and the same errors, and a failed transaction still rolls back', async () => {
    const db = drizzle({ client: withTurns(client) });
    await db.execute(sql`insert into t values (1, 'kept')`);
    expect((await db.execute(sql`select note from t where id = 1`)).rows).toEqual([{ note: 'kept' }]);
    await expect(db.execute(sql`insert into t values (1, 'again')`)).rejects.toThrow();
    await expect(
      db.transaction(async (tx) => {
        await tx.execute(sql`insert into t values (2, 'rolled back')`);
        await tx.execute(sql`select 1 / 0`);
      }),
    ).rejects.toThrow();
    expect((await db.execute(sql`select count(*)::int as n from t`)).rows).toEqual([{ n: 1 }]);
  });
});
