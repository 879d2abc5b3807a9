import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { MAX_LINE_QUANTITY } from '../../../domain/cart';
import type { DbOrTx } from '../../db/client';
import { prepared } from '../../db/prepared';
import { cartItems, products, productVariants } from '../../db/schema';
import type { ProductRow, VariantRow } from '../catalog/catalog.service';

export type CartItemRow = typeof cartItems.$inferSelect;

export interface CartLineRow {
  item: CartItemRow;
  product: ProductRow;
  variant: VariantRow | null;
  /** Every variant of the product: whether it has any decides which sizes it offers. */
  variants: VariantRow[];
}

/** Every variant of a line's product, joined beside the line's own chosen one. */
const offered = alias(productVariants, 'offered');

/**
 * A session's lines with their products, chosen variants and all their products' variants, oldest
 * first: one query, a row per line and variant of its product, folded back into lines here.
 */
// Built once (db/prepared.ts): the cart is read by every cart call and every checkout.
const cartLines = prepared((db) =>
  db
    .select({ item: cartItems, product: products, variant: productVariants, offered })
    .from(cartItems)
    .innerJoin(products, eq(products.id, cartItems.productId))
    .leftJoin(productVariants, eq(productVariants.id, cartItems.variantId))
    .leftJoin(offered, eq(offered.productId, cartItems.productId))
    .where(eq(cartItems.sessionId, sql.placeholder('sessionId')))
    .orderBy(asc(cartItems.createdAt), asc(cartItems.id)),
);

export async function findCartLines(db: DbOrTx, sessionId: string): Promise<CartLineRow[]> {
  const rows = await cartLines(db, { sessionId });
  const lines = new Map<string, CartLineRow>();
  for (const { offered: one, ...line } of rows) {
    const found = lines.get(line.item.id) ?? { ...line, variants: [] };
    if (one) found.variants.push(one);
    lines.set(line.item.id, found);
  }
  return [...lines.values()];
}

/** What the slot picker needs of each line: its quantity, its kitchen minutes and its product's notice. */
export async function findSlotNeedRows(
  db: DbOrTx,
  sessionId: string,
): Promise<Array<{ quantity: number; effortMinutes: number; noticeHours: number }>> {
  return db
    .select({
      quantity: cartItems.quantity,
      effortMinutes: sql<number>`coalesce(${productVariants.effortMinutes}, ${products.effortMinutes})`.mapWith(Number),
      noticeHours: products.noticeHours,
    })
    .from(cartItems)
    .innerJoin(products, eq(products.id, cartItems.productId))
    .leftJoin(productVariants, eq(productVariants.id, cartItems.variantId))
    .where(eq(cartItems.sessionId, sessionId));
}

/** A product and all its variants: one query. */
export async function findProductWithVariants(
  db: DbOrTx,
  productId: string,
): Promise<{ product: ProductRow; variants: VariantRow[] } | undefined> {
  const rows = await db
    .select({ product: products, variant: productVariants })
    .from(products)
    .leftJoin(productVariants, eq(productVariants.productId, products.id))
    .where(eq(products.id, productId));
  const first = rows[0];
  if (!first) return undefined;
  return { product: first.product, variants: rows.flatMap((r) => (r.variant ? [r.variant] : [])) };
}

/**
 * Adds to the session's line for this product, size and offer, or creates it: one atomic upsert,
 * so parallel adds of the same choice merge into one line (at most MAX_LINE_QUANTITY). An add that
 * brings a cake message replaces the line's; one without keeps it (`keepCustomization`).
 */
export async function upsertCartLine(
  db: DbOrTx,
  line: Pick<CartItemRow, 'sessionId' | 'productId' | 'variantId' | 'size' | 'quantity' | 'featured' | 'customization'>,
  keepCustomization = false,
): Promise<CartItemRow> {
  const [row] = await db
    .insert(cartItems)
    .values(line)
    .onConflictDoUpdate({
      target: [cartItems.sessionId, cartItems.productId, cartItems.size, cartItems.featured],
      set: {
        quantity: sql`least(${cartItems.quantity} + excluded.quantity, ${MAX_LINE_QUANTITY})`,
        customization: keepCustomization
          ? sql`coalesce(${cartItems.customization}, excluded.customization)`
          : sql`excluded.customization`,
        updatedAt: sql`now()`,
      },
    })
    .returning();
  return row!;
}

/** Sets a line's quantity and/or its stored customization (the cake message). */
export async function updateCartLine(
  db: DbOrTx,
  sessionId: string,
  itemId: string,
  change: Partial<Pick<CartItemRow, 'quantity' | 'customization'>>,
): Promise<CartItemRow | undefined> {
  const [row] = await db
    .update(cartItems)
    .set({ ...change, updatedAt: sql`now()` })
    .where(and(eq(cartItems.id, itemId), eq(cartItems.sessionId, sessionId)))
    .returning();
  return row;
}

export async function deleteCartLine(db: DbOrTx, sessionId: string, itemId: string): Promise<boolean> {
  const rows = await db
    .delete(cartItems)
    .where(and(eq(cartItems.id, itemId), eq(cartItems.sessionId, sessionId)))
    .returning({ id: cartItems.id });
  return rows.length > 0;
}

/** Attaches a session's unclaimed lines to the signed-in person who checks out with them. */
// Built once (db/prepared.ts): every checkout claims its cart first.
const claimLines = prepared((db) =>
  db
    .update(cartItems)
    .set({ userId: sql`${sql.placeholder('userId')}` })
    .where(and(eq(cartItems.sessionId, sql.placeholder('sessionId')), isNull(cartItems.userId))),
);

export async function claimCartLines(db: DbOrTx, sessionId: string, userId: string): Promise<void> {
  await claimLines(db, { sessionId, userId });
}

/**
 * The statement removing the named lines of a session (the paid ones; lines added since stay), to
 * run inside another statement; none when no line is named.
 */
export function cartLinesDeletion(db: DbOrTx, sessionId: string, itemIds: string[]) {
  if (!itemIds.length) return null;
  return db.delete(cartItems).where(and(eq(cartItems.sessionId, sessionId), inArray(cartItems.id, itemIds)));
}
