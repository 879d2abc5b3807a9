/** Cart shapes. The browser says what was chosen; the server alone decides every price. */
import { z } from 'zod';
import { cakeMessageProblem } from '../domain/cake-message';
import { MAX_LINE_QUANTITY, MIN_LINE_QUANTITY } from '../domain/cart';
import { StoreProduct } from './catalog';
import { CartSessionId, MoneyString, Uuid } from './common';

const Quantity = z
  .number({ message: `quantity must be a whole number from ${MIN_LINE_QUANTITY} to ${MAX_LINE_QUANTITY}` })
  .int(`quantity must be a whole number from ${MIN_LINE_QUANTITY} to ${MAX_LINE_QUANTITY}`)
  .min(MIN_LINE_QUANTITY, `quantity must be at least ${MIN_LINE_QUANTITY}`)
  .max(MAX_LINE_QUANTITY, `quantity must be at most ${MAX_LINE_QUANTITY}`);

/**
 * The message on the cake board (decision 0032): plain text, trimmed, at most 60 characters; an
 * empty message is no message. Only cakes take one (the service checks the product).
 */
export const CakeMessage = z
  .string({ message: 'message must be text' })
  .trim()
  .superRefine((text, ctx) => {
    const problem = cakeMessageProblem(text);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });

/**
 * POST /api/cart and POST /api/cart/featured. Unknown fields (a `price`, a `total`, a
 * `customization`) are dropped unread: the server alone writes a line's customization, from
 * `message` and the featured offer, and it never changes a price.
 */
export const StoreAddCartItem = z.object({
  sessionId: CartSessionId,
  productId: Uuid,
  quantity: Quantity,
  size: z.string().trim().min(1).max(60, 'size must be at most 60 characters').optional(),
  /** The message on the cake; adding to a line without one keeps the line's message. */
  message: CakeMessage.optional(),
});
export type StoreAddCartItem = z.input<typeof StoreAddCartItem>;

/**
 * PUT /api/cart/{itemId}: quantity 0 removes the line. `message` (an addition, decision 0032) sets
 * a cake line's message, and null or "" clears it; either field may come alone.
 */
export const StoreUpdateCartItem = z
  .object({
    quantity: z
      .number({ message: `quantity must be a whole number from 0 to ${MAX_LINE_QUANTITY}` })
      .int(`quantity must be a whole number from 0 to ${MAX_LINE_QUANTITY}`)
      .min(0, 'quantity must be 0 or more')
      .max(MAX_LINE_QUANTITY, `quantity must be at most ${MAX_LINE_QUANTITY}`)
      .optional(),
    message: CakeMessage.nullable().optional(),
  })
  .refine((body) => body.quantity !== undefined || body.message !== undefined, {
    message: 'quantity is required',
    path: ['quantity'],
  });
export type StoreUpdateCartItem = z.input<typeof StoreUpdateCartItem>;

export const CartSessionHeaders = z.object({ 'x-cart-session': CartSessionId });
export const CartItemParams = z.object({ itemId: Uuid });
export const CartSessionParams = z.object({ sessionId: CartSessionId });

export const StoreCartLine = z.object({
  id: z.string(),
  productId: z.string(),
  product: StoreProduct,
  quantity: z.number().int(),
  size: z.string(),
  customization: z.string().nullable(),
  /** The message on the cake (decision 0032); never the featured offer's marker. */
  message: z.string().nullable(),
  featured: z.boolean(),
  /** The server's unit price for this size (and offer), and price × quantity. */
  unitPrice: MoneyString,
  lineTotal: MoneyString,
});
export type StoreCartLine = z.infer<typeof StoreCartLine>;

/** PUT /api/cart/{itemId} that keeps the line: its id, quantity and message. */
export const StoreCartLineQuantity = z.object({
  id: z.string(),
  quantity: z.number().int(),
  message: z.string().nullable(),
});
export type StoreCartLineQuantity = z.infer<typeof StoreCartLineQuantity>;
