/**
 * Customers' reviews (issue 26, decision 0185): what a customer sends and sees, what the product
 * page lists, and what staff moderate. The public list carries no e-mail nor user id.
 */
import { z } from 'zod';
import {
  hasControlCharacters,
  MAX_REVIEW_RATING,
  MAX_REVIEW_TEXT_LENGTH,
  MIN_REVIEW_RATING,
  REVIEW_STATUSES,
} from '../domain/reviews';

/** Free text of a review or a reply: trimmed, at most 2,000 characters, no control characters. */
const reviewText = (field: string) =>
  z
    .string()
    .max(MAX_REVIEW_TEXT_LENGTH, `${field} must be at most ${MAX_REVIEW_TEXT_LENGTH} characters`)
    .refine((text) => !hasControlCharacters(text), `${field} must not contain control characters`)
    .transform((text) => text.trim());

/** PUT /api/products/{id}/review: the caller's review of the product, made or replaced. */
export const StoreReviewInput = z
  .object({
    rating: z
      .number({ message: 'rating must be a whole number from 1 to 5' })
      .int('rating must be a whole number from 1 to 5')
      .min(MIN_REVIEW_RATING, 'rating must be a whole number from 1 to 5')
      .max(MAX_REVIEW_RATING, 'rating must be a whole number from 1 to 5'),
    text: reviewText('text').nullable().optional(),
  })
  .strict();
export type StoreReviewInput = z.input<typeof StoreReviewInput>;

export const ReviewStatus = z.enum(REVIEW_STATUSES);

/** The caller's own review, with where it stands (pending until staff approve it). */
export const StoreMyReview = z.object({
  id: z.string(),
  productId: z.string(),
  rating: z.number().int(),
  text: z.string().nullable(),
  status: ReviewStatus,
  reply: z.string().nullable(),
  updatedAt: z.string(),
});
export type StoreMyReview = z.infer<typeof StoreMyReview>;

/** An approved review as the product page lists it: every one is from a delivered or collected order. */
export const StoreReview = z.object({
  id: z.string(),
  rating: z.number().int(),
  text: z.string().nullable(),
  authorName: z.string(),
  verifiedPurchase: z.literal(true),
  createdAt: z.string(),
  reply: z.string().nullable(),
  repliedAt: z.string().nullable(),
});
export type StoreReview = z.infer<typeof StoreReview>;

/** A review as staff see it in the admin's Reviews screen. */
export const AdminReview = z.object({
  id: z.string(),
  productId: z.string(),
  productName: z.string(),
  productSlug: z.string(),
  rating: z.number().int(),
  text: z.string().nullable(),
  status: ReviewStatus,
  reply: z.string().nullable(),
  customerName: z.string(),
  customerEmail: z.string().nullable(),
  orderNumber: z.number().int().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AdminReview = z.infer<typeof AdminReview>;

export const AdminReviewListQuery = z.object({ status: ReviewStatus.optional() }).strict();

/** PATCH /api/admin/reviews/{id}: approve, hide (or back to pending), and/or reply (null or "" removes it). */
export const AdminUpdateReview = z
  .object({
    status: ReviewStatus.optional(),
    reply: reviewText('reply').nullable().optional(),
  })
  .strict()
  .refine((body) => body.status !== undefined || body.reply !== undefined, {
    message: 'status or reply is required',
    path: ['status'],
  });
export type AdminUpdateReview = z.input<typeof AdminUpdateReview>;
