/**
 * The dashboard's aggregate queries. Each answers from the database in one statement whatever the
 * number of orders; none loads orders to count them in JavaScript.
 */
import { desc, isNull, sql } from 'drizzle-orm';
import { NEW_ORDER_STATUS } from '../../../domain/order-status';
import { SHOP_TIME_ZONE } from '../../../domain/delivery';
import type { DbOrTx } from '../../db/client';
import { contactMessages, orders, users } from '../../db/schema';

const NOT_CANCELLED = sql`${orders.status} <> 'cancelled'`;
const cents = (expression: ReturnType<typeof sql>) => sql<number>`coalesce(${expression}, 0)::bigint`.mapWith(Number);

export interface OrderTotals {
  orders: number;
  ordersNotCancelled: number;
  revenueCents: number;
  dueToday: number;
  dueTodayNotStarted: number;
  dueTomorrow: number;
  dueTomorrowNotStarted: number;
}

/**
 * Every order counted; takings of those not cancelled; and, in the same pass, the orders due on
 * `days.today` and `days.tomorrow` (not cancelled) with how many are still 'orderconfirmed'.
 */
export async function orderTotals(db: DbOrTx, days: { today: string; tomorrow: string }): Promise<OrderTotals> {
  const due = (date: string, notStarted = false) =>
    sql<number>`(count(*) filter (where ${NOT_CANCELLED} and ${orders.deliveryDate} = ${date}::date${
      notStarted ? sql` and ${orders.status} = ${NEW_ORDER_STATUS}` : sql``
    }))::int`;
  const [row] = await db
    .select({
      orders: sql<number>`count(*)::int`,
      ordersNotCancelled: sql<number>`(count(*) filter (where ${NOT_CANCELLED}))::int`,
      revenueCents: cents(sql`sum(${orders.totalCents}) filter (where ${NOT_CANCELLED})`),
      dueToday: due(days.today),
      dueTodayNotStarted: due(days.today, true),
      dueTomorrow: due(days.tomorrow),
      dueTomorrowNotStarted: due(days.tomorrow, true),
    })
    .from(orders);
  return (
    row ?? {
      orders: 0,
      ordersNotCancelled: 0,
      revenueCents: 0,
      dueToday: 0,
      dueTodayNotStarted: 0,
      dueTomorrow: 0,
      dueTomorrowNotStarted: 0,
    }
  );
}

/** Contact messages nobody has marked handled (the sidebar's badge counts the same). */
export async function countUnreadMessages(db: DbOrTx): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(contactMessages)
    .where(isNull(contactMessages.handledAt));
  return row?.n ?? 0;
}

export async function countsByStatus(db: DbOrTx): Promise<Array<{ status: string; count: number }>> {
  return db
    .select({ status: orders.status, count: sql<number>`count(*)::int` })
    .from(orders)
    .groupBy(orders.status);
}

export interface DayTotals {
  /** yyyy-MM-dd in Auckland. */
  date: string;
  orders: number;
  revenueCents: number;
}

/** Orders and takings per Auckland calendar day for orders placed at or after `from` (days without orders are absent). */
export async function totalsPerDay(db: DbOrTx, from: Date): Promise<DayTotals[]> {
  // The zone is written into the statement (a constant of ours), so the select and the group by match.
  const day = sql<string>`to_char(${orders.createdAt} at time zone ${sql.raw(`'${SHOP_TIME_ZONE}'`)}, 'YYYY-MM-DD')`;
  return db
    .select({
      date: day,
      orders: sql<number>`count(*)::int`,
      revenueCents: cents(sql`sum(${orders.totalCents}) filter (where ${NOT_CANCELLED})`),
    })
    .from(orders)
    .where(sql`${orders.createdAt} >= ${from.toISOString()}::timestamptz`)
    .groupBy(day);
}

export async function newestOrders(db: DbOrTx, limit: number) {
  return db
    .select({
      id: orders.id,
      orderNumber: orders.orderNumber,
      customerName: orders.customerName,
      customerEmail: orders.customerEmail,
      status: orders.status,
      totalCents: orders.totalCents,
      createdAt: orders.createdAt,
    })
    .from(orders)
    .orderBy(desc(orders.createdAt), desc(orders.orderNumber))
    .limit(limit);
}

/**
 * The customer accounts that spent most (orders not cancelled), with how many orders each placed;
 * one grouped join, largest spend first, ties by more orders.
 */
export async function topSpenders(db: DbOrTx, limit: number) {
  const spent = sql<number>`coalesce(sum(${orders.totalCents}) filter (where ${NOT_CANCELLED}), 0)::bigint`.mapWith(
    Number,
  );
  const orderCount = sql<number>`count(*)::int`;
  return db
    .select({
      id: users.id,
      name: sql<
        string | null
      >`coalesce(nullif(trim(concat_ws(' ', ${users.firstName}, ${users.lastName})), ''), ${users.name})`,
      email: users.email,
      orderCount,
      spentCents: spent,
    })
    .from(orders)
    .innerJoin(users, sql`${users.id} = ${orders.userId}`)
    .groupBy(users.id)
    .orderBy(desc(spent), desc(orderCount), users.email)
    .limit(limit);
}

/** Customer accounts: staff are not customers (the same people as the admin's customer list). */
export async function countCustomers(db: DbOrTx): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(users)
    .where(sql`not ${users.isStaff}`);
  return row?.n ?? 0;
}
