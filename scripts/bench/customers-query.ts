/**
 * The customers list's SQL alone, one query at a time, on the bench's 50,000 orders (issue 27,
 * decision 0174): the list's join + GROUP BY against a LATERAL aggregate per customer through
 * `orders_user_idx`, on the same data. Prints the median and the fastest of 15 runs, twice.
 *
 *   npx tsx scripts/bench/customers-query.ts pglite|postgres <customers> <orders each>
 *
 * PostgreSQL: BENCH_PG_SERVER (default postgres://postgres@127.0.0.1:5432/postgres); the script
 * creates the database `bench_customers_flat` there and drops it at the end.
 */
import { PGlite } from '@electric-sql/pglite';
import v8 from 'node:v8';
import pg from 'pg';
import { createPgliteDatabase } from '../../src/server/db/pglite-database';
import { createPostgresDatabase } from '../../src/server/db/postgres-database';
import { bulkOrdersSql, customerOrdersSql } from './database';

/** The list's query as users-admin.repository.ts builds it. */
const OLD = `select u.id, u.email, (count(o.id) filter (where o.status <> 'cancelled'))::int as oc,
  coalesce(sum(o.total_cents - o.refunded_cents),0)::bigint as sc, u.created_at
  from users u left join orders o on o.user_id = u.id where u.is_staff = false group by u.id
  order by sc desc, u.created_at desc, u.id`;
/** The alternative tried and reverted (decision 0174). */
const NEW = `select u.id, u.email, t.oc, t.sc, u.created_at from users u left join lateral
  (select (count(*) filter (where o.status <> 'cancelled'))::int as oc, coalesce(sum(o.total_cents - o.refunded_cents),0)::bigint as sc
   from orders o where o.user_id = u.id) t on true where u.is_staff = false order by t.sc desc, u.created_at desc, u.id`;

const [kind, customers, each] = [process.argv[2], Number(process.argv[3]), Number(process.argv[4])];
let run: (sql: string) => Promise<unknown>;
let close: () => Promise<void>;
if (kind === 'pglite') {
  v8.setFlagsFromString('--liftoff-only');
  const client = await PGlite.create('memory://', {
    postgresqlconf: ['shared_buffers=16MB', 'work_mem=4MB', 'wal_buffers=1MB'],
  });
  const db = createPgliteDatabase(client);
  await db.migrate();
  run = (s) => client.exec(s);
  close = () => client.close();
} else {
  const server = process.env.BENCH_PG_SERVER ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const admin = new pg.Client({ connectionString: server });
  await admin.connect();
  await admin.query('drop database if exists bench_customers_flat with (force)');
  await admin.query('create database bench_customers_flat');
  const address = new URL(server);
  address.pathname = '/bench_customers_flat';
  const url = address.toString();
  const db = createPostgresDatabase(url, 2);
  await db.migrate();
  await db.close();
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  run = (s) => c.query(s);
  close = async () => {
    await c.end();
    await admin.query('drop database if exists bench_customers_flat with (force)');
    await admin.end();
  };
}
for (const s of bulkOrdersSql(50_000)) await run(s);
if (customers > 0) for (const s of customerOrdersSql(customers, each)) await run(s);
const time = async (sql: string) => {
  const ms: number[] = [];
  for (let i = 0; i < 15; i += 1) {
    const t0 = performance.now();
    await run(sql);
    ms.push(performance.now() - t0);
  }
  ms.sort((a, b) => a - b);
  return `median ${ms[7]!.toFixed(1)} ms, min ${ms[0]!.toFixed(1)} ms`;
};
for (let round = 0; round < 2; round += 1) {
  console.log(`${kind}, ${customers} customers x ${each} orders, join + GROUP BY: ${await time(OLD)}`);
  console.log(`${kind}, ${customers} customers x ${each} orders, LATERAL: ${await time(NEW)}`);
}
await close();
