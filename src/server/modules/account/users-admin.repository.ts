import { and, type AnyColumn, asc, desc, eq, or, type SQL, sql } from 'drizzle-orm';
import {
  type CustomerSortField,
  type CustomerType,
  LOYAL_ORDER_COUNT,
  type SortDirection,
} from '../../../domain/customer-list';
import type { DbOrTx } from '../../db/client';
import { customerTotals, orders, users } from '../../db/schema';

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

const orderCount = sql<number>`coalesce(${customerTotals.orderCount}, 0)`;
const spentCents = sql<number>`coalesce(${customerTotals.spentCents}, 0)`;
/** The name the table shows (domain/customer-list.ts `displayName`), lower-cased, compared by character code. */
const trimmedFullName = sql`trim(concat_ws(' ', nullif(trim(${users.firstName}), ''), nullif(trim(${users.lastName}), '')))`;
const shownName = sql`lower(coalesce(nullif(${trimmedFullName}, ''), ${users.email}, 'Unknown Customer')) collate "C"`;

export interface CustomerListQuery {
  search: string;
  type: CustomerType;
  sort: CustomerSortField;
  order: SortDirection;
  limit?: number;
  offset: number;
}

/** The search of section 2 (e-mail, first, last and full name, any case) and the type bounds of section 5. */
function matching(query: Pick<CustomerListQuery, 'search' | 'type'>): SQL {
  const conditions: SQL[] = [eq(users.isStaff, false)];
  const needle = query.search.trim().toLowerCase();
  if (needle) {
    // strpos, not LIKE: the needle is the admin's text, with no wildcards to escape.
    const has = (value: SQL | AnyColumn) => sql`strpos(lower(coalesce(${value}, '')), ${needle}) > 0`;
    conditions.push(or(has(users.email), has(users.firstName), has(users.lastName), has(trimmedFullName))!);
  }
  if (query.type === 'loyal') conditions.push(sql`${orderCount} >= ${LOYAL_ORDER_COUNT}`);
  if (query.type === 'regular') conditions.push(sql`${orderCount} > 0 and ${orderCount} < ${LOYAL_ORDER_COUNT}`);
  if (query.type === 'new') conditions.push(sql`${orderCount} <= 1`);
  return and(...conditions)!;
}

/** The order of domain/customer-list.ts `compareCustomers`: the field, then spent, newest sign-up, id. */
function ordering(sort: CustomerSortField, order: SortDirection): SQL[] {
  const field = {
    totalSpent: spentCents,
    orders: orderCount,
    name: shownName,
    email: sql`lower(coalesce(${users.email}, '')) collate "C"`,
    joined: sql`${users.createdAt}`,
  }[sort];
  return [order === 'asc' ? asc(field) : desc(field), desc(spentCents), desc(users.createdAt), asc(users.id)];
}

/**
 * Customer profiles (staff left out) with their order count and spending, read from the stored
 * totals (decision 0214: one row per customer, never their orders). The totals count orders but
 * cancelled ones (decision 0048) and spending as paid minus refunded (decision 0120), as /account
 * and /loyalty show it. Those matching the query, in its order; a page of them when `limit` is set
 * (decision 0223).
 */
export async function listCustomersWithTotals(db: DbOrTx, query: CustomerListQuery): Promise<CustomerAggregateRow[]> {
  const select = db
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
    .leftJoin(customerTotals, eq(customerTotals.userId, users.id))
    .where(matching(query))
    .orderBy(...ordering(query.sort, query.order))
    .offset(query.offset);
  const rows = query.limit === undefined ? await select : await select.limit(query.limit);
  // bigint arrives as a string from the driver: the sum of cents is exact, then made a number.
  return rows.map((row) => ({ ...row, orderCount: Number(row.orderCount), spentCents: Number(row.spentCents) }));
}

/** How many customers match the query, and how many there are (staff are not customers), in one pass. */
export async function countCustomers(
  db: DbOrTx,
  query: Pick<CustomerListQuery, 'search' | 'type'>,
): Promise<{ matching: number; all: number }> {
  const [row] = await db
    .select({
      matching: sql<number>`(count(*) filter (where ${matching(query)}))::int`,
      all: sql<number>`count(*)::int`,
    })
    .from(users)
    .leftJoin(customerTotals, eq(customerTotals.userId, users.id))
    .where(eq(users.isStaff, false));
  return row ?? { matching: 0, all: 0 };
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
