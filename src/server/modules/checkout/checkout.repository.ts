import { and, eq, gt, inArray, isNotNull, isNull, lt, or, type SQLWrapper, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { prepared } from '../../db/prepared';
import { lockProductsForCheckout } from '../../db/product-locks';
import { type CheckoutDetails, type CheckoutStatus, checkouts, products, users } from '../../db/schema';
import { transactionsNeverOverlap } from '../../db/transaction-locks';

export type CheckoutRow = typeof checkouts.$inferSelect;
/** What a new checkout is made of; it always has its customer (only a deleted account clears it). */
export type CheckoutDraft = { userId: string } & Pick<
  CheckoutRow,
  | 'cartSessionId'
  | 'cartVersion'
  | 'lines'
  | 'subtotalCents'
  | 'discountCents'
  | 'deliveryFeeCents'
  | 'gstCents'
  | 'totalCents'
  | 'pointsToEarn'
  | 'pricesIncludeGst'
  | 'gstRegistered'
  | 'paymentGateway'
  | 'rewardId'
> &
  Partial<Pick<CheckoutRow, 'storeCreditCents'>>;

// Built once (db/prepared.ts): read on every create-payment-intent, twice.
const openCheckout = prepared((db) =>
  db
    .select()
    .from(checkouts)
    .where(
      and(
        eq(checkouts.userId, sql.placeholder('userId')),
        eq(checkouts.cartSessionId, sql.placeholder('cartSessionId')),
        eq(checkouts.status, 'open'),
      ),
    ),
);

export async function findOpenCheckout(db: DbOrTx, userId: string, cartSessionId: string) {
  const [row] = await openCheckout(db, { userId, cartSessionId });
  return row;
}

/**
 * Locks the products a checkout names against deletion (see db/product-locks.ts) and returns
 * those that still exist and are not archived, as seen after the lock.
 */
export async function lockAvailableProducts(tx: DbOrTx, productIds: string[]): Promise<Set<string>> {
  if (productIds.length === 0) return new Set();
  await lockProductsForCheckout(tx, productIds);
  const rows = await tx
    .select({ id: products.id })
    .from(products)
    .where(and(inArray(products.id, productIds), isNull(products.archivedAt)));
  return new Set(rows.map((row) => row.id));
}

/** A new open checkout; undefined when another request opened one for this cart first. */
export async function insertCheckout(db: DbOrTx, draft: CheckoutDraft): Promise<CheckoutRow | undefined> {
  const [row] = await db
    .insert(checkouts)
    .values(draft)
    .onConflictDoNothing({
      target: [checkouts.userId, checkouts.cartSessionId],
      where: sql`${checkouts.status} = 'open'`,
    })
    .returning();
  return row;
}

/** Names the checkout's one payment intent; an intent, once named, is never replaced. */
const checkoutIntent = prepared((db) =>
  db
    .update(checkouts)
    .set({ paymentIntentId: sql`${sql.placeholder('paymentIntentId')}`, updatedAt: sql`now()` })
    .where(and(eq(checkouts.id, sql.placeholder('id')), isNull(checkouts.paymentIntentId))),
);

export async function setCheckoutIntent(db: DbOrTx, id: string, paymentIntentId: string): Promise<void> {
  await checkoutIntent(db, { id, paymentIntentId });
}

/** The cart changed: this snapshot stays as it was (its payment may still complete), no longer open. */
export async function markSuperseded(db: DbOrTx, id: string): Promise<boolean> {
  const rows = await db
    .update(checkouts)
    .set({ status: 'superseded', updatedAt: sql`now()` })
    .where(and(eq(checkouts.id, id), eq(checkouts.status, 'open')))
    .returning({ id: checkouts.id });
  return rows.length > 0;
}

/** Binds the details to a checkout that is still open; false when it no longer is. */
export async function setOpenCheckoutDetails(db: DbOrTx, id: string, details: CheckoutDetails): Promise<boolean> {
  const rows = await db
    .update(checkouts)
    .set({ details, updatedAt: sql`now()` })
    .where(and(eq(checkouts.id, id), eq(checkouts.status, 'open')))
    .returning({ id: checkouts.id });
  return rows.length > 0;
}

// Built once (db/prepared.ts): read by confirm-order, the card's confirmation and fulfilment.
const checkoutByIntent = prepared((db) =>
  db
    .select()
    .from(checkouts)
    .where(eq(checkouts.paymentIntentId, sql.placeholder('paymentIntentId'))),
);

export async function findCheckoutByIntent(db: DbOrTx, paymentIntentId: string): Promise<CheckoutRow | undefined> {
  const [row] = await checkoutByIntent(db, { paymentIntentId });
  return row;
}

/**
 * Holds the customer's row against deletion until the transaction ends (a key-share lock, as the
 * order's foreign key takes anyway). Taken before the checkout's row lock: an account deletion
 * locks the user first and its checkouts after (ON DELETE SET NULL), so taking them in the same
 * order means the two wait for each other instead of deadlocking.
 */
// The fulfilment's statements, built once (db/prepared.ts) and run in each fulfilment's transaction.
const customerLock = prepared((tx) =>
  tx
    .select({ id: users.id })
    .from(users)
    .where(eq(users.id, sql.placeholder('userId')))
    .for('key share'),
);
const checkoutLock = prepared((tx) =>
  tx
    .select()
    .from(checkouts)
    .where(eq(checkouts.id, sql.placeholder('id')))
    .for('update'),
);
const fulfilled = prepared((tx) =>
  tx
    .update(checkouts)
    .set({ status: 'fulfilled', orderId: sql`${sql.placeholder('orderId')}`, updatedAt: sql`now()` })
    .where(eq(checkouts.id, sql.placeholder('id'))),
);

export async function lockCustomer(tx: DbOrTx, userId: string): Promise<void> {
  // Only a wait for an account deletion under way, which cannot run beside this on PGlite.
  if (transactionsNeverOverlap(tx)) return;
  await customerLock(tx, { userId });
}

/** The checkout, locked until the transaction ends: one fulfilment at a time decides its fate. */
export async function lockCheckout(tx: DbOrTx, id: string): Promise<CheckoutRow | undefined> {
  const [row] = await checkoutLock(tx, { id });
  return row;
}

/**
 * Decided: this paid checkout is its order. `alongside` (the paid lines' removal from the cart)
 * runs in the same statement, as a data-modifying WITH: one statement fewer per order (A6).
 */
export async function markFulfilled(
  tx: DbOrTx,
  id: string,
  orderId: string,
  alongside?: SQLWrapper | null,
): Promise<void> {
  if (!alongside) {
    await fulfilled(tx, { id, orderId });
    return;
  }
  const mark = tx
    .update(checkouts)
    .set({ status: 'fulfilled', orderId, updatedAt: sql`now()` })
    .where(eq(checkouts.id, id));
  // Their SQL, not the builders: Drizzle puts an embedded builder in parentheses, as a subquery.
  await tx.execute(sql`with alongside as (${alongside.getSQL()}) ${mark.getSQL()}`);
}

/** Decided: this paid checkout cannot become an order and its payment goes back. */
export async function markRefunding(tx: DbOrTx, id: string, reason: string): Promise<void> {
  await tx
    .update(checkouts)
    .set({ status: 'refunding', refundReason: reason, updatedAt: sql`now()` })
    .where(eq(checkouts.id, id));
}

/** The gateway refunded it; true only for the call that recorded it. */
export async function markRefunded(tx: DbOrTx, id: string): Promise<boolean> {
  const rows = await tx
    .update(checkouts)
    .set({ status: 'refunded', updatedAt: sql`now()` })
    .where(and(eq(checkouts.id, id), eq(checkouts.status, 'refunding')))
    .returning({ id: checkouts.id });
  return rows.length > 0;
}

const UNSETTLED: CheckoutStatus[] = ['open', 'superseded', 'refunding'];

/**
 * Checkouts whose payment may have completed without an order or a refund yet: a payment intent,
 * bound details, not settled, quiet for `quietSeconds` and touched in the last `withinHours`.
 */
export async function findUnsettledCheckouts(
  db: DbOrTx,
  options: { quietSeconds: number; withinHours: number; limit: number },
): Promise<CheckoutRow[]> {
  return db
    .select()
    .from(checkouts)
    .where(
      and(
        inArray(checkouts.status, UNSETTLED),
        isNotNull(checkouts.paymentIntentId),
        isNotNull(checkouts.details),
        sql`${checkouts.updatedAt} > now() - make_interval(hours => ${options.withinHours})`,
        lt(checkouts.updatedAt, sql`now() - make_interval(secs => ${options.quietSeconds})`),
      ),
    )
    .orderBy(checkouts.updatedAt)
    .limit(options.limit);
}

/** Names the reward reserved for this checkout (in the transaction that reserved it). */
export async function setCheckoutRedemption(tx: DbOrTx, id: string, redemptionId: string): Promise<void> {
  await tx
    .update(checkouts)
    .set({ redemptionId, updatedAt: sql`now()` })
    .where(eq(checkouts.id, id));
}

/** Records that the checkout's reserved reward and store credit were given back; true only for the call that did. */
export async function markRewardReleased(tx: DbOrTx, id: string): Promise<boolean> {
  const rows = await tx
    .update(checkouts)
    .set({ rewardReleasedAt: sql`now()` })
    .where(
      and(
        eq(checkouts.id, id),
        // What it holds: a reward, store credit (decision 0202), or both, given back together.
        or(isNotNull(checkouts.redemptionId), gt(checkouts.storeCreditCents, 0)),
        isNull(checkouts.rewardReleasedAt),
      ),
    )
    .returning({ id: checkouts.id });
  return rows.length > 0;
}

/**
 * Checkouts that hold a reward but were left unpaid for `minutes`: open ones the customer walked
 * away from, and superseded ones whose intent could not be cancelled at the time.
 */
export async function findStaleRewardCheckouts(
  db: DbOrTx,
  options: { minutes: number; limit: number },
): Promise<CheckoutRow[]> {
  return db
    .select()
    .from(checkouts)
    .where(
      and(
        inArray(checkouts.status, ['open', 'superseded']),
        // A reward or store credit held (decision 0202), not yet given back.
        or(isNotNull(checkouts.redemptionId), gt(checkouts.storeCreditCents, 0)),
        isNull(checkouts.rewardReleasedAt),
        lt(checkouts.updatedAt, sql`now() - make_interval(mins => ${options.minutes})`),
      ),
    )
    .orderBy(checkouts.updatedAt)
    .limit(options.limit);
}
