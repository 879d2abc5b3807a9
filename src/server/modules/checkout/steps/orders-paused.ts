/**
 * "Pause new orders" in the checkout (issue 23, decision 0182): while paused, no new order starts.
 * Checked where a new order would begin (preparing the payment, binding the details); a payment
 * already taken when staff paused is not refused at fulfil: its customer was told yes and paid.
 */
import type { ActivePause } from '../../../../domain/orders-pause';
import { Conflict } from '../../../platform/errors';

export const ORDERS_PAUSED = 'ORDERS_PAUSED';

/** Throws 409 `ORDERS_PAUSED` with the shop's message while new orders are paused. */
export function assertTakingOrders(pause: ActivePause | null): void {
  if (pause) throw new Conflict(pause.message, ORDERS_PAUSED);
}
