/** The Size Variants tab (admin sections 2, 3, 5 and 8): the selected product's sizes. */
import { useState } from 'react';
import { Ruler, Timer } from 'lucide-react';
import type { AdminProduct as AdminProductRow, AdminVariant } from '@/contracts/admin-catalog';
import type { StoreVariant } from '@/contracts/catalog';
import { formatCurrency, parseMoney } from '@/domain/money';
import { VARIANT_SIZES, type VariantSize } from '@/domain/variant-sizes';
import { AddButton } from '@/web/components/ui/add-button';
import { ACTIONS_COLUMN, AdminTable, AdminTableEmpty } from '@/web/components/ui/admin-table';
import { LoadingState } from '@/web/components/ui/query-states';
import { Badge } from '@/web/components/ui/badge';
import { Button } from '@/web/components/ui/button';
import { Card, CardContent } from '@/web/components/ui/card';
import { ConfirmDialog } from '@/web/components/ui/confirm-dialog';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/web/components/ui/dialog';
import { DialogFormFooter } from '@/web/components/ui/dialog-form-footer';
import { Field } from '@/web/components/ui/field';
import { Input } from '@/web/components/ui/input';
import { NativeSelect } from '@/web/components/ui/native-select';
import { DeleteButton } from '@/web/components/ui/row-action-buttons';
import { toast } from '@/web/lib/toast-store';
import { useDialogForm } from '@/web/lib/use-dialog-form';
import { useAdminVariants, useCreateVariant, useDeleteVariant } from '../api/admin-catalog';
import { imageSrc } from '../upload-checks';
import {
  buildVariantPayload,
  EMPTY_VARIANT_FORM,
  SIZE_LABELS,
  validateVariantForm,
  type VariantFormErrors,
  type VariantFormValues,
} from '../variant-form';
import { Checkbox } from './controls';
import { SizeMinutesField } from './size-minutes-field';
import { SizesPreview } from './sizes-preview';
import { VariantEffortDialog } from './variant-effort-dialog';

const emptyVariantForm = () => EMPTY_VARIANT_FORM;

function VariantDialog({
  open,
  product,
  saved,
  onOpenChange,
}: {
  open: boolean;
  product: AdminProductRow;
  /** The product's variants so far. */
  saved: readonly StoreVariant[];
  onOpenChange: (open: boolean) => void;
}) {
  const taken = saved.map((v) => v.size);
  const { formRef, values, setValues, errors, submitWith, afterSave } = useDialogForm<
    VariantFormValues,
    VariantFormErrors
  >({ open, subject: null, toForm: emptyVariantForm, validate: (v) => validateVariantForm(product.id, v) });
  const create = useCreateVariant();

  const submit = submitWith(() =>
    create.mutate(
      buildVariantPayload(product.id, values),
      afterSave({
        close: () => onOpenChange(false),
        saved: () => ({ title: 'Success', description: 'Variant created successfully', variant: 'success' }),
        failed: () => ({ title: 'Error', description: 'Failed to create variant', variant: 'destructive' }),
      }),
    ),
  );

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent size="md">
        <DialogHeader>
          <DialogTitle>Add Size Variant</DialogTitle>
          <DialogDescription>A size of {product.name} with its own price.</DialogDescription>
        </DialogHeader>
        <form ref={formRef} noValidate onSubmit={submit} className="grid gap-4">
          <Field label="Size" required error={errors.size}>
            <NativeSelect
              value={values.size}
              onChange={(e) => setValues((v) => ({ ...v, size: e.target.value as VariantSize | '' }))}
            >
              <option value="">Select a size</option>
              {VARIANT_SIZES.map((size) => (
                <option key={size} value={size} disabled={taken.includes(size)}>
                  {SIZE_LABELS[size]}
                  {taken.includes(size) ? ' (added)' : ''}
                </option>
              ))}
            </NativeSelect>
          </Field>
          <Field label="Price ($)" required error={errors.price}>
            <Input
              type="number"
              inputMode="decimal"
              min="0"
              step="0.01"
              value={values.price}
              onChange={(e) => setValues((v) => ({ ...v, price: e.target.value }))}
            />
          </Field>
          <Field label="Serves" hint="e.g. 6-8 people" error={errors.serves}>
            <Input
              value={values.serves}
              maxLength={50}
              onChange={(e) => setValues((v) => ({ ...v, serves: e.target.value }))}
            />
          </Field>
          <SizeMinutesField
            product={product}
            error={errors.effortMinutes}
            value={values.effortMinutes}
            onChange={(effortMinutes) => setValues((v) => ({ ...v, effortMinutes }))}
          />
          <Checkbox
            label="Available"
            checked={values.available}
            onChange={(e) => setValues((v) => ({ ...v, available: e.target.checked }))}
          />
          <div className="grid gap-2 rounded-control border border-border p-3">
            <p className="text-sm font-semibold text-cocoa-800">Sizes customers will see</p>
            <SizesPreview category={product.category} price={product.price} variants={saved} adding={values} />
          </div>
          <DialogFormFooter submitLabel="Add Variant" pending={create.isPending} onCancel={() => onOpenChange(false)} />
        </form>
      </DialogContent>
    </Dialog>
  );
}

export interface VariantsTabProps {
  product: AdminProductRow | null;
  onPickProduct: () => void;
}

const COLUMNS = [
  { label: 'Size', className: 'py-3 pr-3 pl-4' },
  'Price',
  'Serves',
  'Kitchen minutes',
  'Available',
  ACTIONS_COLUMN,
];

export function VariantsTab({ product, onPickProduct }: VariantsTabProps) {
  const variants = useAdminVariants(product?.id ?? null);
  const [adding, setAdding] = useState(false);
  const [deleting, setDeleting] = useState<AdminVariant | null>(null);
  const [editing, setEditing] = useState<AdminVariant | null>(null);
  const remove = useDeleteVariant();

  if (!product) {
    return (
      <Card>
        <CardContent className="flex flex-col items-center gap-2 p-10 text-center">
          <Ruler aria-hidden="true" className="size-8 text-cocoa-400" />
          <h2 className="font-display text-h3 font-semibold text-cocoa-900">No Product Selected</h2>
          <p className="text-small text-muted-foreground">
            Pick a product on the Products tab (the ruler button in its row) to manage its sizes.
          </p>
          <Button variant="outline" onClick={onPickProduct}>
            Go to Products
          </Button>
        </CardContent>
      </Card>
    );
  }

  const list = [...(variants.data ?? [])].sort((a, b) => VARIANT_SIZES.indexOf(a.size) - VARIANT_SIZES.indexOf(b.size));

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(
      { id: deleting.id, productId: product.id },
      {
        onSuccess: () => {
          toast({ title: 'Success', description: 'Variant deleted successfully', variant: 'success' });
          setDeleting(null);
        },
        onError: () => toast({ title: 'Error', description: 'Failed to delete variant', variant: 'destructive' }),
      },
    );
  };

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex min-w-0 items-center gap-3">
          <img
            src={imageSrc(product.image)}
            alt=""
            width={48}
            height={48}
            className="size-12 rounded-control border border-border object-cover"
          />
          <div className="min-w-0">
            <h2 className="font-display text-h3 font-semibold text-cocoa-900">Sizes of {product.name}</h2>
            <p className="text-caption text-muted-foreground">
              Base price {formatCurrency(parseMoney(product.price))}. The shop offers only available sizes.
            </p>
          </div>
        </div>
        <AddButton onClick={() => setAdding(true)}>Add Size Variant</AddButton>
      </div>
      <Card>
        {variants.isPending ? (
          <LoadingState label="Loading sizes..." />
        ) : variants.isError ? (
          <p className="p-6 text-small text-destructive">The sizes could not be loaded. Please try again.</p>
        ) : list.length === 0 ? (
          <AdminTableEmpty title="No size variants">This product sells in one size until you add some.</AdminTableEmpty>
        ) : (
          <div className="relative overflow-x-auto">
            <AdminTable caption={`Size variants of ${product.name}`} columns={COLUMNS}>
              <tbody>
                {list.map((variant) => (
                  <tr key={variant.id} className="border-b border-border last:border-b-0">
                    <td className="py-3 pr-3 pl-4 font-semibold text-cocoa-900">{SIZE_LABELS[variant.size]}</td>
                    <td className="px-3 py-3 tabular-nums">{formatCurrency(parseMoney(variant.price))}</td>
                    <td className="px-3 py-3">{variant.serves ?? '—'}</td>
                    <td className="px-3 py-3 tabular-nums">
                      {variant.effortMinutes ?? (
                        <span className="text-muted-foreground">{product.effortMinutes} (product's)</span>
                      )}
                    </td>
                    <td className="px-3 py-3">
                      {variant.available ? (
                        <Badge variant="success">Available</Badge>
                      ) : (
                        <Badge variant="outline">Unavailable</Badge>
                      )}
                    </td>
                    <td className="py-3 pr-2 pl-1 text-right whitespace-nowrap sm:pr-4">
                      <Button
                        variant="ghost"
                        size="icon"
                        aria-label={`Edit kitchen minutes of ${SIZE_LABELS[variant.size]}`}
                        title="Edit kitchen minutes"
                        onClick={() => setEditing(variant)}
                      >
                        <Timer aria-hidden="true" />
                      </Button>
                      <DeleteButton itemName={SIZE_LABELS[variant.size]} onClick={() => setDeleting(variant)} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </AdminTable>
          </div>
        )}
      </Card>
      <VariantDialog open={adding} product={product} saved={list} onOpenChange={setAdding} />
      <VariantEffortDialog product={product} variant={editing} onClose={() => setEditing(null)} />
      <ConfirmDialog
        open={deleting !== null}
        title="Delete this size?"
        description={`${deleting ? SIZE_LABELS[deleting.size] : 'This size'} will no longer be offered for ${product.name}.`}
        confirmLabel="Delete Variant"
        pending={remove.isPending}
        onConfirm={confirmDelete}
        onClose={() => setDeleting(null)}
      />
    </div>
  );
}
