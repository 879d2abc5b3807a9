import type { StoreAddCartItem, StoreCartLine } from '../../../contracts/cart';
import type { EffortLine } from '../../../domain/kitchen-capacity';
import { type PreorderWindow, preorderWindowRefusal } from '../../../domain/daily-batch';
import { lineCustomization, lineMessage, normalizeCakeMessage, takesCakeMessage } from '../../../domain/cake-message';
import { defaultSizeOption, findSizeOption, lineTotalCents, sizeOptions } from '../../../domain/pricing';
import type { Db, DbOrTx } from '../../db/client';
import type { CheckoutLine } from '../../db/schema';
import { TtlCache } from '../../platform/cache';
import { BadRequest, Conflict, NotFound } from '../../platform/errors';
import { type StoreProductOf, storedLineUnitCents, toStoreCartLine } from './cart.pricing';
import {
  claimCartLines,
  deleteCartLine,
  cartLinesDeletion,
  findCartLines,
  findProductWithVariants,
  findSlotNeedRows,
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

/** What the slot picker needs of a cart: the longest notice (hours) and each line's kitchen minutes. */
export interface SlotNeeds {
  noticeHours: number;
  lines: EffortLine[];
}

/** The channel the trigger of migration 0021 sends a changed cart's session id on. */
export const CART_CHANGED_CHANNEL = 'cart_changed';

/** A safety net only: every change to a cart's lines sends a notice that clears its entry. */
const NEEDS_TTL_MS = 30_000;
/** Carts whose needs are kept at once; more clears them all (each is a few numbers). */
const NEEDS_MAX_CARTS = 5_000;

/** A product's pre-order window, when staff set one (all three parts or none, decision 0180). */
const preorderWindowOf = (p: {
  preorderOpensAt: Date | null;
  preorderClosesAt: Date | null;
  preorderDates: string[] | null;
}): PreorderWindow | null =>
  p.preorderOpensAt && p.preorderClosesAt && p.preorderDates
    ? { opensAt: p.preorderOpensAt, closesAt: p.preorderClosesAt, dates: p.preorderDates }
    : null;

export function createCartService(db: Db, catalog: { storeProductOf: StoreProductOf }) {
  // The slot picker asks for the same cart's needs on every date it shows (issue 23, performance):
  // kept per session until the database says its lines changed (`cart_changed`, migration 0021).
  // This copy's own writes forget at once too, since a notice arrives a moment after the commit.
  const needs = new TtlCache<SlotNeeds>(NEEDS_TTL_MS, NEEDS_MAX_CARTS);

  async function add(input: StoreAddCartItem, featured: boolean): Promise<StoreCartLine> {
    const found = await findProductWithVariants(db, input.productId);
    if (!found) throw new NotFound('Product not found');
    const { product, variants } = found;
    if (!product.inStock) throw new Conflict(`${product.name} is out of stock`, 'OUT_OF_STOCK');
    // A pre-order product outside its window (issue 23): refused here with its dates, not first at checkout.
    const window = preorderWindowOf(product);
    const closed = window && preorderWindowRefusal(product.name, window, new Date());
    if (closed) throw new BadRequest(closed.message, closed.code, { productId: closed.message });
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
    needs.delete(input.sessionId);
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
        const deleted = await deleteCartLine(db, sessionId, itemId);
        needs.delete(sessionId);
        if (!deleted) throw new NotFound('Cart item not found');
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
      needs.delete(sessionId);
      if (!row) throw new NotFound('Cart item not found');
      return { id: row.id, quantity: row.quantity, message: lineMessage(row.featured, row.customization) };
    },

    async remove(sessionId: string, itemId: string): Promise<void> {
      const deleted = await deleteCartLine(db, sessionId, itemId);
      needs.delete(sessionId);
      if (!deleted) throw new NotFound('Cart item not found');
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
          effortMinutes: variant?.effortMinutes ?? product.effortMinutes,
        };
      });
    },

    /** The longest notice (hours) any product in the cart needs: slots sooner than that are not offered. */
    async noticeHours(sessionId: string): Promise<number> {
      const rows = await findCartLines(db, sessionId);
      return Math.max(0, ...rows.map((row) => row.product.noticeHours));
    },

    /** What the slot picker needs of a cart in one read: the longest notice and the kitchen minutes (issue 23). */
    slotNeeds(sessionId: string): Promise<SlotNeeds> {
      return needs.getOrLoad(sessionId, async () => {
        const rows = await findSlotNeedRows(db, sessionId);
        return {
          noticeHours: Math.max(0, ...rows.map((row) => row.noticeHours)),
          lines: rows.map(({ quantity, effortMinutes }) => ({ quantity, effortMinutes })),
        };
      });
    },

    /**
     * Forgets one cart's needs (a `cart_changed` notice named it) or every cart's (the catalogue
     * changed a product's minutes or notice, or a listener reconnected).
     */
    forgetSlotNeeds(sessionId?: string): void {
      if (sessionId) needs.delete(sessionId);
      else needs.clear();
    },

    /**
     * After payment, in the order's transaction: the statement by which the paid lines leave the
     * cart, run with the checkout's own mark (one statement fewer per order, performance A6).
     */
    paidLinesRemoval: (tx: DbOrTx, sessionId: string, itemIds: string[]) => cartLinesDeletion(tx, sessionId, itemIds),
  };
}
