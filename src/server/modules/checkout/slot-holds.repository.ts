import { and, eq, gt, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { checkouts, slotHolds } from '../../db/schema';

/**
 * Serialises everything that takes a place in one slot until the transaction ends (PostgreSQL
 * advisory lock keyed by the slot), so two checkouts cannot both take its last place.
 */
export async function lockSlot(tx: DbOrTx, date: string, time: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`slot:${date}:${time}`}))`);
}

/** Places held by other open checkouts whose hold has not lapsed. */
export async function countActiveHolds(tx: DbOrTx, date: string, time: string, exceptCheckoutId: string) {
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(slotHolds)
    .innerJoin(checkouts, eq(checkouts.id, slotHolds.checkoutId))
    .where(
      and(
        eq(slotHolds.deliveryDate, date),
        eq(slotHolds.deliveryTime, time),
        gt(slotHolds.expiresAt, sql`now()`),
        eq(checkouts.status, 'open'),
        ne(slotHolds.checkoutId, exceptCheckoutId),
      ),
    );
  return row?.n ?? 0;
}

/** Active holds per slot of one day, for the slot picker. */
export async function countActiveHoldsPerSlot(db: DbOrTx, date: string): Promise<Map<string, number>> {
  const rows = await db
    .select({ slot: slotHolds.deliveryTime, n: sql<number>`count(*)::int` })
    .from(slotHolds)
    .innerJoin(checkouts, eq(checkouts.id, slotHolds.checkoutId))
    .where(and(eq(slotHolds.deliveryDate, date), gt(slotHolds.expiresAt, sql`now()`), eq(checkouts.status, 'open')))
    .groupBy(slotHolds.deliveryTime);
  return new Map(rows.map((r) => [r.slot, r.n]));
}

/** The checkout holds a place in this slot for `minutes` (a new slot replaces its old one). */
export async function holdSlot(tx: DbOrTx, checkoutId: string, date: string, time: string, minutes: number) {
  const expiresAt = sql`now() + make_interval(mins => ${minutes})`;
  await tx
    .insert(slotHolds)
    .values({ checkoutId, deliveryDate: date, deliveryTime: time, expiresAt })
    .onConflictDoUpdate({ target: slotHolds.checkoutId, set: { deliveryDate: date, deliveryTime: time, expiresAt } });
}
