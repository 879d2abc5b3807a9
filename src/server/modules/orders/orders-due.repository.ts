import { and, asc, gte, isNotNull, notInArray } from 'drizzle-orm';
import { isFinalStatus, ORDER_STATUSES } from '../../../domain/order-status';
import type { DbOrTx } from '../../db/client';
import { orders } from '../../db/schema';

/** Statuses of finished orders (delivered, collected, cancelled): nothing is left to make for them. */
const FINAL_STATUSES = ORDER_STATUSES.filter(isFinalStatus);

export interface DueOrder {
  id: string;
  orderNumber: number;
  customerName: string;
  fulfilment: 'delivery' | 'pickup';
  deliveryDate: string;
  deliveryTime: string;
}

/** Unfinished orders due on `date` (yyyy-MM-dd) or later, by date and number. */
export async function findOpenOrdersDueFrom(db: DbOrTx, date: string): Promise<DueOrder[]> {
  const rows = await db
    .select({
      id: orders.id,
      orderNumber: orders.orderNumber,
      customerName: orders.customerName,
      fulfilment: orders.fulfilment,
      deliveryDate: orders.deliveryDate,
      deliveryTime: orders.deliveryTime,
    })
    .from(orders)
    .where(
      and(
        gte(orders.deliveryDate, date),
        isNotNull(orders.deliveryTime),
        notInArray(orders.status, [...FINAL_STATUSES]),
      ),
    )
    .orderBy(asc(orders.deliveryDate), asc(orders.orderNumber));
  return rows.map((row) => ({ ...row, deliveryDate: row.deliveryDate!, deliveryTime: row.deliveryTime! }));
}
