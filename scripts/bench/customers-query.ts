/**
 * The customers list's SQL alone, one query at a time, on the bench's 50,000 orders (issue 27,
 * decisions 0174 and 0214): the old join + GROUP BY, a LATERAL aggregate per customer through
 * `orders_user_idx`, and the stored totals the list reads now, on the same data. Prints the median and the fastest of 15 runs, twice.
 *
 *   npx tsx scripts/bench/customers-query.ts pglite|postgres <customers> <orders each>
 *
 * PostgreSQL: BENCH_PG_SERVER (default postgres://postgres@127.0.0.1:5432/postgres); the script
 * creates the database `bench_customers_flat` there and drops it at the end.
 */
import { bulkOrdersSql, customerOrdersSql } from './database';
import { openQueryDatabase } from './query-database';

/** The list's query as users-admin.repository.ts builds it. */
const OLD = `select u.id, u.email, (count(o.id) filter (where o.status <> 'cancelled'))::int as oc,
  coalesce(sum(o.total_cents - o.refunded_cents),0)::bigint as sc, u.created_at
  from users u left join orders o on o.user_id = u.id where u.is_staff = false group by u.id
  order by sc desc, u.created_at desc, u.id`;
/** The alternative tried and reverted (decision 0174). */
const NEW = `select u.id, u.email, t.oc, t.sc, u.created_at from users u left join lateral
  (select (count(*) filter (where o.status <> 'cancelled'))::int as oc, coalesce(sum(o.total_cents - o.refunded_cents),0)::bigint as sc
   from orders o where o.user_id = u.id) t on true where u.is_staff = false order by t.sc desc, u.created_at desc, u.id`;

/** The list's query now: the stored totals (decision 0214), one row per customer. */
const STORED = `select u.id, u.email, coalesce(t.order_count, 0) as oc, coalesce(t.spent_cents, 0) as sc, u.created_at
  from users u left join customer_totals t on t.user_id = u.id where u.is_staff = false
  order by sc desc, u.created_at desc, u.id`;

const [kind, customers, each] = [process.argv[2], Number(process.argv[3]), Number(process.argv[4])];
const { run, close } = await openQueryDatabase(kind, 'bench_customers_flat');
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
  console.log(`${kind}, ${customers} customers x ${each} orders, stored totals: ${await time(STORED)}`);
}
await close();
