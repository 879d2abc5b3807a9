/**
 * The dashboard's SQL alone at 50,000 orders held by 2,000 customers (issue 27, decision 0224):
 * its statements before (every order read: totals, statuses, the 30-day chart, top customers) and
 * now (stored day totals, customer totals, the customers screen's first page), one at a time on
 * the same data. Prints the median and the fastest of 15 runs of each set, twice.
 *
 *   npx tsx scripts/bench/dashboard-query.ts pglite|postgres
 *
 * PostgreSQL: BENCH_PG_SERVER (default postgres://postgres@127.0.0.1:5432/postgres); the script
 * creates the database `bench_dashboard_flat` there and drops it at the end.
 */
import { bulkOrdersSql, customerOrdersSql } from './database';
import { openQueryDatabase } from './query-database';

const TZ = `'Pacific/Auckland'`;
const SINCE = `now() - interval '30 days'`;
/** The dashboard's statements before decision 0224 (analytics.repository.ts at 5bc1f2d). */
const BEFORE = [
  `select count(*)::int, (count(*) filter (where status <> 'cancelled'))::int,
     coalesce(sum(total_cents) filter (where status <> 'cancelled'), 0)::bigint,
     (count(*) filter (where status <> 'cancelled' and delivery_date = current_date))::int
   from orders`,
  `select status, count(*)::int from orders group by status`,
  `select to_char(created_at at time zone ${TZ}, 'YYYY-MM-DD') as d, count(*)::int,
     coalesce(sum(total_cents) filter (where status <> 'cancelled'), 0)::bigint
   from orders where created_at >= ${SINCE} group by d`,
  `select u.id, count(*)::int as n, coalesce(sum(o.total_cents) filter (where o.status <> 'cancelled'), 0)::bigint as s
   from orders o join users u on u.id = o.user_id group by u.id order by s desc, n desc, u.email limit 5`,
];
/** The same figures now. */
const NOW = [
  `select coalesce(sum(order_count), 0)::int, coalesce(sum(order_count) filter (where status <> 'cancelled'), 0)::int,
     coalesce(sum(total_cents) filter (where status <> 'cancelled'), 0)::bigint from order_day_totals`,
  `select count(*)::int from orders where delivery_date = current_date and status <> 'cancelled'`,
  `select status, sum(order_count)::int from order_day_totals group by status having sum(order_count) > 0`,
  `select to_char(day, 'YYYY-MM-DD'), sum(order_count)::int,
     coalesce(sum(total_cents) filter (where status <> 'cancelled'), 0)::bigint
   from order_day_totals where day >= current_date - 29 group by day`,
  `select u.id, t.order_count, t.spent_cents from customer_totals t join users u on u.id = t.user_id
   where not u.is_staff and (t.order_count > 0 or t.spent_cents <> 0)
   order by t.spent_cents desc, t.order_count desc, u.email limit 5`,
];
/** The customers screen's first page and counts (decision 0223). */
const CUSTOMERS_PAGE = [
  `select u.id, coalesce(t.order_count, 0), coalesce(t.spent_cents, 0) as s from users u
   left join customer_totals t on t.user_id = u.id where not u.is_staff
   order by s desc, u.created_at desc, u.id limit 50`,
  `select count(*)::int from users u left join customer_totals t on t.user_id = u.id where not u.is_staff`,
];

const kind = process.argv[2];
const { run, close } = await openQueryDatabase(kind, 'bench_dashboard_flat');
for (const s of [...bulkOrdersSql(50_000), ...customerOrdersSql(2_000, 25)]) await run(s);
const time = async (statements: string[]) => {
  const ms: number[] = [];
  for (let i = 0; i < 15; i += 1) {
    const t0 = performance.now();
    for (const s of statements) await run(s);
    ms.push(performance.now() - t0);
  }
  ms.sort((a, b) => a - b);
  return `median ${ms[7]!.toFixed(1)} ms, min ${ms[0]!.toFixed(1)} ms`;
};
for (let round = 0; round < 2; round += 1) {
  console.log(`${kind}, dashboard statements before 0224: ${await time(BEFORE)}`);
  console.log(`${kind}, dashboard statements now: ${await time(NOW)}`);
  console.log(`${kind}, customers screen's first page and count: ${await time(CUSTOMERS_PAGE)}`);
}
await close();
