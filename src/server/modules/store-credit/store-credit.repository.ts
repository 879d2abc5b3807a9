/**
 * The store credit ledger and its balance (decision 0202). Every change writes a ledger row and
 * moves the balance in the caller's transaction; the balance row's check keeps it at zero or
 * more, and a spend is one conditional update, so two checkouts can never spend the same cents.
 */
import { and, desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { orders, storeCreditAccounts, storeCreditEntries, users } from '../../db/schema';

export type StoreCreditEntryRow = typeof storeCreditEntries.$inferSelect;

export async function customerExists(db: DbOrTx, userId: string): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId));
  return Boolean(row);
}

export async function balanceOf(db: DbOrTx, userId: string): Promise<number> {
  const [row] = await db
    .select({ balanceCents: storeCreditAccounts.balanceCents })
    .from(storeCreditAccounts)
    .where(eq(storeCreditAccounts.userId, userId));
  return row?.balanceCents ?? 0;
}

/** Adds to the balance (made on first credit); returns the new balance. */
async function addToBalance(tx: DbOrTx, userId: string, cents: number): Promise<number> {
  const [row] = await tx
    .insert(storeCreditAccounts)
    .values({ userId, balanceCents: cents })
    .onConflictDoUpdate({
      target: storeCreditAccounts.userId,
      set: { balanceCents: sql`${storeCreditAccounts.balanceCents} + ${cents}`, updatedAt: sql`now()` },
    })
    .returning({ balanceCents: storeCreditAccounts.balanceCents });
  return row!.balanceCents;
}

/**
 * Credit given for a complaint about an order; undefined when that order's complaint was already
 * resolved with credit (the unique index decides between two clicks).
 */
export async function insertGrant(
  tx: DbOrTx,
  grant: { userId: string; orderId: string | null; amountCents: number; note: string; actorEmail: string | null },
): Promise<{ balanceCents: number } | undefined> {
  const [row] = await tx
    .insert(storeCreditEntries)
    .values({ ...grant, kind: 'granted' })
    .onConflictDoNothing()
    .returning({ id: storeCreditEntries.id });
  if (!row) return undefined;
  return { balanceCents: await addToBalance(tx, grant.userId, grant.amountCents) };
}

/** Takes `cents` for a checkout; false (nothing written) when the balance no longer holds them. */
export async function spendForCheckout(
  tx: DbOrTx,
  spend: { userId: string; checkoutId: string; cents: number },
): Promise<boolean> {
  const taken = await tx
    .update(storeCreditAccounts)
    .set({ balanceCents: sql`${storeCreditAccounts.balanceCents} - ${spend.cents}`, updatedAt: sql`now()` })
    .where(
      and(eq(storeCreditAccounts.userId, spend.userId), sql`${storeCreditAccounts.balanceCents} >= ${spend.cents}`),
    )
    .returning({ userId: storeCreditAccounts.userId });
  if (taken.length === 0) return false;
  await tx.insert(storeCreditEntries).values({
    userId: spend.userId,
    kind: 'spent',
    amountCents: -spend.cents,
    checkoutId: spend.checkoutId,
  });
  return true;
}

/** What a checkout spent and how much of it has come back so far (partial refunds included). */
async function spentAndReturned(tx: DbOrTx, checkoutId: string) {
  const rows = await tx
    .select({
      userId: storeCreditEntries.userId,
      kind: storeCreditEntries.kind,
      amountCents: storeCreditEntries.amountCents,
    })
    .from(storeCreditEntries)
    .where(eq(storeCreditEntries.checkoutId, checkoutId));
  const spent = rows.find((row) => row.kind === 'spent');
  const returned = rows.filter((row) => row.kind === 'returned').reduce((sum, row) => sum + row.amountCents, 0);
  return spent ? { userId: spent.userId, spentCents: -spent.amountCents, returnedCents: returned } : undefined;
}

/**
 * Gives back what a checkout spent and partial refunds have not yet given back, once: the
 * refund-less 'returned' row is unique per checkout, so a second call (a repeated cancel, the sweep
 * after a refund) writes nothing. Returns the cents given back.
 */
export async function returnForCheckout(
  tx: DbOrTx,
  checkoutId: string,
  note: string,
  orderId: string | null,
): Promise<number> {
  const found = await spentAndReturned(tx, checkoutId);
  // The account was deleted (its ledger with it), or the checkout spent nothing.
  if (!found) return 0;
  const cents = found.spentCents - found.returnedCents;
  if (cents <= 0) return 0;
  const [row] = await tx
    .insert(storeCreditEntries)
    .values({ userId: found.userId, kind: 'returned', amountCents: cents, checkoutId, orderId, note })
    .onConflictDoNothing()
    .returning({ id: storeCreditEntries.id });
  if (!row) return 0;
  await addToBalance(tx, found.userId, cents);
  return cents;
}

/**
 * A partial refund's share of the checkout's credit given back (decision 0220), once per refund
 * (unique by refund id), never beyond what the checkout spent less what already came back.
 * Returns the cents given back. The caller holds the order's row lock.
 */
export async function returnShareForRefund(
  tx: DbOrTx,
  share: { checkoutId: string; refundId: string; orderId: string; cents: number; note: string },
): Promise<number> {
  const found = await spentAndReturned(tx, share.checkoutId);
  if (!found) return 0;
  const cents = Math.min(share.cents, found.spentCents - found.returnedCents);
  if (cents <= 0) return 0;
  const [row] = await tx
    .insert(storeCreditEntries)
    .values({
      userId: found.userId,
      kind: 'returned',
      amountCents: cents,
      checkoutId: share.checkoutId,
      orderId: share.orderId,
      refundId: share.refundId,
      note: share.note,
    })
    .onConflictDoNothing()
    .returning({ id: storeCreditEntries.id });
  if (!row) return 0;
  await addToBalance(tx, found.userId, cents);
  return cents;
}

/** Whether a checkout's credit is still spent (taken and not given back). */
export async function heldByCheckout(db: DbOrTx, checkoutId: string): Promise<number> {
  const rows = await db
    .select({ kind: storeCreditEntries.kind, amountCents: storeCreditEntries.amountCents })
    .from(storeCreditEntries)
    .where(eq(storeCreditEntries.checkoutId, checkoutId));
  if (rows.some((row) => row.kind === 'returned')) return 0;
  return -(rows.find((row) => row.kind === 'spent')?.amountCents ?? 0);
}

/** The latest ledger rows, newest first, with the order number of a grant's order. */
export async function latestEntries(db: DbOrTx, userId: string, limit: number) {
  return db
    .select({
      id: storeCreditEntries.id,
      kind: storeCreditEntries.kind,
      amountCents: storeCreditEntries.amountCents,
      note: storeCreditEntries.note,
      createdAt: storeCreditEntries.createdAt,
      orderNumber: orders.orderNumber,
    })
    .from(storeCreditEntries)
    .leftJoin(orders, eq(orders.id, storeCreditEntries.orderId))
    .where(eq(storeCreditEntries.userId, userId))
    .orderBy(desc(storeCreditEntries.createdAt), desc(storeCreditEntries.id))
    .limit(limit);
}
