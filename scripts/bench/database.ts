/**
 * The bench's own databases: SQL run into a stopped shop's PGlite folder, or into a PostgreSQL
 * database the bench creates for itself and drops at the end (never the shared ones' data).
 */
import { PGlite } from '@electric-sql/pglite';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import pg from 'pg';

export type Target = { kind: 'pglite'; dataDir: string } | { kind: 'postgres'; url: string };

/** Runs statements in order; for PGlite the shop using that folder must be stopped first. */
export async function runSql(target: Target, statements: string[]): Promise<void> {
  if (target.kind === 'pglite') {
    const db = await PGlite.create(path.join(target.dataDir, 'db'));
    try {
      for (const statement of statements) await db.exec(statement);
    } finally {
      await db.close();
    }
    return;
  }
  const client = new pg.Client({ connectionString: target.url });
  await client.connect();
  try {
    for (const statement of statements) await client.query(statement);
  } finally {
    await client.end();
  }
}

/** A fresh, empty database on the server of `serverUrl`; drop() removes it with everything in it. */
export async function freshPostgresDatabase(serverUrl: string): Promise<{ url: string; drop(): Promise<void> }> {
  // BENCH_PG_DATABASE names it when several people share the server (each knows their own to drop).
  const name = process.env.BENCH_PG_DATABASE ?? `shop_bench_${randomBytes(4).toString('hex')}`;
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`BENCH_PG_DATABASE: not a plain database name: ${name}`);
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => admin(`drop database if exists ${name} with (force)`) };
}

/** Checkouts in a tight loop: no minimum order and room in every delivery slot. */
export const RELAX_SHOP_RULES = 'update business_settings set slot_capacity = 1000000, minimum_order_cents = 0';

/**
 * Copies of the live products, spread over the categories as the originals are, until the shop
 * has `total` live products.
 */
export function extraProductsSql(total: number): string {
  return `
    insert into products (slug, name, description, full_description, price_cents, original_price_cents,
                          category, image, images, bestseller, seasonal, in_stock,
                          featured, sort_order, allergens, dietary, notice_hours)
    select p.slug || '-b' || g.i, p.name || ' ' || g.i, p.description, p.full_description, p.price_cents,
           p.original_price_cents, p.category, p.image, p.images, false, p.seasonal,
           p.in_stock, false, p.sort_order + g.i, p.allergens, p.dietary, p.notice_hours
    from (select *, row_number() over (order by slug) as n from products where archived_at is null) p
    cross join generate_series(1, 100) as g(i)
    order by g.i, p.n
    limit greatest(0, ${total} - (select count(*) from products where archived_at is null))`;
}

/** `count` orders of two lines each, placed over the last weeks (as the A8 API test seeds them). */
export function bulkOrdersSql(count: number): string[] {
  return [
    `insert into orders (customer_name, customer_email, subtotal_cents, gst_cents, total_cents,
                         stripe_payment_intent_id, delivery_date, delivery_time, created_at)
     select 'Bulk Customer ' || i, 'bulk' || i || '@example.co.nz', 1000 + i, 150, 1150 + i,
            'pi_bulk_' || i, date '2030-01-01' + (i % 30), '11:00-13:00', now() - (i / 3) * interval '1 minute'
     from generate_series(1, ${count}) as i`,
    `insert into order_items (order_id, product_name, size, quantity, unit_price_cents, line_total_cents)
     select o.id, p.name, 'Standard', 1, 500, 500
     from orders o cross join (values ('Bulk Bun'), ('Bulk Loaf')) as p(name)
     where o.stripe_payment_intent_id like 'pi_bulk_%'`,
    ...SHOP_TOTALS_SQL,
    'analyze',
  ];
}

/**
 * The dashboard's stored day totals (decision 0224) set afresh from the orders, as the migration's
 * backfill does: the bulk statements here are not the shop's own writes, which keep them.
 */
const SHOP_TOTALS_SQL = [
  'delete from order_day_totals',
  `insert into order_day_totals (day, status, order_count, total_cents)
   select (created_at at time zone 'Pacific/Auckland')::date, status, count(*)::int, coalesce(sum(total_cents), 0)::bigint
   from orders group by 1, 2`,
];

/**
 * Customers for the customer list (issue 27): `customers` sign-ups, each given `perCustomer` of the
 * bulk orders (the rest stay guests'), one of each ten cancelled with its payment refunded and one
 * partly refunded, so the totals are paid minus refunded as the shop keeps them (decision 0120).
 */
export function customerOrdersSql(customers: number, perCustomer: number): string[] {
  return [
    `insert into users (issuer, subject, email, first_name, last_name, created_at)
     select 'bench', 'bench-customer-' || i, 'bench.customer' || i || '@example.co.nz', 'Bench', 'Customer ' || i,
            now() - i * interval '1 hour'
     from generate_series(1, ${customers}) as i`,
    `with numbered as (select id, row_number() over (order by id) as n from users where issuer = 'bench'),
          picked as (select id, row_number() over (order by created_at, id) as n from orders
                     where stripe_payment_intent_id like 'pi_bulk_%' limit ${customers * perCustomer})
     update orders o set user_id = u.id,
            status = case when p.n % 10 = 0 then 'cancelled' else o.status end,
            refunded_cents = case when p.n % 10 = 0 then o.total_cents when p.n % 10 = 5 then 100 else 0 end
     from picked p join numbered u on u.n = (p.n - 1) % ${customers} + 1
     where o.id = p.id`,
    // The shop keeps each customer's totals as its own writes change orders (decision 0214); this
    // bulk update is not one of them, so it sets the totals the migration's backfill would.
    `insert into customer_totals (user_id, order_count, spent_cents)
     select user_id, (count(*) filter (where status <> 'cancelled'))::int, coalesce(sum(total_cents - refunded_cents), 0)::bigint
     from orders where user_id is not null group by user_id
     on conflict (user_id) do update set order_count = excluded.order_count, spent_cents = excluded.spent_cents`,
    // Some of the orders became cancelled: the day totals by status move with them.
    ...SHOP_TOTALS_SQL,
    'analyze',
  ];
}
