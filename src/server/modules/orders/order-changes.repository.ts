/** The writes of a customer's own changes to an order (issue 24); each runs under the order's row lock. */
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { orderItems, orders } from '../../db/schema';
import type { OrderItemRow, OrderRow } from './orders.mapper';

export async function findOrderItems(tx: DbOrTx, orderId: string): Promise<OrderItemRow[]> {
  return tx.select().from(orderItems).where(eq(orderItems.orderId, orderId));
}

/** The order's new date and slot, and the kitchen minutes it takes there. */
export async function setOrderSlot(
  tx: DbOrTx,
  id: string,
  slot: { deliveryDate: string; deliveryTime: string; effortMinutes: number },
): Promise<OrderRow> {
  const [row] = await tx
    .update(orders)
    .set({ ...slot, updatedAt: sql`now()` })
    .where(eq(orders.id, id))
    .returning();
  return row!;
}

export interface OrderDetailsChange {
  deliveryAddress?: string;
  deliverySuburb?: string | null;
  deliveryCity?: string;
  deliveryPostalCode?: string;
  specialInstructions?: string | null;
}

export async function setOrderDetails(tx: DbOrTx, id: string, change: OrderDetailsChange): Promise<OrderRow> {
  const [row] = await tx
    .update(orders)
    .set({ ...change, updatedAt: sql`now()` })
    .where(eq(orders.id, id))
    .returning();
  return row!;
}

/** One line's cake message; only lines of this order are touched. */
export async function setItemMessage(tx: DbOrTx, orderId: string, itemId: string, message: string): Promise<void> {
  await tx
    .update(orderItems)
    .set({ customization: message })
    .where(and(eq(orderItems.orderId, orderId), inArray(orderItems.id, [itemId])));
}
