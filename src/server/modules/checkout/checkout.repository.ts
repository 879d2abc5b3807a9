import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { type CheckoutDetails, checkouts } from '../../db/schema';

export type CheckoutRow = typeof checkouts.$inferSelect;
export type CheckoutDraft = Pick<
  CheckoutRow,
  | 'userId'
  | 'cartSessionId'
  | 'cartVersion'
  | 'lines'
  | 'subtotalCents'
  | 'discountCents'
  | 'gstCents'
  | 'totalCents'
  | 'pointsToEarn'
  | 'pricesIncludeGst'
  | 'paymentGateway'
>;

/** The person's open checkout for this cart, created or refreshed with the new snapshot: one statement. */
export async function upsertOpenCheckout(db: DbOrTx, draft: CheckoutDraft): Promise<CheckoutRow> {
  const [row] = await db
    .insert(checkouts)
    .values(draft)
    .onConflictDoUpdate({
      target: [checkouts.userId, checkouts.cartSessionId],
      targetWhere: sql`${checkouts.status} = 'open'`,
      set: {
        cartVersion: draft.cartVersion,
        lines: draft.lines,
        subtotalCents: draft.subtotalCents,
        discountCents: draft.discountCents,
        gstCents: draft.gstCents,
        totalCents: draft.totalCents,
        pointsToEarn: draft.pointsToEarn,
        pricesIncludeGst: draft.pricesIncludeGst,
        updatedAt: sql`now()`,
      },
    })
    .returning();
  return row!;
}

export async function setCheckoutIntent(db: DbOrTx, id: string, paymentIntentId: string): Promise<void> {
  await db
    .update(checkouts)
    .set({ paymentIntentId, updatedAt: sql`now()` })
    .where(eq(checkouts.id, id));
}

export async function setCheckoutDetails(db: DbOrTx, id: string, details: CheckoutDetails): Promise<void> {
  await db
    .update(checkouts)
    .set({ details, updatedAt: sql`now()` })
    .where(eq(checkouts.id, id));
}

export async function findCheckoutByIntent(db: DbOrTx, paymentIntentId: string): Promise<CheckoutRow | undefined> {
  const [row] = await db.select().from(checkouts).where(eq(checkouts.paymentIntentId, paymentIntentId));
  return row;
}

export async function markCheckoutFulfilled(db: DbOrTx, id: string, orderId: string): Promise<void> {
  await db
    .update(checkouts)
    .set({ status: 'fulfilled', orderId, updatedAt: sql`now()` })
    .where(and(eq(checkouts.id, id)));
}
