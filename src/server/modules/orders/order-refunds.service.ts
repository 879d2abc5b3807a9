/**
 * Partial refunds by staff (issue 24, decision 0200): an amount or chosen lines, with a reason,
 * never more than is left unrefunded, through the payment gateway. Three steps, so two admins (or
 * a double click) can never refund more than was paid and the gateway sees each refund once:
 *  1. reserve: under the order's row lock, check what is left (refunds still at the gateway
 *     count) and the staff refund limit, and insert the refund 'pending';
 *  2. the gateway refunds, keyed by the order and the dialog's idempotency key;
 *  3. under the lock again, the refund becomes 'refunded': the order's refunded total, the
 *     points taken back in proportion, the customer's e-mail and the audit entry commit together.
 * A refusal gives the reservation back. The same key again finds its refund: a finished one is
 * answered as it is; a pending one (a retry after a timeout) resumes at step 2.
 */
import type { AdminCreateRefund, AdminOrderRefunds } from '../../../contracts/admin-refunds';
import { formatMoneyString, parseMoney } from '../../../domain/money';
import {
  lineChoiceProblem,
  lineRefundCents,
  overRefundMessage,
  type RefundableLine,
  refundLeftCents,
} from '../../../domain/partial-refunds';
import type { Db, DbOrTx } from '../../db/client';
import type { RefundedLine } from '../../db/schema';
import { recordAudit } from '../../platform/audit';
import type { Actor } from '../../platform/auth/actor';
import { assertMayRefund } from '../../platform/auth/refund-limit';
import { AppError, BadRequest, Conflict, NotFound } from '../../platform/errors';
import type { Log } from '../../platform/logging';
import { enqueueMail } from '../../platform/mail/outbox';
import { type PaymentGateway, PaymentProviderUnavailable } from '../../platform/payments/gateway';
import type { LoyaltyService } from '../loyalty/loyalty.service';
import { applyCustomerTotals } from '../../db/customer-totals';
import { findOrder, lockOrder, withItems } from './orders-admin.repository';
import type { OrderItemRow, OrderRow } from './orders.mapper';
import {
  addRefundedCents,
  deletePendingRefund,
  findRefundByKey,
  findRefunds,
  insertPendingRefund,
  markRefunded,
  type OrderRefundRow,
  setPointsReversed,
} from './order-refunds.repository';
import type { SettingsService } from '../settings/settings.service';
import { partialRefundEmail } from './order-refund-email';
import { creditShareOfRefund } from '../../../domain/store-credit';
import type { StoreCreditService } from '../store-credit/store-credit.service';
import { issueDueDocuments, type TaxSupplier, taxSupplierOf } from '../tax-invoices/tax-documents.service';

export interface PartialRefundsDeps {
  db: Db;
  gateway: PaymentGateway;
  loyalty: Pick<LoyaltyService, 'inCheckout'>;
  storeCredit: Pick<StoreCreditService, 'inCheckout'>;
  settings: Pick<SettingsService, 'get' | 'adminGet' | 'staffRefundLimitCents'>;
  mail: { nudge(): void };
  log: Log;
  publicUrl: string;
}

export type PartialRefundsService = ReturnType<typeof createPartialRefundsService>;

/** The gateway refused the refund: nothing was refunded and nothing changed. */
class PartialRefundRefused extends AppError {
  constructor(reason: string) {
    super(502, 'REFUND_FAILED', `The payment provider did not make this refund: ${reason}`);
  }
}

const cancelledConflict = () =>
  new Conflict('This order has been cancelled and refunded in full already', 'ORDER_CANCELLED');

/** Each line with the units earlier refunds (finished or on their way) already took. */
function refundableLines(items: OrderItemRow[], refunds: OrderRefundRow[]): RefundableLine[] {
  const taken = new Map<string, number>();
  for (const refund of refunds) {
    for (const line of refund.lines ?? []) taken.set(line.itemId, (taken.get(line.itemId) ?? 0) + line.quantity);
  }
  return items.map((item) => ({
    itemId: item.id,
    unitPriceCents: item.unitPriceCents,
    quantity: item.quantity,
    refundedQuantity: taken.get(item.id) ?? 0,
  }));
}

const pendingCents = (refunds: OrderRefundRow[]) =>
  refunds.filter((r) => r.status === 'pending').reduce((sum, r) => sum + r.amountCents, 0);

function toView(order: OrderRow, items: OrderItemRow[], refunds: OrderRefundRow[]): AdminOrderRefunds {
  const lines = refundableLines(items, refunds);
  return {
    orderId: order.id,
    total: formatMoneyString(order.totalCents),
    subtotal: formatMoneyString(order.subtotalCents),
    refunded: formatMoneyString(order.refundedCents),
    left: formatMoneyString(order.status === 'cancelled' ? 0 : refundLeftCents(order, pendingCents(refunds))),
    lines: items.map((item, index) => ({
      itemId: item.id,
      productName: item.productName,
      size: item.size,
      quantity: item.quantity,
      refundedQuantity: lines[index]!.refundedQuantity,
      unitPrice: formatMoneyString(item.unitPriceCents),
      unitRefund: formatMoneyString(lineRefundCents(order, item.unitPriceCents, 1)),
    })),
    refunds: refunds
      .filter((r) => r.status === 'refunded')
      .map((r) => ({
        id: r.id,
        amount: formatMoneyString(r.amountCents),
        reason: r.reason,
        lines: r.lines?.map(({ productName, size, quantity }) => ({ productName, size, quantity })) ?? null,
        pointsReversed: r.pointsReversed,
        refundedByEmail: r.createdByEmail,
        refundedAt: (r.refundedAt ?? r.createdAt).toISOString(),
      })),
  };
}

/** What the request refunds: the amount, or the chosen lines at their worth; 400 naming the field. */
function requested(
  order: OrderRow,
  items: OrderItemRow[],
  refunds: OrderRefundRow[],
  body: AdminCreateRefund,
): { amountCents: number; lines: RefundedLine[] | null } {
  if (!body.lines) return { amountCents: parseMoney(body.amount!), lines: null };
  const problem = lineChoiceProblem(refundableLines(items, refunds), body.lines);
  if (problem) throw new BadRequest(problem.message, 'INVALID_REFUND_LINES', { [problem.field]: problem.message });
  const lines = body.lines.map((chosen) => {
    const item = items.find((i) => i.id === chosen.itemId)!;
    return {
      itemId: item.id,
      productName: item.productName,
      size: item.size,
      quantity: chosen.quantity,
      amountCents: lineRefundCents(order, item.unitPriceCents, chosen.quantity),
    };
  });
  const amountCents = lines.reduce((sum, line) => sum + line.amountCents, 0);
  if (amountCents <= 0) {
    const message = 'These lines were free, so there is nothing to refund';
    throw new BadRequest(message, 'INVALID_REFUND_LINES', { lines: message });
  }
  return { amountCents, lines };
}

export function createPartialRefundsService(deps: PartialRefundsDeps) {
  const { db } = deps;

  async function view(dbOrTx: DbOrTx, order: OrderRow): Promise<AdminOrderRefunds> {
    const [[found], refunds] = await Promise.all([withItems(dbOrTx, [order]), findRefunds(dbOrTx, order.id)]);
    return toView(order, found!.items, refunds);
  }

  /** Step 1: the refund reserved, or the one this key already made. */
  async function reserve(actor: Actor, orderId: string, body: AdminCreateRefund, limitCents: number) {
    return db.transaction(async (tx) => {
      const order = await lockOrder(tx, orderId);
      if (!order) throw new NotFound('Order not found');
      const same = await findRefundByKey(tx, orderId, body.idempotencyKey);
      if (same) return { order, refund: same, resumed: true };
      if (order.status === 'cancelled') throw cancelledConflict();
      const [[found], refunds] = await Promise.all([withItems(tx, [order]), findRefunds(tx, orderId)]);
      const { amountCents, lines } = requested(order, found!.items, refunds, body);
      const left = refundLeftCents(order, pendingCents(refunds));
      if (amountCents > left) {
        const message = overRefundMessage(amountCents, left);
        throw new BadRequest(message, 'REFUND_TOO_LARGE', { [lines ? 'lines' : 'amount']: message });
      }
      // Staff who are not owners refund up to the shop's limit (decision 0196); nothing has moved yet.
      assertMayRefund(actor, amountCents, limitCents);
      // What store credit paid comes back as credit in proportion (decision 0220), fixed now so the
      // gateway is asked for the card's part only.
      const creditCents = creditShareOfRefund(
        order,
        amountCents,
        refunds.reduce((sum, r) => sum + r.amountCents, 0),
        refunds.reduce((sum, r) => sum + r.creditCents, 0),
      );
      const refund = await insertPendingRefund(tx, {
        orderId,
        amountCents,
        creditCents,
        reason: body.reason,
        lines,
        idempotencyKey: body.idempotencyKey,
        createdByUserId: actor.userId,
        createdByEmail: actor.email,
      });
      return { order, refund, resumed: false };
    });
  }

  /** Step 2: the gateway refunds; a refusal gives the reservation back (a timeout keeps it for a retry). */
  async function refundAtGateway(order: OrderRow, refund: OrderRefundRow, resumed: boolean): Promise<void> {
    // Wholly store credit: no card money to move (a credit-only payment refuses a refund).
    if (refund.amountCents - refund.creditCents <= 0) return;
    try {
      await deps.gateway.refundPart(
        order.stripePaymentIntentId,
        refund.amountCents - refund.creditCents,
        `order-refund:${order.id}:${refund.idempotencyKey}`,
      );
    } catch (error) {
      deps.log.warn({ err: error, order: order.id, refund: refund.id }, 'partial refund refused by the gateway');
      // Unanswered, the refund may have happened: the reservation stays, and the same key resumes it.
      if (error instanceof PaymentProviderUnavailable) throw error;
      // Only the request that reserved the refund gives it back: a double click's second request
      // must not undo a refund the first is still completing.
      if (resumed)
        throw new Conflict('This refund is still being made. Please look again in a moment.', 'REFUND_IN_PROGRESS');
      await db.transaction(async (tx) => {
        await lockOrder(tx, order.id);
        await deletePendingRefund(tx, refund.id);
      });
      throw new PartialRefundRefused(error instanceof Error ? error.message : 'no reason given');
    }
  }

  /** Step 3: the refund recorded with its points, e-mail and audit entry; once, however often called. */
  async function complete(
    actor: Actor,
    refund: OrderRefundRow,
    businessName: string,
    supplier: TaxSupplier | null,
  ): Promise<AdminOrderRefunds> {
    const { answer, queued } = await db.transaction(async (tx) => {
      const locked = (await lockOrder(tx, refund.orderId))!;
      const done = await markRefunded(tx, refund.id);
      if (!done) return { answer: await view(tx, locked), queued: false };
      if (locked.status === 'cancelled') {
        // A cancel overtook this refund at the gateway: it refunded only what was left there and
        // counted the whole total, points and e-mail included. This refund is recorded, no more.
        await recordAudit(tx, actor, {
          action: 'order.refund',
          entity: 'order',
          entityId: locked.id,
          details: { orderNumber: locked.orderNumber, refundId: refund.id, refundedCents: refund.amountCents },
        });
        return { answer: await view(tx, locked), queued: false };
      }
      const order = await addRefundedCents(tx, refund.orderId, refund.amountCents);
      // The customers list's stored totals spend what was paid minus what was refunded (decision 0214).
      await applyCustomerTotals(tx, locked, order);
      const points = order.userId
        ? await deps.loyalty.inCheckout.reversePartialPoints(tx, {
            userId: order.userId,
            orderId: order.id,
            orderNumber: order.orderNumber,
            reason: 'partly refunded',
            spentCents: refund.amountCents,
            totalCents: order.totalCents,
            refundedAfterCents: order.refundedCents,
          })
        : 0;
      if (points > 0) await setPointsReversed(tx, refund.id, points);
      const creditBack =
        refund.creditCents > 0 && order.checkoutId
          ? await deps.storeCredit.inCheckout.giveBackShare(tx, {
              checkoutId: order.checkoutId,
              refundId: refund.id,
              orderId: order.id,
              cents: refund.creditCents,
              note: `order #${order.orderNumber} partly refunded`,
            })
          : 0;
      // The refund's own supply correction, numbered in this transaction (decision 0219).
      if (supplier) await issueDueDocuments(tx, order, supplier);
      const mail = partialRefundEmail(
        {
          refundId: refund.id,
          orderNumber: order.orderNumber,
          customerName: order.customerName,
          customerEmail: order.customerEmail,
          amountCents: refund.amountCents,
          creditCents: creditBack,
          reason: refund.reason,
          lines: refund.lines,
          pointsReversed: points,
        },
        { businessName, publicUrl: deps.publicUrl },
      );
      if (mail) await enqueueMail(tx, mail);
      await recordAudit(tx, actor, {
        action: 'order.refund',
        entity: 'order',
        entityId: order.id,
        details: {
          orderNumber: order.orderNumber,
          refundId: refund.id,
          refundedCents: refund.amountCents,
          creditCents: creditBack,
          lines: refund.lines?.map(({ itemId, quantity }) => ({ itemId, quantity })) ?? null,
          pointsReversed: points,
        },
      });
      return { answer: await view(tx, order), queued: Boolean(mail) };
    });
    if (queued) deps.mail.nudge();
    return answer;
  }

  return {
    /** What is left to refund of the order, line by line, and the refunds made so far. */
    async list(orderId: string): Promise<AdminOrderRefunds> {
      const order = await findOrder(db, orderId);
      if (!order) throw new NotFound('Order not found');
      return view(db, order);
    },

    async refund(actor: Actor, orderId: string, body: AdminCreateRefund): Promise<AdminOrderRefunds> {
      // Read before the transactions: on PGlite a query outside one would wait for it to end.
      // Read fresh (the admin's read): a correction is issued under today's GST registration.
      const [limitCents, shop] = await Promise.all([deps.settings.staffRefundLimitCents(), deps.settings.adminGet()]);
      const { order, refund, resumed } = await reserve(actor, orderId, body, limitCents);
      if (refund.status === 'refunded') return view(db, (await findOrder(db, orderId))!);
      await refundAtGateway(order, refund, resumed);
      return complete(actor, refund, shop.businessName, taxSupplierOf(shop));
    },
  };
}
