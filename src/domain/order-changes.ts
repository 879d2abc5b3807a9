/**
 * Customer changes to an order (issue 24): until the lock, a business setting in hours before the
 * order's slot starts (decision 0197), the customer may move, edit or cancel it; after it, only
 * staff can. One rule for the server (which refuses with 409 ORDER_LOCKED) and the page (which
 * hides the controls).
 */
import { aucklandInstant, slotStartMinutes } from './delivery';

/** The spec's promise: "Orders can be modified or cancelled up to 24 hours before delivery". */
export const DEFAULT_CHANGES_LOCK_HOURS = 24;
/** The longest lock a form may set: two weeks, far beyond any bakery's need. */
export const MAX_CHANGES_LOCK_HOURS = 14 * 24;

/** Statuses a customer may still change: the kitchen has not handed the order over yet. */
const CHANGEABLE_STATUSES: readonly string[] = ['orderconfirmed', 'pending', 'processing', 'inprogress'];

export interface ChangeableOrder {
  status: string;
  deliveryDate: string | null;
  deliveryTime: string | null;
}

/** The instant from which the customer can no longer change the order, or null for an order without a slot. */
export function changesLockAt(order: ChangeableOrder, lockHours: number): Date | null {
  if (!order.deliveryDate || !order.deliveryTime) return null;
  const starts = aucklandInstant(order.deliveryDate, slotStartMinutes(order.deliveryTime));
  return new Date(starts - lockHours * 3600_000);
}

/** Why the customer cannot change the order now, or null when they can. */
export function changeRefusal(
  order: ChangeableOrder,
  lockHours: number,
  now: Date = new Date(),
): { code: 'ORDER_CANCELLED' | 'ORDER_LOCKED'; message: string } | null {
  if (order.status === 'cancelled') return { code: 'ORDER_CANCELLED', message: 'This order has been cancelled' };
  const lockAt = changesLockAt(order, lockHours);
  if (!CHANGEABLE_STATUSES.includes(order.status) || !lockAt || now.getTime() >= lockAt.getTime()) {
    return {
      code: 'ORDER_LOCKED',
      message: `This order can no longer be changed online: changes close ${lockHours} hours before the slot starts. Please call us.`,
    };
  }
  return null;
}

/** Until when the customer may change the order (ISO), or null when they no longer can. */
export function changesUntil(order: ChangeableOrder, lockHours: number, now: Date = new Date()): string | null {
  if (changeRefusal(order, lockHours, now)) return null;
  return changesLockAt(order, lockHours)!.toISOString();
}
