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
