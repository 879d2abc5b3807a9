/**
 * The kitchen's production sheet for one day: what to bake (totals by product and size) and the
 * day's orders by slot time, with their cake messages and instructions.
 */
import type { AdminProductionSheet } from '../../../contracts/admin-orders';
import type { StoreOrder } from '../../../contracts/checkout';
import { slotStartMinutes } from '../../../domain/delivery';

const byText = (a: string, b: string) => a.localeCompare(b, 'en-NZ', { sensitivity: 'base', numeric: true });

/** Minutes since midnight of the slot's start; orders without a slot come last. */
const slotOrder = (time: string | null) => (time ? slotStartMinutes(time) : Number.MAX_SAFE_INTEGER);

const addressOf = (order: StoreOrder) =>
  order.fulfilment === 'pickup'
    ? null
    : [
        order.deliveryAddress,
        order.deliverySuburb,
        [order.deliveryCity, order.deliveryPostalCode].filter(Boolean).join(' '),
      ]
        .filter(Boolean)
        .join(', ') || null;

/** `orders` are the day's orders that are not cancelled. */
export function productionSheet(date: string, orders: StoreOrder[]): AdminProductionSheet {
  const totals = new Map<string, { productName: string; size: string | null; quantity: number }>();
  for (const order of orders) {
    for (const item of order.items) {
      const key = JSON.stringify([item.productName, item.size]);
      const line = totals.get(key);
      if (line) line.quantity += item.quantity;
      else totals.set(key, { productName: item.productName, size: item.size, quantity: item.quantity });
    }
  }
  return {
    date,
    totals: [...totals.values()].sort(
      (a, b) => byText(a.productName, b.productName) || byText(a.size ?? '', b.size ?? ''),
    ),
    orders: [...orders]
      .sort((a, b) => slotOrder(a.deliveryTime) - slotOrder(b.deliveryTime) || a.orderNumber - b.orderNumber)
      .map((order) => ({
        orderId: order.id,
        orderNumber: order.orderNumber,
        customerName: order.customerName,
        fulfilment: order.fulfilment,
        deliveryTime: order.deliveryTime,
        deliveryAddress: addressOf(order),
        specialInstructions: order.specialInstructions,
        items: order.items,
      })),
  };
}
