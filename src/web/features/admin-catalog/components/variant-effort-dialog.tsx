/**
 * Edit Kitchen Minutes (issue 23): a size's own minutes changed in place, without deleting and
 * adding the size again. Empty goes back to the product's minutes; the server checks the number
 * and its refusal shows under the field.
 */
import { useEffect, useState, type FormEvent } from 'react';
import type { AdminProduct, AdminVariant } from '@/contracts/admin-catalog';
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
import { Input } from '@/web/components/ui/input';
import { ApiRequestError } from '@/web/lib/api-client';
import { toast } from '@/web/lib/toast-store';
import { useUpdateVariantEffort } from '../api/admin-catalog';
import { SIZE_LABELS } from '../variant-form';

const EFFORT_MESSAGE = 'Effort must be 0 minutes or more';

export function VariantEffortDialog({
  product,
  variant,
  onClose,
}: {
  product: AdminProduct;
  /** The size being edited; null: closed. */
  variant: AdminVariant | null;
  onClose: () => void;
}) {
  const [minutes, setMinutes] = useState('');
  const [error, setError] = useState<string | undefined>();
  const update = useUpdateVariantEffort();
  useEffect(() => {
    setMinutes(variant?.effortMinutes === null || !variant ? '' : String(variant.effortMinutes));
    setError(undefined);
  }, [variant]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!variant) return;
    if (minutes.trim() !== '' && !/^\d+$/.test(minutes.trim())) return setError(EFFORT_MESSAGE);
    update.mutate(
      { id: variant.id, productId: product.id, effortMinutes: minutes },
      {
        onSuccess: () => {
          toast({ title: 'Success', description: 'Kitchen minutes saved', variant: 'success' });
          onClose();
        },
        onError: (failure) => {
          const field = failure instanceof ApiRequestError ? failure.fields.effortMinutes : undefined;
          setError(field);
          toast({ title: 'Error', description: 'Failed to save the kitchen minutes', variant: 'destructive' });
        },
      },
    );
  };

  const size = variant ? SIZE_LABELS[variant.size] : '';
  return (
    <Dialog open={variant !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent size="sm">
        <DialogHeader>
          <DialogTitle>Edit Kitchen Minutes</DialogTitle>
          <DialogDescription>
            How long one {size} {product.name} takes the kitchen.
          </DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={submit} className="grid gap-4">
          <Field
            label="Kitchen minutes per item"
            hint={`Only when this size takes a different time. Empty: ${product.effortMinutes} minutes, the product's own`}
            error={error}
          >
            <Input
              type="number"
              inputMode="numeric"
              min={0}
              step={1}
              className="max-w-40"
              value={minutes}
              placeholder={String(product.effortMinutes)}
              onChange={(e) => setMinutes(e.target.value)}
            />
          </Field>
          <DialogFooter>
            <Button variant="outline" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={update.isPending}>
              Save Minutes
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
