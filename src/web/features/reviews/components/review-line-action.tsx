import { PencilLine, Star } from 'lucide-react';
import { useState } from 'react';
import type { StoreMyReview } from '@/contracts/reviews';
import { Button } from '@/web/components/ui/button';
import { ReviewDialog } from './review-dialog';

const STATUS_NOTE: Record<StoreMyReview['status'], string> = {
  pending: 'Your review is waiting for approval',
  approved: 'Your review is published',
  hidden: 'Your review is not shown',
};

/** The "Review" action on a delivered or collected order's line (/orders). */
export function ReviewLineAction({
  productId,
  productName,
  existing,
}: {
  productId: string;
  productName: string;
  existing: StoreMyReview | undefined;
}) {
  const [open, setOpen] = useState(false);
  return (
    <div className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1">
      <Button
        size="sm"
        variant={existing ? 'ghost' : 'outline'}
        onClick={() => setOpen(true)}
        aria-label={`${existing ? 'Edit review of' : 'Review'} ${productName}`}
        className="min-h-11 sm:min-h-9"
      >
        {existing ? <PencilLine aria-hidden="true" /> : <Star aria-hidden="true" />}
        {existing ? 'Edit review' : 'Review'}
      </Button>
      {existing ? <span className="text-caption text-muted-foreground">{STATUS_NOTE[existing.status]}</span> : null}
      {open ? (
        <ReviewDialog
          open={open}
          onOpenChange={setOpen}
          productId={productId}
          productName={productName}
          existing={existing}
        />
      ) : null}
    </div>
  );
}
