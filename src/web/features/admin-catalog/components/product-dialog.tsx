/** 'Add New Product' / 'Edit Product' (admin sections 2, 3, 5 and 8). */
import { defaultEffortFor } from '@/domain/kitchen-capacity';
import type { StoreCategory } from '@/contracts/catalog';
import { DIETARY_LABELS, DIETARY_TAGS, dietaryConflicts, type DietaryTag } from '@/domain/allergens';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/web/components/ui/dialog';
import { DialogFormFooter } from '@/web/components/ui/dialog-form-footer';
import { Field } from '@/web/components/ui/field';
import { Input } from '@/web/components/ui/input';
import { NumberField } from '@/web/components/ui/number-field';
import { Textarea } from '@/web/components/ui/textarea';
import { useAdminVariants, useSaveProduct } from '../api/admin-catalog';
import {
  buildProductPayload,
  EMPTY_PRODUCT_FORM,
  joinImages,
  productToForm,
  splitImages,
  validateProductForm,
  type ProductFormErrors,
  type ProductFormValues,
} from '../product-form';
import type { AdminProduct as AdminProductRow } from '@/contracts/admin-catalog';
import { MAX_ADDITIONAL_IMAGES } from '../upload-checks';
import { NativeSelect } from '@/web/components/ui/native-select';
import { AllergenFields } from './allergen-fields';
import { CategoryOptions } from './category-options';
import { Checkbox } from './controls';
import { MultiImageUpload, SingleImageUpload } from './image-upload';
import { SizesPreview } from './sizes-preview';
import { useDialogForm } from '@/web/lib/use-dialog-form';
import { TOUCH_HEIGHT } from '@/web/lib/touch-target';

/** Notice the kitchen needs beyond the shop's lead time (custom and tiered cakes: 48 hours). */
export const NOTICE_OPTIONS = [
  { hours: 0, label: 'No extra notice' },
  { hours: 24, label: '24 hours' },
  { hours: 48, label: '48 hours' },
  { hours: 72, label: '72 hours' },
  { hours: 168, label: '1 week' },
] as const;

export interface ProductDialogProps {
  open: boolean;
  /** The product being edited, or null to add one. */
  product: AdminProductRow | null;
  categories: readonly StoreCategory[];
  onOpenChange: (open: boolean) => void;
}

function toggle<T>(list: readonly T[], value: T, on: boolean): T[] {
  return on ? [...list.filter((v) => v !== value), value] : list.filter((v) => v !== value);
}

const productForm = (product: AdminProductRow | null) => (product ? productToForm(product) : EMPTY_PRODUCT_FORM);

export function ProductDialog({ open, product, categories, onOpenChange }: ProductDialogProps) {
  const { formRef, values, set, setValues, errors, submitWith, afterSave } = useDialogForm<
    ProductFormValues,
    ProductFormErrors,
    AdminProductRow | null
  >({ open, subject: product, toForm: productForm, validate: validateProductForm });
  const save = useSaveProduct();
  const variants = useAdminVariants(open ? (product?.id ?? null) : null);
  const editing = product !== null;

  const submit = submitWith(() =>
    save.mutate(
      { id: product?.id ?? null, payload: buildProductPayload(values) },
      afterSave({
        close: () => onOpenChange(false),
        saved: () => ({
          title: 'Success',
          description: editing ? 'Product updated successfully' : 'Product created successfully',
          variant: 'success',
        }),
        failed: () => ({
          title: 'Error',
          description: editing ? 'Failed to update product' : 'Failed to create product',
          variant: 'destructive',
        }),
      }),
    ),
  );

  const conflicts = dietaryConflicts(values.allergens, values.dietary);

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent size="2xl">
        <DialogHeader>
          <DialogTitle>{editing ? 'Edit Product' : 'Add New Product'}</DialogTitle>
          <DialogDescription>Fields marked * are required. Prices are in NZD, GST included.</DialogDescription>
        </DialogHeader>
        <form ref={formRef} noValidate onSubmit={submit} className="grid gap-5">
          <div className="grid gap-4 sm:grid-cols-2">
            <Field label="Product Name" required error={errors.name} className="sm:col-span-2">
              <Input value={values.name} onChange={(e) => set('name', e.target.value)} maxLength={200} />
            </Field>
            <Field label="Short Description" required error={errors.description} className="sm:col-span-2">
              <Textarea
                rows={2}
                value={values.description}
                onChange={(e) => set('description', e.target.value)}
                maxLength={500}
              />
            </Field>
            <Field
              label="Full Description"
              hint="Shown on the product page"
              error={errors.fullDescription}
              className="sm:col-span-2"
            >
              <Textarea
                rows={3}
                value={values.fullDescription}
                onChange={(e) => set('fullDescription', e.target.value)}
              />
            </Field>
            <NumberField
              label="Price ($)"
              kind="money"
              min="0"
              required
              error={errors.price}
              value={values.price}
              onChange={(v) => set('price', v)}
            />
            <NumberField
              label="Original Price ($)"
              kind="money"
              min="0"
              hint="Shown struck through when higher"
              error={errors.originalPrice}
              value={values.originalPrice}
              onChange={(v) => set('originalPrice', v)}
            />
            <Field label="Category" required error={errors.category}>
              <NativeSelect value={values.category} onChange={(e) => set('category', e.target.value)}>
                <option value="">Select a category</option>
                <CategoryOptions categories={categories} />
              </NativeSelect>
            </Field>
            <NumberField
              label="Sort Order"
              kind="count"
              min="0"
              hint="1 shows first on the home page; 0 shows at the end"
              error={errors.sortOrder}
              value={values.sortOrder}
              onChange={(v) => set('sortOrder', v)}
            />
          </div>

          <fieldset className="grid gap-3 rounded-control border border-border p-4">
            <legend className="px-1 text-sm font-semibold text-cocoa-800">Sizes customers will see</legend>
            <SizesPreview category={values.category} price={values.price} variants={product ? variants.data : []} />
          </fieldset>

          <fieldset className="grid gap-3 rounded-control border border-border p-4">
            <legend className="px-1 text-sm font-semibold text-cocoa-800">Pictures</legend>
            {/* The pictures themselves come first; their paths are the upload's result, shown small
                below for typing the path of an image already in the shop (issue 20). */}
            <p className="text-sm font-semibold text-cocoa-800">
              Main Image
              <span aria-hidden="true" className="ml-0.5 text-rose-700">
                *
              </span>
            </p>
            <SingleImageUpload name="main image" value={values.image} onChange={(path) => set('image', path)} />
            <Field
              label="Main Image path"
              required
              error={errors.image}
              hint="Filled in by the upload; or type the path of an image already in the shop"
            >
              <Input
                value={values.image}
                onChange={(e) => set('image', e.target.value)}
                placeholder="/objects/…"
                className="font-mono text-caption"
              />
            </Field>
            <p className="mt-2 text-sm font-semibold text-cocoa-800">Additional Images</p>
            <MultiImageUpload
              name="additional images"
              max={MAX_ADDITIONAL_IMAGES}
              value={splitImages(values.images)}
              onChange={(paths) => set('images', joinImages(paths))}
            />
            <Field
              label="Additional Images paths"
              hint={`Up to ${MAX_ADDITIONAL_IMAGES}, separated by commas`}
              error={errors.images}
            >
              <Input
                value={values.images}
                onChange={(e) => set('images', e.target.value)}
                className="font-mono text-caption"
              />
            </Field>
          </fieldset>

          <fieldset className="grid gap-3 rounded-control border border-border p-4">
            <legend className="px-1 text-sm font-semibold text-cocoa-800">Shown as</legend>
            <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
              <Checkbox label="In Stock" checked={values.inStock} onChange={(e) => set('inStock', e.target.checked)} />
              <Checkbox
                label="Featured"
                checked={values.featured}
                onChange={(e) => set('featured', e.target.checked)}
              />
              <Checkbox
                label="Bestseller"
                checked={values.bestseller}
                onChange={(e) => set('bestseller', e.target.checked)}
              />
              <Checkbox
                label="Seasonal"
                checked={values.seasonal}
                onChange={(e) => set('seasonal', e.target.checked)}
              />
            </div>
          </fieldset>

          <AllergenFields
            allergens={values.allergens}
            mayContain={values.mayContain}
            ingredients={values.ingredients}
            errors={errors}
            onChange={(change) => setValues((v) => ({ ...v, ...change }))}
          />

          <fieldset className="grid gap-3 rounded-control border border-border p-4">
            <legend className="px-1 text-sm font-semibold text-cocoa-800">Dietary</legend>
            <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
              {DIETARY_TAGS.map((tag: DietaryTag) => (
                <Checkbox
                  key={tag}
                  label={DIETARY_LABELS[tag]}
                  checked={values.dietary.includes(tag)}
                  onChange={(e) => set('dietary', toggle(values.dietary, tag, e.target.checked))}
                />
              ))}
            </div>
            {conflicts.length > 0 ? (
              <p className="text-caption font-medium text-destructive">
                {conflicts.join('; ')}. The shop will not show that claim.
              </p>
            ) : null}
          </fieldset>

          <fieldset className="grid gap-3 rounded-control border border-border p-4">
            <legend className="px-1 text-sm font-semibold text-cocoa-800">Notice needed</legend>
            <div className="grid grid-cols-2 gap-3 sm:grid-cols-3">
              {NOTICE_OPTIONS.map((option) => (
                <label
                  key={option.hours}
                  className={`flex cursor-pointer items-center gap-2 text-sm text-cocoa-800 ${TOUCH_HEIGHT}`}
                >
                  <input
                    type="radio"
                    name="noticeHours"
                    className="size-5 cursor-pointer accent-saffron-600"
                    checked={Number(values.noticeHours) === option.hours}
                    onChange={() => set('noticeHours', String(option.hours))}
                  />
                  {option.label}
                </label>
              ))}
            </div>
          </fieldset>

          <NumberField
            label="Kitchen minutes per item"
            kind="count"
            min="0"
            hint={`Preparation effort counted against each slot's kitchen time. Empty: ${defaultEffortFor(values.category || '')} minutes, this category's default`}
            error={errors.effortMinutes}
            inputClassName="max-w-40"
            value={values.effortMinutes}
            placeholder={String(defaultEffortFor(values.category || ''))}
            onChange={(v) => set('effortMinutes', v)}
          />
          <fieldset className="grid gap-4 rounded-control border border-border p-4 sm:grid-cols-2">
            <legend className="px-1 text-sm font-semibold text-cocoa-800">Daily batch and pre-order</legend>
            <NumberField
              label="Daily batch"
              kind="count"
              min="0"
              hint="Units per collection or delivery day; empty for no limit"
              error={errors.dailyBatch}
              className="sm:col-span-2"
              placeholder="No limit"
              value={values.dailyBatch}
              onChange={(v) => set('dailyBatch', v)}
            />
            <Field label="Orders open" hint="Auckland time" error={errors.preorderOpensAt}>
              <Input
                type="datetime-local"
                value={values.preorderOpensAt}
                onChange={(e) => set('preorderOpensAt', e.target.value)}
              />
            </Field>
            <Field label="Orders close" hint="Auckland time" error={errors.preorderClosesAt}>
              <Input
                type="datetime-local"
                value={values.preorderClosesAt}
                onChange={(e) => set('preorderClosesAt', e.target.value)}
              />
            </Field>
            <Field
              label="Fulfilment dates"
              hint="Days it can be collected or delivered, e.g. 2026-11-01, 2026-11-02"
              error={errors.preorderDates}
              className="sm:col-span-2"
            >
              <Input
                value={values.preorderDates}
                placeholder="Leave the three empty for an everyday product"
                onChange={(e) => set('preorderDates', e.target.value)}
              />
            </Field>
          </fieldset>

          <Field label="Admin Notes" hint="Private: never shown to customers" error={errors.adminNotes}>
            <Textarea rows={2} value={values.adminNotes} onChange={(e) => set('adminNotes', e.target.value)} />
          </Field>

          <DialogFormFooter
            submitLabel={editing ? 'Update Product' : 'Create Product'}
            pending={save.isPending}
            onCancel={() => onOpenChange(false)}
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}
