import { Check, EyeOff, Star } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import type { AdminReview, AdminUpdateReview } from '@/contracts/reviews';
import { formatPlacedAt } from '@/domain/dates';
import { MAX_REVIEW_TEXT_LENGTH } from '@/domain/reviews';
import { Badge } from '@/web/components/ui/badge';
import { Button } from '@/web/components/ui/button';
import { Card, CardContent } from '@/web/components/ui/card';
import { Field } from '@/web/components/ui/field';
import { Textarea } from '@/web/components/ui/textarea';
import { cn } from '@/web/lib/cn';
import { paths } from '@/web/lib/paths';

const STATUS: Record<AdminReview['status'], { label: string; variant: 'warning' | 'success' | 'secondary' }> = {
  pending: { label: 'To approve', variant: 'warning' },
  approved: { label: 'Approved', variant: 'success' },
  hidden: { label: 'Hidden', variant: 'secondary' },
};

/** One review in the admin's Reviews: what the customer wrote, approve or hide, and the shop's reply. */
export function ReviewCard({
  review,
  busy,
  onChange,
}: {
  review: AdminReview;
  busy: boolean;
  onChange: (change: AdminUpdateReview) => Promise<unknown>;
}) {
  const [reply, setReply] = useState(review.reply ?? '');
  const status = STATUS[review.status];
  const replyChanged = reply.trim() !== (review.reply ?? '');
  return (
    <Card aria-labelledby={`review-${review.id}`}>
      <CardContent className="flex flex-col gap-4 pt-5">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div className="min-w-0">
            <h2 id={`review-${review.id}`} className="text-h4 font-semibold text-cocoa-900">
              <Link to={paths.product(review.productSlug)} className="hover:underline">
                {review.productName}
              </Link>
            </h2>
            <p className="mt-1 text-small text-muted-foreground">
              {review.customerName}
              {review.customerEmail ? ` · ${review.customerEmail}` : ''}
              {review.orderNumber ? ` · order #${review.orderNumber}` : ''} ·{' '}
              <time dateTime={review.updatedAt}>{formatPlacedAt(review.updatedAt)}</time>
            </p>
          </div>
          <Badge variant={status.variant}>{status.label}</Badge>
        </div>
        <p className="flex items-center gap-0.5" role="img" aria-label={`${review.rating} out of 5 stars`}>
          {[1, 2, 3, 4, 5].map((n) => (
            <Star
              key={n}
              aria-hidden="true"
              className={cn('size-5', n <= review.rating ? 'fill-saffron-400 text-saffron-500' : 'text-cocoa-300')}
            />
          ))}
        </p>
        {review.text ? (
          <p className="break-words whitespace-pre-line text-cocoa-800">{review.text}</p>
        ) : (
          <p className="text-small text-muted-foreground italic">A rating without words.</p>
        )}
        <Field label="Reply from the bakery (shown under the review)">
          <Textarea
            value={reply}
            onChange={(e) => setReply(e.target.value)}
            rows={2}
            maxLength={MAX_REVIEW_TEXT_LENGTH}
          />
        </Field>
        <div className="flex flex-wrap gap-2">
          {review.status !== 'approved' ? (
            <Button
              disabled={busy}
              onClick={() => void onChange({ status: 'approved', ...(replyChanged ? { reply } : {}) })}
              className="max-sm:flex-1"
            >
              <Check aria-hidden="true" />
              Approve
            </Button>
          ) : null}
          {review.status !== 'hidden' ? (
            <Button
              variant="outline"
              disabled={busy}
              onClick={() => void onChange({ status: 'hidden' })}
              className="max-sm:flex-1"
            >
              <EyeOff aria-hidden="true" />
              Hide
            </Button>
          ) : null}
          <Button
            variant="ghost"
            disabled={busy || !replyChanged}
            onClick={() => void onChange({ reply })}
            className="max-sm:flex-1"
          >
            Save reply
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}
