import type { AdminReview } from '@/contracts/reviews';

export type ReviewFilter = 'pending' | 'approved' | 'hidden' | 'all';

export const REVIEW_FILTERS: { value: ReviewFilter; label: string }[] = [
  { value: 'pending', label: 'To approve' },
  { value: 'approved', label: 'Approved' },
  { value: 'hidden', label: 'Hidden' },
  { value: 'all', label: 'All' },
];

export const reviewsIn = (reviews: readonly AdminReview[], filter: ReviewFilter): AdminReview[] =>
  filter === 'all' ? [...reviews] : reviews.filter((r) => r.status === filter);
