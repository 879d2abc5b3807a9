/**
 * Customers' reviews (issue 26, decision 0185). A customer may review a product once an order of
 * theirs holding it was delivered or collected; one review per product and customer, which they
 * may change (it then waits for staff again). Only approved reviews are shown and counted in the
 * product's rating, which the catalogue reads in one grouped query per reload: so every change
 * that alters what is approved tells every copy's catalogue to reload (NOTIFY on commit).
 */
import type { z } from 'zod';
import type {
  AdminReview,
  AdminUpdateReview,
  StoreMyReview,
  StoreReview,
  StoreReviewInput,
} from '../../../contracts/reviews';
import { type ReviewStatus, reviewerDisplayName } from '../../../domain/reviews';
import type { Db, DbOrTx } from '../../db/client';
import type { Actor } from '../../platform/auth/actor';
import { recordAudit } from '../../platform/audit';
import { AppError, NotFound } from '../../platform/errors';
import { CATALOG_CHANGED_CHANNEL, notifyOnCommit } from '../../platform/events/notify';
import {
  findApprovedReviewsOfProduct,
  findLiveProductId,
  findQualifyingOrderId,
  findReview,
  findReviewsForAdmin,
  findReviewsOfUser,
  type ReviewRow,
  updateReviewModeration,
  upsertReview,
} from './reviews.repository';

export const NOT_A_BUYER_MESSAGE =
  'productId: you can review a product once an order of yours with it has been delivered or collected';

type ParsedReview = z.output<typeof StoreReviewInput>;
type ParsedUpdate = z.output<typeof AdminUpdateReview>;

const emptyToNull = (text: string | null | undefined): string | null => (text ? text : null);

export function toMyReview(row: ReviewRow): StoreMyReview {
  return {
    id: row.id,
    productId: row.productId,
    rating: row.rating,
    text: row.body,
    status: row.status,
    reply: row.reply,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * Makes or replaces the customer's review: refused (403, nothing written) without a delivered or
 * collected order of theirs holding the product. Tells the catalogue when an approved review
 * leaves the count by being changed. Used by the route and by the demo seed alike.
 */
export async function writeReview(
  tx: DbOrTx,
  review: { userId: string; productId: string } & ParsedReview,
): Promise<ReviewRow> {
  if (!(await findLiveProductId(tx, review.productId))) throw new NotFound('Product not found');
  const orderId = await findQualifyingOrderId(tx, review.userId, review.productId);
  if (!orderId) {
    throw new AppError(403, 'REVIEW_NOT_ALLOWED', NOT_A_BUYER_MESSAGE, {
      productId: 'no delivered or collected order of yours holds this product',
    });
  }
  const [before] = await findReviewsOfUser(tx, review.userId).then((rows) =>
    rows.filter((r) => r.productId === review.productId),
  );
  const row = await upsertReview(tx, {
    userId: review.userId,
    productId: review.productId,
    orderId,
    rating: review.rating,
    body: emptyToNull(review.text),
  });
  if (before?.status === 'approved') {
    await notifyOnCommit(tx, CATALOG_CHANGED_CHANNEL, { entity: 'review', id: row.id });
  }
  return row;
}

/** Approves, hides or replies to a review; tells the catalogue when the approved set changed. */
export async function moderateReview(tx: DbOrTx, id: string, change: ParsedUpdate): Promise<ReviewRow> {
  const before = await findReview(tx, id);
  if (!before) throw new NotFound('Review not found');
  const row = await updateReviewModeration(tx, id, {
    status: change.status,
    reply: change.reply === undefined ? undefined : emptyToNull(change.reply),
  });
  if (change.status !== undefined && (before.status === 'approved') !== (change.status === 'approved')) {
    await notifyOnCommit(tx, CATALOG_CHANGED_CHANNEL, { entity: 'review', id });
  }
  return row!;
}

export type ReviewsService = ReturnType<typeof createReviewsService>;

export function createReviewsService(db: Db, catalog: { invalidate(): void }) {
  return {
    async save(userId: string, productId: string, input: ParsedReview): Promise<StoreMyReview> {
      const row = await db.transaction((tx) => writeReview(tx, { userId, productId, ...input }));
      // Cheap and always right: the next catalogue read reloads (the NOTIFY does so in other copies).
      catalog.invalidate();
      return toMyReview(row);
    },

    async mine(userId: string): Promise<StoreMyReview[]> {
      return (await findReviewsOfUser(db, userId)).map(toMyReview);
    },

    async approvedOf(productId: string): Promise<StoreReview[]> {
      if (!(await findLiveProductId(db, productId))) throw new NotFound('Product not found');
      const rows = await findApprovedReviewsOfProduct(db, productId);
      return rows.map(({ review, firstName, lastName, name }) => ({
        id: review.id,
        rating: review.rating,
        text: review.body,
        authorName: reviewerDisplayName(firstName, lastName, name),
        verifiedPurchase: true as const,
        createdAt: review.createdAt.toISOString(),
        reply: review.reply,
        repliedAt: review.repliedAt ? review.repliedAt.toISOString() : null,
      }));
    },

    async list(status?: ReviewStatus): Promise<AdminReview[]> {
      return (await findReviewsForAdmin(db, { status })).map(toAdminReview);
    },

    /** Staff's approve, hide or reply, audited in the same transaction. */
    async moderate(id: string, change: ParsedUpdate, actor: Actor): Promise<AdminReview> {
      await db.transaction(async (tx) => {
        const row = await moderateReview(tx, id, change);
        await recordAudit(tx, actor, {
          action: 'review.moderate',
          entity: 'review',
          entityId: row.id,
          details: {
            status: change.status ?? null,
            replied: change.reply === undefined ? null : Boolean(change.reply),
          },
        });
      });
      catalog.invalidate();
      const [updated] = await findReviewsForAdmin(db, { id });
      return toAdminReview(updated!);
    },
  };
}

type AdminRow = Awaited<ReturnType<typeof findReviewsForAdmin>>[number];

function toAdminReview(r: AdminRow): AdminReview {
  return {
    id: r.review.id,
    productId: r.review.productId,
    productName: r.productName,
    productSlug: r.productSlug,
    rating: r.review.rating,
    text: r.review.body,
    status: r.review.status,
    reply: r.review.reply,
    customerName: reviewerDisplayName(r.firstName, r.lastName, r.name),
    customerEmail: r.email,
    orderNumber: r.orderNumber,
    createdAt: r.review.createdAt.toISOString(),
    updatedAt: r.review.updatedAt.toISOString(),
  };
}
