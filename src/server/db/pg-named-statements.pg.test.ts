/**
 * pg-named-statements.ts (decision 0250): each pooled connection parses a text with parameters
 * once, keeps no more than MAX_NAMED_TEXTS of them, gets past a statement gone stale, and can be
 * turned off for a transaction-mode pooler. One connection per pool here, so the session's own
 * `pg_prepared_statements` shows what it keeps.
 */
// PostgreSQL only (*.pg.test.ts): PGlite has its own layer (pglite-prepared.ts).
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminUrl } from '../test/global-setup';
import { createTestDatabase, type TestDatabase } from '../test/test-database';
import { MAX_NAMED_TEXTS } from './pg-named-statements';
import { createPostgresDatabase, type PostgresDatabase } from './postgres-database';

let copy: TestDatabase;
let url: string;
const opened: PostgresDatabase[] = [];

beforeAll(async () => {
  copy = await createTestDatabase();
  const rows = (await copy.db.execute(sql`select current_database() as name`)) as unknown as {
    rows: Array<{ name: string }>;
  };
  url = adminUrl(process.env.DATABASE_URL!, rows.rows[0]!.name);
  await copy.db.execute(sql`create table shapes (id int primary key, size int)`);
  await copy.db.execute(sql`insert into shapes values (1, 7)`);
});
afterAll(async () => {
  for (const database of opened) await database.close();
  await copy.destroy();
});

/** A pool of one connection, so every statement runs in the session the checks read. */
function onePool(named = true): PostgresDatabase {
  const database = createPostgresDatabase(url, 1, undefined, named);
  opened.push(database);
  return database;
}

const kept = async (database: PostgresDatabase) =>
  (
    (await database.db.execute(
      sql`select count(*)::int as n from pg_prepared_statements where ${true}`,
    )) as unknown as {
      rows: Array<{ n: number }>;
    }
  ).rows[0]!.n;

const sizeOf = async (database: PostgresDatabase) =>
  (
    (await database.db.execute(sql`select size from shapes where id = ${1}`)) as unknown as {
      rows: Array<{ size: unknown }>;
    }
  ).rows[0]!.size;

describe('PostgreSQL statements named per connection (decision 0250)', () => {
  it('parses a text with parameters once per connection, and leaves texts without any unnamed', async () => {
    const database = onePool();
    const before = await kept(database);
    for (let i = 0; i < 5; i += 1) expect(await sizeOf(database)).toBe(7);
    await database.db.execute(sql`select 1`);
    // One more statement kept: the read's, however many times it ran; none for `select 1`.
    expect(await kept(database)).toBe(before + 1);
  });

  it('keeps at most MAX_NAMED_TEXTS statements on a connection', async () => {
    const database = onePool();
    for (let i = 0; i < MAX_NAMED_TEXTS + 30; i += 1) {
      await database.db.execute(sql`select ${i}::int + ${sql.raw(String(i))} as n`);
    }
    expect(await kept(database)).toBeLessThanOrEqual(MAX_NAMED_TEXTS);
  });

  it('gets past a statement gone stale under it: at most one query fails, then the text runs again', async () => {
    const database = onePool();
    expect(await sizeOf(database)).toBe(7);
    await copy.db.execute(sql`alter table shapes alter column size type text`);
    const outcomes: unknown[] = [];
    for (let i = 0; i < 3; i += 1) outcomes.push(await sizeOf(database).catch((error: unknown) => error));
    expect(outcomes.filter((outcome) => outcome instanceof Error).length).toBeLessThanOrEqual(1);
    expect(outcomes.at(-1)).toBe('7');
    await copy.db.execute(sql`alter table shapes alter column size type int using size::int`);
  });

  it('names nothing when turned off (DATABASE_PREPARED_STATEMENTS=false)', async () => {
    const database = onePool(false);
    for (let i = 0; i < 3; i += 1) expect(await sizeOf(database)).toBe(7);
    expect(await kept(database)).toBe(0);
  });
});
