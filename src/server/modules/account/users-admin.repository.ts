import { desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { orders, users } from '../../db/schema';
import { spentCentsSum } from '../../db/spending';

/** Orders that count as orders: everything but cancelled ones (decision record 0048). */
const counts = sql`${orders.status} <> 'cancelled'`;

export interface CustomerAggregateRow {
  id: string;
  email: string | null;
  firstName: string | null;
  lastName: string | null;
  profileImageUrl: string | null;
  orderCount: number;
  spentCents: number;
  createdAt: Date;
  updatedAt: Date;
}

/**
 * Every customer profile (staff left out) with their order count and spending, in one aggregate query (a join and
 * GROUP BY, never one query per customer). Biggest spenders first, then the newest.
 */
export async function listCustomersWithTotals(db: DbOrTx): Promise<CustomerAggregateRow[]> {
  const orderCount = sql<number>`(count(${orders.id}) filter (where ${counts}))::int`;
  // Spending is the shop's one definition (paid minus refunded), as /account and /loyalty show it.
  const spentCents = spentCentsSum;
  const rows = await db
    .select({
      id: users.id,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      profileImageUrl: users.profileImageUrl,
      orderCount,
      spentCents,
      createdAt: users.createdAt,
      updatedAt: users.updatedAt,
    })
    .from(users)
    .leftJoin(orders, eq(orders.userId, users.id))
    // Staff are not customers (the admin who signed in to read this list is not one of them).
    .where(eq(users.isStaff, false))
    .groupBy(users.id)
    .orderBy(desc(spentCents), desc(users.createdAt), users.id);
  // bigint arrives as a string from the driver: the sum of cents is exact, then made a number.
  return rows.map((row) => ({ ...row, orderCount: Number(row.orderCount), spentCents: Number(row.spentCents) }));
}

export async function userExists(db: DbOrTx, id: string): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.id, id)).limit(1);
  return Boolean(row);
}

/** A customer's orders, newest first: every status, cancelled included. */
export function listOrdersOfUser(db: DbOrTx, userId: string) {
  return db
    .select({
      id: orders.id,
      orderNumber: orders.orderNumber,
      status: orders.status,
      totalCents: orders.totalCents,
      createdAt: orders.createdAt,
      deliveryDate: orders.deliveryDate,
    })
    .from(orders)
    .where(eq(orders.userId, userId))
    .orderBy(desc(orders.createdAt), desc(orders.orderNumber));
}
