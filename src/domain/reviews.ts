/**
 * Rules of customers' reviews (issue 26, decision 0185): who may write one, what it may hold, and
 * how a product's rating is read from the approved ones.
 */
import type { OrderStatus } from './order-status';

export const REVIEW_STATUSES = ['pending', 'approved', 'hidden'] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

export const MIN_REVIEW_RATING = 1;
export const MAX_REVIEW_RATING = 5;
/** The longest review text, and the longest staff reply. */
export const MAX_REVIEW_TEXT_LENGTH = 2000;

/** An order in one of these states proves the customer received the product. */
export const REVIEWABLE_ORDER_STATUSES: readonly OrderStatus[] = ['delivered', 'collected'];

export const isReviewableOrderStatus = (status: string): boolean =>
  (REVIEWABLE_ORDER_STATUSES as readonly string[]).includes(status);

// Control characters other than line breaks and tabs: invisible in the page, they can hide text
// or break a line of the admin's list (C0, DEL and C1).
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;

export const hasControlCharacters = (text: string): boolean => CONTROL_CHARACTERS.test(text);

/**
 * A product's rating from its approved reviews: the mean to one decimal (half up), or null when
 * there is none, so nothing is shown rather than "0.0".
 */
export function averageRating(ratingSum: number, count: number): number | null {
  if (count <= 0) return null;
  return Math.round((ratingSum * 10) / count) / 10;
}

/**
 * The name a review is shown under: the first name and the last name's initial ("Aroha N."),
 * so a customer is recognisable to friends but not findable; "A customer" when none is known.
 */
export function reviewerDisplayName(
  firstName: string | null,
  lastName: string | null,
  fullName: string | null,
): string {
  const parts = (fullName ?? '').trim().split(/\s+/).filter(Boolean);
  const first = firstName?.trim() || parts[0] || '';
  const last = lastName?.trim() || (parts.length > 1 ? parts[parts.length - 1]! : '');
  if (!first) return 'A customer';
  return last ? `${first} ${last[0]!.toUpperCase()}.` : first;
}
