/** The customer's orders with staff's partial refunds on them (issue 24): one query for them all. */
import type { StoreOrder } from '../../../contracts/checkout';
import { formatMoneyString } from '../../../domain/money';
import type { DbOrTx } from '../../db/client';
import { findRefundsOfOrders } from './order-refunds.repository';

export async function withRefunds(db: DbOrTx, orders: StoreOrder[]): Promise<StoreOrder[]> {
  const refunds = await findRefundsOfOrders(
    db,
    orders.map((o) => o.id),
  );
  return orders.map((order) => ({
    ...order,
    refunds: refunds
      .filter((r) => r.orderId === order.id)
      .map((r) => ({
        amount: formatMoneyString(r.amountCents),
        reason: r.reason,
        refundedAt: (r.refundedAt ?? r.createdAt).toISOString(),
        ...(r.creditCents > 0 ? { storeCredit: formatMoneyString(r.creditCents) } : {}),
      })),
  }));
}
