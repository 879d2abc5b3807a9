/**
 * An order's statuses. Staff set one of the first four (a new order starts as 'orderconfirmed');
 * 'pending', 'processing' and 'cancelled' also appear in the admin's views (admin spec section 4).
 */
export const ORDER_STATUSES = [
  'orderconfirmed',
  'inprogress',
  'outfordelivery',
  'delivered',
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
  cancelled: 'red',
};

export const orderStatusTone = (status: string): OrderStatusTone =>
  ORDER_STATUS_TONES[status as OrderStatus] ?? 'stone';
