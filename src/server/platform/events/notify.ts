/**
 * Events that must reach every server copy travel through PostgreSQL's NOTIFY: sent inside the
 * writer's transaction, they are delivered only if it commits (decision in issue [8 of 11]).
 */
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';

/** Channel of `{ id, orderNumber }` for every order placed (the admin's live order stream). */
export const ORDER_PLACED_CHANNEL = 'order_placed';

/**
 * Channel of `{ id, orderNumber, status }` for every status change of an order, cancelling too
 * (the Today board and the orders list re-read on every open screen, issue 22).
 */
export const ORDER_STATUS_CHANNEL = 'order_status';

/** Channel for every new contact message (payload `{}`: no personal data travels): the sidebar's unread count. */
export const CONTACT_MESSAGE_CHANNEL = 'contact_message';

/**
 * Channel of `{ id, reference, dateNeeded }` for every new custom-cake request (issue 25): the
 * board re-reads its count and staff phones get a push. No personal data travels.
 */
export const COMMISSION_REQUESTED_CHANNEL = 'commission_requested';

/** Channel of `{ entity, id }` for every catalogue write (products, categories, variants). */
export const CATALOG_CHANGED_CHANNEL = 'catalog_changed';

/** Channel for every save of the business settings (payload `{}`). */
export const SETTINGS_CHANGED_CHANNEL = 'settings_changed';

export async function notifyOnCommit(tx: DbOrTx, channel: string, payload: unknown): Promise<void> {
  await tx.execute(sql`select pg_notify(${channel}, ${JSON.stringify(payload)})`);
}
