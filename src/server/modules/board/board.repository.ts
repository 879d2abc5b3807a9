/**
 * The Today board's read: the day's orders with their items in one statement, whatever the number
 * of orders (no query per order: a day of 300 orders answers within budget A8). The index on
 * (delivery_date, delivery_time) finds the day; order_items_order_idx each order's items.
 */
import { and, eq, ne, sql } from 'drizzle-orm';
import type { Allergen } from '../../../domain/allergens';
import type { DbOrTx } from '../../db/client';
import { orderItems, orders, products } from '../../db/schema';

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
  productName: string;
  size: string | null;
  quantity: number;
  message: string | null;
  allergens: Allergen[];
}

/** A board order with its items, as the database builds it in findBoardDay. */
export interface BoardDayRow extends BoardOrderRow {
  items: BoardItemRow[];
}

/**
 * The day's orders with their items in ONE statement whose answer is one JSON text (budget A8):
 * on PGlite every row and column crossing into JavaScript costs more than the query itself, and
 * one text parsed by JSON.parse is the cheapest shape; on PostgreSQL it is one round trip.
 * Orders by number, each order's items by name and size (as on every other screen). A product
 * deleted since the order has no allergens to show.
 */
export async function findBoardDay(db: DbOrTx, date: string): Promise<BoardDayRow[]> {
  const item = sql`json_build_object('productName', ${orderItems.productName}, 'size', ${orderItems.size},
    'quantity', ${orderItems.quantity}, 'message', ${orderItems.customization},
    'allergens', coalesce(${products.allergens}, '{}'::text[]))`;
  const items = sql`(select coalesce(json_agg(${item} order by ${orderItems.productName}, ${orderItems.size}, ${orderItems.id}), '[]'::json)
    from ${orderItems} left join ${products} on ${products.id} = ${orderItems.productId}
    where ${orderItems.orderId} = ${orders.id})`;
  const order = sql`json_build_object('id', ${orders.id}, 'orderNumber', ${orders.orderNumber},
    'customerName', ${orders.customerName}, 'phone', ${orders.deliveryPhone}, 'fulfilment', ${orders.fulfilment},
    'status', ${orders.status}, 'slot', ${orders.deliveryTime}, 'instructions', ${orders.specialInstructions},
    'address', ${orders.deliveryAddress}, 'suburb', ${orders.deliverySuburb}, 'city', ${orders.deliveryCity},
    'postalCode', ${orders.deliveryPostalCode}, 'items', ${items})`;
  const [row] = await db
    .select({ json: sql<string>`coalesce(json_agg(${order} order by ${orders.orderNumber}), '[]'::json)::text` })
    .from(orders)
    .where(and(eq(orders.deliveryDate, date), ne(orders.status, 'cancelled')));
  return JSON.parse(row?.json ?? '[]') as BoardDayRow[];
}
