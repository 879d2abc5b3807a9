import { randomUUID } from 'node:crypto';
/**
 * The admin's orders (admin spec sections 2, 4 and 7; issue [8 of 11]): the list, one order with
 * its status history, status changes with their e-mails, clear all, the kitchen's production
 * sheet and the bookkeeper's CSV. Every write records an audit entry in its own transaction.
 */
import { sql } from 'drizzle-orm';
import type { Actor } from '../../platform/auth/actor';
import {
  type AdminClearAllResult,
  type AdminOrder,
  type AdminOrderDetails,
  AdminOrdersFilterQuery,
  type AdminOrdersQuery,
  type AdminProductionSheet,
} from '../../../contracts/admin-orders';
import { dueDateOf } from '../../../domain/order-list';
import { aucklandNow } from '../../../domain/delivery';
import { formatMoneyString } from '../../../domain/money';
import { type OrderFulfilment, orderStatusLabel, statusesFor, statusFits } from '../../../domain/order-status';
import type { Db, DbOrTx } from '../../db/client';
import { recordAudit } from '../../platform/audit';
import { TtlCache } from '../../platform/cache';
import { BadRequest, Conflict, Forbidden, NotFound } from '../../platform/errors';
import { enqueueMail } from '../../platform/mail/outbox';
import { notifyOnCommit, ORDER_STATUS_CHANNEL } from '../../platform/events/notify';
import type { SettingsService } from '../settings/settings.service';
import { moneyBackOnCancel } from '../../../domain/store-credit';
import { issueDueDocuments, taxSupplierOf } from '../tax-invoices/tax-documents.service';
import { findRefunds } from './order-refunds.repository';
import { applyCustomerTotals, clearCustomerTotals } from '../../db/customer-totals';
import { type AdminOrdersExportQuery, CSV_HEADER, csvRow, orderRows } from './orders-csv';
import {
  countOrders,
  deleteAllOrders,
  filterCondition,
  findFilteredOrders,
  findOrder,
  findOrderPage,
  findStatusHistory,
  insertStatusChange,
  lockOrder,
  type OrderFilters,
  type OrderWithItems,
  setOrderStatus,
  withItems,
  markOrderCancelled,
} from './orders-admin.repository';
import { type OrderItemRow, type OrderRow, toStoreOrder } from './orders.mapper';
import { productionSheet } from './production-sheet';
import { findProductionDay } from './production-sheet.repository';
import { kitchenDayMinutes, type KitchenUsageCache } from '../kitchen/kitchen-usage.service';
import { assertMayRefund } from '../../platform/auth/refund-limit';
import { cancellationEmail, type ShopDetails, statusEmail } from './status-emails';
import { queueStatusText } from '../notifications/status-texts.service';

/**
 * The most orders one unpaged GET /api/admin/orders answers with: the newest 2,000 (months of a
 * busy bakery). The real total is in X-Total-Count; beyond the cap the screen pages (decision 0043).
 */
export const ORDERS_HARD_CAP = 2000;
/** Orders read per query while writing the CSV. */
const EXPORT_BATCH = 1000;
/**
 * How long one copy of the server reuses its count of all orders for X-Total-Count when a page
 * cannot tell the total itself: a few seconds of staleness, and no full-table count per page
 * under load (budget A8). A page never reports fewer orders than it has just seen.
 */
const TOTAL_COUNT_TTL_MS = 2000;

export function toAdminOrder(order: OrderRow, items: OrderItemRow[]): AdminOrder {
  return {
    ...toStoreOrder(order, items),
    userId: order.userId,
    stripePaymentIntentId: order.stripePaymentIntentId,
    updatedAt: order.updatedAt.toISOString(),
    cancelledAt: order.cancelledAt ? order.cancelledAt.toISOString() : null,
    cancelReason: order.cancelReason,
    refundedAmount: formatMoneyString(order.refundedCents),
  };
}

const toAdmin = ({ order, items }: OrderWithItems) => toAdminOrder(order, items);

/** "Order Confirmed, In Progress, Ready to Collect or Collected". */
const waySaid = (fulfilment: OrderFulfilment) => {
  const labels = statusesFor(fulfilment).map(orderStatusLabel);
  return `${labels.slice(0, -1).join(', ')} or ${labels.at(-1)}`;
};

/** The 400 for a status of the other way of fulfilment: it names the order's way and what fits it. */
function statusDoesNotFit(order: OrderRow, status: string): BadRequest {
  const message = `Order #${order.orderNumber} is ${order.fulfilment === 'pickup' ? 'a pickup' : 'a delivery'}, so it cannot be '${orderStatusLabel(status)}'. Choose ${waySaid(order.fulfilment)}.`;
  return new BadRequest(message, 'STATUS_NOT_FOR_FULFILMENT', { status: message });
}

const FILTER_KEYS = ['status', 'range', 'fulfilment', 'due', 'search', 'sort', 'order'] as const;
const isFiltered = (query: AdminOrdersQuery) => FILTER_KEYS.some((key) => query[key] !== undefined);

/** The screen's filters as the repository reads them; days are Auckland days at `now`. */
export function toOrderFilters(query: AdminOrdersFilterQuery, now: Date): OrderFilters {
  const dueOn = dueDateOf(query.due, now) ?? undefined;
  return {
    status: query.status === 'all' ? undefined : query.status,
    fulfilment: query.fulfilment === 'all' ? undefined : query.fulfilment,
    dueOn,
    search: query.search,
    sort: query.sort,
    order: query.order,
    createdOnAucklandDay: query.range === 'today' ? aucklandNow(now).date : undefined,
    createdSince:
      query.range === 'week' || query.range === 'month'
        ? new Date(now.getTime() - (query.range === 'week' ? 7 : 30) * 24 * 3600 * 1000)
        : undefined,
  };
}

export interface OrdersAdminDeps {
  db: Db;
  settings: SettingsService;
  /** Each day's kitchen minutes used (cached per day, cleared on any change): for the production sheet. */
  kitchenUsage: Pick<KitchenUsageCache, 'usedOn'>;
  /** Wakes the mail worker after a commit that queued e-mail. */
  mail: { nudge(): void };
  /** Wakes the text-message worker after a commit that queued a text (issue 24). */
  sms: { nudge(): void };
  publicUrl: string;
  /** False in production unless ALLOW_CLEAR_ALL_ORDERS=true. */
  clearAllAllowed: boolean;
  /** Whether the order is a custom cake's (its commission owns the table; composed in app.ts). */
  isCustomCakeOrder?: (orderId: string) => Promise<boolean>;
}

export type OrdersAdminService = ReturnType<typeof createOrdersAdminService>;

/** What cancelling needs from the checkout: the refund, then (in the order's transaction) the loyalty side. */
export interface CancelPayment {
  refund(order: OrderRow): Promise<void>;
  settle(tx: DbOrTx, order: OrderRow): Promise<void>;
  /**
   * What of the order goes back, decided in the order's transaction, when it is not simply all of
   * it: a custom cake's order follows its commission's refund schedule (decision 0218), and the
   * commission tells the customer the amount in its own e-mail, so the order's is not sent.
   */
  decideRefund?(tx: DbOrTx, order: OrderRow): Promise<number>;
}

/**
 * `mayCancel` replaces the staff checks when the customer cancels their own order (issue 24): it
 * throws (404 not theirs, 409 cancelled or locked) before any money moves.
 */
export interface CancelOptions {
  mayCancel?: (order: OrderRow) => void;
}

/**
 * What a cancel gives back beyond earlier partial refunds (decision 0220): the store credit not yet
 * returned, and the rest to the card. `whole` when nothing had been refunded before.
 */
async function cancelMoneyBack(tx: DbOrTx, order: OrderRow) {
  const refunds = (await findRefunds(tx, order.id)).filter((r) => r.status === 'refunded');
  const back = moneyBackOnCancel({ ...order, creditBackCents: refunds.reduce((sum, r) => sum + r.creditCents, 0) });
  return { ...back, whole: order.refundedCents === 0 };
}

export function createOrdersAdminService(deps: OrdersAdminDeps) {
  const { db } = deps;
  const totals = new TtlCache<number>(TOTAL_COUNT_TTL_MS, 1);

  async function shopDetails(): Promise<ShopDetails> {
    const s = await deps.settings.get();
    const address = [s.addressLine1, s.addressLine2, s.suburb, `${s.city} ${s.postalCode}`.trim()]
      .filter((part) => part && part.trim())
      .join(', ');
    return { businessName: s.businessName, email: s.email, phone: s.phone, address, publicUrl: deps.publicUrl };
  }

  return {
    /**
     * Newest first, or filtered and sorted when the query names a filter (issue 22). Without a
     * limit: up to ORDERS_HARD_CAP. Unfiltered, the total is counted only when the page does not
     * already tell it (a short page ends the list).
     */
    async list(query: AdminOrdersQuery, now = new Date()): Promise<{ orders: AdminOrder[]; total: number }> {
      const limit = query.limit ?? ORDERS_HARD_CAP;
      const offset = query.offset ?? 0;
      if (isFiltered(query)) {
        // A filtered list counts its matches each time: they are few and the count is exact.
        const filters = toOrderFilters(AdminOrdersFilterQuery.parse(query), now);
        const [rows, total] = await Promise.all([
          findFilteredOrders(db, filters, { limit, offset }),
          countOrders(db, filterCondition(filters)),
        ]);
        return { orders: (await withItems(db, rows)).map(toAdmin), total };
      }
      const rows = await findOrderPage(db, { limit, offset });
      // A short page ends the list, so it tells the total; otherwise count (briefly cached).
      const known = rows.length < limit && (rows.length > 0 || offset === 0);
      const seen = rows.length ? offset + rows.length : 0;
      const total = known ? seen : Math.max(seen, await totals.getOrLoad('all', () => countOrders(db)));
      return { orders: (await withItems(db, rows)).map(toAdmin), total };
    },

    /** What cancelling now would give back (decision 0220), for the staff dialog to say before it is sent. */
    async cancelMoneyBack(id: string): Promise<{ cardCents: number; creditCents: number }> {
      const order = await findOrder(db, id);
      if (!order) throw new NotFound('Order not found');
      const { cardCents, creditCents } = await cancelMoneyBack(db, order);
      return { cardCents, creditCents };
    },

    async details(id: string): Promise<AdminOrderDetails> {
      const order = await findOrder(db, id);
      if (!order) throw new NotFound('Order not found');
      const [[found], history] = await Promise.all([withItems(db, [order]), findStatusHistory(db, id)]);
      return {
        ...toAdmin(found!),
        history: history.map((h) => ({
          id: h.id,
          fromStatus: h.fromStatus,
          toStatus: h.toStatus,
          changedByEmail: h.changedByEmail,
          note: h.note,
          createdAt: h.createdAt.toISOString(),
        })),
      };
    },

    /**
     * Sets one of the statuses of the order's way of fulfilment (decision 0153): a pickup status on
     * a delivery, or the reverse, is refused (400) with nothing changed. Status, history row,
     * customer e-mail and audit entry commit together; the same status again changes and sends
     * nothing; a cancelled order stays.
     */
    async updateStatus(actor: Actor, id: string, status: string): Promise<AdminOrder> {
      // Read before the transaction: on PGlite a query outside it would wait for it to end.
      const shop = await shopDetails();
      const { order, queued, texted } = await db.transaction(async (tx) => {
        const current = await lockOrder(tx, id);
        if (!current) throw new NotFound('Order not found');
        if (current.status === 'cancelled') {
          throw new Conflict(
            'This order has been cancelled, so its status can no longer be changed',
            'ORDER_CANCELLED',
          );
        }
        if (!statusFits(status, current.fulfilment)) throw statusDoesNotFit(current, status);
        if (current.status === status)
          return { order: toAdmin((await withItems(tx, [current]))[0]!), queued: false, texted: false };
        const updated = await setOrderStatus(tx, id, status);
        await applyCustomerTotals(tx, current, updated);
        const change = await insertStatusChange(tx, {
          orderId: id,
          fromStatus: current.status,
          toStatus: status,
          changedByUserId: actor.userId,
          changedByEmail: actor.email,
        });
        const admin = toAdmin((await withItems(tx, [updated]))[0]!);
        const mail = statusEmail(admin, status, change.id, shop);
        if (mail) await enqueueMail(tx, mail);
        // The customer's optional text (issue 24): queued here, sent by the SMS worker after commit.
        const texted = await queueStatusText(tx, admin, status, change.id, shop);
        await recordAudit(tx, actor, {
          action: 'order.status',
          entity: 'order',
          entityId: id,
          details: {
            orderNumber: updated.orderNumber,
            from: current.status,
            to: status,
            emailed: Boolean(mail),
            texted,
          },
        });
        // Today board (issue 22): every open board, on every server copy, re-reads once this commits.
        await notifyOnCommit(tx, ORDER_STATUS_CHANNEL, { id, orderNumber: updated.orderNumber, status });
        return { order: admin, queued: Boolean(mail), texted };
      });
      if (queued) deps.mail.nudge();
      if (texted) deps.sms.nudge();
      return order;
    },

    /**
     * Cancels an order and refunds it (issue [8 of 11]). The refund goes first, through the
     * checkout's `payment.refund` (the gateway's refund is idempotent): a refusal leaves the
     * order as it was. Then one transaction marks it cancelled, records the change, gives back
     * the reward and points (`payment.settle`), queues the customer's e-mail and the audit entry.
     */
    async cancel(
      actor: Actor,
      id: string,
      reason: string,
      payment: CancelPayment,
      options: CancelOptions = {},
    ): Promise<AdminOrder> {
      // The settings read fresh: the cancel's supply correction is issued under today's registration.
      const [shop, found, settings] = await Promise.all([shopDetails(), findOrder(db, id), deps.settings.adminGet()]);
      if (!found) throw new NotFound('Order not found');
      // A custom cake's order is cancelled through its commission, whose refund schedule decides
      // the amount across deposit and balance (decision 0218); this path alone would refund the
      // last payment whole. The commission's cancel calls back in here with `decideRefund`.
      if (!payment.decideRefund && (await deps.isCustomCakeOrder?.(id))) {
        throw new Conflict(
          'This is a custom cake: cancel it from its request (Custom cakes), where its refund schedule applies',
          'CUSTOM_CAKE_ORDER',
        );
      }
      const supplier = taxSupplierOf(settings);
      if (options.mayCancel) {
        // A customer's own cancel (issue 24): theirs, and before the lock, instead of a staff limit.
        options.mayCancel(found);
      } else {
        if (found.status === 'cancelled') throw new Conflict('This order is already cancelled', 'ORDER_CANCELLED');
        // Staff who are not owners refund up to the shop's limit; nothing moves before this check.
        assertMayRefund(actor, found.totalCents - found.refundedCents, await deps.settings.staffRefundLimitCents());
      }
      await payment.refund(found);
      const { order, queued } = await db.transaction(async (tx) => {
        const current = (await lockOrder(tx, id))!;
        // A second cancel that raced this one finds the decision made; the refund was the same one.
        if (current.status === 'cancelled')
          return { order: toAdmin((await withItems(tx, [current]))[0]!), queued: false };
        const refundedCents = payment.decideRefund ? await payment.decideRefund(tx, current) : current.totalCents;
        const updated = await markOrderCancelled(tx, id, { reason, refundedCents });
        await applyCustomerTotals(tx, current, updated);
        await insertStatusChange(tx, {
          orderId: id,
          fromStatus: current.status,
          toStatus: 'cancelled',
          changedByUserId: actor.userId,
          changedByEmail: actor.email,
          note: reason,
        });
        await payment.settle(tx, updated);
        // The correction for what this cancel refunded, numbered now (decision 0219).
        if (supplier) await issueDueDocuments(tx, updated, supplier);
        const admin = toAdmin((await withItems(tx, [updated]))[0]!);
        const mail = payment.decideRefund
          ? null
          : cancellationEmail(admin, reason, shop, await cancelMoneyBack(tx, current));
        if (mail) await enqueueMail(tx, mail);
        await recordAudit(tx, actor, {
          action: 'order.cancel',
          entity: 'order',
          entityId: id,
          details: {
            orderNumber: updated.orderNumber,
            from: current.status,
            refundedCents,
            ...(options.mayCancel ? { byCustomer: true } : {}),
          },
        });
        // Today board (issue 22): a cancelled order leaves every open board once this commits.
        await notifyOnCommit(tx, ORDER_STATUS_CHANNEL, {
          id,
          orderNumber: updated.orderNumber,
          status: 'cancelled',
          // A customer's own cancel says so (issue 24), for listeners such as Web Push.
          ...(options.mayCancel ? { change: 'cancelled', byCustomer: true, changeId: randomUUID() } : {}),
        });
        return { order: admin, queued: Boolean(mail) };
      });
      if (queued) deps.mail.nudge();
      return order;
    },

    async clearAll(actor: Actor): Promise<AdminClearAllResult> {
      if (!deps.clearAllAllowed) {
        throw new Forbidden(
          'Clearing all orders is switched off in production. Set ALLOW_CLEAR_ALL_ORDERS=true to allow it.',
        );
      }
      const deleted = await db.transaction(async (tx) => {
        const counts = await deleteAllOrders(tx);
        await clearCustomerTotals(tx);
        await recordAudit(tx, actor, {
          action: 'orders.clear_all',
          entity: 'order',
          details: { deletedOrders: counts.orders, deletedOrderItems: counts.items },
        });
        return counts;
      });
      totals.clear();
      return {
        message: `Successfully deleted ${deleted.orders} orders and ${deleted.items} order items`,
        deletedOrders: deleted.orders,
        deletedOrderItems: deleted.items,
      };
    },

    async production(date: string): Promise<AdminProductionSheet> {
      // The kitchen's minutes beside the orders, from the per-day cache: the capacity screen's numbers.
      const [day, kitchen] = await Promise.all([
        findProductionDay(db, date),
        deps.settings.cachedKitchen().then((k) => kitchenDayMinutes(deps.kitchenUsage, k, date)),
      ]);
      return productionSheet(date, day, kitchen);
    },

    /** The filtered, sorted orders as CSV, read in batches inside one snapshot. */
    async exportCsv(query: AdminOrdersExportQuery, now = new Date()): Promise<string> {
      const filters = toOrderFilters(query, now);
      return db.transaction(async (tx) => {
        // One snapshot for every batch: an order placed meanwhile cannot shift the batches.
        await tx.execute(sql`set transaction isolation level repeatable read, read only`);
        // The byte order mark tells spreadsheet programs the file is UTF-8 (macrons, emoji).
        const chunks = ['\uFEFF' + csvRow([...CSV_HEADER])];
        for (let offset = 0; ; offset += EXPORT_BATCH) {
          const rows = await findFilteredOrders(tx, filters, { limit: EXPORT_BATCH, offset });
          for (const found of await withItems(tx, rows)) chunks.push(orderRows(found));
          if (rows.length < EXPORT_BATCH) break;
        }
        return chunks.join('');
      });
    },
  };
}
