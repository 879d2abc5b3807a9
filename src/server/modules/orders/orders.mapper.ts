import type { StoreOrder } from '../../../contracts/checkout';
import { formatMoneyString } from '../../../domain/money';
import type { orderItems, orders } from '../../db/schema';

export type OrderRow = typeof orders.$inferSelect;
export type OrderItemRow = typeof orderItems.$inferSelect;

export function toStoreOrder(order: OrderRow, items: OrderItemRow[]): StoreOrder {
  return {
    id: order.id,
    orderNumber: order.orderNumber,
    status: order.status,
    fulfilment: order.fulfilment,
    totalAmount: formatMoneyString(order.totalCents),
    subtotal: formatMoneyString(order.subtotalCents),
    discount: formatMoneyString(order.discountCents),
    deliveryFee: formatMoneyString(order.deliveryFeeCents),
    gst: formatMoneyString(order.gstCents),
    // Only when credit paid part: the dialogs then say what goes back to the card and to credit.
    ...(order.storeCreditCents > 0 ? { storeCreditPaid: formatMoneyString(order.storeCreditCents) } : {}),
    pointsEarned: order.pointsEarned,
    createdAt: order.createdAt.toISOString(),
    customerName: order.customerName,
    customerEmail: order.customerEmail,
    deliveryAddress: order.deliveryAddress,
    deliverySuburb: order.deliverySuburb,
    deliveryCity: order.deliveryCity,
    deliveryPostalCode: order.deliveryPostalCode,
    deliveryPhone: order.deliveryPhone,
    specialInstructions: order.specialInstructions,
    deliveryDate: order.deliveryDate,
    deliveryTime: order.deliveryTime,
    items: items.map((item) => ({
      productId: item.productId,
      productName: item.productName,
      productImage: item.productImage,
      size: item.size,
      quantity: item.quantity,
      price: formatMoneyString(item.unitPriceCents),
      message: item.customization,
      id: item.id,
    })),
  };
}
