/**
 * What deleting an account does to the rows that name the person outside their profile: orders,
 * checkouts and cart lines. Orders still to come keep what fulfilment needs until they close
 * (docs/decisions/0104); everything else that names the person goes with the account.
 */
import { and, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { cartItems, checkouts, orders, users } from '../../db/schema';
import { DELETED_CUSTOMER_NAME } from '../../../domain/deleted-customer';

/**
 * An order in one of these needs nobody's name, phone or address any more: the final statuses
 * (isFinalStatus in src/domain/order-status.ts), a collected pickup as a delivered delivery.
 */
export const CLOSED_ORDER_STATUSES = ['delivered', 'collected', 'cancelled'] as const;
const isClosed = inArray(orders.status, [...CLOSED_ORDER_STATUSES]);

/** The name and contact details of a kept order, replaced; items, amounts, GST and dates stay (tax law). */
const ANONYMISED = {
  customerName: DELETED_CUSTOMER_NAME,
  customerEmail: '',
  deliveryPhone: null,
  deliveryAddress: null,
  deliverySuburb: null,
  deliveryPostalCode: null,
  specialInstructions: null,
  anonymiseWhenClosed: false,
  updatedAt: sql`now()`,
};

/**
 * Locks the person's row for their deletion, so that two deletions of one account run one after
 * the other. False when it is already gone (deleted a moment ago).
 */
export async function lockUserForDeletion(tx: DbOrTx, userId: string): Promise<boolean> {
  const rows = await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
  return rows.length > 0;
}

/**
 * The person's orders at the moment they delete their account: closed ones lose the name and
 * contact details now; open ones keep them and are marked for the sweep. Runs before the person's
 * row goes (which unlinks the orders).
 */
export async function releaseOrdersOf(tx: DbOrTx, userId: string): Promise<{ closed: number; open: number }> {
  const closed = await tx
    .update(orders)
    .set(ANONYMISED)
    .where(and(eq(orders.userId, userId), isClosed))
    .returning({ id: orders.id });
  const open = await tx
    .update(orders)
    .set({ anonymiseWhenClosed: true, updatedAt: sql`now()` })
    .where(and(eq(orders.userId, userId), sql`not ${isClosed}`))
    .returning({ id: orders.id });
  return { closed: closed.length, open: open.length };
}

/**
 * The sweep: orders of deleted accounts that have been delivered, collected or cancelled since
 * lose the name and contact details they kept for fulfilment. Returns how many.
 */
export async function anonymiseClosedOrdersOfDeletedAccounts(db: DbOrTx): Promise<number> {
  const rows = await db
    .update(orders)
    .set(ANONYMISED)
    .where(and(eq(orders.anonymiseWhenClosed, true), isClosed))
    .returning({ id: orders.id });
  return rows.length;
}

/**
 * The person's checkouts that hold no money: never given a payment intent, or settled (their
 * order or refund is the record). A checkout whose payment may still land is left alone, so its
 * payment is always fulfilled or refunded; deleting is explicit rather than left to the foreign key.
 */
export async function deleteMoneylessCheckoutsOf(tx: DbOrTx, userId: string): Promise<void> {
  await tx
    .delete(checkouts)
    .where(
      and(
        eq(checkouts.userId, userId),
        or(isNull(checkouts.paymentIntentId), inArray(checkouts.status, ['fulfilled', 'refunded'])),
      ),
    );
}

/** The cart lines the person claimed at checkout (cake messages included). */
export async function deleteCartLinesOf(tx: DbOrTx, userId: string): Promise<void> {
  await tx.delete(cartItems).where(eq(cartItems.userId, userId));
}
