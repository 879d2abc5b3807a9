/**
 * Partial refunds of orders (issue 24, decision 0200): each refund's row, reserved while the
 * gateway is asked, and the order's running refunded total. Writes run under the order's row lock.
 */
import { and, asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { orderRefunds, orders } from '../../db/schema';

export type OrderRefundRow = typeof orderRefunds.$inferSelect;

/** Oldest first, pending ones included (they count against what is left). */
export async function findRefunds(db: DbOrTx, orderId: string): Promise<OrderRefundRow[]> {
  return db
    .select()
    .from(orderRefunds)
    .where(eq(orderRefunds.orderId, orderId))
    .orderBy(asc(orderRefunds.createdAt), asc(orderRefunds.id));
}

/** The finished refunds of these orders (one query), oldest first, for the customer's /orders. */
export async function findRefundsOfOrders(db: DbOrTx, orderIds: string[]): Promise<OrderRefundRow[]> {
  if (!orderIds.length) return [];
  return db
    .select()
    .from(orderRefunds)
    .where(
      and(
        sql`${orderRefunds.orderId} = any(${`{${orderIds.join(',')}}`}::uuid[])`,
        eq(orderRefunds.status, 'refunded'),
      ),
    )
    .orderBy(asc(orderRefunds.refundedAt), asc(orderRefunds.id));
}

export async function findRefundByKey(
  db: DbOrTx,
  orderId: string,
  idempotencyKey: string,
): Promise<OrderRefundRow | undefined> {
  const [row] = await db
    .select()
    .from(orderRefunds)
    .where(and(eq(orderRefunds.orderId, orderId), eq(orderRefunds.idempotencyKey, idempotencyKey)));
  return row;
}

export async function insertPendingRefund(
  tx: DbOrTx,
  values: Omit<typeof orderRefunds.$inferInsert, 'status' | 'id'>,
): Promise<OrderRefundRow> {
  const [row] = await tx
    .insert(orderRefunds)
    .values({ ...values, status: 'pending' })
    .returning();
  return row!;
}

/** The pending refund marked done; undefined when another request already finished it. */
export async function markRefunded(tx: DbOrTx, id: string): Promise<OrderRefundRow | undefined> {
  const [row] = await tx
    .update(orderRefunds)
    .set({ status: 'refunded', refundedAt: sql`now()` })
    .where(and(eq(orderRefunds.id, id), eq(orderRefunds.status, 'pending')))
    .returning();
  return row;
}

export async function setPointsReversed(tx: DbOrTx, id: string, points: number): Promise<void> {
  await tx.update(orderRefunds).set({ pointsReversed: points }).where(eq(orderRefunds.id, id));
}

/** A refund the gateway refused: its reservation is given back. */
export async function deletePendingRefund(tx: DbOrTx, id: string): Promise<void> {
  await tx.delete(orderRefunds).where(and(eq(orderRefunds.id, id), eq(orderRefunds.status, 'pending')));
}

/** Adds a finished refund to the order's refunded total; returns the order as it is now. */
export async function addRefundedCents(tx: DbOrTx, orderId: string, cents: number) {
  const [row] = await tx
    .update(orders)
    .set({ refundedCents: sql`${orders.refundedCents} + ${cents}`, updatedAt: sql`now()` })
    .where(eq(orders.id, orderId))
    .returning();
  return row!;
}
