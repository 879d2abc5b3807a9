import { BadgeCheck, Store } from 'lucide-react';
import { formatPlacedAt } from '@/domain/dates';
import { Skeleton } from '@/web/components/ui/skeleton';
import { useProductReviews } from '../api/get-product-reviews';
import { Stars } from './stars';

/**
 * The product page's approved reviews, each from a delivered or collected order ("Verified
 * purchase"), with the shop's reply. Shown only when the product has approved reviews.
 */
export function ProductReviews({
  productId,
  rating,
  reviewCount,
}: {
  productId: string;
  rating: number;
  reviewCount: number;
}) {
  const reviews = useProductReviews(productId, { enabled: reviewCount > 0 });
  if (reviewCount === 0) return null;
  return (
    <section aria-labelledby="reviews-heading" className="mt-16">
      <div className="flex flex-wrap items-baseline gap-x-4 gap-y-1">
        <h2 id="reviews-heading" className="text-h2">
          Customer reviews
        </h2>
        <p className="flex items-center gap-2 text-small text-muted-foreground">
          {/* Whole stars never more than earned: 4.5 draws four, the figure beside says 4.5. */}
          <Stars rating={Math.floor(rating)} decorative />
          <span>
            <span className="font-semibold text-cocoa-800">{rating.toFixed(1)}</span> out of 5 · {reviewCount}{' '}
            {reviewCount === 1 ? 'review' : 'reviews'}
          </span>
        </p>
      </div>
      {reviews.isPending ? (
        <div className="mt-6 grid gap-4 md:grid-cols-2" aria-busy="true">
          <Skeleton className="h-32" />
          <Skeleton className="h-32" />
        </div>
      ) : reviews.isError ? (
        <p className="mt-6 text-muted-foreground">The reviews could not be loaded just now.</p>
      ) : (
        <ul className="mt-6 grid items-start gap-4 md:grid-cols-2">
          {reviews.data.map((review) => (
            <li key={review.id} className="rounded-card border border-border bg-card p-5 shadow-soft">
              <article aria-label={`Review by ${review.authorName}`}>
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <Stars rating={review.rating} />
                  <time dateTime={review.createdAt} className="text-caption text-muted-foreground">
                    {formatPlacedAt(review.createdAt).split(',')[0]}
                  </time>
                </div>
                <p className="mt-2 flex flex-wrap items-center gap-x-2 gap-y-1 text-small">
                  <span className="font-semibold text-cocoa-900">{review.authorName}</span>
                  <span className="inline-flex items-center gap-1 text-caption font-medium text-pistachio-800">
                    <BadgeCheck aria-hidden="true" className="size-4" />
                    Verified purchase
                  </span>
                </p>
                {review.text ? (
                  <p className="mt-2 text-small leading-relaxed break-words whitespace-pre-line text-cocoa-800">
                    {review.text}
                  </p>
                ) : null}
                {review.reply ? (
                  <div className="mt-3 rounded-lg bg-cream-100 px-3 py-2.5 text-small text-cocoa-800">
                    <p className="flex items-center gap-1.5 text-caption font-semibold text-cocoa-900">
                      <Store aria-hidden="true" className="size-3.5" />
                      Reply from the bakery
                    </p>
                    <p className="mt-1 break-words whitespace-pre-line">{review.reply}</p>
                  </div>
                ) : null}
              </article>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
