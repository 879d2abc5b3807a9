import { desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { loyaltyAccounts, loyaltyRedemptions, loyaltyRewards, loyaltyTransactions } from '../../db/schema';

/** Adds points and spend to the person's balance, opening it on the first order: one statement. */
export async function addToBalance(db: DbOrTx, userId: string, points: number, spentCents: number): Promise<void> {
  await db
    .insert(loyaltyAccounts)
    .values({ userId, totalPoints: points, totalSpentCents: spentCents })
    .onConflictDoUpdate({
      target: loyaltyAccounts.userId,
      set: {
        totalPoints: sql`${loyaltyAccounts.totalPoints} + ${points}`,
        totalSpentCents: sql`${loyaltyAccounts.totalSpentCents} + ${spentCents}`,
        updatedAt: sql`now()`,
      },
    });
}

export async function insertLedgerEntry(
  db: DbOrTx,
  entry: Pick<typeof loyaltyTransactions.$inferInsert, 'userId' | 'type' | 'points' | 'description' | 'orderId'>,
): Promise<void> {
  await db.insert(loyaltyTransactions).values(entry);
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
