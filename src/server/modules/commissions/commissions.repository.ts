/** Queries of the commissions tables; every writer takes the caller's transaction. */
import { and, asc, desc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { commissionMessages, commissionPayments, commissions } from '../../db/schema';

export type CommissionRow = typeof commissions.$inferSelect;
export type NewCommissionRow = typeof commissions.$inferInsert;
export type CommissionPaymentRow = typeof commissionPayments.$inferSelect;
export type CommissionMessageRow = typeof commissionMessages.$inferSelect;

export async function insertCommission(tx: DbOrTx, row: NewCommissionRow): Promise<CommissionRow> {
  const [created] = await tx.insert(commissions).values(row).returning();
  return created!;
}

export async function findCommission(db: DbOrTx, id: string): Promise<CommissionRow | undefined> {
  const [row] = await db.select().from(commissions).where(eq(commissions.id, id));
  return row;
}

/** The commission, locked until the transaction ends: every decision about its money takes this lock first. */
export async function lockCommission(tx: DbOrTx, id: string): Promise<CommissionRow | undefined> {
  const [row] = await tx.select().from(commissions).where(eq(commissions.id, id)).for('update');
  return row;
}

export async function updateCommission(
  tx: DbOrTx,
  id: string,
  change: Partial<NewCommissionRow>,
): Promise<CommissionRow> {
  const [row] = await tx
    .update(commissions)
    .set({ ...change, updatedAt: sql`now()` })
    .where(eq(commissions.id, id))
    .returning();
  return row!;
}

export const listCommissionsOf = (db: DbOrTx, userId: string) =>
  db.select().from(commissions).where(eq(commissions.userId, userId)).orderBy(desc(commissions.createdAt)).limit(100);

/** Staff's list: open ones by date first, then the rest, newest first. */
export const listAllCommissions = (db: DbOrTx) =>
  db
    .select()
    .from(commissions)
    .orderBy(
      sql`case when ${commissions.state} in ('ordered', 'cancelled') then 1 else 0 end`,
      asc(commissions.dateNeeded),
      desc(commissions.createdAt),
    )
    .limit(500);

export async function messagesOf(db: DbOrTx, ids: string[]): Promise<Map<string, CommissionMessageRow[]>> {
  const byCommission = new Map<string, CommissionMessageRow[]>();
  if (!ids.length) return byCommission;
  const rows = await db
    .select()
    .from(commissionMessages)
    .where(inArray(commissionMessages.commissionId, ids))
    .orderBy(asc(commissionMessages.createdAt));
  for (const row of rows) byCommission.set(row.commissionId, [...(byCommission.get(row.commissionId) ?? []), row]);
  return byCommission;
}

export async function insertMessage(
  tx: DbOrTx,
  message: { commissionId: string; author: 'customer' | 'staff'; body: string },
): Promise<void> {
  await tx.insert(commissionMessages).values(message);
}

export async function insertPayment(
  tx: DbOrTx,
  payment: typeof commissionPayments.$inferInsert,
): Promise<CommissionPaymentRow> {
  await tx.insert(commissionPayments).values(payment).onConflictDoNothing({ target: commissionPayments.intentId });
  return (await findPaymentByIntent(tx, payment.intentId))!;
}

export async function findPaymentByIntent(db: DbOrTx, intentId: string): Promise<CommissionPaymentRow | undefined> {
  const [row] = await db.select().from(commissionPayments).where(eq(commissionPayments.intentId, intentId));
  return row;
}

export async function lockPayment(tx: DbOrTx, id: string): Promise<CommissionPaymentRow> {
  const [row] = await tx.select().from(commissionPayments).where(eq(commissionPayments.id, id)).for('update');
  return row!;
}

export async function updatePayment(
  tx: DbOrTx,
  id: string,
  change: Partial<typeof commissionPayments.$inferInsert>,
): Promise<void> {
  await tx.update(commissionPayments).set(change).where(eq(commissionPayments.id, id));
}

export const paymentsOf = (db: DbOrTx, commissionId: string) =>
  db.select().from(commissionPayments).where(eq(commissionPayments.commissionId, commissionId));

/** The open (not yet succeeded) payment of this kind for this quote, if one was made. */
export async function openPaymentFor(
  db: DbOrTx,
  commissionId: string,
  kind: 'deposit' | 'balance',
  quoteVersion: number,
  instalment = 1,
): Promise<CommissionPaymentRow | undefined> {
  const [row] = await db
    .select()
    .from(commissionPayments)
    .where(
      and(
        eq(commissionPayments.commissionId, commissionId),
        eq(commissionPayments.kind, kind),
        eq(commissionPayments.quoteVersion, quoteVersion),
        eq(commissionPayments.instalment, instalment),
        eq(commissionPayments.succeeded, false),
      ),
    )
    .orderBy(desc(commissionPayments.createdAt))
    .limit(1);
  return row;
}

/** Refunds decided but not yet made at the gateway (the provider was down): the sweep retries them. */
export const refundsDue = (db: DbOrTx) =>
  db
    .select()
    .from(commissionPayments)
    .where(and(gt(commissionPayments.refundCents, 0), isNull(commissionPayments.refundedAt)))
    .limit(50);

/** Confirmed commissions whose balance is due and not yet asked for by e-mail. */
export const balancesToRequest = (db: DbOrTx, today: string) =>
  db
    .select()
    .from(commissions)
    .where(
      and(
        eq(commissions.state, 'confirmed'),
        isNull(commissions.balanceRequestedAt),
        sql`${commissions.balanceDueDate} <= ${today}`,
      ),
    )
    .limit(100);

/** Whether an order was made by paying a commission's balance (the orders module asks before a cancel). */
export async function isCommissionOrder(db: DbOrTx, orderId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: commissions.id })
    .from(commissions)
    .where(eq(commissions.orderId, orderId))
    .limit(1);
  return row !== undefined;
}

/**
 * What the Today board flags (issue 25): requests still to quote, and confirmed commissions whose
 * balance was due before today and is unpaid (the kitchen's lock time has passed).
 */
export async function commissionsAttention(db: DbOrTx, today: string) {
  const [row] = await db
    .select({
      toQuote: sql<number>`count(*) filter (where ${commissions.state} = 'requested')`.mapWith(Number),
      balancesOverdue:
        sql<number>`count(*) filter (where ${commissions.state} = 'confirmed' and ${commissions.balanceDueDate} < ${today})`.mapWith(
          Number,
        ),
    })
    .from(commissions)
    .where(inArray(commissions.state, ['requested', 'confirmed']));
  return { toQuote: row?.toQuote ?? 0, balancesOverdue: row?.balancesOverdue ?? 0 };
}
