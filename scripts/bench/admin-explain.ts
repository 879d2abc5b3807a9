/**
 * The plans of the flat admin screens' statements on PostgreSQL at 50,000 orders and 2,000
 * customers holding them (issue 27, decisions 0223 and 0224): `EXPLAIN (ANALYZE, BUFFERS)` of the
 * dashboard's reads and of the customers screen's first page, written as the repositories build
 * them. Shows which index each uses and how many rows it reads (never every order).
 *
 *   npx tsx scripts/bench/admin-explain.ts
 *
 * BENCH_PG_SERVER (default postgres://postgres@127.0.0.1:5432/postgres); the script creates the
 * database `bench_admin_explain` there and drops it at the end.
 */
import pg from 'pg';
import { createPostgresDatabase } from '../../src/server/db/postgres-database';
import { bulkOrdersSql, customerOrdersSql } from './database';

const TODAY = new Date().toISOString().slice(0, 10);
const STATEMENTS: Record<string, string> = {
  'dashboard: all-time totals': `select coalesce(sum(order_count),0)::int, coalesce(sum(order_count) filter (where status <> 'cancelled'),0)::int,
    coalesce(sum(total_cents) filter (where status <> 'cancelled'),0)::bigint from order_day_totals`,
  'dashboard: due on one date': `select count(*)::int, (count(*) filter (where status = 'orderconfirmed'))::int
    from orders where delivery_date = '2030-01-05' and status <> 'cancelled'`,
  'dashboard: by status': `select status, sum(order_count)::int from order_day_totals group by status having sum(order_count) > 0`,
  'dashboard: 30 days': `select to_char(day,'YYYY-MM-DD'), sum(order_count)::int, coalesce(sum(total_cents) filter (where status <> 'cancelled'),0)::bigint
    from order_day_totals where day >= date '${TODAY}' - 29 group by day`,
  'dashboard: newest 5': `select id, order_number from orders order by created_at desc, order_number desc limit 5`,
  'dashboard: top customers': `select u.id, u.email, t.order_count, t.spent_cents from customer_totals t join users u on u.id = t.user_id
    where u.is_staff = false and (t.order_count > 0 or t.spent_cents <> 0)
    order by t.spent_cents desc, t.order_count desc, u.email limit 5`,
  'customers: first page': `select u.id, coalesce(t.order_count,0), coalesce(t.spent_cents,0) from users u
    left join customer_totals t on t.user_id = u.id where u.is_staff = false
    order by coalesce(t.spent_cents,0) desc, coalesce(t.spent_cents,0) desc, u.created_at desc, u.id limit 50 offset 0`,
  'customers: counts': `select (count(*) filter (where u.is_staff = false))::int, count(*)::int from users u
    left join customer_totals t on t.user_id = u.id where u.is_staff = false`,
};

const server = process.env.BENCH_PG_SERVER ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const admin = new pg.Client({ connectionString: server });
await admin.connect();
await admin.query('drop database if exists bench_admin_explain with (force)');
await admin.query('create database bench_admin_explain');
const address = new URL(server);
address.pathname = '/bench_admin_explain';
try {
  const db = createPostgresDatabase(address.toString(), 2);
  await db.migrate();
  await db.close();
  const c = new pg.Client({ connectionString: address.toString() });
  await c.connect();
  for (const s of [...bulkOrdersSql(50_000), ...customerOrdersSql(2_000, 25)]) await c.query(s);
  for (const [name, statement] of Object.entries(STATEMENTS)) {
    const plan = await c.query<{ 'QUERY PLAN': string }>(`explain (analyze, buffers, costs off) ${statement}`);
    console.log(`\n## ${name}\n${plan.rows.map((r) => r['QUERY PLAN']).join('\n')}`);
  }
  await c.end();
} finally {
  await admin.query('drop database if exists bench_admin_explain with (force)');
  await admin.end();
}
