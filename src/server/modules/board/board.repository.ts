/**
 * The Today board's two reads: the day's orders in one query, their items in a second, whatever
 * the number of orders (no query per order: a day of 300 orders answers within budget A8). Both
 * find the day through the index on (delivery_date, delivery_time), so they run side by side.
 */
import { and, asc, eq, ne } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { orderItems, orders } from '../../db/schema';

export interface BoardOrderRow {
  id: string;
  orderNumber: number;
  customerName: string;
  phone: string | null;
  fulfilment: 'delivery' | 'pickup';
  status: string;
  slot: string | null;
  instructions: string | null;
  address: string | null;
  suburb: string | null;
  city: string | null;
  postalCode: string | null;
}

export interface BoardItemRow {
  orderId: string;
  productName: string;
  size: string | null;
  quantity: number;
  message: string | null;
}

/**
 * The orders due on `date` (their delivery or pickup day), cancelled ones left out, by slot start
 * then order number. Only the columns the board shows are read; the index on (delivery_date,
 * delivery_time) finds the day.
 */
export async function findBoardOrders(db: DbOrTx, date: string): Promise<BoardOrderRow[]> {
  return db
    .select({
      id: orders.id,
      orderNumber: orders.orderNumber,
      customerName: orders.customerName,
      phone: orders.deliveryPhone,
      fulfilment: orders.fulfilment,
      status: orders.status,
      slot: orders.deliveryTime,
      instructions: orders.specialInstructions,
      address: orders.deliveryAddress,
      suburb: orders.deliverySuburb,
      city: orders.deliveryCity,
      postalCode: orders.deliveryPostalCode,
    })
    .from(orders)
    .where(and(eq(orders.deliveryDate, date), ne(orders.status, 'cancelled')))
    .orderBy(asc(orders.orderNumber));
}

/**
 * The items of the orders due on `date` in one query, by name and size (as on every other screen;
 * the service files each under its order, keeping this order). It finds the day's orders itself,
 * so it runs beside findBoardOrders, not after it.
 */
export async function findBoardItems(db: DbOrTx, date: string): Promise<BoardItemRow[]> {
  return db
    .select({
      orderId: orderItems.orderId,
      productName: orderItems.productName,
      size: orderItems.size,
      quantity: orderItems.quantity,
      message: orderItems.customization,
    })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(and(eq(orders.deliveryDate, date), ne(orders.status, 'cancelled')))
    .orderBy(asc(orderItems.productName), asc(orderItems.size), asc(orderItems.id));
}
