/**
 * Loyalty points (storefront section 9). The balance and its ledger change together, inside the
 * caller's transaction, so points are credited exactly when the order exists.
 */
import type { DbOrTx } from '../../db/client';
import { addToBalance, insertLedgerEntry } from './loyalty.repository';

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
