import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { loyaltyAccounts, loyaltyTransactions } from '../../db/schema';

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
