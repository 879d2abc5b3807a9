/**
 * Orders: what a customer sees of theirs, and the one way an order is made, inside the checkout's
 * fulfilment transaction (which decides that it may be made).
 */
import type { StoreOrder } from '../../../contracts/checkout';
import { NEW_ORDER_STATUS } from '../../../domain/order-status';
import type { Db, DbOrTx } from '../../db/client';
import type { CheckoutDetails, CheckoutLine } from '../../db/schema';
import { NotFound } from '../../platform/errors';
import { notifyOnCommit, ORDER_PLACED_CHANNEL } from '../../platform/events/notify';
import { enqueueMail } from '../../platform/mail/outbox';
import { orderEmails, type OrderReward, type ShopContact } from './order-emails';
import { toStoreOrder } from './orders.mapper';
import { spentCentsOf } from './spending.service';
import {
  countOrdersInSlot,
  countOrdersPerSlot,
  findOrdersWithItems,
  findOrderWithItems,
  insertOrder,
  insertOrderItems,
} from './orders.repository';
import { findOpenOrdersDueFrom } from './orders-due.repository';

/** A paid checkout snapshot, as the order is made from it (never from the live cart). */
export interface NewOrder {
  userId: string;
  cartSessionId: string;
  checkoutId: string;
  paymentIntentId: string;
  details: CheckoutDetails;
  lines: CheckoutLine[];
  subtotalCents: number;
  discountCents: number;
  gstCents: number;
  totalCents: number;
  pointsEarned: number;
  rewardId: string | null;
  /** The reward the discount came from, named in the e-mails (the checkout asks loyalty for it). */
  reward: OrderReward | null;
}

export type { ShopContact };

export type OrdersService = ReturnType<typeof createOrdersService>;

export function createOrdersService(db: Db) {
  return {
    /** What the person has spent: paid minus refunded (decision 0120), as every screen shows it. */
    spentCents: (userId: string) => spentCentsOf(db, userId),

    /** The person's orders, newest first; with a session id, only the ones made from that cart. */
    async list(userId: string, sessionId?: string): Promise<StoreOrder[]> {
      return (await findOrdersWithItems(db, { userId, sessionId })).map(({ order, items }) =>
        toStoreOrder(order, items),
      );
    },

    async get(orderId: string): Promise<StoreOrder> {
      const found = await findOrderWithItems(db, orderId);
      if (!found) throw new NotFound('Order not found');
      return toStoreOrder(found.order, found.items);
    },

    /** Orders per slot of one day, for the slot picker. */
    slotCounts: (date: string) => countOrdersPerSlot(db, date),

    /** Unfinished orders due on a day or later: the calendar checks them against closures. */
    openOrdersDueFrom: (date: string) => findOpenOrdersDueFrom(db, date),

    /** Orders in one slot, read inside the transaction that holds the slot's lock. */
    countInSlot: (tx: DbOrTx, date: string, time: string) => countOrdersInSlot(tx, date, time),

    /**
     * Makes the order and its items from a paid snapshot, queues its two e-mails and tells the
     * admin's live stream, all in the caller's transaction: nothing goes out unless the order exists.
     */
    async create(tx: DbOrTx, input: NewOrder, shop: ShopContact): Promise<StoreOrder> {
      const { details } = input;
      const order = await insertOrder(tx, {
        userId: input.userId,
        sessionId: input.cartSessionId,
        checkoutId: input.checkoutId,
        status: NEW_ORDER_STATUS,
        fulfilment: details.fulfilment,
        subtotalCents: input.subtotalCents,
        discountCents: input.discountCents,
        gstCents: input.gstCents,
        totalCents: input.totalCents,
        pointsEarned: input.pointsEarned,
        customerName: details.fullName,
        customerEmail: details.email,
        deliveryPhone: details.phone,
        deliveryAddress: details.address || null,
        deliverySuburb: details.suburb || null,
        deliveryCity: details.city || null,
        deliveryPostalCode: details.postalCode || null,
        specialInstructions: details.specialInstructions || null,
        deliveryDate: details.deliveryDate,
        deliveryTime: details.deliveryTime,
        stripePaymentIntentId: input.paymentIntentId,
        rewardId: input.rewardId,
      });
      const items = await insertOrderItems(
        tx,
        input.lines.map((line) => ({
          orderId: order.id,
          productId: line.productId,
          productName: line.productName,
          productImage: line.productImage,
          size: line.size,
          quantity: line.quantity,
          unitPriceCents: line.unitPriceCents,
          lineTotalCents: line.lineTotalCents,
          customization: line.message ?? null,
        })),
      );
      const created = toStoreOrder(order, items);
      // The e-mails name the reward its discount came from (issue 20): the order keeps only the amount.
      await enqueueMail(tx, ...orderEmails(created, shop, input.reward));
      await notifyOnCommit(tx, ORDER_PLACED_CHANNEL, { id: created.id, orderNumber: created.orderNumber });
      return created;
    },
  };
}
