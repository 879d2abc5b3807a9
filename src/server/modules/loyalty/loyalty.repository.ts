import { and, asc, count, desc, eq, gte, inArray, isNull, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { loyaltyAccounts, loyaltyRedemptions, loyaltyRewards, loyaltyTransactions } from '../../db/schema';

export type RewardRow = typeof loyaltyRewards.$inferSelect;
/** 'voided' and 'repaid' (decision 0108): a voucher taken back after a refund, and points owed paid off. */
export type LedgerType =
  'earned' | 'redeemed' | 'adjustment' | 'released' | 'reversed' | 'partially_reversed' | 'voided' | 'repaid';

/** A ledger row (decision 0108: `owed` is the change of the points owed it records; 0 for most rows). */
export type LedgerEntry = Pick<
  typeof loyaltyTransactions.$inferInsert,
  'userId' | 'points' | 'description' | 'orderId'
> & {
  type: LedgerType;
  redemptionId?: string | null;
  owed?: number;
};

// The clock at the statement, not the transaction's start: rows written together keep their order.
const ledgerInsert = (db: DbOrTx, entry: LedgerEntry) =>
  db.insert(loyaltyTransactions).values({ ...entry, createdAt: sql`clock_timestamp()` });

/**
 * Adds points (and spend) to the person's balance, opening it on the first order, writes the
 * ledger row that records them, and returns the points it owes: one statement, the ledger row a
 * data-modifying `WITH` part, which PostgreSQL always runs to the end (performance A6: one round
 * trip per credit). The balance row stays locked by this statement until the transaction ends, so
 * what it owes cannot change before then.
 */
export async function addToBalance(
  db: DbOrTx,
  entry: Omit<LedgerEntry, 'owed'> & { spentCents?: number },
): Promise<{ pointsOwed: number }> {
  const { spentCents = 0, ...row } = entry;
  const upsert = db
    .insert(loyaltyAccounts)
    .values({ userId: row.userId, totalPoints: row.points, totalSpentCents: spentCents })
    .onConflictDoUpdate({
      target: loyaltyAccounts.userId,
      set: {
        totalPoints: sql`${loyaltyAccounts.totalPoints} + ${row.points}`,
        totalSpentCents: sql`${loyaltyAccounts.totalSpentCents} + ${spentCents}`,
        updatedAt: sql`now()`,
      },
    })
    .returning({ pointsOwed: loyaltyAccounts.pointsOwed });
  const result = (await db.execute(
    sql`with ledger_entry as (${ledgerInsert(db, row).getSQL()}) ${upsert.getSQL()}`,
  )) as unknown as {
    rows: { points_owed: number }[];
  };
  return { pointsOwed: Number(result.rows[0]!.points_owed) };
}

export async function insertLedgerEntry(db: DbOrTx, entry: LedgerEntry): Promise<void> {
  await ledgerInsert(db, entry);
}

export async function findAccount(db: DbOrTx, userId: string) {
  const [account] = await db.select().from(loyaltyAccounts).where(eq(loyaltyAccounts.userId, userId));
  return account ?? null;
}

/** The account row, locked until the caller's transaction ends. */
export async function lockAccount(db: DbOrTx, userId: string) {
  const [account] = await db.select().from(loyaltyAccounts).where(eq(loyaltyAccounts.userId, userId)).for('update');
  return account ?? null;
}

/**
 * Takes `points` from the balance only if it holds them: one guarded statement, so two
 * redemptions racing against one balance cannot both pass. False when it does not.
 */
export async function debitIfEnough(db: DbOrTx, userId: string, points: number): Promise<number | null> {
  const [row] = await db
    .update(loyaltyAccounts)
    .set({ totalPoints: sql`${loyaltyAccounts.totalPoints} - ${points}`, updatedAt: sql`now()` })
    .where(and(eq(loyaltyAccounts.userId, userId), gte(loyaltyAccounts.totalPoints, points)))
    .returning({ totalPoints: loyaltyAccounts.totalPoints });
  return row ? row.totalPoints : null;
}

/** Subtracts points (and spend) already checked to be there, under the caller's row lock. */
export async function subtractFromBalance(db: DbOrTx, userId: string, points: number, spentCents: number) {
  await db
    .update(loyaltyAccounts)
    .set({
      totalPoints: sql`${loyaltyAccounts.totalPoints} - ${points}`,
      totalSpentCents: sql`greatest(${loyaltyAccounts.totalSpentCents} - ${spentCents}, 0)`,
      updatedAt: sql`now()`,
    })
    .where(eq(loyaltyAccounts.userId, userId));
}

/** Changes the points owed by `delta` (a refund's shortfall, or minus what was repaid), under the caller's row lock. */
export async function addToOwed(db: DbOrTx, userId: string, delta: number): Promise<void> {
  await db
    .update(loyaltyAccounts)
    .set({ pointsOwed: sql`${loyaltyAccounts.pointsOwed} + ${delta}`, updatedAt: sql`now()` })
    .where(eq(loyaltyAccounts.userId, userId));
}

/**
 * Unused vouchers the person bought on /loyalty since `since` (when a refunded order's points
 * came in), newest first: the ones those points may have paid for.
 */
export async function listVouchersBoughtSince(db: DbOrTx, userId: string, since: Date) {
  return db
    .select({ id: loyaltyRedemptions.id, name: loyaltyRewards.name, points: loyaltyRedemptions.points })
    .from(loyaltyRedemptions)
    .innerJoin(loyaltyRewards, eq(loyaltyRewards.id, loyaltyRedemptions.rewardId))
    .where(
      and(
        eq(loyaltyRedemptions.userId, userId),
        eq(loyaltyRedemptions.status, 'available'),
        eq(loyaltyRedemptions.source, 'loyalty'),
        gte(loyaltyRedemptions.createdAt, since),
      ),
    )
    .orderBy(desc(loyaltyRedemptions.createdAt), desc(loyaltyRedemptions.id));
}

export async function findLedgerEntry(db: DbOrTx, orderId: string, type: LedgerType) {
  const [row] = await db
    .select()
    .from(loyaltyTransactions)
    .where(and(eq(loyaltyTransactions.orderId, orderId), eq(loyaltyTransactions.type, type)));
  return row ?? null;
}

/**
 * Points the order's partial refunds took back so far (decision 0200): from the balance (the rows'
 * negative points) and owed (their `owed`).
 */
export async function partiallyReversedPoints(db: DbOrTx, orderId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`coalesce(sum(${loyaltyTransactions.owed} - ${loyaltyTransactions.points}), 0)::int` })
    .from(loyaltyTransactions)
    .where(and(eq(loyaltyTransactions.orderId, orderId), eq(loyaltyTransactions.type, 'partially_reversed')));
  return row?.n ?? 0;
}

export async function listTransactions(db: DbOrTx, userId: string, limit: number) {
  return db
    .select()
    .from(loyaltyTransactions)
    .where(eq(loyaltyTransactions.userId, userId))
    .orderBy(desc(loyaltyTransactions.createdAt), desc(loyaltyTransactions.id))
    .limit(limit);
}

/** Vouchers the person holds: redeemed on /loyalty, not yet used at a checkout. */
export async function listVouchers(db: DbOrTx, userId: string) {
  return db
    .select({ redemption: loyaltyRedemptions, reward: loyaltyRewards })
    .from(loyaltyRedemptions)
    .innerJoin(loyaltyRewards, eq(loyaltyRewards.id, loyaltyRedemptions.rewardId))
    .where(and(eq(loyaltyRedemptions.userId, userId), eq(loyaltyRedemptions.status, 'available')))
    .orderBy(desc(loyaltyRedemptions.createdAt));
}

/** Rewards customers may see: active and not archived, cheapest first. */
export async function listActiveRewards(db: DbOrTx) {
  return db
    .select()
    .from(loyaltyRewards)
    .where(and(eq(loyaltyRewards.active, true), isNull(loyaltyRewards.archivedAt)))
    .orderBy(asc(loyaltyRewards.pointsCost), asc(loyaltyRewards.name));
}

/** Rewards the admin manages: every one not archived, newest first. */
export async function listManagedRewards(db: DbOrTx) {
  return db
    .select()
    .from(loyaltyRewards)
    .where(isNull(loyaltyRewards.archivedAt))
    .orderBy(desc(loyaltyRewards.createdAt), asc(loyaltyRewards.name));
}

export async function findReward(db: DbOrTx, id: string) {
  const [row] = await db.select().from(loyaltyRewards).where(eq(loyaltyRewards.id, id));
  return row ?? null;
}

/**
 * Counts one more use of a reward if it is active, not archived and below its limit: one
 * guarded statement, which also locks the row until the caller's transaction ends.
 */
export async function takeRewardUse(db: DbOrTx, id: string): Promise<RewardRow | null> {
  const [row] = await db
    .update(loyaltyRewards)
    .set({ currentUses: sql`${loyaltyRewards.currentUses} + 1`, updatedAt: sql`now()` })
    .where(
      and(
        eq(loyaltyRewards.id, id),
        eq(loyaltyRewards.active, true),
        isNull(loyaltyRewards.archivedAt),
        or(isNull(loyaltyRewards.maxUses), sql`${loyaltyRewards.currentUses} < ${loyaltyRewards.maxUses}`),
      ),
    )
    .returning();
  return row ?? null;
}

export async function insertRedemption(db: DbOrTx, values: typeof loyaltyRedemptions.$inferInsert) {
  const [row] = await db.insert(loyaltyRedemptions).values(values).returning();
  return row!;
}

export async function insertReward(db: DbOrTx, values: typeof loyaltyRewards.$inferInsert) {
  const [row] = await db.insert(loyaltyRewards).values(values).returning();
  return row!;
}

export async function updateReward(db: DbOrTx, id: string, values: Partial<typeof loyaltyRewards.$inferInsert>) {
  const [row] = await db
    .update(loyaltyRewards)
    .set({ ...values, updatedAt: sql`now()` })
    .where(and(eq(loyaltyRewards.id, id), isNull(loyaltyRewards.archivedAt)))
    .returning();
  return row ?? null;
}

export async function countRedemptionsOf(db: DbOrTx, rewardId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(loyaltyRedemptions)
    .where(eq(loyaltyRedemptions.rewardId, rewardId));
  return row?.n ?? 0;
}

export async function deleteReward(db: DbOrTx, id: string): Promise<void> {
  await db.delete(loyaltyRewards).where(eq(loyaltyRewards.id, id));
}

/** A person's balance, ledger and rewards taken, for their data download. */
export async function findLoyaltyRecords(db: DbOrTx, userId: string) {
  const [account] = await db.select().from(loyaltyAccounts).where(eq(loyaltyAccounts.userId, userId));
  const transactions = await db
    .select()
    .from(loyaltyTransactions)
    .where(eq(loyaltyTransactions.userId, userId))
    .orderBy(desc(loyaltyTransactions.createdAt));
  const redemptions = await db
    .select({
      rewardName: loyaltyRewards.name,
      status: loyaltyRedemptions.status,
      points: loyaltyRedemptions.points,
      createdAt: loyaltyRedemptions.createdAt,
    })
    .from(loyaltyRedemptions)
    .innerJoin(loyaltyRewards, eq(loyaltyRewards.id, loyaltyRedemptions.rewardId))
    .where(eq(loyaltyRedemptions.userId, userId))
    .orderBy(desc(loyaltyRedemptions.createdAt));
  return { account, transactions, redemptions };
}

/** Gives back one use of a reward (a reservation released); locks the reward row like takeRewardUse. */
export async function returnRewardUse(db: DbOrTx, id: string): Promise<void> {
  await db
    .update(loyaltyRewards)
    .set({ currentUses: sql`greatest(${loyaltyRewards.currentUses} - 1, 0)`, updatedAt: sql`now()` })
    .where(eq(loyaltyRewards.id, id));
}

export async function findRedemption(db: DbOrTx, id: string) {
  const [row] = await db.select().from(loyaltyRedemptions).where(eq(loyaltyRedemptions.id, id));
  return row ?? null;
}

/**
 * Moves a redemption from one status to another only if it is still in `from` (and, when given,
 * belongs to `userId`): one guarded statement, so two checkouts cannot take one voucher.
 */
export async function moveRedemption(
  db: DbOrTx,
  id: string,
  from: (typeof loyaltyRedemptions.$inferSelect)['status'][],
  to: Partial<typeof loyaltyRedemptions.$inferInsert>,
  userId?: string,
) {
  const [row] = await db
    .update(loyaltyRedemptions)
    .set({ ...to, updatedAt: sql`now()` })
    .where(
      and(
        eq(loyaltyRedemptions.id, id),
        inArray(loyaltyRedemptions.status, from),
        userId ? eq(loyaltyRedemptions.userId, userId) : undefined,
      ),
    )
    .returning();
  return row ?? null;
}
