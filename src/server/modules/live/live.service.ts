/**
 * New orders, live, for the admin's screens: one LISTEN per process on the `order_placed` channel
 * (and on `contact_message`, for the sidebar's unread count, and `order_status`, for the Today board), fanned out to every connected admin
 * stream. The event travels through the database (orders
 * service NOTIFYs inside the order's transaction), so an order placed on any server copy reaches
 * the admins connected to every copy (docs/decisions/0041).
 */
import { AdminOrderEvent } from '../../../contracts/admin-orders';
import type { Database, Unlisten } from '../../db/client';
import { AdminOrderStatusEvent } from '../../../contracts/admin-board';
import {
  COMMISSION_REQUESTED_CHANNEL,
  CONTACT_MESSAGE_CHANNEL,
  ORDER_PLACED_CHANNEL,
  ORDER_STATUS_CHANNEL,
} from '../../platform/events/notify';
import { CommissionRequestedEvent } from '../../../contracts/commissions';

/**
 * What a stream is told: a new order, a new contact message (nothing about it: the browser re-reads
 * its unread count), or "you may have missed some" after the listener reconnected.
 */
export type LiveEvent =
  | { type: 'order'; order: AdminOrderEvent }
  | { type: 'status'; order: AdminOrderStatusEvent }
  | { type: 'message' }
  /** A new custom-cake request (issue 25): the board re-reads; staff phones get a push. */
  | { type: 'commission'; commission: CommissionRequestedEvent }
  | { type: 'resync' };

export interface LiveLog {
  warn(details: object, message: string): void;
}

export type LiveService = ReturnType<typeof createLiveService>;

export function createLiveService(database: Pick<Database, 'listen'>, log: LiveLog) {
  const subscribers = new Set<(event: LiveEvent) => void>();
  /** Subscribers inside the process (the staff's Web Push), not counted as streams. */
  const background = new Set<(event: LiveEvent) => void>();
  let listening: Promise<Unlisten> | null = null;
  let closed = false;

  const publish = (event: LiveEvent) => {
    for (const send of subscribers) send(event);
    for (const send of background) send(event);
  };

  const parse = (payload: string): unknown => {
    try {
      return JSON.parse(payload);
    } catch {
      return undefined;
    }
  };

  function onPayload(payload: string) {
    const order = AdminOrderEvent.safeParse(parse(payload));
    if (!order.success) {
      log.warn({ channel: ORDER_PLACED_CHANNEL }, 'ignored a malformed order event');
      return;
    }
    publish({ type: 'order', order: { id: order.data.id, orderNumber: order.data.orderNumber } });
  }

  /** A status change (issue 22): open boards and lists re-read. */
  function onStatusPayload(payload: string) {
    const change = AdminOrderStatusEvent.safeParse(parse(payload));
    if (!change.success) {
      log.warn({ channel: ORDER_STATUS_CHANNEL }, 'ignored a malformed status event');
      return;
    }
    const { id, orderNumber, status, change: what, byCustomer, changeId } = change.data;
    // A customer's move, edit or cancel (issue 24) says so, for listeners such as Web Push.
    const extra = what ? { change: what, byCustomer: Boolean(byCustomer), ...(changeId ? { changeId } : {}) } : {};
    publish({ type: 'status', order: { id, orderNumber, status, ...extra } });
  }

  /** A new custom-cake request (issue 25). */
  function onCommissionPayload(payload: string) {
    const request = CommissionRequestedEvent.safeParse(parse(payload));
    if (!request.success) {
      log.warn({ channel: COMMISSION_REQUESTED_CHANNEL }, 'ignored a malformed commission event');
      return;
    }
    publish({ type: 'commission', commission: request.data });
  }

  /** Starts the process's listener on first use; a failure is thrown and tried afresh next time. */
  function startListening(): Promise<Unlisten> {
    listening ??= (async () => {
      const stopOrders = await database.listen(ORDER_PLACED_CHANNEL, onPayload, () => publish({ type: 'resync' }));
      try {
        // One listener connection carries both channels: its reconnect is announced once, above.
        const stopMessages = await database.listen(CONTACT_MESSAGE_CHANNEL, () => publish({ type: 'message' }));
        let stopStatuses: Unlisten;
        let stopCommissions: Unlisten;
        try {
          stopStatuses = await database.listen(ORDER_STATUS_CHANNEL, onStatusPayload);
          try {
            stopCommissions = await database.listen(COMMISSION_REQUESTED_CHANNEL, onCommissionPayload);
          } catch (error) {
            await stopStatuses();
            throw error;
          }
        } catch (error) {
          await stopMessages();
          throw error;
        }
        return async () => {
          await Promise.all([stopOrders(), stopMessages(), stopStatuses(), stopCommissions()]);
        };
      } catch (error) {
        await stopOrders();
        throw error;
      }
    })().catch((error: unknown) => {
      listening = null;
      throw error;
    });
    return listening;
  }

  return {
    /**
     * Adds a stream; resolves once the database listener is up, so an order placed after this
     * resolves is delivered. Gives the function that removes the stream.
     */
    async subscribe(send: (event: LiveEvent) => void, options: { background?: boolean } = {}): Promise<() => void> {
      if (closed) throw new Error('the live service is closed');
      await startListening();
      const set = options.background ? background : subscribers;
      set.add(send);
      return () => {
        set.delete(send);
      };
    },

    /** How many streams are connected (tests check that a closed stream is gone). */
    get size(): number {
      return subscribers.size;
    },

    /** Stops listening; the streams are ended by their routes before this (preClose). */
    async close(): Promise<void> {
      closed = true;
      subscribers.clear();
      background.clear();
      const stop = await listening?.catch(() => null);
      listening = null;
      await stop?.();
    },
  };
}
