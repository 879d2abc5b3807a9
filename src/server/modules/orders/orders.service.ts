/**
 * Orders: what a customer sees of theirs, and the one way an order is made, inside the checkout's
 * fulfilment transaction (which decides that it may be made).
 */
import type { StoreOrder } from '../../../contracts/checkout';
import { NEW_ORDER_STATUS } from '../../../domain/order-status';
import type { Db, DbOrTx } from '../../db/client';
import type { CheckoutDetails, CheckoutLine } from '../../db/schema';
import { NotFound } from '../../platform/errors';
import { ORDER_PLACED_CHANNEL } from '../../platform/events/notify';
import { enqueueMailAndNotify } from '../../platform/mail/outbox';
import { orderEmails, type OrderReward, type ShopContact } from './order-emails';
import { toStoreOrder } from './orders.mapper';
import { withRefunds } from './order-refunds-of-orders';
import { spentCentsOf } from './spending.service';
import { applyCustomerTotals } from '../../db/customer-totals';
import {
  findOrdersWithItems,
  findOrderWithItems,
  insertOrder,
  insertOrderItemsWithAllergens,
} from './orders.repository';
import { findOpenOrdersDueFrom } from './orders-due.repository';

/** A paid checkout snapshot, as the order is made from it (never from the live cart). */
export interface NewOrder {
  userId: string;
  cartSessionId: string;
  checkoutId: string;
  paymentIntentId: string;
  details: CheckoutDetails;
  /** A custom cake's one line (issue 25) names no product of the catalogue. */
  lines: Array<Omit<CheckoutLine, 'productId'> & { productId: string | null }>;
  subtotalCents: number;
  discountCents: number;
  /** The delivery fee in the total (issue 26); absent: none. */
  deliveryFeeCents?: number;
  gstCents: number;
  totalCents: number;
  /** What store credit paid of the total (decision 0202); absent: none. */
  storeCreditCents?: number;
  pointsEarned: number;
  /** The kitchen minutes the order takes in its slot and day (issue 23). */
  effortMinutes?: number;
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
      const found = await findOrdersWithItems(db, { userId, sessionId });
      return withRefunds(
        db,
        found.map(({ order, items }) => toStoreOrder(order, items)),
      );
    },

    async get(orderId: string): Promise<StoreOrder> {
      const found = await findOrderWithItems(db, orderId);
      if (!found) throw new NotFound('Order not found');
      return (await withRefunds(db, [toStoreOrder(found.order, found.items)]))[0]!;
    },

    /** Unfinished orders due on a day or later: the calendar checks them against closures. */
    openOrdersDueFrom: (date: string) => findOpenOrdersDueFrom(db, date),

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
        deliveryFeeCents: input.deliveryFeeCents ?? 0,
        gstCents: input.gstCents,
        totalCents: input.totalCents,
        storeCreditCents: input.storeCreditCents ?? 0,
        pointsEarned: input.pointsEarned,
        effortMinutes: input.effortMinutes ?? 0,
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
      // The customer's stored totals move with the order, in its transaction (decision 0214).
      await applyCustomerTotals(tx, null, order);
      // Each line's allergens, as its product declares them now, for both e-mails (issue 26).
      const { items, allergens } = await insertOrderItemsWithAllergens(
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
      // The live order stream's notice goes with them, in one statement.
      await enqueueMailAndNotify(
        tx,
        { channel: ORDER_PLACED_CHANNEL, payload: { id: created.id, orderNumber: created.orderNumber } },
        ...orderEmails(created, shop, input.reward, allergens),
      );
      return created;
    },
  };
}
