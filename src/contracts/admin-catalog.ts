/**
 * The admin's catalogue (admin spec sections 2, 3, 5, 7): products with their private notes,
 * categories, size variants, the homepage order and product photo uploads. The save schemas are
 * shared with the browser's forms, so both sides check the same rules with the same messages.
 */
import { MAX_EFFORT_MINUTES } from '../domain/kitchen-capacity';
import { z } from 'zod';
import { ALLERGENS, DIETARY_TAGS } from '../domain/allergens';

/** "May be present" names a nut: the generic "tree nuts" is only ever left from the old data. */
const MAY_CONTAIN = ALLERGENS.filter((a) => a !== 'tree-nuts');
import { MONEY_PATTERN } from '../domain/money';
import { VARIANT_SIZES } from '../domain/variant-sizes';
import { MAX_DAILY_BATCH, preorderWindowProblems } from '../domain/daily-batch';
import { aucklandInstant } from '../domain/delivery';
import { StoreCategory, StoreProduct, StoreVariant } from './catalog';
import { Uuid } from './common';
import { objectImageSrcSet, PRODUCT_IMAGE_WIDTHS } from './product-images';

export { objectImageSrcSet, PRODUCT_IMAGE_WIDTHS };

/** The dearest thing the shop sells is well under this; a typo of extra zeros is refused. */
export const MAX_PRICE = '10000.00';
const MAX_PRICE_CENTS = 1_000_000;

/** Admin section 9: one main image plus up to 8 more. */
export const MAX_ADDITIONAL_IMAGES = 8;
/** Admin section 9: 10MB per file, JPEG, PNG or WebP. */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
export const UPLOAD_CONTENT_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
/**
 * How long a photo's bytes may take to go up, for the browser and the server alike: 10 MB in
 * five minutes is about 280 kbit/s, a weak phone line (issue 20; docs/decisions/0110).
 */
export const UPLOAD_TIME_LIMIT_SECONDS = 5 * 60;
/** How long the browser waits for the server to make a photo's copies (a few seconds when quiet). */
export const REGISTER_TIME_LIMIT_SECONDS = 2 * 60;
/** The longest notice the kitchen can ask for: two weeks. */
export const MAX_NOTICE_HOURS = 336;

/** Size labels of admin section 3, in the shop's order (smallest first). */
export const VARIANT_SIZE_LABELS: Record<(typeof VARIANT_SIZES)[number], string> = {
  individual: 'Individual Portion',
  midi: 'Midi Cake (Serves 4-6)',
  quarter: 'Quarter Cake (Serves 6-8)',
  half: 'Half Cake (Serves 10-12)',
  full: 'Full Cake (Serves 16-20)',
};

const toCents = (text: string) => {
  const [whole, fraction = ''] = text.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
};

/**
 * A price typed into a form or sent as JSON ("12.50", "12.5" or 12.5): more than 0, at most
 * MAX_PRICE, at most 2 decimals. Comes out as the spec's string ("12.50"-style, as typed).
 */
function checkPrice(value: unknown, ctx: z.RefinementCtx, required: string): string {
  if (value === undefined || value === null || (typeof value === 'string' && value.trim() === '')) {
    ctx.addIssue({ code: 'custom', message: required });
    return z.NEVER;
  }
  const text = typeof value === 'number' && Number.isFinite(value) ? String(value) : value;
  if (typeof text !== 'string' || !MONEY_PATTERN.test(text.trim())) {
    ctx.addIssue({ code: 'custom', message: 'Price must be an amount like 12.50' });
    return z.NEVER;
  }
  const cents = toCents(text.trim());
  if (cents <= 0) {
    ctx.addIssue({ code: 'custom', message: 'Price must be more than 0' });
    return z.NEVER;
  }
  if (cents > MAX_PRICE_CENTS) {
    ctx.addIssue({ code: 'custom', message: `Price must be at most ${MAX_PRICE}` });
    return z.NEVER;
  }
  return text.trim();
}

const Price = (required: string) => z.unknown().transform((value, ctx) => checkPrice(value, ctx, required));

/** An optional price: empty or missing is not given. */
const OptionalPrice = z
  .unknown()
  .transform((value, ctx) =>
    value === undefined || value === null || (typeof value === 'string' && value.trim() === '')
      ? undefined
      : checkPrice(value, ctx, 'Price is required'),
  )
  .optional();

/** Optional text: trimmed, and an empty value counts as not given (stored as null). */
const OptionalText = (max: number, name: string) =>
  z
    .string()
    .trim()
    .max(max, `${name} must be at most ${max} characters`)
    .optional()
    .nullable()
    .transform((v) => (v ? v : undefined));

/**
 * An image address: a path on this site (`/objects/…` from an upload, `/images/…` for the
 * generated drawings) or an https address. Never `javascript:`, `data:` or `//host`.
 */
export const ImagePath = z
  .string()
  .trim()
  .max(2000, 'Image address is too long')
  .refine(
    (v) => (/^\/[^/\\]/.test(v) || /^https:\/\/[^\s]+$/i.test(v)) && !/[\s<>"']/.test(v),
    'Image must be an uploaded image or an https address',
  );

/** Additional images: a list of trimmed strings (or the form's one comma-separated string). */
const ImageList = z
  .union([z.array(z.string()), z.string()])
  .optional()
  .nullable()
  .transform((value) =>
    (typeof value === 'string' ? value.split(',') : (value ?? [])).map((v) => v.trim()).filter(Boolean),
  )
  .pipe(
    z.array(ImagePath).max(MAX_ADDITIONAL_IMAGES, `You can only add up to ${MAX_ADDITIONAL_IMAGES} additional images`),
  );

/** A whole number typed into a form ("3") or sent as JSON (3); empty means the default. */
const WholeNumber = (fallback: number, message: string, max: number) =>
  z.unknown().transform((v, ctx): number => {
    if (v === undefined || v === null || v === '') return fallback;
    const n = typeof v === 'number' ? v : typeof v === 'string' && /^\s*-?\d+\s*$/.test(v) ? Number(v) : Number.NaN;
    if (!Number.isInteger(n) || n < 0) {
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    }
    if (n > max) {
      ctx.addIssue({ code: 'custom', message: `Must be at most ${max}` });
      return z.NEVER;
    }
    return n;
  });

/** A daily batch: empty is no limit (null); otherwise a whole number of units, 0 or more. */
const DailyBatch = z
  .unknown()
  .transform((v, ctx): number | null => {
    if (v === undefined || v === null || (typeof v === 'string' && v.trim() === '')) return null;
    const n = typeof v === 'number' ? v : typeof v === 'string' && /^\s*-?\d+\s*$/.test(v) ? Number(v) : Number.NaN;
    if (!Number.isInteger(n) || n < 0) {
      ctx.addIssue({ code: 'custom', message: 'Daily batch must be a whole number, 0 or more (empty for no limit)' });
      return z.NEVER;
    }
    if (n > MAX_DAILY_BATCH) {
      ctx.addIssue({ code: 'custom', message: `Daily batch must be at most ${MAX_DAILY_BATCH}` });
      return z.NEVER;
    }
    return n;
  })
  .optional()
  .transform((v) => v ?? null);

/**
 * An instant staff typed: a form's "2026-10-01T09:00" is Auckland wall-clock time; JSON may also
 * send an ISO instant with its offset. Empty is not given (null).
 */
const WindowInstant = (name: string) =>
  z
    .unknown()
    .transform((v, ctx): Date | null => {
      if (v === undefined || v === null || (typeof v === 'string' && v.trim() === '')) return null;
      const text = typeof v === 'string' ? v.trim() : '';
      const local = /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2})$/.exec(text);
      const at = local
        ? new Date(aucklandInstant(local[1]!, Number(local[2]) * 60 + Number(local[3])))
        : /^\d{4}-\d\d-\d\dT\d\d:\d\d/.test(text) && /(?:Z|[+-]\d\d:\d\d)$/.test(text)
          ? new Date(text)
          : null;
      if (!at || Number.isNaN(at.getTime())) {
        ctx.addIssue({ code: 'custom', message: `${name} must be a date and time like 2026-10-01T09:00` });
        return z.NEVER;
      }
      return at;
    })
    .optional()
    .transform((v) => v ?? null);

/** Fulfilment days of a pre-order: a list of yyyy-MM-dd (or the form's comma-separated text), sorted, once each. */
const PreorderDates = z
  .union([z.array(z.string()), z.string()], { error: 'Fulfilment dates must be dates like 2026-11-01' })
  .optional()
  .nullable()
  .transform((value) =>
    [
      ...new Set((typeof value === 'string' ? value.split(',') : (value ?? [])).map((v) => v.trim()).filter(Boolean)),
    ].sort(),
  );

/** Issue 23's product fields (decisions 0179, 0180); the window's rules are checked together below. */
const BatchAndPreorderFields = {
  dailyBatch: DailyBatch,
  preorderOpensAt: WindowInstant('Ordering opens'),
  preorderClosesAt: WindowInstant('Ordering closes'),
  preorderDates: PreorderDates,
};

/**
 * Kitchen minutes per unit (issue 23): a whole number of 0 or more, or empty for the default (the
 * category's for a product, decision 0176; the product's for a size).
 */
const EffortMinutes = z.unknown().transform((v, ctx): number | undefined => {
  if (v === undefined || v === null || v === '') return undefined;
  const n = typeof v === 'number' ? v : typeof v === 'string' && /^\s*-?\d+\s*$/.test(v) ? Number(v) : Number.NaN;
  if (!Number.isInteger(n) || n < 0) {
    ctx.addIssue({ code: 'custom', message: 'Effort must be 0 minutes or more' });
    return z.NEVER;
  }
  if (n > MAX_EFFORT_MINUTES) {
    ctx.addIssue({ code: 'custom', message: `Effort must be at most ${MAX_EFFORT_MINUTES} minutes` });
    return z.NEVER;
  }
  return n;
});

/**
 * POST /api/admin/products and PUT /api/admin/products/{id} (the whole product each time).
 * Admin section 3's fields, section 5's messages, plus the allergens, dietary marks and notice
 * period. The server also checks that the category exists (400 with `fields.category`) and makes
 * the slug from the name (unique: `-2`, `-3`…).
 */
export const AdminSaveProduct = z
  .object({
    name: z
      .string({ error: 'Product name is required' })
      .trim()
      .min(1, 'Product name is required')
      .max(120, 'Product name must be at most 120 characters'),
    description: z
      .string({ error: 'Description is required' })
      .trim()
      .min(1, 'Description is required')
      .max(500, 'Description must be at most 500 characters'),
    fullDescription: OptionalText(5000, 'Full description'),
    price: Price('Price is required'),
    originalPrice: OptionalPrice,
    category: z
      .string({ error: 'Category is required' })
      .trim()
      .min(1, 'Category is required')
      .max(100, 'Category is required'),
    image: z.string({ error: 'Main image is required' }).trim().min(1, 'Main image is required').pipe(ImagePath),
    images: ImageList,
    featured: z.boolean().default(false),
    bestseller: z.boolean().default(false),
    seasonal: z.boolean().default(false),
    inStock: z.boolean().default(true),
    sortOrder: WholeNumber(0, 'Sort order must be 0 or greater', 999_999).default(0),
    adminNotes: OptionalText(2000, 'Admin notes'),
    allergens: z
      .array(z.enum(ALLERGENS, { error: `Allergens are: ${ALLERGENS.join(', ')}` }))
      .default([])
      .transform((list) => ALLERGENS.filter((a) => list.includes(a))),
    mayContain: z
      .array(z.enum(MAY_CONTAIN, { error: `May be present is one of: ${MAY_CONTAIN.join(', ')}` }))
      .default([])
      .transform((list) => MAY_CONTAIN.filter((a) => list.includes(a))),
    ingredients: z
      .string({ error: 'Ingredients must be text' })
      .trim()
      .max(2000, 'Ingredients must be at most 2000 characters')
      .default(''),
    dietary: z
      .array(z.enum(DIETARY_TAGS, { error: `Dietary marks are: ${DIETARY_TAGS.join(', ')}` }))
      .default([])
      .transform((list) => DIETARY_TAGS.filter((d) => list.includes(d))),
    noticeHours: WholeNumber(0, 'Notice must be 0 hours or more', MAX_NOTICE_HOURS).default(0),
    effortMinutes: EffortMinutes.optional(),
    ...BatchAndPreorderFields,
  })
  .strict()
  .superRefine((product, ctx) => {
    // One allergen is either in the recipe or a trace risk: a label saying both misleads.
    const both = product.mayContain.filter((a) => product.allergens.includes(a));
    if (both.length) {
      ctx.addIssue({
        code: 'custom',
        path: ['mayContain'],
        message: `Already declared as contained: ${both.join(', ')}`,
      });
    }
    for (const problem of preorderWindowProblems({
      opensAt: product.preorderOpensAt,
      closesAt: product.preorderClosesAt,
      dates: product.preorderDates,
    })) {
      ctx.addIssue({ code: 'custom', path: [problem.field], message: problem.message });
    }
    if (product.originalPrice !== undefined && toCents(product.originalPrice) <= toCents(product.price)) {
      ctx.addIssue({
        code: 'custom',
        path: ['originalPrice'],
        message: 'Original price must be more than the price',
      });
    }
  });
export type AdminSaveProductInput = z.input<typeof AdminSaveProduct>;
export type AdminSaveProduct = z.output<typeof AdminSaveProduct>;

/** A product as staff see it: the storefront's view plus its private notes and notice period. */
export const AdminProduct = StoreProduct.extend({
  adminNotes: z.string().nullable(),
  /** The ingredient list the counter's allergen card prints. */
  ingredients: z.string(),
  noticeHours: z.number().int(),
  /** Kitchen minutes per unit (issue 23). */
  effortMinutes: z.number().int(),
  dailyBatch: z.number().int().nullable(),
  preorderOpensAt: z.string().nullable(),
  preorderClosesAt: z.string().nullable(),
  preorderDates: z.array(z.string()),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AdminProduct = z.infer<typeof AdminProduct>;
export const AdminProductList = z.array(AdminProduct);

/** DELETE /api/admin/products/{id}: deleted, or archived (hidden) when orders or checkouts refer to it. */
export const AdminDeleteProductResult = z.object({
  message: z.string(),
  outcome: z.enum(['deleted', 'archived']),
});
export type AdminDeleteProductResult = z.infer<typeof AdminDeleteProductResult>;

/** PUT /api/admin/products/reorder: each product's new 1-based position (0 sorts last). */
export const AdminReorderProducts = z
  .object({
    productOrders: z
      .array(
        z
          .object({
            id: Uuid,
            sortOrder: z
              .number({ error: 'Sort order must be 0 or greater' })
              .int('Sort order must be a whole number')
              .min(0, 'Sort order must be 0 or greater')
              .max(999_999, 'Sort order must be at most 999999'),
          })
          .strict(),
      )
      .min(1, 'productOrders needs at least one product')
      .max(2000, 'productOrders takes at most 2000 products'),
  })
  .strict()
  .superRefine((body, ctx) => {
    const ids = body.productOrders.map((p) => p.id);
    if (new Set(ids).size !== ids.length) {
      ctx.addIssue({ code: 'custom', path: ['productOrders'], message: 'Each product may appear only once' });
    }
  });
export type AdminReorderProducts = z.infer<typeof AdminReorderProducts>;

export const AdminReorderResult = z.object({ message: z.string(), updated: z.number().int() });
export type AdminReorderResult = z.infer<typeof AdminReorderResult>;

/** POST /api/admin/categories and PUT /api/admin/categories/{id}. */
export const AdminSaveCategory = z
  .object({
    name: z
      .string({ error: 'Category name is required' })
      .trim()
      .min(1, 'Category name is required')
      .max(80, 'Category name must be at most 80 characters'),
    slug: z
      .string({ error: 'Slug is required' })
      .trim()
      .toLowerCase()
      .min(1, 'Slug is required')
      .max(80, 'Slug must be at most 80 characters')
      // eslint-disable-next-line security/detect-unsafe-regex -- each repeat starts with '-', which the class cannot match: one way to match, linear time
      .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Slug may use only lowercase letters, digits and single dashes'),
    icon: OptionalText(16, 'Icon'),
    description: OptionalText(500, 'Description'),
    showOnHomePage: z.boolean().default(true),
  })
  .strict();
export type AdminSaveCategoryInput = z.input<typeof AdminSaveCategory>;
export type AdminSaveCategory = z.output<typeof AdminSaveCategory>;

/** A category as staff see it: with how many (not archived) products use it. */
export const AdminCategory = StoreCategory.extend({ productCount: z.number().int() });
export type AdminCategory = z.infer<typeof AdminCategory>;

/** POST /api/admin/products/{id}/variants (`productId`, when sent, must be the path's id). */
export const AdminSaveVariant = z
  .object({
    productId: Uuid.optional(),
    size: z.enum(VARIANT_SIZES, { error: 'Size is required' }),
    price: Price('Price is required'),
    serves: OptionalText(60, 'Serves'),
    available: z.boolean().default(true),
    /** Kitchen minutes per unit of this size when it differs from the product's (issue 23). */
    effortMinutes: EffortMinutes.optional(),
  })
  .strict();
export type AdminSaveVariantInput = z.input<typeof AdminSaveVariant>;
export type AdminSaveVariant = z.output<typeof AdminSaveVariant>;

/**
 * PATCH /api/admin/variants/:id: a size's own kitchen minutes (issue 23); empty or null goes back
 * to the product's minutes.
 */
export const AdminUpdateVariantEffort = z.object({ effortMinutes: EffortMinutes }).strict();
export type AdminUpdateVariantEffortInput = z.input<typeof AdminUpdateVariantEffort>;

/** A size as staff see it: with its own kitchen minutes, null when it costs the product's. */
export const AdminVariant = StoreVariant.extend({ effortMinutes: z.number().int().nullable() });
export type AdminVariant = z.infer<typeof AdminVariant>;
export const AdminVariantList = z.array(AdminVariant);

/** A delete that went through. */
export const AdminDeleted = z.object({ message: z.string() });
export type AdminDeleted = z.infer<typeof AdminDeleted>;

/**
 * POST /api/objects/upload (admin only). The body is optional: the browser may say what it is
 * about to send, and the URL is then bound to that type and size (never above 10MB).
 */
export const UploadRequest = z
  .object({
    contentType: z.enum(UPLOAD_CONTENT_TYPES, { error: 'Please select an image file' }).optional(),
    size: z.number().int().min(1, 'The file is empty').max(MAX_UPLOAD_BYTES, 'Image must be less than 10MB').optional(),
  })
  .strict();
export type UploadRequest = z.infer<typeof UploadRequest>;

/** Where the browser PUTs the file's bytes, with its content type; valid for a few minutes, once. */
export const UploadUrlResult = z.object({ uploadURL: z.string() });
export type UploadUrlResult = z.infer<typeof UploadUrlResult>;

/** PUT /api/product-images: the upload URL without its query string. */
export const RegisterProductImage = z
  .object({ imageURL: z.string({ error: 'imageURL is required' }).trim().min(1, 'imageURL is required').max(2048) })
  .strict();
export type RegisterProductImage = z.infer<typeof RegisterProductImage>;

/**
 * The stored image: `objectPath` (`/objects/products/<id>.webp`, 800 px wide) is what the product's
 * `image`/`images` hold; the same name with `-400w` and `-1600w` are the other widths, and each
 * width also exists as AVIF (`.avif`).
 */
export const ProductImageResult = z.object({
  objectPath: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  srcSet: z.string(),
  avifSrcSet: z.string(),
});
export type ProductImageResult = z.infer<typeof ProductImageResult>;
