/** The Add Size Variant dialog's labels, checks and payload (admin sections 3, 5 and 7). */
import { AdminSaveVariant, VARIANT_SIZE_LABELS } from '@/contracts/admin-catalog';
import type { VariantSize } from '@/domain/variant-sizes';
import type { VariantPayload } from './api/admin-catalog';
import { fieldErrorsFrom } from '@/web/lib/field-errors';

/** Section 3's labels. */
export const SIZE_LABELS = VARIANT_SIZE_LABELS;

export interface VariantFormValues {
  size: VariantSize | '';
  price: string;
  serves: string;
  available: boolean;
  /** Kitchen minutes per unit of this size; empty means the product's own minutes (issue 23). */
  effortMinutes: string;
}

export const EMPTY_VARIANT_FORM: VariantFormValues = {
  size: '',
  price: '',
  serves: '',
  available: true,
  effortMinutes: '',
};

export type VariantFormErrors = Partial<Record<keyof VariantFormValues, string>>;

/** Section 5's messages, by the server's own schema; the first message per field. */
export function validateVariantForm(productId: string, values: VariantFormValues): VariantFormErrors {
  const result = AdminSaveVariant.safeParse(buildVariantPayload(productId, values));
  return result.success ? {} : fieldErrorsFrom(result.error.issues, EMPTY_VARIANT_FORM);
}

export function buildVariantPayload(productId: string, values: VariantFormValues): VariantPayload {
  const payload: VariantPayload = {
    productId,
    size: values.size as VariantSize,
    price: values.price.trim(),
    available: values.available,
  };
  if (values.serves.trim()) payload.serves = values.serves.trim();
  // Sent as typed so the server's schema names a bad value ("-5", "2.5") under effortMinutes.
  if (values.effortMinutes.trim() !== '') payload.effortMinutes = values.effortMinutes.trim();
  return payload;
}
