/**
 * An order's statuses. Staff set the ones of its way of fulfilment (a new order starts as
 * 'orderconfirmed'): a delivery goes through the spec's four, a pickup through 'readyforpickup'
 * and 'collected' instead of the last two (issue 22, decision 0153). 'pending', 'processing' and
 * 'cancelled' also appear in the admin's views (admin spec section 4).
 */
export const ORDER_STATUSES = [
  'orderconfirmed',
  'inprogress',
  'outfordelivery',
  'delivered',
  'readyforpickup',
  'collected',
  'pending',
  'processing',
  'cancelled',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** Where every paid order starts. */
export const NEW_ORDER_STATUS: OrderStatus = 'orderconfirmed';

/** How staff and customers read a status (admin spec section 4, and 'Cancelled': decision 0046). */
const ORDER_STATUS_LABELS: Partial<Record<OrderStatus, string>> = {
  orderconfirmed: 'Order Confirmed',
  inprogress: 'In Progress',
  outfordelivery: 'Out for Delivery',
  delivered: 'Delivered',
  readyforpickup: 'Ready to Collect',
  collected: 'Collected',
  cancelled: 'Cancelled',
};

/** The label every status badge shows: the four statuses and 'Cancelled' by name, any other value raw. */
export const orderStatusLabel = (status: string): string => ORDER_STATUS_LABELS[status as OrderStatus] ?? status;

/**
 * Each status's colour, named by the palette (admin spec section 4: blue, yellow, purple and, for
 * 'Delivered', the shop's green, pistachio; red for a cancelled, refunded order). Any other value
 * is stone (grey). The web turns a tone into classes in one place (components/ui/order-status-badge).
 */
export type OrderStatusTone = 'blue' | 'yellow' | 'purple' | 'pistachio' | 'red' | 'stone';

const ORDER_STATUS_TONES: Partial<Record<OrderStatus, OrderStatusTone>> = {
  orderconfirmed: 'blue',
  inprogress: 'yellow',
  outfordelivery: 'purple',
  delivered: 'pistachio',
  readyforpickup: 'purple',
  collected: 'pistachio',
  cancelled: 'red',
};

export const orderStatusTone = (status: string): OrderStatusTone =>
  ORDER_STATUS_TONES[status as OrderStatus] ?? 'stone';

export type OrderFulfilment = 'delivery' | 'pickup';

/** The statuses staff set on a delivery (admin spec section 4), in the order they happen. */
export const DELIVERY_STATUSES = ['orderconfirmed', 'inprogress', 'outfordelivery', 'delivered'] as const;
/** The statuses staff set on a pickup, in the order they happen (decision 0153). */
export const PICKUP_STATUSES = ['orderconfirmed', 'inprogress', 'readyforpickup', 'collected'] as const;
/** Every status staff may set on some order. */
export const STAFF_SETTABLE_STATUSES = [
  'orderconfirmed',
  'inprogress',
  'outfordelivery',
  'delivered',
  'readyforpickup',
  'collected',
] as const;
export type StaffSettableStatus = (typeof STAFF_SETTABLE_STATUSES)[number];

/** The statuses that fit an order's way of fulfilment, in order. */
export const statusesFor = (fulfilment: OrderFulfilment): readonly StaffSettableStatus[] =>
  fulfilment === 'pickup' ? PICKUP_STATUSES : DELIVERY_STATUSES;

/** Whether staff may set this status on an order fulfilled this way (the API answers 400 otherwise). */
export const statusFits = (status: string, fulfilment: OrderFulfilment): status is StaffSettableStatus =>
  (statusesFor(fulfilment) as readonly string[]).includes(status);

/**
 * The one-tap next step from a status (the Today board's button), or null at the end of the way,
 * for a cancelled order, or for a status outside the order's way.
 */
export function nextStatus(status: string, fulfilment: OrderFulfilment): StaffSettableStatus | null {
  const way = statusesFor(fulfilment);
  const at = way.indexOf(status as StaffSettableStatus);
  return at >= 0 && at < way.length - 1 ? way[at + 1]! : null;
}

/** Whether the order is finished: delivered, collected or cancelled. */
export const isFinalStatus = (status: string): boolean =>
  status === 'delivered' || status === 'collected' || status === 'cancelled';
