import { type FormEvent, useState } from 'react';
import type { StoreMyReview } from '@/contracts/reviews';
import { hasControlCharacters, MAX_REVIEW_TEXT_LENGTH } from '@/domain/reviews';
import { Button } from '@/web/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/web/components/ui/dialog';
import { Field } from '@/web/components/ui/field';
import { Textarea } from '@/web/components/ui/textarea';
import { ApiRequestError } from '@/web/lib/api-client';
import { toast } from '@/web/lib/toast-store';
import { useSaveReview } from '../api/save-review';
import { StarRatingInput } from './star-rating-input';

interface Errors {
  rating?: string;
  text?: string;
  form?: string;
}

/** Checks what the server checks, so a mistake is shown beside its field before any request. */
function check(rating: number, text: string): Errors {
  const errors: Errors = {};
  if (rating < 1 || rating > 5) errors.rating = 'Choose from 1 to 5 stars.';
  if (text.length > MAX_REVIEW_TEXT_LENGTH) errors.text = `Keep it to ${MAX_REVIEW_TEXT_LENGTH} characters.`;
  else if (hasControlCharacters(text)) errors.text = 'Remove the invisible control characters.';
  return errors;
}

/** Writing or changing the customer's review of one product they received. */
export function ReviewDialog({
  open,
  onOpenChange,
  productId,
  productName,
  existing,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  productId: string;
  productName: string;
  existing: StoreMyReview | undefined;
}) {
  const [rating, setRating] = useState(existing?.rating ?? 0);
  const [text, setText] = useState(existing?.text ?? '');
  const [errors, setErrors] = useState<Errors>({});
  const save = useSaveReview();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = check(rating, text);
    setErrors(found);
    if (Object.keys(found).length) return;
    try {
      await save.mutateAsync({ productId, review: { rating, text: text.trim() ? text : null } });
      toast({
        title: 'Thank you for your review',
        description: 'It will appear on the shop once our team has checked it.',
        variant: 'success',
      });
      onOpenChange(false);
    } catch (error) {
      const fields = error instanceof ApiRequestError ? error.fields : {};
      setErrors({
        rating: fields.rating,
        text: fields.text,
        form:
          error instanceof ApiRequestError && error.status === 403
            ? 'You can review a product once your order with it has been delivered or collected.'
            : fields.rating || fields.text
              ? undefined
              : 'We could not save your review. Please try again.',
      });
    }
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent size="md">
        <DialogHeader>
          <DialogTitle>{existing ? 'Edit your review' : 'Review'}</DialogTitle>
          <DialogDescription>{productName}</DialogDescription>
        </DialogHeader>
        <form onSubmit={(e) => void submit(e)} className="flex flex-col gap-5" noValidate>
          <StarRatingInput value={rating} onChange={setRating} error={errors.rating} />
          <Field
            label="Your review (optional)"
            hint={`${text.length.toLocaleString('en-NZ')} / ${MAX_REVIEW_TEXT_LENGTH.toLocaleString('en-NZ')} characters`}
            error={errors.text}
          >
            <Textarea
              value={text}
              onChange={(e) => setText(e.target.value)}
              rows={5}
              placeholder="What did you enjoy? Would you order it again?"
            />
          </Field>
          <p className="text-caption text-muted-foreground">
            Reviews show your first name and initial, marked “Verified purchase”, once our team has checked them.
            {existing?.status === 'approved' ? ' A changed review is checked again.' : ''}
          </p>
          {errors.form ? (
            <p role="alert" className="text-small text-destructive">
              {errors.form}
            </p>
          ) : null}
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" loading={save.isPending}>
              {existing ? 'Update review' : 'Submit review'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
