/**
 * The admin's reads and writes of orders. Lists load orders in one query and their items in a
 * second, whatever the number of orders; nothing here runs one query per order.
 */
import { and, asc, desc, eq, gte, ne, or, type SQL, sql } from 'drizzle-orm';
import { ORDER_SEARCH_FIELDS, type OrderSearchField, orderSearchNeedle } from '../../../domain/order-search';
import { phoneNeedle } from '../../../domain/order-list';
import type { DbOrTx } from '../../db/client';
import { orderItems, orders, orderStatusHistory } from '../../db/schema';
import type { OrderItemRow, OrderRow } from './orders.mapper';

export type StatusHistoryRow = typeof orderStatusHistory.$inferSelect;
export interface OrderWithItems {
  order: OrderRow;
  items: OrderItemRow[];
}

/** The items of these orders (one query), attached to each order in the given order. */
export async function withItems(db: DbOrTx, rows: OrderRow[]): Promise<OrderWithItems[]> {
  if (!rows.length) return [];
  // One array parameter, not one parameter per order: 2,000 ids plan and bind quickly.
  const ids = `{${rows.map((o) => o.id).join(',')}}`;
  const items = await db
    .select()
    .from(orderItems)
    .where(sql`${orderItems.orderId} = any(${ids}::uuid[])`)
    // Items have no position of their own: by name and size, the same on every screen and in the CSV.
    .orderBy(asc(orderItems.orderId), asc(orderItems.productName), asc(orderItems.size), asc(orderItems.id));
  const byOrder = new Map<string, OrderItemRow[]>();
  for (const item of items) {
    const list = byOrder.get(item.orderId);
    if (list) list.push(item);
    else byOrder.set(item.orderId, [item]);
  }
  return rows.map((order) => ({ order, items: byOrder.get(order.id) ?? [] }));
}

/** From this offset on, a page is found through the index of creation times first. */
const DEEP_PAGE_OFFSET = 1000;

/**
 * One page of orders, newest first (order number breaks ties: it grows with time).
 *
 * A deep page would otherwise read every order before it from the table. Instead, the creation
 * time of its first order is found by an index-only walk of `orders_created_idx`, with how many
 * orders are strictly newer (a tie at that instant is skipped over exactly), and the page is read
 * from there: a few milliseconds at offset 25,000 of 50,000 instead of tens (budget A8).
 */
export async function findOrderPage(db: DbOrTx, page: { limit: number; offset: number }): Promise<OrderRow[]> {
  const newestFirst = [desc(orders.createdAt), desc(orders.orderNumber)];
  if (page.offset < DEEP_PAGE_OFFSET) {
    return db
      .select()
      .from(orders)
      .orderBy(...newestFirst)
      .limit(page.limit)
      .offset(page.offset);
  }
  const first = sql`(select b.created_at from orders b order by b.created_at desc offset ${page.offset} limit 1)`;
  const [row] = await db
    .select({ newer: sql<number>`count(*)::int` })
    .from(orders)
    .where(sql`${orders.createdAt} > ${first}`);
  const newer = row?.newer ?? 0;
  return db
    .select()
    .from(orders)
    .where(sql`${orders.createdAt} <= ${first}`)
    .orderBy(...newestFirst)
    .limit(page.limit)
    .offset(page.offset - newer);
}

export async function countOrders(db: DbOrTx, where?: SQL): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(orders)
    .where(where);
  return row?.n ?? 0;
}

export async function findOrder(db: DbOrTx, id: string): Promise<OrderRow | undefined> {
  const [row] = await db.select().from(orders).where(eq(orders.id, id));
  return row;
}

/** The order, locked until the transaction ends: two status changes of one order queue up. */
export async function lockOrder(tx: DbOrTx, id: string): Promise<OrderRow | undefined> {
  const [row] = await tx.select().from(orders).where(eq(orders.id, id)).for('update');
  return row;
}

export async function setOrderStatus(tx: DbOrTx, id: string, status: string): Promise<OrderRow> {
  const [row] = await tx
    .update(orders)
    .set({ status, updatedAt: sql`now()` })
    .where(eq(orders.id, id))
    .returning();
  return row!;
}

export async function insertStatusChange(
  tx: DbOrTx,
  values: typeof orderStatusHistory.$inferInsert,
): Promise<StatusHistoryRow> {
  const [row] = await tx.insert(orderStatusHistory).values(values).returning();
  return row!;
}

/** Oldest first: the order's story as it happened. */
export async function findStatusHistory(db: DbOrTx, orderId: string): Promise<StatusHistoryRow[]> {
  return db
    .select()
    .from(orderStatusHistory)
    .where(eq(orderStatusHistory.orderId, orderId))
    .orderBy(asc(orderStatusHistory.createdAt), asc(orderStatusHistory.id));
}

/**
 * Deletes every order. Their items and status history go with them (ON DELETE CASCADE); loyalty
 * redemptions and ledger entries stay, unlinked (ON DELETE SET NULL), so balances do not move.
 * New orders wait for the lock, so the counts are exactly what was deleted.
 */
export async function deleteAllOrders(tx: DbOrTx): Promise<{ orders: number; items: number }> {
  await tx.execute(sql`lock table ${orders} in exclusive mode`);
  const items = await tx.delete(orderItems).returning({ id: orderItems.id });
  const deleted = await tx.delete(orders).returning({ id: orders.id });
  return { orders: deleted.length, items: items.length };
}

/** The day's orders that the kitchen makes: delivery or pickup on `date`, not cancelled. */
export async function findOrdersForDay(db: DbOrTx, date: string): Promise<OrderRow[]> {
  return db
    .select()
    .from(orders)
    .where(and(eq(orders.deliveryDate, date), ne(orders.status, 'cancelled')))
    .orderBy(asc(orders.orderNumber));
}

export type ExportSort = 'createdAt' | 'totalAmount' | 'customerName' | 'status' | 'deliveryDate';

export interface OrderFilters {
  status?: string;
  /** Created since this instant (the week and month windows). */
  createdSince?: Date;
  /** Created on this Auckland calendar day (the today window). */
  createdOnAucklandDay?: string;
  fulfilment?: 'delivery' | 'pickup';
  /** Due (delivery or pickup) on this calendar date. */
  dueOn?: string;
  search?: string;
  sort: ExportSort;
  order: 'asc' | 'desc';
}

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The screen's search fields in SQL (a Record, so a field added to the screen's list must be added here). */
const SEARCH_COLUMNS: Record<OrderSearchField, (pattern: string) => SQL> = {
  orderNumber: (pattern) => sql`${orders.orderNumber}::text like ${pattern}`,
  id: (pattern) => sql`${orders.id}::text ilike ${pattern}`,
  customerName: (pattern) => sql`${orders.customerName} ilike ${pattern}`,
  customerEmail: (pattern) => sql`${orders.customerEmail} ilike ${pattern}`,
};

/**
 * The phone number matched by its digits, as `phoneMatches` in src/domain/order-list.ts does:
 * the stored digits, or the same with a leading country code 64 written as 0 (decision 0167).
 */
function phoneCondition(needle: string): SQL {
  const digits = sql`regexp_replace(coalesce(${orders.deliveryPhone}, ''), '[^0-9]', '', 'g')`;
  const pattern = `%${needle}%`;
  return sql`(regexp_replace(${digits}, '^64', '0') like ${pattern} or ${digits} like ${pattern})`;
}

export function filterCondition(filters: OrderFilters): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (filters.status) conditions.push(eq(orders.status, filters.status));
  if (filters.createdSince) conditions.push(gte(orders.createdAt, filters.createdSince));
  if (filters.createdOnAucklandDay) {
    conditions.push(sql`(${orders.createdAt} at time zone 'Pacific/Auckland')::date = ${filters.createdOnAucklandDay}`);
  }
  if (filters.fulfilment) conditions.push(eq(orders.fulfilment, filters.fulfilment));
  if (filters.dueOn) conditions.push(eq(orders.deliveryDate, filters.dueOn));
  const search = orderSearchNeedle(filters.search);
  if (search) {
    const pattern = `%${escapeLike(search)}%`;
    const phone = phoneNeedle(search);
    conditions.push(
      or(
        ...ORDER_SEARCH_FIELDS.map((field) => SEARCH_COLUMNS[field](pattern)),
        phone ? phoneCondition(phone) : undefined,
      ),
    );
  }
  return and(...conditions);
}

/**
 * Where the slot starts, in minutes past midnight, as `slotStartOf` in src/domain/order-list.ts
 * reads it: "9:00-11:00" and the older "1:00 PM - 3:00 PM" alike (text order would put
 * "11:00" before "9:00"). Null when there is no slot.
 */
const slotMatch = sql`regexp_match(${orders.deliveryTime}, '^[[:space:]]*([0-9]{1,2})(?::([0-9]{2}))?[[:space:]]*([AaPp][Mm])?')`;
const SLOT_START = sql`((case when (${slotMatch})[3] is null then (${slotMatch})[1]::int
  else (${slotMatch})[1]::int % 12 + (case when lower((${slotMatch})[3]) = 'pm' then 12 else 0 end) end) * 60
  + coalesce((${slotMatch})[2]::int, 0))`;

const SORT_COLUMNS: Record<ExportSort, SQL> = {
  createdAt: sql`${orders.createdAt}`,
  totalAmount: sql`${orders.totalCents}`,
  // Text as people read it: "anna" next to "Anna".
  customerName: sql`lower(${orders.customerName})`,
  status: sql`${orders.status}`,
  deliveryDate: sql`${orders.deliveryDate}`,
};

/** The sort as ORDER BY terms: the due date is followed by the slot's start (issue 22). */
export function sortTerms(filters: Pick<OrderFilters, 'sort' | 'order'>): SQL[] {
  const asc = filters.order === 'asc';
  // Missing delivery dates count as the earliest (admin section 5: missing = 0).
  const terms = [
    asc ? sql`${SORT_COLUMNS[filters.sort]} asc nulls first` : sql`${SORT_COLUMNS[filters.sort]} desc nulls last`,
  ];
  if (filters.sort === 'deliveryDate')
    terms.push(asc ? sql`${SLOT_START} asc nulls first` : sql`${SLOT_START} desc nulls last`);
  // The order number breaks ties, so pages and batches never overlap.
  terms.push(asc ? sql`${orders.orderNumber} asc` : sql`${orders.orderNumber} desc`);
  return terms;
}

/** A batch of the filtered, sorted orders; the order number breaks ties so batches never overlap. */
export async function findFilteredOrders(
  db: DbOrTx,
  filters: OrderFilters,
  page: { limit: number; offset: number },
): Promise<OrderRow[]> {
  return db
    .select()
    .from(orders)
    .where(filterCondition(filters))
    .orderBy(...sortTerms(filters))
    .limit(page.limit)
    .offset(page.offset);
}

/** Marks a locked order cancelled with its reason and the amount refunded. */
export async function markOrderCancelled(
  tx: DbOrTx,
  id: string,
  cancel: { reason: string; refundedCents: number },
): Promise<OrderRow> {
  const [row] = await tx
    .update(orders)
    .set({
      status: 'cancelled',
      cancelReason: cancel.reason,
      refundedCents: cancel.refundedCents,
      cancelledAt: sql`now()`,
      updatedAt: sql`now()`,
    })
    .where(eq(orders.id, id))
    .returning();
  return row!;
}
