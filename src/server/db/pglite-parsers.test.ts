/**
 * Drizzle's per-statement parsers are set on the PGlite client once (pglite-parsers.ts): every
 * value comes back exactly as with Drizzle's own, in and out of transactions, without PGlite
 * copying its parsers on each statement.
 */
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { withTextParsers } from './pglite-parsers';

describe('PGlite with Drizzle text parsers', () => {
  let client: PGlite;
  const options: unknown[] = [];

  beforeAll(async () => {
    client = await PGlite.create();
    await client.exec(`
      create table t (
        id int primary key, at timestamp, atz timestamptz, day date, span interval, amount numeric,
        amounts numeric[], ats timestamp[], atzs timestamptz[], spans interval[], days date[], doc jsonb, n int8
      );
      insert into t values (1, '2026-11-28 06:00:00', '2026-11-28 06:00:00+13', '2026-11-28', '1 day 2 hours', 12.5,
        '{1.5,2}', '{"2026-01-01 00:00:00"}', '{"2026-01-01 00:00:00+13"}', '{"1 hour"}', '{2026-01-02}', '{"a":[1]}', 9007199254740993);
    `);
  });
  afterAll(() => client.close());

  const everyColumn = sql`select * from t order by id`;

  it('gives every type back as Drizzle alone does, and leaves out only its text parsers', async () => {
    const plain = drizzle({ client });
    const expected = await plain.execute(everyColumn);
    const query = vi.spyOn(client, 'query').mockImplementation(function (this: PGlite, ...args) {
      options.push(args[2]);
      return PGlite.prototype.query.apply(client, args);
    });
    const lean = drizzle({ client: withTextParsers(client) });
    const got = await lean.execute(everyColumn);
    expect(got.rows).toEqual(expected.rows);
    expect(got.rows[0]).toMatchObject({ at: '2026-11-28 06:00:00', day: '2026-11-28', span: '1 day 02:00:00' });
    expect(options.at(-1)).not.toHaveProperty('parsers');
    // Parsers other than Drizzle's text ones still reach PGlite as given.
    const custom = { parsers: { 23: (value: string) => `int:${value}` } };
    const mine = await withTextParsers(client).query<{ id: string }>('select id from t', [], custom);
    expect(mine.rows[0]!.id).toBe('int:1');
    query.mockRestore();
  });

  it('does the same inside a transaction', async () => {
    const plain = drizzle({ client });
    const lean = drizzle({ client: withTextParsers(client) });
    const expected = await plain.transaction((tx) => tx.execute(everyColumn));
    const got = await lean.transaction((tx) => tx.execute(everyColumn));
    expect(got.rows).toEqual(expected.rows);
  });

  it('leaves the rest of the client as it is (dumps, closed state)', async () => {
    const lean = withTextParsers(client);
    expect(lean.closed).toBe(false);
    expect(await lean.dumpDataDir('none')).toBeInstanceOf(Blob);
  });
});
