/**
 * Partial refunds by staff (issue 24, decision 0200): what is left to refund of an order, line by
 * line, the refunds made so far, and the request for a new one (an amount or chosen lines).
 */
import { z } from 'zod';
import { MONEY_PATTERN } from '../domain/money';
import { MoneyString } from './common';

/** One line of the order with what is left of it to refund. */
export const AdminRefundableLine = z.object({
  itemId: z.string(),
  productName: z.string(),
  size: z.string().nullable(),
  quantity: z.number().int(),
  /** Units refunded by earlier partial refunds. */
  refundedQuantity: z.number().int(),
  unitPrice: MoneyString,
  /** What one unit refunds (its price less its share of a discount); units together: `lineRefundCents`. */
  unitRefund: MoneyString,
});
export type AdminRefundableLine = z.infer<typeof AdminRefundableLine>;

export const AdminOrderRefund = z.object({
  id: z.string(),
  amount: MoneyString,
  reason: z.string(),
  /** The lines refunded, or null for a refund of an amount. */
  lines: z
    .array(z.object({ productName: z.string(), size: z.string().nullable(), quantity: z.number().int() }))
    .nullable(),
  pointsReversed: z.number().int(),
  refundedByEmail: z.string().nullable(),
  refundedAt: z.string(),
});
export type AdminOrderRefund = z.infer<typeof AdminOrderRefund>;

/** GET /api/admin/orders/{id}/refunds, and the answer of a new refund. */
export const AdminOrderRefunds = z.object({
  orderId: z.string(),
  total: MoneyString,
  /** The goods before discount: with `total`, what chosen lines are worth (`lineRefundCents`). */
  subtotal: MoneyString,
  refunded: MoneyString,
  /** What may still be refunded: the total less every refund made or on its way. */
  left: MoneyString,
  lines: z.array(AdminRefundableLine),
  refunds: z.array(AdminOrderRefund),
});
export type AdminOrderRefunds = z.infer<typeof AdminOrderRefunds>;

/**
 * POST /api/admin/orders/{id}/refunds: `amount` (dollars, "12.50") or `lines`, never both, and a
 * reason the customer reads. `idempotencyKey` comes from the dialog, once per opening: a double
 * click or a retry is the same refund.
 */
export const AdminCreateRefund = z
  .object({
    amount: z
      .string()
      .trim()
      .regex(MONEY_PATTERN, 'amount must be an amount like 12.50')
      .refine((value) => Number(value) > 0, 'amount must be more than 0')
      .optional(),
    lines: z
      .array(
        z.object({
          itemId: z.string().uuid('itemId must be a line of the order'),
          quantity: z.number().int('quantity must be a whole number').min(1, 'quantity must be at least 1').max(999),
        }),
      )
      .min(1, 'choose at least one line')
      .max(100)
      .optional(),
    reason: z.string().trim().min(1, 'reason is required').max(500, 'reason must be at most 500 characters'),
    idempotencyKey: z
      .string()
      .trim()
      .min(8, 'idempotencyKey must be 8 to 100 characters')
      .max(100, 'idempotencyKey must be 8 to 100 characters'),
  })
  .superRefine((body, ctx) => {
    if ((body.amount === undefined) === (body.lines === undefined)) {
      ctx.addIssue({ code: 'custom', path: ['amount'], message: 'Give either an amount or lines to refund, not both' });
    }
  });
export type AdminCreateRefund = z.infer<typeof AdminCreateRefund>;
