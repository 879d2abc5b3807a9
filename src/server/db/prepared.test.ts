/**
 * Statements built once (prepared.ts): the text is built on first use only, and each call runs on
 * the handle it is given, the database or a transaction (seeing that transaction's own writes).
 */
import { asc, gte, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../test/test-database';
import type { DbOrTx } from './database';
import { prepared } from './prepared';
import { closures } from './schema';

describe('prepared statements', () => {
  let database: TestDatabase;
  let builds = 0;
  const endingFrom = prepared((db: DbOrTx) => {
    builds += 1;
    return db
      .select()
      .from(closures)
      .where(gte(closures.endDate, sql.placeholder('date')))
      .orderBy(asc(closures.startDate));
  });

  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.destroy());

  it('answers as the builder itself does, building the text once', async () => {
    const { db } = database;
    await db.insert(closures).values({ startDate: '2031-03-01', endDate: '2031-03-02', reason: 'Stocktake' });
    const own = await db
      .select()
      .from(closures)
      .where(gte(closures.endDate, '2031-01-01'))
      .orderBy(asc(closures.startDate));
    expect(await endingFrom(db, { date: '2031-01-01' })).toEqual(own);
    expect(await endingFrom(db, { date: '2031-03-03' })).toEqual([]);
    expect(builds).toBe(1);
  });

  it('runs in the transaction it is given, and counts as one statement there', async () => {
    const { db } = database;
    const seen = await database.queries.during(() =>
      db
        .transaction(async (tx) => {
          await tx.insert(closures).values({ startDate: '2032-05-01', endDate: '2032-05-01', reason: 'Holiday' });
          const inside = await endingFrom(tx, { date: '2032-01-01' });
          expect(inside.map((c) => c.reason)).toEqual(['Holiday']);
          throw new Error('roll back');
        })
        .catch((error: Error) => error.message),
    );
    expect(seen.value).toBe('roll back');
    expect(seen.statements.filter((s) => s.includes('"closures"') && s.startsWith('select'))).toHaveLength(1);
    // Rolled back: the database never saw it.
    expect(await endingFrom(db, { date: '2032-01-01' })).toEqual([]);
    expect(builds).toBe(1);
  });
});
