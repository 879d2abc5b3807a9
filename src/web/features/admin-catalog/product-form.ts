/**
 * The product dialog's values, its section 5 checks and the payload it sends (admin sections 3,
 * 5 and 7): empty optional fields are left out, images go as a list of trimmed strings.
 */
import { AdminSaveProduct } from '@/contracts/admin-catalog';
import { type Allergen, type DietaryTag, normalizeAllergens } from '@/domain/allergens';
import { aucklandNow } from '@/domain/delivery';
import { fieldErrorsFrom } from '@/web/lib/field-errors';

export interface ProductFormValues {
  name: string;
  description: string;
  fullDescription: string;
  price: string;
  originalPrice: string;
  category: string;
  image: string;
  /** Additional images as the form shows them: one comma-separated string. */
  images: string;
  featured: boolean;
  bestseller: boolean;
  seasonal: boolean;
  inStock: boolean;
  sortOrder: string;
  adminNotes: string;
  allergens: Allergen[];
  mayContain: Allergen[];
  ingredients: string;
  dietary: DietaryTag[];
  noticeHours: string;
  /** Kitchen minutes per unit; empty means the category's default (issue 23). */
  effortMinutes: string;
  /** Issue 23: units per fulfilment day ("" for no limit). */
  dailyBatch: string;
  /** Auckland wall-clock times as a datetime-local input holds them: "2026-10-01T09:00". */
  preorderOpensAt: string;
  preorderClosesAt: string;
  /** Fulfilment days, comma-separated yyyy-MM-dd. */
  preorderDates: string;
}

export const EMPTY_PRODUCT_FORM: ProductFormValues = {
  name: '',
  description: '',
  fullDescription: '',
  price: '',
  originalPrice: '',
  category: '',
  image: '',
  images: '',
  featured: false,
  bestseller: false,
  seasonal: false,
  inStock: true,
  sortOrder: '0',
  adminNotes: '',
  allergens: [],
  mayContain: [],
  ingredients: '',
  dietary: [],
  noticeHours: '0',
  effortMinutes: '',
  dailyBatch: '',
  preorderOpensAt: '',
  preorderClosesAt: '',
  preorderDates: '',
};

/** What the dialog needs of a saved product to fill its fields. */
export interface EditableProduct {
  name: string;
  description: string;
  fullDescription?: string | null;
  price: string;
  originalPrice?: string | null;
  category: string;
  image: string;
  images: readonly string[];
  featured: boolean;
  bestseller: boolean;
  seasonal: boolean;
  inStock: boolean;
  sortOrder?: number | null;
  adminNotes?: string | null;
  allergens?: readonly Allergen[];
  mayContain?: readonly Allergen[];
  ingredients?: string | null;
  dietary?: readonly DietaryTag[];
  noticeHours?: number | null;
  effortMinutes?: number | null;
  /** As saved (a number, ISO instants, a list) or as a payload carries them (text). */
  dailyBatch?: number | string | null;
  preorderOpensAt?: string | null;
  preorderClosesAt?: string | null;
  preorderDates?: readonly string[] | string | null;
}

/** An instant as Auckland wall-clock time for a datetime-local input: "2026-10-01T09:00" ("" for none). */
export function aucklandLocalTime(instant: string | null | undefined): string {
  if (!instant) return '';
  const { date, minutes } = aucklandNow(new Date(instant));
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date}T${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;
}

export function productToForm(product: EditableProduct): ProductFormValues {
  return {
    name: product.name,
    description: product.description,
    fullDescription: product.fullDescription ?? '',
    price: product.price,
    originalPrice: product.originalPrice ?? '',
    category: product.category,
    image: product.image,
    images: product.images.join(', '),
    featured: product.featured,
    bestseller: product.bestseller,
    seasonal: product.seasonal,
    inStock: product.inStock,
    sortOrder: String(product.sortOrder ?? 0),
    adminNotes: product.adminNotes ?? '',
    allergens: [...(product.allergens ?? [])],
    mayContain: [...(product.mayContain ?? [])],
    ingredients: product.ingredients ?? '',
    dietary: [...(product.dietary ?? [])],
    noticeHours: String(product.noticeHours ?? 0),
    effortMinutes: product.effortMinutes == null ? '' : String(product.effortMinutes),
    dailyBatch: product.dailyBatch == null ? '' : String(product.dailyBatch),
    preorderOpensAt: aucklandLocalTime(product.preorderOpensAt),
    preorderClosesAt: aucklandLocalTime(product.preorderClosesAt),
    preorderDates:
      typeof product.preorderDates === 'string' ? product.preorderDates : (product.preorderDates ?? []).join(', '),
  };
}

/** "a.webp, b.webp,, c.webp " → ['a.webp', 'b.webp', 'c.webp']. */
export const splitImages = (images: string): string[] =>
  images
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);

export const joinImages = (images: readonly string[]): string => images.join(', ');

export type ProductFormErrors = Partial<Record<keyof ProductFormValues, string>>;

/**
 * Section 5's checks with its exact messages, by the schema the server uses (src/contracts/
 * admin-catalog.ts), so the form and the server never disagree; the first message per field. An
 * empty object when the form may be sent.
 */
export function validateProductForm(values: ProductFormValues): ProductFormErrors {
  const result = AdminSaveProduct.safeParse(buildProductPayload(values));
  return result.success ? {} : fieldErrorsFrom(result.error.issues, EMPTY_PRODUCT_FORM);
}

export interface ProductPayload {
  name: string;
  description: string;
  fullDescription?: string;
  price: string;
  originalPrice?: string;
  category: string;
  image: string;
  images: string[];
  featured: boolean;
  bestseller: boolean;
  seasonal: boolean;
  inStock: boolean;
  sortOrder: number;
  adminNotes?: string;
  allergens: Allergen[];
  mayContain: Allergen[];
  ingredients: string;
  dietary: DietaryTag[];
  noticeHours: number;
  effortMinutes?: number;
  dailyBatch?: string;
  preorderOpensAt?: string;
  preorderClosesAt?: string;
  preorderDates?: string;
}

/** "" → 0; "3" → 3; anything else stays as typed, for the schema to refuse with its message. */
function wholeNumber(text: string): number {
  const trimmed = text.trim();
  if (trimmed === '') return 0;
  return /^-?\d+$/.test(trimmed) ? Number(trimmed) : Number.NaN;
}

/** The body of POST /api/admin/products and PUT /api/admin/products/{id}. */
export function buildProductPayload(values: ProductFormValues): ProductPayload {
  const optional = (value: string) => {
    const trimmed = value.trim();
    return trimmed === '' ? undefined : trimmed;
  };
  const payload: ProductPayload = {
    name: values.name.trim(),
    description: values.description.trim(),
    price: values.price.trim(),
    category: values.category,
    image: values.image.trim(),
    images: splitImages(values.images),
    featured: values.featured,
    bestseller: values.bestseller,
    seasonal: values.seasonal,
    inStock: values.inStock,
    sortOrder: wholeNumber(values.sortOrder),
    allergens: normalizeAllergens(values.allergens),
    mayContain: normalizeAllergens(values.mayContain),
    ingredients: values.ingredients.trim(),
    dietary: values.dietary,
    noticeHours: wholeNumber(values.noticeHours),
  };
  const fullDescription = optional(values.fullDescription);
  const originalPrice = optional(values.originalPrice);
  const adminNotes = optional(values.adminNotes);
  if (fullDescription !== undefined) payload.fullDescription = fullDescription;
  if (originalPrice !== undefined) payload.originalPrice = originalPrice;
  if (adminNotes !== undefined) payload.adminNotes = adminNotes;
  // Empty: the server gives the category's default minutes.
  if (values.effortMinutes.trim() !== '') payload.effortMinutes = wholeNumber(values.effortMinutes);
  // Left out when empty: the whole product is sent, so a missing batch or window clears it.
  for (const key of ['dailyBatch', 'preorderOpensAt', 'preorderClosesAt', 'preorderDates'] as const) {
    const value = optional(values[key]);
    if (value !== undefined) payload[key] = value;
  }
  return payload;
}
