/** The category dialog's checks and payload (admin sections 3, 5 and 7). */
import { AdminSaveCategory } from '@/contracts/admin-catalog';
import type { CategoryPayload } from './api/admin-catalog';
import { fieldErrorsFrom } from '@/web/lib/field-errors';

export interface CategoryFormValues {
  name: string;
  slug: string;
  icon: string;
  description: string;
  showOnHomePage: boolean;
}

export const EMPTY_CATEGORY_FORM: CategoryFormValues = {
  name: '',
  slug: '',
  icon: '',
  description: '',
  showOnHomePage: true,
};

export type CategoryFormErrors = Partial<Record<keyof CategoryFormValues, string>>;

/** Section 5's messages, by the server's own schema; the first message per field. */
export function validateCategoryForm(values: CategoryFormValues): CategoryFormErrors {
  const result = AdminSaveCategory.safeParse(buildCategoryPayload(values));
  return result.success ? {} : fieldErrorsFrom(result.error.issues, EMPTY_CATEGORY_FORM);
}

export function buildCategoryPayload(values: CategoryFormValues): CategoryPayload {
  const payload: CategoryPayload = {
    name: values.name.trim(),
    slug: values.slug.trim(),
    showOnHomePage: values.showOnHomePage,
  };
  if (values.icon.trim()) payload.icon = values.icon.trim();
  if (values.description.trim()) payload.description = values.description.trim();
  return payload;
}
