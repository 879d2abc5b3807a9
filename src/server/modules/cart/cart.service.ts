import type { StoreAddCartItem, StoreCartLine } from '../../../contracts/cart';
import {
  DEFAULT_CAKE_SIZE,
  FEATURED_MARKER,
  findSizeOption,
  lineTotalCents,
  sizeOptions,
} from '../../../domain/pricing';
import type { Db, DbOrTx } from '../../db/client';
import type { CheckoutLine } from '../../db/schema';
import { BadRequest, Conflict, NotFound } from '../../platform/errors';
import { storedLineUnitCents, toStoreCartLine } from './cart.pricing';
import {
  claimCartLines,
  deleteCartLine,
  deleteCartLines,
  findCartLines,
  findProductWithVariants,
  updateCartLineQuantity,
  upsertCartLine,
} from './cart.repository';

export type CartService = ReturnType<typeof createCartService>;

export function createCartService(db: Db) {
  async function add(input: StoreAddCartItem, featured: boolean): Promise<StoreCartLine> {
    const found = await findProductWithVariants(db, input.productId);
    if (!found) throw new NotFound('Product not found');
    const { product, variants } = found;
    if (!product.inStock) throw new Conflict(`${product.name} is out of stock`, 'OUT_OF_STOCK');
    if (featured && !product.featured) {
      throw new BadRequest('This product is not the featured special offer', 'NOT_FEATURED');
    }
    const options = sizeOptions(product, variants);
    const wanted =
      input.size ?? (options.some((o) => o.size === DEFAULT_CAKE_SIZE) ? DEFAULT_CAKE_SIZE : options[0]?.size);
    const option = wanted ? findSizeOption(options, wanted) : undefined;
    if (!option) {
      throw new BadRequest(
        `size must be one of: ${options.map((o) => o.size).join(', ') || 'none available'}`,
        'UNKNOWN_SIZE',
      );
    }
    const item = await upsertCartLine(db, {
      sessionId: input.sessionId,
      productId: product.id,
      variantId: option.variantId,
      size: option.size,
      quantity: input.quantity,
      featured,
      customization: featured ? FEATURED_MARKER : (input.customization ?? null),
    });
    const variant = variants.find((v) => v.id === option.variantId) ?? null;
    return toStoreCartLine({ item, product, variant });
  }

  return {
    async list(sessionId: string): Promise<StoreCartLine[]> {
      return (await findCartLines(db, sessionId)).map(toStoreCartLine);
    },
    addItem: (input: StoreAddCartItem) => add(input, false),
    /** The featured special offer: only for the product currently featured, priced at 20% off. */
    addFeaturedItem: (input: StoreAddCartItem) => add(input, true),

    /** Quantity 0 removes the line. Another session's line is "not found", so ids cannot be probed. */
    async updateQuantity(
      sessionId: string,
      itemId: string,
      quantity: number,
    ): Promise<{ id: string; quantity: number } | null> {
      if (quantity === 0) {
        if (!(await deleteCartLine(db, sessionId, itemId))) throw new NotFound('Cart item not found');
        return null;
      }
      const row = await updateCartLineQuantity(db, sessionId, itemId, quantity);
      if (!row) throw new NotFound('Cart item not found');
      return { id: row.id, quantity: row.quantity };
    },

    async remove(sessionId: string, itemId: string): Promise<void> {
      if (!(await deleteCartLine(db, sessionId, itemId))) throw new NotFound('Cart item not found');
    },

    /**
     * The lines a signed-in checkout pays for, priced now by the server. The first signed-in
     * checkout claims the session's cart for this person (security R3); a cart another person has
     * claimed is "not found", so carts cannot be probed.
     */
    async checkoutLines(sessionId: string, userId: string): Promise<CheckoutLine[]> {
      await claimCartLines(db, sessionId, userId);
      const rows = await findCartLines(db, sessionId);
      if (rows.some((row) => row.item.userId !== userId)) throw new NotFound('Cart not found');
      if (!rows.length) throw new BadRequest('Your cart is empty', 'EMPTY_CART');
      return rows.map((row) => {
        const { item, product, variant } = row;
        if (!product.inStock) {
          throw new Conflict(`${product.name} is out of stock: please remove it from your cart`, 'OUT_OF_STOCK');
        }
        const unit = storedLineUnitCents(row);
        if (unit === undefined || (item.variantId && (!variant || !variant.available))) {
          throw new Conflict(`${product.name} (${item.size}) is no longer available`, 'UNAVAILABLE');
        }
        return {
          cartItemId: item.id,
          productId: product.id,
          productName: product.name,
          productImage: product.image,
          size: item.size,
          quantity: item.quantity,
          unitPriceCents: unit,
          lineTotalCents: lineTotalCents(unit, item.quantity),
          featured: item.featured,
        };
      });
    },

    /** After payment, in the order's transaction: the paid lines leave the cart. */
    removePaidLines: (tx: DbOrTx, sessionId: string, itemIds: string[]) => deleteCartLines(tx, sessionId, itemIds),
  };
}
