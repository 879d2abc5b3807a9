/**
 * The kitchen's production sheet for one day: what to bake (totals by category, product and size;
 * decision 0170), the day's orders by slot time with phone and instructions (one docket each), and
 * the decorator's list of cake messages.
 */
import { mentionsAllergy } from '../../../domain/allergens';
import type {
  AdminProductionCakeMessage,
  AdminProductionGroup,
  AdminProductionSheet,
} from '../../../contracts/admin-orders';
import type { StoreOrder } from '../../../contracts/checkout';
import type { KitchenDayMinutes } from '../../../contracts/kitchen-capacity';
import { slotStartMinutes } from '../../../domain/delivery';
import { toStoreOrder } from './orders.mapper';
import type { ProductCategory, ProductionDay } from './production-sheet.repository';

/** Lines whose product was deleted since the order was placed: still baked, listed last. */
export const OTHER_CATEGORY = 'Other';

const byText = (a: string, b: string) => a.localeCompare(b, 'en-NZ', { sensitivity: 'base', numeric: true });

/** Minutes since midnight of the slot's start; orders without a slot (or an unreadable one) come last. */
const slotOrder = (time: string | null) => {
  const minutes = time ? slotStartMinutes(time) : Number.NaN;
  return Number.isNaN(minutes) ? Number.MAX_SAFE_INTEGER : minutes;
};

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

type Line = { productName: string; size: string | null; quantity: number };

/** Totals per category in the shop's category order, "Other" last; lines by product then size. */
function groupTotals(day: ProductionDay): AdminProductionGroup[] {
  const groups = new Map<string, { category: ProductCategory | null; lines: Map<string, Line> }>();
  for (const { items } of day.orders) {
    for (const item of items) {
      const category = (item.productId && day.categories.get(item.productId)) || null;
      const name = category?.name ?? OTHER_CATEGORY;
      const group = groups.get(name) ?? { category, lines: new Map<string, Line>() };
      groups.set(name, group);
      const key = JSON.stringify([item.productName, item.size]);
      const line = group.lines.get(key);
      if (line) line.quantity += item.quantity;
      else group.lines.set(key, { productName: item.productName, size: item.size, quantity: item.quantity });
    }
  }
  return [...groups.entries()]
    .sort(
      ([nameA, a], [nameB, b]) =>
        (a.category?.sortOrder ?? Number.MAX_SAFE_INTEGER) - (b.category?.sortOrder ?? Number.MAX_SAFE_INTEGER) ||
        byText(nameA, nameB),
    )
    .map(([category, group]) => {
      const lines = [...group.lines.values()].sort(
        (a, b) => byText(a.productName, b.productName) || byText(a.size ?? '', b.size ?? ''),
      );
      return { category, quantity: lines.reduce((sum, line) => sum + line.quantity, 0), lines };
    });
}

/** `day.orders` are the day's orders that are not cancelled. */
export function productionSheet(date: string, day: ProductionDay, kitchen: KitchenDayMinutes): AdminProductionSheet {
  // Each item's allergens by its place in the order (toStoreOrder keeps the items' order).
  const allergensOf = new Map(
    day.orders.map(({ order, items }) => [
      order.id,
      items.map((item) => (item.productId ? (day.allergens.get(item.productId) ?? []) : [])),
    ]),
  );
  const orders = day.orders
    .map(({ order, items }) => toStoreOrder(order, items))
    .sort((a, b) => slotOrder(a.deliveryTime) - slotOrder(b.deliveryTime) || a.orderNumber - b.orderNumber);
  const cakeMessages: AdminProductionCakeMessage[] = orders.flatMap((order) =>
    order.items
      .filter((item) => item.message?.trim())
      .map((item) => ({
        orderId: order.id,
        orderNumber: order.orderNumber,
        deliveryTime: order.deliveryTime,
        productName: item.productName,
        size: item.size,
        quantity: item.quantity,
        message: item.message!,
      })),
  );
  return {
    date,
    groups: groupTotals(day),
    orders: orders.map((order) => ({
      orderId: order.id,
      orderNumber: order.orderNumber,
      customerName: order.customerName,
      phone: order.deliveryPhone?.trim() || null,
      fulfilment: order.fulfilment,
      deliveryTime: order.deliveryTime,
      deliveryAddress: addressOf(order),
      specialInstructions: order.specialInstructions,
      itemCount: order.items.reduce((sum, item) => sum + item.quantity, 0),
      items: order.items.map((item, index) => ({ ...item, allergens: allergensOf.get(order.id)?.[index] ?? [] })),
      allergyNoted: mentionsAllergy(order.specialInstructions),
    })),
    cakeMessages,
    kitchen,
  };
}
