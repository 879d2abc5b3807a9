/**
 * Loyalty points (storefront section 9). The balance and its ledger change together, inside the
 * caller's transaction, so points are credited exactly when the order exists.
 */
import type { StoreExportLoyalty } from '../../../contracts/account-data';
import { formatMoneyString } from '../../../domain/money';
import type { DbOrTx } from '../../db/client';
import { addToBalance, findLoyaltyRecords, insertLedgerEntry } from './loyalty.repository';

export interface OrderCredit {
  userId: string;
  orderId: string;
  orderNumber: number;
  points: number;
  spentCents: number;
}

/** Credits an order's points and spend; the caller's transaction makes it once per order. */
export async function creditOrderPoints(tx: DbOrTx, credit: OrderCredit): Promise<void> {
  await addToBalance(tx, credit.userId, credit.points, credit.spentCents);
  await insertLedgerEntry(tx, {
    userId: credit.userId,
    type: 'earned',
    points: credit.points,
    description: `Order #${credit.orderNumber}`,
    orderId: credit.orderId,
  });
}

/** The person's points, ledger and rewards taken, for their data download; null when they have none. */
export async function loyaltyRecordsOf(db: DbOrTx, userId: string): Promise<StoreExportLoyalty | null> {
  const { account, transactions, redemptions } = await findLoyaltyRecords(db, userId);
  if (!account && !transactions.length && !redemptions.length) return null;
  return {
    totalPoints: account?.totalPoints ?? 0,
    totalSpent: formatMoneyString(account?.totalSpentCents ?? 0),
    memberSince: (account?.memberSince ?? transactions.at(-1)?.createdAt ?? new Date()).toISOString(),
    transactions: transactions.map((t) => ({
      type: t.type,
      points: t.points,
      description: t.description,
      createdAt: t.createdAt.toISOString(),
    })),
    redemptions: redemptions.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })),
  };
}
