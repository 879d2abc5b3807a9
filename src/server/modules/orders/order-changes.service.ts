import { randomUUID } from 'node:crypto';
/**
 * A customer's own changes to their order until the lock (issue 24, decision 0197): move it to
 * another date and slot, edit the cake messages, the delivery address and the instructions, or
 * cancel it. Each is refused with 404 for another person's order (ids cannot be probed) and 409
 * `ORDER_LOCKED` from the lock on; staff keep their own paths. Every change is written with a
 * history row, an audit entry and a NOTIFY on the board's channel in one transaction. Cancelling
 * is the staff's cancel (refund, points, reward, e-mail) with the customer's checks in front.
 */
import type { StoreOrder } from '../../../contracts/checkout';
import type { StoreEditOrder, StoreMoveOrder } from '../../../contracts/order-changes';
import type { z } from 'zod';
import { cakeMessageProblem, normalizeCakeMessage } from '../../../domain/cake-message';
import { formatSlotDay } from '../../../domain/dates';
import { deliveryAreaProblem } from '../../../domain/delivery-area';
import { changeRefusal } from '../../../domain/order-changes';
import type { Db, DbOrTx } from '../../db/client';
import type { Actor } from '../../platform/auth/actor';
import { recordAudit } from '../../platform/audit';
import { BadRequest, Conflict, NotFound } from '../../platform/errors';
import { notifyOnCommit, ORDER_STATUS_CHANNEL } from '../../platform/events/notify';
import type { SettingsService } from '../settings/settings.service';
import { enqueueMail } from '../../platform/mail/outbox';
import { orderChangeEmail } from './order-change-email';
import {
  findOrderItems,
  type OrderDetailsChange,
  setItemMessage,
  setOrderDetails,
  setOrderSlot,
} from './order-changes.repository';
import type { CancelPayment, OrdersAdminService } from './orders-admin.service';
import { insertStatusChange, lockOrder } from './orders-admin.repository';
import { type OrderItemRow, type OrderRow, toStoreOrder } from './orders.mapper';
import { findOrderWithItems } from './orders.repository';

export type { OrderItemRow, OrderRow };

/**
 * What moving needs from the checkout (steps/move-order.ts): in the order's transaction, check the
 * new date and slot by a new order's rules and take the place there; answers its kitchen minutes.
 */
export interface MovePlace {
  take(
    tx: DbOrTx,
    order: OrderRow,
    items: readonly OrderItemRow[],
    slot: { deliveryDate: string; deliveryTime: string },
  ): Promise<number>;
}

/** The customer acting, with our user id (the routes resolve it). */
export type Customer = Actor & { userId: string };

type EditInput = z.output<typeof StoreEditOrder>;
type MoveInput = z.output<typeof StoreMoveOrder>;

export type OrderChangesService = ReturnType<typeof createOrderChangesService>;

/** Another person's order is "not found", exactly like an unknown id. */
function ownOrder(order: OrderRow | undefined, customer: Customer): OrderRow {
  if (!order || order.userId !== customer.userId) throw new NotFound('Order not found');
  return order;
}

function assertChangeable(order: OrderRow, lockHours: number, now: Date): void {
  const refusal = changeRefusal(order, lockHours, now);
  if (refusal) throw new Conflict(refusal.message, refusal.code);
}

const when = (date: string | null, time: string | null) => (date ? formatSlotDay(date, time) : 'no date');

export function createOrderChangesService(deps: {
  db: Db;
  settings: SettingsService;
  ordersAdmin: OrdersAdminService;
  /** Wakes the mail worker after a change queued the customer's e-mail. */
  mail: { nudge(): void };
  publicUrl: string;
}) {
  const { db } = deps;

  /** The history row, audit entry and board event every customer change writes (in its transaction). */
  async function record(
    tx: DbOrTx,
    customer: Customer,
    order: OrderRow,
    change: { kind: 'moved' | 'edited'; note: string; summary: string; details: Record<string, unknown> },
    businessName: string,
  ) {
    const changeId = randomUUID();
    await insertStatusChange(tx, {
      orderId: order.id,
      fromStatus: order.status,
      toStatus: order.status,
      changedByUserId: customer.userId,
      changedByEmail: customer.email,
      note: change.note,
    });
    await recordAudit(tx, customer, {
      action: change.kind === 'moved' ? 'order.move' : 'order.edit',
      entity: 'order',
      entityId: order.id,
      details: { orderNumber: order.orderNumber, byCustomer: true, ...change.details },
    });
    // The Today board (and anything else listening, such as Web Push) hears it once this commits.
    await notifyOnCommit(tx, ORDER_STATUS_CHANNEL, {
      id: order.id,
      orderNumber: order.orderNumber,
      status: order.status,
      change: change.kind,
      byCustomer: true,
      changeId,
    });
    // The customer's record of the change, through the outbox in this transaction (issue 24).
    const mail = orderChangeEmail(
      await storeOrder(tx, order),
      { changeId, kind: change.kind, summary: change.summary },
      { businessName, publicUrl: deps.publicUrl },
    );
    if (mail) await enqueueMail(tx, mail);
  }

  const storeOrder = async (tx: DbOrTx, order: OrderRow) => toStoreOrder(order, await findOrderItems(tx, order.id));

  return {
    /** Moves the order: the new place taken and the old one released in one commit (steps/move-order.ts). */
    async move(customer: Customer, id: string, input: MoveInput, place: MovePlace): Promise<StoreOrder> {
      // Read before the transaction: on PGlite a query outside it would wait for it to end.
      const rules = await deps.settings.checkoutRules();
      const now = new Date();
      const moved = await db.transaction(async (tx) => {
        const current = ownOrder(await lockOrder(tx, id), customer);
        assertChangeable(current, rules.changesLockHours, now);
        if (current.deliveryDate === input.deliveryDate && current.deliveryTime === input.deliveryTime) {
          return storeOrder(tx, current);
        }
        const items = await findOrderItems(tx, id);
        const effortMinutes = await place.take(tx, current, items, input);
        const updated = await setOrderSlot(tx, id, { ...input, effortMinutes });
        const from = when(current.deliveryDate, current.deliveryTime);
        const to = when(input.deliveryDate, input.deliveryTime);
        await record(
          tx,
          customer,
          updated,
          {
            kind: 'moved',
            note: `Moved by the customer from ${from} to ${to}`,
            summary: `from ${from} to ${to}`,
            details: {
              from: { date: current.deliveryDate, time: current.deliveryTime },
              to: { date: input.deliveryDate, time: input.deliveryTime },
            },
          },
          rules.businessName,
        );
        return toStoreOrder(updated, items);
      });
      deps.mail.nudge();
      return moved;
    },

    /** The address (a delivery's, inside the area), the instructions and the cake messages. */
    async edit(customer: Customer, id: string, input: EditInput): Promise<StoreOrder> {
      const rules = await deps.settings.checkoutRules();
      const now = new Date();
      const edited = await db.transaction(async (tx) => {
        const current = ownOrder(await lockOrder(tx, id), customer);
        assertChangeable(current, rules.changesLockHours, now);
        const change: OrderDetailsChange = {};
        if (input.address) {
          if (current.fulfilment !== 'delivery') {
            const message = 'This order is collected from the shop, so it has no delivery address';
            throw new BadRequest(message, 'NOT_A_DELIVERY', { address: message });
          }
          const outside = deliveryAreaProblem(input.address, rules.deliveryArea);
          if (outside) {
            const field = `address.${outside.field}`;
            throw new BadRequest(outside.message, 'OUTSIDE_DELIVERY_AREA', { [field]: outside.message });
          }
          change.deliveryAddress = input.address.address;
          change.deliverySuburb = input.address.suburb || null;
          change.deliveryCity = input.address.city;
          change.deliveryPostalCode = input.address.postalCode;
        }
        if (input.specialInstructions !== undefined) change.specialInstructions = input.specialInstructions || null;
        const items = await findOrderItems(tx, id);
        const messages = (input.messages ?? []).map(({ itemId, message }, index) => {
          const field = `messages.${index}.message`;
          const item = items.find((candidate) => candidate.id === itemId);
          if (!item)
            throw new BadRequest('That line is not part of this order', 'VALIDATION_FAILED', {
              [field]: 'not a line of this order',
            });
          // Only a line that carries a message has a cake board to write on.
          if (item.customization === null) {
            const text = `${item.productName} has no message on it to change`;
            throw new BadRequest(text, 'VALIDATION_FAILED', { [field]: text });
          }
          const text = normalizeCakeMessage(message);
          const problem = text === null ? 'message must not be empty' : cakeMessageProblem(text);
          if (problem) throw new BadRequest(problem, 'VALIDATION_FAILED', { [field]: problem });
          return { itemId, message: text! };
        });
        const updated = Object.keys(change).length ? await setOrderDetails(tx, id, change) : current;
        for (const { itemId, message } of messages) await setItemMessage(tx, id, itemId, message);
        const what = [
          input.address ? 'delivery address' : null,
          input.specialInstructions !== undefined ? 'instructions' : null,
          messages.length ? 'cake message' : null,
        ].filter(Boolean);
        await record(
          tx,
          customer,
          updated,
          {
            kind: 'edited',
            note: `Changed by the customer: ${what.join(', ')}`,
            summary: what.join(', '),
            details: { changed: what },
          },
          rules.businessName,
        );
        return storeOrder(tx, updated);
      });
      deps.mail.nudge();
      return edited;
    },

    /**
     * The staff's cancel (orders-admin.service.ts): the whole payment back through the gateway,
     * points reversed, reward or voucher given back, slot and batch units freed, the customer
     * e-mailed, the board told; with the customer's checks (theirs, before the lock) in front.
     */
    async cancel(
      customer: Customer,
      id: string,
      reason: string | undefined,
      payment: CancelPayment,
    ): Promise<StoreOrder> {
      const { changesLockHours } = await deps.settings.checkoutRules();
      const now = new Date();
      const note = reason ? `Cancelled by the customer: ${reason}` : 'Cancelled by the customer online';
      await deps.ordersAdmin.cancel(customer, id, note, payment, {
        mayCancel: (order) => assertChangeable(ownOrder(order, customer), changesLockHours, now),
      });
      const cancelled = (await findOrderWithItems(db, id))!;
      return toStoreOrder(cancelled.order, cancelled.items);
    },
  };
}
