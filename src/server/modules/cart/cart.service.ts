import type { StoreAddCartItem, StoreCartLine } from '../../../contracts/cart';
import { lineCustomization, lineMessage, normalizeCakeMessage, takesCakeMessage } from '../../../domain/cake-message';
import { defaultSizeOption, findSizeOption, lineTotalCents, sizeOptions } from '../../../domain/pricing';
import type { Db, DbOrTx } from '../../db/client';
import type { CheckoutLine } from '../../db/schema';
import { BadRequest, Conflict, NotFound } from '../../platform/errors';
import { type StoreProductOf, storedLineUnitCents, toStoreCartLine } from './cart.pricing';
import {
  claimCartLines,
  deleteCartLine,
  deleteCartLines,
  findCartLines,
  findProductWithVariants,
  updateCartLine,
  upsertCartLine,
} from './cart.repository';

export type CartService = ReturnType<typeof createCartService>;

/** Only cakes take a message: anything else is a 400 with a field error, before anything is stored. */
function refuseMessageUnlessCake(product: { name: string; category: string }, message: string | null) {
  if (message && !takesCakeMessage(product.category)) {
    throw new BadRequest(`${product.name} is not a cake: only cakes take a message`, 'VALIDATION_FAILED', {
      message: 'only cakes take a message',
    });
  }
}

export function createCartService(db: Db, catalog: { storeProductOf: StoreProductOf }) {
  async function add(input: StoreAddCartItem, featured: boolean): Promise<StoreCartLine> {
    const found = await findProductWithVariants(db, input.productId);
    if (!found) throw new NotFound('Product not found');
    const { product, variants } = found;
    if (!product.inStock) throw new Conflict(`${product.name} is out of stock`, 'OUT_OF_STOCK');
    if (featured && !product.featured) {
      throw new BadRequest('This product is not the featured special offer', 'NOT_FEATURED');
    }
    const options = sizeOptions(product, variants);
    const option = input.size ? findSizeOption(options, input.size) : defaultSizeOption(options);
    if (!option) {
      throw new BadRequest(
        `size must be one of: ${options.map((o) => o.size).join(', ') || 'none available'}`,
        'UNKNOWN_SIZE',
      );
    }
    const message = normalizeCakeMessage(input.message);
    refuseMessageUnlessCake(product, message);
    const item = await upsertCartLine(
      db,
      {
        sessionId: input.sessionId,
        productId: product.id,
        variantId: option.variantId,
        size: option.size,
        quantity: input.quantity,
        featured,
        customization: lineCustomization(featured, message),
      },
      message === null,
    );
    const variant = variants.find((v) => v.id === option.variantId) ?? null;
    return toStoreCartLine({ item, product, variant, variants }, catalog.storeProductOf);
  }

  return {
    async list(sessionId: string): Promise<StoreCartLine[]> {
      return (await findCartLines(db, sessionId)).map((row) => toStoreCartLine(row, catalog.storeProductOf));
    },
    addItem: (input: StoreAddCartItem) => add(input, false),
    /** The featured special offer: only for the product currently featured, priced at 20% off. */
    addFeaturedItem: (input: StoreAddCartItem) => add(input, true),

    /**
     * Quantity 0 removes the line; a message (null or "" clears it) is for cake lines only.
     * Another session's line is "not found", so ids cannot be probed.
     */
    async updateLine(
      sessionId: string,
      itemId: string,
      change: { quantity?: number; message?: string | null },
    ): Promise<{ id: string; quantity: number; message: string | null } | null> {
      if (change.quantity === 0) {
        if (!(await deleteCartLine(db, sessionId, itemId))) throw new NotFound('Cart item not found');
        return null;
      }
      let customization: string | null | undefined;
      if (change.message !== undefined) {
        const line = (await findCartLines(db, sessionId)).find((row) => row.item.id === itemId);
        if (!line) throw new NotFound('Cart item not found');
        const message = normalizeCakeMessage(change.message);
        refuseMessageUnlessCake(line.product, message);
        customization = lineCustomization(line.item.featured, message);
      }
      const row = await updateCartLine(db, sessionId, itemId, { quantity: change.quantity, customization });
      if (!row) throw new NotFound('Cart item not found');
      return { id: row.id, quantity: row.quantity, message: lineMessage(row.featured, row.customization) };
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
          message: lineMessage(item.featured, item.customization),
          noticeHours: product.noticeHours,
        };
      });
    },

    /** The longest notice (hours) any product in the cart needs: slots sooner than that are not offered. */
    async noticeHours(sessionId: string): Promise<number> {
      const rows = await findCartLines(db, sessionId);
      return Math.max(0, ...rows.map((row) => row.product.noticeHours));
    },

    /** After payment, in the order's transaction: the paid lines leave the cart. */
    removePaidLines: (tx: DbOrTx, sessionId: string, itemIds: string[]) => deleteCartLines(tx, sessionId, itemIds),
  };
}
