/** Queries of customers' reviews. Each accepts a transaction. */
import { and, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { orderItems, orders, productReviews, products, users } from '../../db/schema';
import { REVIEWABLE_ORDER_STATUSES, type ReviewStatus } from '../../../domain/reviews';

export type ReviewRow = typeof productReviews.$inferSelect;

/** A live (not archived) product's id, or null. */
export async function findLiveProductId(db: DbOrTx, productId: string): Promise<string | null> {
  const [row] = await db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.id, productId), isNull(products.archivedAt)));
  return row?.id ?? null;
}

/** The customer's latest delivered or collected order holding the product: their proof of purchase. */
export async function findQualifyingOrderId(db: DbOrTx, userId: string, productId: string): Promise<string | null> {
  const [row] = await db
    .select({ id: orders.id })
    .from(orders)
    .innerJoin(orderItems, eq(orderItems.orderId, orders.id))
    .where(
      and(
        eq(orders.userId, userId),
        eq(orderItems.productId, productId),
        inArray(orders.status, [...REVIEWABLE_ORDER_STATUSES]),
      ),
    )
    .orderBy(desc(orders.createdAt))
    .limit(1);
  return row?.id ?? null;
}

export async function findReview(db: DbOrTx, id: string): Promise<ReviewRow | null> {
  const [row] = await db.select().from(productReviews).where(eq(productReviews.id, id));
  return row ?? null;
}

/**
 * Makes the customer's review of the product or replaces it. A changed review goes back to
 * 'pending': staff approved the words they read, not the new ones (decision 0185).
 */
export async function upsertReview(
  db: DbOrTx,
  review: { userId: string; productId: string; orderId: string; rating: number; body: string | null },
): Promise<ReviewRow> {
  const now = new Date();
  const [row] = await db
    .insert(productReviews)
    .values({ ...review, status: 'pending', createdAt: now, updatedAt: now })
    .onConflictDoUpdate({
      target: [productReviews.productId, productReviews.userId],
      set: {
        rating: review.rating,
        body: review.body,
        orderId: review.orderId,
        status: 'pending',
        moderatedAt: null,
        updatedAt: now,
      },
    })
    .returning();
  return row!;
}

export function findReviewsOfUser(db: DbOrTx, userId: string): Promise<ReviewRow[]> {
  return db
    .select()
    .from(productReviews)
    .where(eq(productReviews.userId, userId))
    .orderBy(desc(productReviews.updatedAt));
}

/** A product's approved reviews, newest first, with what the page shows of their authors. */
export function findApprovedReviewsOfProduct(db: DbOrTx, productId: string) {
  return db
    .select({
      review: productReviews,
      firstName: users.firstName,
      lastName: users.lastName,
      name: users.name,
    })
    .from(productReviews)
    .innerJoin(users, eq(users.id, productReviews.userId))
    .where(and(eq(productReviews.productId, productId), eq(productReviews.status, 'approved')))
    .orderBy(desc(productReviews.createdAt))
    .limit(100);
}

/** Reviews for the admin's screen, newest first, optionally of one status (or the one review `id`). */
export function findReviewsForAdmin(db: DbOrTx, filter: { status?: ReviewStatus; id?: string }) {
  return db
    .select({
      review: productReviews,
      productName: products.name,
      productSlug: products.slug,
      firstName: users.firstName,
      lastName: users.lastName,
      name: users.name,
      email: users.email,
      orderNumber: orders.orderNumber,
    })
    .from(productReviews)
    .innerJoin(products, eq(products.id, productReviews.productId))
    .innerJoin(users, eq(users.id, productReviews.userId))
    .leftJoin(orders, eq(orders.id, productReviews.orderId))
    .where(
      and(
        filter.status ? eq(productReviews.status, filter.status) : undefined,
        filter.id ? eq(productReviews.id, filter.id) : undefined,
      ),
    )
    .orderBy(desc(productReviews.createdAt))
    .limit(500);
}

export async function updateReviewModeration(
  db: DbOrTx,
  id: string,
  change: { status?: ReviewStatus; reply?: string | null },
): Promise<ReviewRow | null> {
  const now = new Date();
  const [row] = await db
    .update(productReviews)
    .set({
      ...(change.status !== undefined ? { status: change.status, moderatedAt: now } : {}),
      ...(change.reply !== undefined ? { reply: change.reply, repliedAt: change.reply ? now : null } : {}),
    })
    .where(eq(productReviews.id, id))
    .returning();
  return row ?? null;
}
