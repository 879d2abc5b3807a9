/**
 * pglite-prepared.ts runs each SQL text as a named prepared statement in one protocol call. It must
 * give back exactly what PGlite's own `query` gives (rows, types, errors, notifications), parse each
 * text once, keep at most MAX_PREPARED statements, and prepare again a statement whose table
 * changed or that was deallocated.
 */
import { PGlite } from '@electric-sql/pglite';
import { eq, sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { MAX_PREPARED, withPreparedStatements } from './pglite-prepared';

const notes = pgTable('notes', { id: integer('id').primaryKey(), body: text('body') });

let client: PGlite;
let prepared: PGlite;

beforeAll(async () => {
  client = await PGlite.create();
  await client.exec(`
    create table kinds (id int primary key, label text, payload jsonb, flag boolean, at timestamptz,
                        tags text[], amount numeric(10, 2));
    create table notes (id int primary key, body text);
    create table shapes (id int primary key, size int);
    insert into shapes values (1, 7);`);
  prepared = withPreparedStatements(client);
});
afterAll(() => client.close());

const keptStatements = async () =>
  (await client.query<{ n: number }>(`select count(*)::int as n from pg_prepared_statements`)).rows[0]!.n;

describe('PGlite statements run as prepared statements (decision 0248)', () => {
  it('writes and reads every kind of value exactly as PGlite itself does, in both row modes', async () => {
    const insert = `insert into kinds values ($1, $2, $3, $4, $5, $6, $7) returning *`;
    const at = new Date('2026-11-29T01:02:03.004Z');
    const viaPrepared = await prepared.query(insert, [
      1,
      'crème brûlée',
      { a: [1, 'x'] },
      true,
      at,
      ['a', 'b,c'],
      '12.50',
    ]);
    const viaPglite = await client.query(insert, [2, 'crème brûlée', { a: [1, 'x'] }, true, at, ['a', 'b,c'], '12.50']);
    expect({ ...viaPrepared, rows: viaPrepared.rows.map((row) => ({ ...(row as object), id: 0 })) }).toEqual({
      ...viaPglite,
      rows: viaPglite.rows.map((row) => ({ ...(row as object), id: 0 })),
    });
    const read = `select label, payload, flag, at, tags, amount from kinds where id = $1`;
    for (const rowMode of ['array', 'object'] as const) {
      expect(await prepared.query(read, [1], { rowMode })).toEqual(await client.query(read, [2], { rowMode }));
    }
    const nulls = `select $1::text as a, $2::int as b`;
    expect(await prepared.query(nulls, [null, undefined])).toEqual(await client.query(nulls, [null, undefined]));
    expect((await prepared.query(`update kinds set flag = false where id > $1`, [0])).affectedRows).toBe(2);
  });

  it('parses a text once: later runs are one protocol call and reuse the one statement', async () => {
    const before = await keptStatements();
    const calls = vi.spyOn(client, 'execProtocolRawSync');
    const read = `select size from shapes where id = $1`;
    await prepared.query(read, [1]);
    const first = calls.mock.calls.length;
    for (let i = 0; i < 4; i += 1) await prepared.query(read, [1]);
    const later = calls.mock.calls.length - first;
    calls.mockRestore();
    expect(first).toBe(2);
    expect(later).toBe(4);
    expect(await keptStatements()).toBe(before + 1);
  });

  it('keeps at most MAX_PREPARED statements, closing the least recently used', async () => {
    for (let i = 0; i < MAX_PREPARED + 40; i += 1) {
      await prepared.query(`select $1::int + ${i} as n`, [1]);
    }
    // Closes ride on the next call: one may still be pending.
    expect(await keptStatements()).toBeLessThanOrEqual(MAX_PREPARED + 1);
    expect((await prepared.query<{ n: number }>(`select $1::int + 3 as n`, [1])).rows).toEqual([{ n: 4 }]);
  });

  it('rejects with PostgreSQL’s error and the statement, and the client goes on working, in and out of a transaction', async () => {
    await prepared.query(`insert into notes values ($1, $2)`, [1, 'first']);
    const error = await prepared.query(`insert into notes values ($1, $2)`, [1, 'again']).catch((e: unknown) => e);
    expect(error).toMatchObject({ code: '23505', query: `insert into notes values ($1, $2)` });
    await expect(prepared.query(`select * from no_such_table where id = $1`, [1])).rejects.toMatchObject({
      code: '42P01',
    });
    expect((await prepared.query(`select body from notes where id = $1`, [1])).rows).toEqual([{ body: 'first' }]);

    await expect(
      prepared.transaction(async (tx) => {
        await tx.query(`insert into notes values ($1, $2)`, [2, 'rolled back']);
        await tx.query(`insert into notes values ($1, $2)`, [1, 'clash']);
      }),
    ).rejects.toMatchObject({ code: '23505' });
    expect((await prepared.query(`select count(*)::int as n from notes`, [])).rows).toEqual([{ n: 1 }]);
    expect(client.isInTransaction()).toBe(false);
  });

  it('serves Drizzle in and out of transactions', async () => {
    const db = drizzle({ client: prepared });
    await db.transaction(async (tx) => {
      await tx.insert(notes).values({ id: 10, body: 'in a transaction' });
      await tx.update(notes).set({ body: 'changed' }).where(eq(notes.id, 10));
    });
    expect(await db.select().from(notes).where(eq(notes.id, 10))).toEqual([{ id: 10, body: 'changed' }]);
    expect((await db.execute(sql`select ${'x'}::text as v`)).rows).toEqual([{ v: 'x' }]);
  });

  it('prepares again a statement whose table changed its result type, or that was deallocated behind its back', async () => {
    const read = `select size from shapes where id = $1 and size is not null`;
    expect((await prepared.query(read, [1])).rows).toEqual([{ size: 7 }]);
    await client.exec(`alter table shapes alter column size type text`);
    expect((await prepared.query(read, [1])).rows).toEqual([{ size: '7' }]);
    await client.exec(`deallocate all`);
    expect((await prepared.query(read, [1])).rows).toEqual([{ size: '7' }]);
  });

  it('delivers a notification sent by a prepared statement to the listener', async () => {
    const heard = new Promise<string>((resolve) => void client.listen('prepared_test', resolve));
    await new Promise((resolve) => setTimeout(resolve, 10));
    await prepared.query(`select pg_notify($1, $2)`, ['prepared_test', 'hello']);
    expect(await heard).toBe('hello');
  });
});
