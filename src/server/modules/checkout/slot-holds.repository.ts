import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { checkouts, slotHolds } from '../../db/schema';
import { advisoryTransactionLock, lockName } from '../../db/transaction-locks';

/**
 * Serialises everything that takes a place in one slot until the transaction ends (PostgreSQL
 * advisory lock keyed by the slot), so two checkouts cannot both take its last place.
 */
export async function lockSlot(tx: DbOrTx, date: string, time: string): Promise<void> {
  await advisoryTransactionLock(tx, lockName(`slot:${date}:${time}`));
}

/**
 * Serialises the holds of one account until the transaction ends, so two of its carts binding at
 * once (in different slots, under different slot locks) cannot both keep a place. Taken before
 * the slot's lock, always in that order.
 */
export async function lockAccountHolds(tx: DbOrTx, userId: string | null): Promise<void> {
  if (userId === null) return;
  await advisoryTransactionLock(tx, lockName(`slot-holds:${userId}`));
}

/** A checkout that takes a place, and its account (null only if the account is gone). */
export interface Holder {
  id: string;
  userId: string | null;
}

/** The account's open checkouts other than this one: their holds give way to this one's. */
const othersOfAccount = (userId: string, checkoutId: string) =>
  and(eq(checkouts.userId, userId), ne(checkouts.id, checkoutId));

/**
 * The checkout holds a place (its kitchen minutes) in this slot for `minutes`: the account's one place (decision 0107).
 * A new slot replaces the checkout's old one, and the hold of any other checkout of the same
 * account is dropped. Call under `lockAccountHolds` and the slot's lock.
 */
export async function holdSlot(
  tx: DbOrTx,
  holder: Holder,
  slot: { deliveryDate: string; deliveryTime: string },
  effortMinutes: number,
  minutes: number,
) {
  const { deliveryDate: date, deliveryTime: time } = slot;
  if (holder.userId !== null) {
    const others = tx.select({ id: checkouts.id }).from(checkouts).where(othersOfAccount(holder.userId, holder.id));
    await tx.delete(slotHolds).where(inArray(slotHolds.checkoutId, others));
  }
  const expiresAt = sql`now() + make_interval(mins => ${minutes})`;
  await tx
    .insert(slotHolds)
    .values({ checkoutId: holder.id, deliveryDate: date, deliveryTime: time, effortMinutes, expiresAt })
    .onConflictDoUpdate({
      target: slotHolds.checkoutId,
      set: { deliveryDate: date, deliveryTime: time, effortMinutes, expiresAt },
    });
}
