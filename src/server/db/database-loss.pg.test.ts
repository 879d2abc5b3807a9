/**
 * The process survives PostgreSQL dropping its connections mid-request and mid-transaction
 * (security R9, R16): requests answer 503 JSON while it happens and the shop recovers by itself.
 */
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminUrl } from '../test/global-setup';
import { createTestApp, type TestApp } from '../test/test-app';

// PostgreSQL only (*.pg.test.ts): PGlite runs in-process and cannot become unreachable.

describe('losing the database connection', () => {
  let t: TestApp;
  let admin: pg.Client;
  let locker: pg.Client;
  let ownPids: number[];
  let name: string;

  beforeAll(async () => {
    t = await createTestApp({ CATALOG_CACHE_SECONDS: '0', LOG_LEVEL: 'warn' }, { captureLogs: true });
    const result = (await t.database.db.execute(sql`select current_database() as name`)) as unknown as {
      rows: Array<{ name: string }>;
    };
    name = result.rows[0]!.name;
    admin = new pg.Client({ connectionString: adminUrl(process.env.DATABASE_URL!, name) });
    await admin.connect();
    // A second connection takes the lock (pg_stat_activity inside a transaction is a frozen snapshot).
    locker = new pg.Client({ connectionString: adminUrl(process.env.DATABASE_URL!, name) });
    await locker.connect();
    const pid = async (client: pg.Client) =>
      (await client.query<{ pid: number }>('select pg_backend_pid() as pid')).rows[0]!.pid;
    ownPids = [await pid(admin), await pid(locker)];
  });
  afterAll(async () => {
    await admin?.end();
    await locker?.end();
    await t?.close();
  });

  /** Ends every connection the app holds to its database (not the test's own). */
  const terminateAppConnections = () =>
    admin.query(`select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid not in ($2, $3)`, [
      name,
      ...ownPids,
    ]);

  const waitFor = async (condition: () => Promise<boolean>) => {
    for (let i = 0; i < 100; i += 1) {
      if (await condition()) return;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    throw new Error('condition never held');
  };

  it('answers 503 JSON while connections are cut, never exits, and recovers (5 times)', async () => {
    for (let round = 0; round < 5; round += 1) {
      // A transaction that holds its client between statements (idle in transaction)...
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      const transaction = t.database.db
        .transaction(async (tx) => {
          await tx.execute(sql`select 1`);
          await held;
          await tx.execute(sql`select 1`);
        })
        .then(
          () => 'committed',
          () => 'failed',
        );
      // ...a statement in flight on another client...
      const sleeping = t.database.db.execute(sql`select pg_sleep(5)`).then(
        () => 'finished',
        () => 'failed',
      );
      // ...and catalogue requests queued behind a lock, each holding a client of the pool.
      await locker.query('begin');
      await locker.query('lock table products in access exclusive mode');
      const requests = Array.from({ length: 3 }, () => t.app.inject({ url: '/api/products' }));
      await waitFor(async () => {
        const { rows } = await admin.query<{ n: number }>(
          `select count(*)::int as n from pg_stat_activity
            where datname = $1 and pid <> pg_backend_pid() and (wait_event_type = 'Lock' or query like '%pg_sleep%')`,
          [name],
        );
        return rows[0]!.n >= 4;
      });

      await terminateAppConnections();
      await locker.query('rollback');
      release();

      expect(await sleeping).toBe('failed');
      expect(await transaction).toBe('failed');
      for (const res of await Promise.all(requests)) {
        expect(res.statusCode).toBe(503);
        expect(res.json()).toEqual({
          message: expect.any(String),
          code: 'UNAVAILABLE',
          requestId: expect.any(String),
        });
      }

      // Recovery needs nobody: within moments the pool has dropped the dead clients and
      // answers from fresh connections; until then every answer is a 503 JSON error.
      await waitFor(async () => {
        const res = await t.app.inject({ url: '/api/products' });
        if (res.statusCode !== 200) expect(res.json()).toMatchObject({ code: 'UNAVAILABLE' });
        return res.statusCode === 200;
      });
      await new Promise((resolve) => setTimeout(resolve, 1100)); // past the readiness check's reuse window
      expect((await t.app.inject({ url: '/api/ready' })).json()).toMatchObject({ database: 'up' });
    }
    const lost = t.logs.filter((line) => line.msg === 'database connection lost');
    expect(lost.length).toBeGreaterThan(0);
    expect(lost[0]).toMatchObject({ level: 40, db: { code: '57P01' } });
    // Each 503 is one short warn line: the driver's code and reason, no statement, no stack.
    const unavailable = t.logs.filter((line) => line.msg === 'database unavailable');
    expect(unavailable.length).toBeGreaterThan(0);
    for (const line of unavailable) {
      expect(line.level).toBe(40);
      expect(line).not.toHaveProperty('err');
      expect(JSON.stringify(line)).not.toMatch(/select |\n {4}at /);
      expect((line.db as { reason: string }).reason.length).toBeGreaterThan(0);
    }
  });
});
