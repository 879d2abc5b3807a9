/**
 * The four steps of an order on the customer's /orders (issue 22, decision 0153): a delivery goes
 * Order Confirmed → In Progress → Out for Delivery → Delivered, a pickup Order Confirmed → In
 * Progress → Ready to Collect → Collected. Every step reached is done; the last one reached is the
 * order's place on its way.
 */
import type { StoreOrder } from '@/contracts/checkout';
import { type OrderFulfilment, orderStatusLabel, statusesFor } from '@/domain/order-status';

export interface TrackStep {
  status: string;
  label: string;
  state: 'done' | 'pending';
  /** The step the order is at now. */
  current: boolean;
}

/**
 * The step of its own way a status stands for. Orders moved on before pickups had their own
 * statuses may hold the other way's third or fourth step (a pickup 'outfordelivery' meant ready
 * to collect, 'delivered' collected: decision 0044), so those count as the same place.
 */
function placeOnWay(status: string, fulfilment: OrderFulfilment): number {
  const own = statusesFor(fulfilment).indexOf(status as never);
  if (own >= 0) return own;
  const other = statusesFor(fulfilment === 'pickup' ? 'delivery' : 'pickup').indexOf(status as never);
  return other >= 2 ? other : -1;
}

/** The order's steps, or null when its status is on neither way (cancelled, or older values shown raw). */
export function statusTrack(order: Pick<StoreOrder, 'status' | 'fulfilment'>): TrackStep[] | null {
  const at = placeOnWay(order.status, order.fulfilment);
  if (at < 0) return null;
  return statusesFor(order.fulfilment).map((status, index) => ({
    status,
    label: orderStatusLabel(status),
    state: index <= at ? 'done' : 'pending',
    current: index === at,
  }));
}
