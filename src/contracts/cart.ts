/** Cart shapes. The browser says what was chosen; the server alone decides every price. */
import { z } from 'zod';
import { MAX_LINE_QUANTITY, MIN_LINE_QUANTITY } from '../domain/cart';
import { StoreProduct } from './catalog';
import { CartSessionId, MoneyString, Uuid } from './common';

const Quantity = z
  .number({ message: `quantity must be a whole number from ${MIN_LINE_QUANTITY} to ${MAX_LINE_QUANTITY}` })
  .int(`quantity must be a whole number from ${MIN_LINE_QUANTITY} to ${MAX_LINE_QUANTITY}`)
  .min(MIN_LINE_QUANTITY, `quantity must be at least ${MIN_LINE_QUANTITY}`)
  .max(MAX_LINE_QUANTITY, `quantity must be at most ${MAX_LINE_QUANTITY}`);

/**
 * POST /api/cart and POST /api/cart/featured. Unknown fields (a `price`, a `total`) are dropped
 * unread; `customization` is free text that never changes a price.
 */
export const StoreAddCartItem = z.object({
  sessionId: CartSessionId,
  productId: Uuid,
  quantity: Quantity,
  size: z.string().trim().min(1).max(60, 'size must be at most 60 characters').optional(),
  customization: z.string().trim().max(500, 'customization must be at most 500 characters').optional(),
});
export type StoreAddCartItem = z.input<typeof StoreAddCartItem>;

/** PUT /api/cart/{itemId}: quantity 0 removes the line. */
export const StoreUpdateCartItem = z.object({
  quantity: z
    .number({ message: `quantity must be a whole number from 0 to ${MAX_LINE_QUANTITY}` })
    .int(`quantity must be a whole number from 0 to ${MAX_LINE_QUANTITY}`)
    .min(0, 'quantity must be 0 or more')
    .max(MAX_LINE_QUANTITY, `quantity must be at most ${MAX_LINE_QUANTITY}`),
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
  featured: z.boolean(),
  /** The server's unit price for this size (and offer), and price × quantity. */
  unitPrice: MoneyString,
  lineTotal: MoneyString,
});
export type StoreCartLine = z.infer<typeof StoreCartLine>;

/** PUT /api/cart/{itemId} with a quantity above 0: the line's id and its new quantity. */
export const StoreCartLineQuantity = z.object({ id: z.string(), quantity: z.number().int() });
export type StoreCartLineQuantity = z.infer<typeof StoreCartLineQuantity>;
