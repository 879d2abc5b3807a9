/**
 * A commission's deposit and balance, each on its own payment intent through the shop's gateway
 * (the embedded test gateway, or Stripe), with the checkout's guarantees (decision 0206):
 *  - the server decides the amount (the quote's deposit or balance), never the browser;
 *  - `settleIntent` is the one step that decides a succeeded payment's fate, called by the
 *    browser's confirm, the gateway's webhook (the test gateway's success listener) and the sweep,
 *    in any order and any number of times. Under the commission's row lock, then the payment's, it
 *    either applies the payment (deposit: the commission is confirmed; balance: it becomes an order
 *    of its date and slot, with its points) or decides a full refund (a second payment of the same
 *    deposit, a payment for an old quote, a cancelled commission, a wrong amount). A partial
 *    unique index allows one applied deposit and one applied balance per commission.
 *  - refunds are decided in the transaction and made at the gateway after it commits; until the
 *    gateway has done it `refundedAt` stays empty and the sweep tries again.
 */
import type { CommissionPaymentReply } from '../../../contracts/commissions';
import { commissionPoints } from '../../../domain/commissions';
import { formatMoneyString, multiplyRounded } from '../../../domain/money';
import type { DbOrTx } from '../../db/client';
import type { AuthContext } from '../../platform/auth/request-auth';
import { BadRequest, Conflict, NotFound } from '../../platform/errors';
import type { Log } from '../../platform/logging';
import { enqueueMail } from '../../platform/mail/outbox';
import type { PaymentIntentView } from '../../platform/payments/gateway';
import { securityEvent } from '../../platform/security-log';
import type { CheckoutRules } from '../settings/settings.service';
import type { CommissionDeps } from './commission-deps';
import { commissionMail } from './commission-mail';
import { nextPaymentOf, planOf } from './commission-plan';
import {
  type CommissionPaymentRow,
  type CommissionRow,
  findCommission,
  findPaymentByIntent,
  insertPayment,
  lockCommission,
  lockPayment,
  openPaymentFor,
  refundsDue,
  updateCommission,
  updatePayment,
} from './commissions.repository';

export type PaymentKind = 'deposit' | 'balance';
export type CommissionPayments = ReturnType<typeof createCommissionPayments>;

type Outcome = 'applied' | 'refunded' | 'decided_before' | 'not_paid';

export function createCommissionPayments(
  deps: CommissionDeps,
  own: (auth: AuthContext, id: string) => Promise<{ userId: string; row: CommissionRow }>,
) {
  const { db, gateway } = deps;

  /**
   * What may be paid now and which instalment it is: the deposit of a live quote, or the next
   * instalment of a confirmed commission's balance (the whole balance without a plan).
   */
  function payable(row: CommissionRow, kind: PaymentKind, now: Date): { amount: number; instalment: number } {
    if (kind === 'deposit') {
      if (row.state === 'confirmed' || row.state === 'ordered') {
        throw new Conflict('The deposit is already paid', 'DEPOSIT_PAID');
      }
      if (row.state !== 'quoted') throw new Conflict('There is no quote to accept yet', 'NOT_QUOTED');
      if (!row.quoteValidUntil || row.quoteValidUntil <= now) {
        throw new Conflict('This quote has expired: ask us for a new one', 'QUOTE_EXPIRED');
      }
      return { amount: row.depositCents, instalment: 1 };
    }
    if (row.state === 'ordered') throw new Conflict('The balance is already paid', 'BALANCE_PAID');
    if (row.state !== 'confirmed') throw new Conflict('The deposit must be paid first', 'NOT_CONFIRMED');
    const next = nextPaymentOf(row);
    if (!next) throw new Conflict('The balance is already paid', 'BALANCE_PAID');
    return { amount: next.amountCents, instalment: next.number };
  }

  /** Makes the refund decided on a payment at the gateway, once; false when the provider could not be reached. */
  async function makeRefund(payment: CommissionPaymentRow, log: Log): Promise<boolean> {
    if (payment.refundCents === 0 || payment.refundedAt) return true;
    try {
      // All of a payment, or the schedule's part of it under one key: a retry is the same refund.
      if (payment.refundCents >= payment.amountCents) await gateway.refund(payment.intentId);
      else await gateway.refundPart(payment.intentId, payment.refundCents, `commission-refund:${payment.intentId}`);
    } catch (error) {
      log.warn({ err: error, intent: payment.intentId }, 'commission refund failed: the sweep retries');
      return false;
    }
    await updatePayment(db, payment.id, { refundedAt: new Date() });
    securityEvent(log, 'payment_refunded', {
      commission: payment.commissionId,
      intent: payment.intentId,
      amountCents: payment.refundCents,
    });
    return true;
  }

  /** The order the paid balance makes: of the commission's date and slot, for collection, with its design. */
  async function makeOrder(tx: DbOrTx, rules: CheckoutRules, row: CommissionRow, intentId: string, userId: string) {
    const shop = { businessName: rules.businessName, email: rules.email, publicUrl: deps.publicUrl };
    // Prices include GST (3/23 of the total) when the shop is registered.
    const gstCents = rules.gstRegistered ? multiplyRounded(row.totalCents, 3, 23) : 0;
    const points = commissionPoints(row.totalCents);
    const order = await deps.orders.create(
      tx,
      {
        userId,
        // A commission has no cart or checkout: its own id stands for both, so an order names where it came from.
        cartSessionId: row.id,
        checkoutId: row.id,
        paymentIntentId: intentId,
        details: {
          fulfilment: 'pickup',
          fullName: row.customerName,
          email: row.customerEmail,
          phone: row.customerPhone ?? '',
          address: '',
          suburb: '',
          city: '',
          postalCode: '',
          specialInstructions: `Custom cake ${row.id.slice(-8).toUpperCase()}: ${row.designNotes} (flavours: ${row.flavours})${row.photos.length ? ` · photos: ${row.photos.join(' ')}` : ''}`,
          deliveryDate: row.dateNeeded,
          deliveryTime: row.slot,
        },
        lines: [
          {
            cartItemId: row.id,
            productId: null,
            productName: `Custom ${row.occasion.toLowerCase()} cake`,
            productImage: row.photos[0] ?? '',
            size: `${row.size} inch`,
            quantity: 1,
            unitPriceCents: row.totalCents,
            lineTotalCents: row.totalCents,
            featured: false,
            message: row.message,
          },
        ],
        subtotalCents: row.totalCents,
        discountCents: 0,
        gstCents,
        totalCents: row.totalCents,
        pointsEarned: points,
        effortMinutes: row.effortMinutes,
        rewardId: null,
        reward: null,
      },
      shop,
    );
    await deps.loyalty.inCheckout.creditOrderPoints(tx, {
      userId,
      orderId: order.id,
      orderNumber: order.orderNumber,
      points,
      spentCents: row.totalCents,
    });
    return order;
  }

  /** Why this succeeded intent is not the payment its row asked for, or null. */
  const mismatch = (intent: PaymentIntentView, payment: CommissionPaymentRow) =>
    intent.amount !== payment.amountCents ||
    intent.currency !== 'nzd' ||
    intent.metadata.commissionId !== payment.commissionId ||
    intent.metadata.kind !== payment.kind ||
    (intent.metadata.instalment ?? '1') !== String(payment.instalment);

  /** The one decision about a succeeded payment; see the file's comment. */
  async function decide(
    payment: CommissionPaymentRow,
    intent: PaymentIntentView,
  ): Promise<{ outcome: Outcome; row: CommissionRow }> {
    // Read before the transaction: on PGlite a query outside it would wait for it to end.
    const rules = await deps.settings.checkoutRules();
    return db.transaction(async (tx) => {
      const row = (await lockCommission(tx, payment.commissionId))!;
      const current = await lockPayment(tx, payment.id);
      if (current.succeeded) return { outcome: 'decided_before' as const, row };
      const refund = async () => {
        await updatePayment(tx, current.id, { succeeded: true, refundCents: current.amountCents });
        return { outcome: 'refunded' as const, row };
      };
      if (mismatch(intent, current) || !row.userId) return refund();
      const fresh = current.quoteVersion === row.quoteVersion;
      if (current.kind === 'deposit' && row.state === 'quoted' && fresh) {
        // Paid while the quote was open (it was refused at accept once expired): the price stands.
        await updatePayment(tx, current.id, { succeeded: true, applied: true });
        const confirmed = await updateCommission(tx, row.id, {
          state: 'confirmed',
          paidCents: row.paidCents + current.amountCents,
        });
        await enqueueMail(tx, commissionMail.depositPaid(confirmed, { publicUrl: deps.publicUrl }));
        return { outcome: 'applied' as const, row: confirmed };
      }
      const next = nextPaymentOf(row);
      const due = current.kind === 'balance' && fresh && next?.number === current.instalment;
      if (due && next.amountCents === current.amountCents && next.number < planOf(row).length) {
        // An instalment before the last (decision 0217): counted, and the next one's date is now the one due.
        await updatePayment(tx, current.id, { succeeded: true, applied: true });
        const following = planOf(row)[next.number]!;
        const paid = await updateCommission(tx, row.id, {
          paidCents: row.paidCents + current.amountCents,
          balanceDueDate: following.dueDate,
          balanceRequestedAt: null,
        });
        await enqueueMail(tx, commissionMail.instalmentPaid(paid, next.number, { publicUrl: deps.publicUrl }));
        return { outcome: 'applied' as const, row: paid };
      }
      if (due && next.amountCents === current.amountCents) {
        await updatePayment(tx, current.id, { succeeded: true, applied: true });
        const order = await makeOrder(tx, rules, row, current.intentId, row.userId);
        const ordered = await updateCommission(tx, row.id, {
          state: 'ordered',
          paidCents: row.paidCents + current.amountCents,
          orderId: order.id,
        });
        return { outcome: 'applied' as const, row: ordered };
      }
      return refund();
    });
  }

  async function settleIntent(
    intentId: string,
    log = deps.log,
  ): Promise<{ outcome: Outcome; row: CommissionRow } | null> {
    const payment = await findPaymentByIntent(db, intentId);
    if (!payment) return null;
    const intent = await gateway.retrieve(intentId);
    if (!intent || intent.status !== 'succeeded') {
      return { outcome: 'not_paid', row: (await findCommission(db, payment.commissionId))! };
    }
    const decided = await decide(payment, intent);
    if (decided.outcome === 'refunded') {
      securityEvent(log, 'commission_payment_refunded', {
        commission: payment.commissionId,
        intent: intentId,
        kind: payment.kind,
        amountCents: payment.amountCents,
      });
    }
    deps.mail.nudge();
    const after = await findPaymentByIntent(db, intentId);
    if (after) await makeRefund(after, log);
    return decided;
  }

  return {
    settleIntent,
    makeRefund,

    /**
     * The customer accepts (deposit) or pays the balance: one intent per commission, kind and quote
     * version (the idempotency key), so a double click or a retry gets the same intent, never two.
     */
    async pay(auth: AuthContext, id: string, kind: PaymentKind): Promise<CommissionPaymentReply> {
      const { row, userId } = await own(auth, id);
      const { amount, instalment } = payable(row, kind, new Date());
      if (amount <= 0) throw new BadRequest('There is nothing to pay', 'NOTHING_TO_PAY');
      const existing = await openPaymentFor(db, id, kind, row.quoteVersion, instalment);
      const intent =
        (existing && (await gateway.retrieve(existing.intentId))) ??
        (await gateway.createIntent({
          amount,
          currency: 'nzd',
          metadata: {
            commissionId: id,
            kind,
            userId,
            quoteVersion: String(row.quoteVersion),
            instalment: String(instalment),
          },
          // One intent per payment: the first instalment keeps the key a single balance always had.
          idempotencyKey: `commission:${id}:${kind}:${row.quoteVersion}${instalment > 1 ? `:${instalment}` : ''}`,
        }));
      await insertPayment(db, {
        commissionId: id,
        kind,
        quoteVersion: row.quoteVersion,
        instalment,
        intentId: intent.id,
        amountCents: intent.amount,
      });
      return {
        paymentIntentId: intent.id,
        clientSecret: intent.clientSecret,
        amount: formatMoneyString(intent.amount),
        gateway: gateway.name,
        publishableKey: gateway.publishableKey,
      };
    },

    /** The browser's confirm after the card: the same settlement the webhook runs. */
    async confirm(auth: AuthContext, id: string, intentId: string): Promise<CommissionRow> {
      await own(auth, id);
      const payment = await findPaymentByIntent(db, intentId);
      if (!payment || payment.commissionId !== id) throw new NotFound('Payment not found');
      const settled = (await settleIntent(intentId))!;
      if (settled.outcome === 'not_paid') {
        throw new Conflict('The payment has not been completed', 'PAYMENT_NOT_COMPLETED');
      }
      if (settled.outcome === 'refunded') {
        throw new Conflict(
          'This payment was not needed (it was already paid, or the commission changed), so it has been refunded in full.',
          'PAYMENT_REFUNDED',
        );
      }
      return settled.row;
    },

    /** Whether the test gateway may take a card for this intent: it is an open payment of ours. */
    async isOpenPayment(intentId: string): Promise<boolean> {
      const payment = await findPaymentByIntent(db, intentId);
      return Boolean(payment && !payment.succeeded);
    },

    /** The sweep: refunds the gateway could not make yet. */
    async retryRefunds(log = deps.log): Promise<void> {
      for (const payment of await refundsDue(db)) await makeRefund(payment, log);
    },
  };
}
