/**
 * Daily batches and pre-order windows in the database (issue 23, decision 0179). A day's units are
 * never stored: they are counted from the orders and the live holds for that product and day, so
 * a new day starts full with no restock job, and a cancelled or refunded order (or a lapsed hold)
 * gives its units back exactly once by no longer being counted.
 */
import { and, inArray, isNull, isNotNull, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { products } from '../../db/schema';
import { advisoryTransactionLock, lockName } from '../../db/transaction-locks';

/** A product with a daily batch or a pre-order window (all others have no limits of this kind). */
export interface LimitedProduct {
  id: string;
  name: string;
  noticeHours: number;
  dailyBatch: number | null;
  preorderOpensAt: Date | null;
  preorderClosesAt: Date | null;
  preorderDates: string[] | null;
}

const limitedColumns = {
  id: products.id,
  name: products.name,
  noticeHours: products.noticeHours,
  dailyBatch: products.dailyBatch,
  preorderOpensAt: products.preorderOpensAt,
  preorderClosesAt: products.preorderClosesAt,
  preorderDates: products.preorderDates,
};

const isLimited = or(isNotNull(products.dailyBatch), isNotNull(products.preorderDates));

/** Which of these products have a batch or a window: one query, whatever the number of lines. */
export async function limitedProductsAmong(db: DbOrTx, productIds: readonly string[]): Promise<LimitedProduct[]> {
  if (productIds.length === 0) return [];
  return db
    .select(limitedColumns)
    .from(products)
    .where(and(inArray(products.id, [...productIds]), isLimited));
}

/** Every product on sale with a batch or a window, for the storefront's availability. */
export async function limitedProductsOnSale(db: DbOrTx): Promise<LimitedProduct[]> {
  return db
    .select(limitedColumns)
    .from(products)
    .where(and(isNull(products.archivedAt), isLimited));
}

/**
 * Serialises everything that takes units of one product's batch for one day, until the
 * transaction ends. Taken after the slot's lock, for the products in id order, always the same
 * way, so two checkouts never wait for each other in a circle.
 */
export async function lockBatchDay(tx: DbOrTx, productId: string, date: string): Promise<void> {
  await advisoryTransactionLock(tx, lockName(`batch:${productId}:${date}`));
}

/** A checkout whose own hold is not counted against it (and its account's, which binding replaces). */
export interface BatchHolder {
  id: string;
  userId: string | null;
  /** An order being moved (issue 24): its own units are not counted against its new day. */
  orderId?: string | null;
}

export const unitsKey = (productId: string, date: string) => `${productId}|${date}`;

/**
 * Units taken of these products per day from `from` to `to` (inclusive): lines of orders that are
 * not cancelled nor fully refunded, plus lines of open checkouts whose slot hold has not lapsed
 * (other than `holder`'s). Keyed by `unitsKey`.
 */
export async function unitsTaken(
  db: DbOrTx,
  productIds: readonly string[],
  from: string,
  to: string,
  holder: BatchHolder | null = null,
): Promise<Map<string, number>> {
  if (productIds.length === 0) return new Map();
  const ids = sql`array[${sql.join(
    productIds.map((id) => sql`${id}`),
    sql`, `,
  )}]::uuid[]`;
  const holderId = holder?.id ?? null;
  const holderUser = holder?.userId ?? null;
  const result = await db.execute(sql`
    select product_id::text as "productId", day::text as "day", sum(units)::int as "units" from (
      select oi.product_id, o.delivery_date as day, oi.quantity as units
        from order_items oi join orders o on o.id = oi.order_id
       where oi.product_id = any(${ids})
         and o.delivery_date between ${from} and ${to}
         and o.status <> 'cancelled' and o.refunded_cents < o.total_cents
         and o.id is distinct from ${holder?.orderId ?? null}::uuid
      union all
      select (l->>'productId')::uuid, h.delivery_date, (l->>'quantity')::int
        from slot_holds h
        join checkouts c on c.id = h.checkout_id
        cross join lateral jsonb_array_elements(c.lines) l
       where h.delivery_date between ${from} and ${to}
         and h.expires_at > now() and c.status = 'open'
         and h.checkout_id is distinct from ${holderId}::uuid
         and (${holderUser}::uuid is null or c.user_id is distinct from ${holderUser}::uuid)
         and (l->>'productId')::uuid = any(${ids})
    ) taken group by product_id, day`);
  const rows = (result as unknown as { rows: { productId: string; day: string; units: number }[] }).rows;
  return new Map(rows.map((r) => [unitsKey(r.productId, r.day), r.units]));
}
