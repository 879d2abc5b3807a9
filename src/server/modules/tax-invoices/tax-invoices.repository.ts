import { and, asc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  orderItems,
  orderRefunds,
  orders,
  type TaxDocumentKind,
  taxDocuments,
  taxDocumentSequence,
} from '../../db/schema';

export type TaxDocumentRow = typeof taxDocuments.$inferSelect;
export type InvoicedOrder = typeof orders.$inferSelect;
export type InvoicedItem = typeof orderItems.$inferSelect;

/** The order and its lines, as the invoice describes them. */
export async function findOrderToInvoice(
  db: DbOrTx,
  orderId: string,
): Promise<{ order: InvoicedOrder; items: InvoicedItem[] } | undefined> {
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
  if (!order) return undefined;
  const items = await db
    .select()
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId))
    .orderBy(asc(orderItems.productName));
  return { order, items };
}

export async function findTaxDocuments(db: DbOrTx, orderId: string): Promise<TaxDocumentRow[]> {
  return db.select().from(taxDocuments).where(eq(taxDocuments.orderId, orderId)).orderBy(asc(taxDocuments.number));
}

/** The order's finished partial refunds, in the order they were made: each gets its correction. */
export async function findFinishedRefunds(db: DbOrTx, orderId: string) {
  return db
    .select()
    .from(orderRefunds)
    .where(and(eq(orderRefunds.orderId, orderId), eq(orderRefunds.status, 'refunded')))
    .orderBy(asc(orderRefunds.refundedAt), asc(orderRefunds.id));
}

/**
 * Holds the order's row until the transaction ends, so two first requests for one order's
 * documents issue them once: the second waits, then finds them.
 */
export async function lockOrder(tx: DbOrTx, orderId: string): Promise<void> {
  await tx.select({ id: orders.id }).from(orders).where(eq(orders.id, orderId)).for('update');
}

/**
 * The next document number (decision 0189): the one sequence row is incremented under its row
 * lock, so concurrent issues wait for each other and a rolled-back issue gives its number back.
 * Unlike a PostgreSQL sequence, this never leaves a gap.
 */
export async function takeNextNumber(tx: DbOrTx): Promise<number> {
  const [row] = await tx
    .insert(taxDocumentSequence)
    .values({ id: 1, lastNumber: 1 })
    .onConflictDoUpdate({
      target: taxDocumentSequence.id,
      set: { lastNumber: sql`${taxDocumentSequence.lastNumber} + 1` },
    })
    .returning({ number: taxDocumentSequence.lastNumber });
  return row!.number;
}

export async function insertTaxDocument(
  tx: DbOrTx,
  values: Omit<typeof taxDocuments.$inferInsert, 'id' | 'issuedAt'> & { kind: TaxDocumentKind },
): Promise<TaxDocumentRow> {
  const [row] = await tx.insert(taxDocuments).values(values).returning();
  return row!;
}

/** Every document numbered above `after`, in order: the numbering check of the tests and the report. */
export async function findDocumentsNumberedAfter(db: DbOrTx, after: number): Promise<TaxDocumentRow[]> {
  return db.select().from(taxDocuments).where(gt(taxDocuments.number, after)).orderBy(asc(taxDocuments.number));
}

/** The Auckland calendar date of a timestamp column, as SQL. */
const aucklandDate = (column: typeof orders.createdAt | typeof orders.cancelledAt) =>
  sql<string>`to_char(${column} at time zone 'Pacific/Auckland', 'YYYY-MM-DD')`;

export interface SupplyRow {
  orderId: string;
  orderNumber: number;
  date: string;
  customerName: string;
  totalCents: number;
  gstCents: number;
  refundedCents: number;
  deliveryFeeCents: number;
}

/** Orders paid on the Auckland dates from..to (both included): the date of supply is the payment's. */
export async function findSalesBetween(db: DbOrTx, from: string, to: string): Promise<SupplyRow[]> {
  const date = aucklandDate(orders.createdAt);
  return db
    .select({
      orderId: orders.id,
      orderNumber: orders.orderNumber,
      date,
      customerName: orders.customerName,
      totalCents: orders.totalCents,
      gstCents: orders.gstCents,
      refundedCents: orders.refundedCents,
      deliveryFeeCents: orders.deliveryFeeCents,
    })
    .from(orders)
    .where(and(sql`${date} >= ${from}`, sql`${date} <= ${to}`))
    .orderBy(asc(orders.createdAt), asc(orders.orderNumber));
}

/** Orders refunded on the Auckland dates from..to: their corrections fall in that period. */
export async function findRefundsBetween(db: DbOrTx, from: string, to: string): Promise<SupplyRow[]> {
  const date = aucklandDate(orders.cancelledAt);
  return db
    .select({
      orderId: orders.id,
      orderNumber: orders.orderNumber,
      date,
      customerName: orders.customerName,
      totalCents: orders.totalCents,
      gstCents: orders.gstCents,
      refundedCents: orders.refundedCents,
      deliveryFeeCents: orders.deliveryFeeCents,
    })
    .from(orders)
    .where(and(gt(orders.refundedCents, 0), sql`${date} >= ${from}`, sql`${date} <= ${to}`))
    .orderBy(asc(orders.cancelledAt), asc(orders.orderNumber));
}

export interface FinishedRefundRow {
  id: string;
  orderId: string;
  amountCents: number;
  /** The Auckland date the refund was made: its supply correction's date. */
  date: string;
}

/** The finished partial refunds of these orders, oldest first (each one's GST depends on those before it). */
export async function findFinishedRefundsOf(db: DbOrTx, orderIds: string[]): Promise<FinishedRefundRow[]> {
  if (orderIds.length === 0) return [];
  const madeAt = sql`coalesce(${orderRefunds.refundedAt}, ${orderRefunds.createdAt})`;
  return db
    .select({
      id: orderRefunds.id,
      orderId: orderRefunds.orderId,
      amountCents: orderRefunds.amountCents,
      date: sql<string>`to_char(${madeAt} at time zone 'Pacific/Auckland', 'YYYY-MM-DD')`,
    })
    .from(orderRefunds)
    .where(and(inArray(orderRefunds.orderId, orderIds), eq(orderRefunds.status, 'refunded')))
    .orderBy(asc(madeAt), asc(orderRefunds.id));
}

/** Orders with a partial refund made on the Auckland dates from..to (the supply rows the report needs). */
export async function findOrdersPartlyRefundedBetween(db: DbOrTx, from: string, to: string): Promise<SupplyRow[]> {
  const madeAt = sql`coalesce(${orderRefunds.refundedAt}, ${orderRefunds.createdAt})`;
  const date = sql<string>`to_char(${madeAt} at time zone 'Pacific/Auckland', 'YYYY-MM-DD')`;
  return db
    .selectDistinct({
      orderId: orders.id,
      orderNumber: orders.orderNumber,
      date: sql<string>`''`,
      customerName: orders.customerName,
      totalCents: orders.totalCents,
      gstCents: orders.gstCents,
      refundedCents: orders.refundedCents,
      deliveryFeeCents: orders.deliveryFeeCents,
    })
    .from(orderRefunds)
    .innerJoin(orders, eq(orders.id, orderRefunds.orderId))
    .where(and(eq(orderRefunds.status, 'refunded'), sql`${date} >= ${from}`, sql`${date} <= ${to}`));
}
