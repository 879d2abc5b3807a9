/**
 * The customer's optional text message when staff move their order on (issue 24): "ready to
 * collect" for a pickup, "out for delivery" for a delivery; other statuses send none. It goes only
 * to a customer who switched texts on in Settings → Notifications, to the profile's number, and is
 * queued in the status change's own transaction: the SMS worker sends it afterwards, so a provider
 * that is down never holds up or undoes the change.
 */
import { smsNumber } from '../../../domain/phone';
import type { DbOrTx } from '../../db/client';
import { enqueueSms, type OutgoingSms } from '../../platform/sms/outbox';
import { findPreferences } from './preferences.repository';

export interface TextedOrder {
  id: string;
  orderNumber: number | string;
  userId: string | null;
}

export interface TextShop {
  businessName: string;
  /** One line: "123 Queen Street, Auckland CBD, Auckland 1010". */
  address: string;
}

/** The words of the text for `status`, or null when that status sends none. Short: one SMS segment or two. */
export function statusTextBody(orderNumber: number | string, status: string, shop: TextShop): string | null {
  if (status === 'readyforpickup') {
    return `${shop.businessName}: your order #${orderNumber} is ready to collect from ${shop.address}. Please bring your order number.`;
  }
  if (status === 'outfordelivery') {
    return `${shop.businessName}: your order #${orderNumber} is out for delivery and on its way to you today.`;
  }
  return null;
}

/**
 * Queues the text for this change when the customer asked for texts and has a number that takes
 * one. `changeId` (the history row) makes it unique to this change, as the e-mail's key does.
 * Resolves true when a text was queued.
 */
export async function queueStatusText(
  tx: DbOrTx,
  order: TextedOrder,
  status: string,
  changeId: string,
  shop: TextShop,
): Promise<boolean> {
  const body = statusTextBody(order.orderNumber, status, shop);
  if (!body || !order.userId) return false;
  const found = await findPreferences(tx, order.userId);
  const to = smsNumber(found?.phone);
  if (!found?.saved?.smsOrderUpdates || !to) return false;
  const text: OutgoingSms = { dedupeKey: `order-status-sms:${order.id}:${status}:${changeId}`, to, body };
  await enqueueSms(tx, text);
  return true;
}
