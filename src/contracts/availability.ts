/**
 * GET /api/availability (issue 23): the daily batches and pre-order windows of the products on
 * sale, for the product card, the product page and the cart drawer. Only products that have one
 * are listed; any other product has no limit of this kind.
 */
import { z } from 'zod';

export const StorePreorder = z.object({
  opensAt: z.string(),
  closesAt: z.string(),
  dates: z.array(z.string()),
  /** Whether it takes orders right now. */
  open: z.boolean(),
  /** "Pre-order from Thu 1 Oct, 9:00 am until Sat 31 Oct, 12:00 am, for Sun 1 Nov or Mon 2 Nov". */
  text: z.string(),
});

export const StoreProductAvailability = z.object({
  productId: z.string(),
  /** Units per fulfilment day, or null when only a pre-order window limits it. */
  dailyBatch: z.number().int().nullable(),
  /** The first day it could be collected or delivered (yyyy-MM-dd), or null when none is near. */
  firstDay: z.string().nullable(),
  /** Units left that day (null without a batch). */
  unitsLeft: z.number().int().nullable(),
  /** The first day when it has sold out, or null. */
  soldOutOn: z.string().nullable(),
  /** The next day after it that still has some, or null when none is near. */
  nextAvailable: z.string().nullable(),
  /**
   * Every orderable day within the checkout's horizon on which it has sold out, each with the next
   * day after it that still has some (null: none near), for the checkout's date picker to grey
   * them all, not only the first (decision 0229).
   */
  soldOutDays: z.array(z.object({ date: z.string(), nextAvailable: z.string().nullable() })),
  preorder: StorePreorder.nullable(),
});
export type StoreProductAvailability = z.infer<typeof StoreProductAvailability>;

export const StoreAvailability = z.object({ products: z.array(StoreProductAvailability) });
export type StoreAvailability = z.infer<typeof StoreAvailability>;
