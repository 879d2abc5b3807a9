import { MessageSquareHeart } from 'lucide-react';
import { useMemo, useState } from 'react';
import type { AdminUpdateReview } from '@/contracts/reviews';
import { PillFilter } from '@/web/components/ui/pill-filter';
import { EmptyState, LoadError, LoadingState } from '@/web/components/ui/query-states';
import { toast } from '@/web/lib/toast-store';
import { useAdminReviews } from './api/get-reviews';
import { useUpdateReview } from './api/update-review';
import { ReviewCard } from './components/review-card';
import { REVIEW_FILTERS, type ReviewFilter, reviewsIn } from './review-filter';

const TITLE = 'Reviews';

const DONE: Record<string, string> = {
  approved: 'The review is shown on the shop',
  hidden: 'The review is hidden from the shop',
  pending: 'The review waits for approval',
};

/** /admin/reviews: customers' reviews to approve, hide or answer (issue 26). */
export default function ReviewsPage() {
  const reviews = useAdminReviews();
  const update = useUpdateReview();
  const [filter, setFilter] = useState<ReviewFilter>('pending');
  const all = useMemo(() => reviews.data ?? [], [reviews.data]);
  const shown = useMemo(() => reviewsIn(all, filter), [all, filter]);

  const change = (id: string, body: AdminUpdateReview) =>
    update
      .mutateAsync(
        { id, change: body },
        {
          onSuccess: () =>
            toast({
              title: 'Review Updated',
              description: body.status ? DONE[body.status] : 'The reply is saved',
              variant: 'success',
            }),
          onError: (error) => toast({ title: 'Update Failed', description: error.message, variant: 'destructive' }),
        },
      )
      .catch(() => undefined);

  return (
    <div className="flex min-w-0 flex-col gap-6">
      <title>{`${TITLE} | Admin`}</title>
      <header className="flex flex-col gap-4 lg:flex-row lg:items-end lg:justify-between">
        <div>
          <h1 className="text-h1 text-cocoa-900">{TITLE}</h1>
          <p className="mt-1 text-muted-foreground">
            Reviews from customers whose orders were delivered or collected. Only approved ones show on the shop.
          </p>
        </div>
        <PillFilter
          label="Show reviews"
          options={REVIEW_FILTERS.map((option) => ({
            value: option.value,
            label: `${option.label} (${reviewsIn(all, option.value).length})`,
          }))}
          value={filter}
          onChange={setFilter}
          className="grid w-full grid-cols-2 gap-1 rounded-3xl sm:inline-flex sm:w-fit sm:rounded-full"
        />
      </header>

      {reviews.isPending ? (
        <LoadingState label="Loading reviews..." />
      ) : reviews.isError ? (
        <LoadError message="Could not load the reviews." onRetry={() => void reviews.refetch()} />
      ) : shown.length === 0 ? (
        <EmptyState
          icon={MessageSquareHeart}
          framed
          title={filter === 'pending' ? 'No reviews to approve' : 'No reviews here'}
        >
          Customers can review what they bought once their order is delivered or collected.
        </EmptyState>
      ) : (
        <div className="grid gap-4 xl:grid-cols-2">
          {shown.map((review) => (
            <ReviewCard
              key={`${review.id}-${review.updatedAt}-${review.reply ?? ''}`}
              review={review}
              busy={update.isPending && update.variables?.id === review.id}
              onChange={(body) => change(review.id, body)}
            />
          ))}
        </div>
      )}
    </div>
  );
}
