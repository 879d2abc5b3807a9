/**
 * The dashboard's aggregate queries (decision 0224). Figures over every order read the stored day
 * totals (a few rows per day, kept by every order write); figures about particular orders read
 * the orders through an index, bounded by what the screen shows (one delivery date, the newest 5).
 * None reads every order; none loads orders to count them in JavaScript.
 */
import { and, desc, eq, gte, isNull, sql } from 'drizzle-orm';
import { NEW_ORDER_STATUS } from '../../../domain/order-status';
import type { DbOrTx } from '../../db/client';
import { contactMessages, customerTotals, orderDayTotals, orders, users } from '../../db/schema';

const NOT_CANCELLED = sql`${orders.status} <> 'cancelled'`;
const DAY_NOT_CANCELLED = sql`${orderDayTotals.status} <> 'cancelled'`;
const cents = (expression: ReturnType<typeof sql>) => sql<number>`coalesce(${expression}, 0)::bigint`.mapWith(Number);

export interface ShopTotals {
  orders: number;
  ordersNotCancelled: number;
  revenueCents: number;
}

/** Every order counted; takings of those not cancelled (refunds not subtracted, as before 0224). */
export async function shopTotals(db: DbOrTx): Promise<ShopTotals> {
  const [row] = await db
    .select({
      orders: sql<number>`coalesce(sum(${orderDayTotals.orderCount}), 0)::int`,
      ordersNotCancelled: sql<number>`coalesce(sum(${orderDayTotals.orderCount}) filter (where ${DAY_NOT_CANCELLED}), 0)::int`,
      revenueCents: cents(sql`sum(${orderDayTotals.totalCents}) filter (where ${DAY_NOT_CANCELLED})`),
    })
    .from(orderDayTotals);
  return row ?? { orders: 0, ordersNotCancelled: 0, revenueCents: 0 };
}

export interface DueCounts {
  orders: number;
  notStarted: number;
}

/**
 * The orders due on one date (not cancelled) and how many of them are still 'orderconfirmed':
 * read through `orders_delivery_slot_idx`, so the day's orders alone.
 */
export async function dueOn(db: DbOrTx, date: string): Promise<DueCounts> {
  const [row] = await db
    .select({
      orders: sql<number>`count(*)::int`,
      notStarted: sql<number>`(count(*) filter (where ${orders.status} = ${NEW_ORDER_STATUS}))::int`,
    })
    .from(orders)
    .where(and(eq(orders.deliveryDate, date), NOT_CANCELLED));
  return row ?? { orders: 0, notStarted: 0 };
}

/** Contact messages nobody has marked handled (the sidebar's badge counts the same). */
export async function countUnreadMessages(db: DbOrTx): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(contactMessages)
    .where(isNull(contactMessages.handledAt));
  return row?.n ?? 0;
}

/** Orders per status over all time, from the stored day totals; statuses with none are absent. */
export async function countsByStatus(db: DbOrTx): Promise<Array<{ status: string; count: number }>> {
  const count = sql<number>`sum(${orderDayTotals.orderCount})::int`;
  return db
    .select({ status: orderDayTotals.status, count })
    .from(orderDayTotals)
    .groupBy(orderDayTotals.status)
    .having(sql`sum(${orderDayTotals.orderCount}) > 0`);
}

export interface DayTotals {
  /** yyyy-MM-dd in Auckland. */
  date: string;
  orders: number;
  revenueCents: number;
}

/** Orders and takings per Auckland day of placing from `firstDay` on (days without orders may be absent). */
export async function totalsPerDay(db: DbOrTx, firstDay: string): Promise<DayTotals[]> {
  const day = sql<string>`to_char(${orderDayTotals.day}, 'YYYY-MM-DD')`;
  return db
    .select({
      date: day,
      orders: sql<number>`sum(${orderDayTotals.orderCount})::int`,
      revenueCents: cents(sql`sum(${orderDayTotals.totalCents}) filter (where ${DAY_NOT_CANCELLED})`),
    })
    .from(orderDayTotals)
    .where(gte(orderDayTotals.day, firstDay))
    .groupBy(orderDayTotals.day);
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
 * The customers who spent most, from their stored totals (decision 0224): the same figures as the
 * customers list (orders not cancelled, paid minus refunded), staff left out as there. Read
 * through `customer_totals_spent_idx`; largest spend first, ties by more orders, then e-mail.
 */
export async function topSpenders(db: DbOrTx, limit: number) {
  return db
    .select({
      id: users.id,
      name: sql<
        string | null
      >`coalesce(nullif(trim(concat_ws(' ', ${users.firstName}, ${users.lastName})), ''), ${users.name})`,
      email: users.email,
      orderCount: customerTotals.orderCount,
      spentCents: customerTotals.spentCents,
    })
    .from(customerTotals)
    .innerJoin(users, eq(users.id, customerTotals.userId))
    .where(and(eq(users.isStaff, false), sql`(${customerTotals.orderCount} > 0 or ${customerTotals.spentCents} <> 0)`))
    .orderBy(desc(customerTotals.spentCents), desc(customerTotals.orderCount), users.email)
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
