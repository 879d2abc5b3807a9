/**
 * Edit Kitchen Minutes (issue 23): a size's own minutes changed in place, without deleting and
 * adding the size again. Empty goes back to the product's minutes; the server checks the number
 * and its refusal shows under the field.
 */
import { useEffect, useState, type FormEvent } from 'react';
import type { AdminProduct, AdminVariant } from '@/contracts/admin-catalog';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/web/components/ui/dialog';
import { DialogFormFooter } from '@/web/components/ui/dialog-form-footer';
import { ApiRequestError } from '@/web/lib/api-client';
import { toast } from '@/web/lib/toast-store';
import { useUpdateVariantEffort } from '../api/admin-catalog';
import { SIZE_LABELS } from '../variant-form';
import { SizeMinutesField } from './size-minutes-field';

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
          <SizeMinutesField product={product} error={error} value={minutes} onChange={setMinutes} />
          <DialogFormFooter submitLabel="Save Minutes" pending={update.isPending} onCancel={onClose} />
        </form>
      </DialogContent>
    </Dialog>
  );
}
