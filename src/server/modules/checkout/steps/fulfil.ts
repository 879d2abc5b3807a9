/**
 * Step 4: fulfil a paid checkout. confirm-order, the gateway's webhook (the test gateway's success
 * listener) and the recovery sweep all call it, in any order and any number of times.
 *
 * Why it is idempotent: the checkout row is locked for the transaction that decides its fate, and
 * that transaction either makes the order (and marks the checkout fulfilled with its id) or marks
 * it for a refund. Every later call finds the decision on the row and returns the same order or
 * the same refund; the unique payment intent on orders backs this up. A succeeded payment thus
 * ends, exactly once, as the order for the snapshot it paid for, or as a full refund when that
 * order cannot be made (its slot filled up, became too soon, was closed by staff, or left the delivery area while the
 * customer paid; its account was deleted; the payment does not match the checkout; or the order's
 * insert failed for a reason another try would not fix): nothing is charged and forgotten.
 */
import type { Log } from '../../../platform/logging';
import type { StoreOrder } from '../../../../contracts/checkout';
import { scheduleProblem, SLOT_HOLD_MINUTES } from '../../../../domain/delivery';
import { deliveryAreaProblem } from '../../../../domain/delivery-area';
import type { DbOrTx } from '../../../db/client';
import type { CheckoutRules } from '../../settings/settings.service';
import { AppError, NotFound } from '../../../platform/errors';
import { isDatabaseUnavailable } from '../../../platform/error-handler';
import type { PaymentIntentView } from '../../../platform/payments/gateway';
import { enqueueMail } from '../../../platform/mail/outbox';
import { countCheckout } from '../../../platform/metrics/counters';
import { securityEvent } from '../../../platform/security-log';
import { FAULT_REFUND_REASONS, type RefundReason, refundEmail } from '../refund-email';
import {
  type CheckoutRow,
  lockCheckout,
  lockCustomer,
  markFulfilled,
  markRefunded,
  markRefunding,
} from '../checkout.repository';
import { lockSlot } from '../slot-holds.repository';
import { batchRefundReason } from './batch-check';
import { scheduleRulesFor } from './bind-details';
import { shopClosedProblem } from './shop-closed';
import type { CheckoutDeps } from './checkout-deps';
import { kitchenRoomFor } from './kitchen-room';
import { releaseCheckoutRewardIn } from './release-reward';
import { chargedCents } from './store-credit';

/** Which part of a payment did not match its checkout (R6). */
export type PaymentMismatch = 'amount' | 'currency' | 'checkoutId' | 'userId';

export type Settlement =
  { kind: 'order'; order: StoreOrder } | { kind: 'refunded'; reason: RefundReason; mismatch?: PaymentMismatch };

export class PaymentRequired extends AppError {
  constructor(message: string) {
    super(402, 'PAYMENT_NOT_COMPLETED', message);
  }
}

/** `log` is the request's logger when there is a request, so its lines carry the request id. */
export async function fulfil(deps: CheckoutDeps, checkout: CheckoutRow, log = deps.log): Promise<Settlement> {
  if (checkout.orderId) return { kind: 'order', order: await deps.orders.get(checkout.orderId) };
  if (checkout.status === 'refunding' || checkout.status === 'refunded') return refundCheckout(deps, checkout, log);
  // The shop's rules are read beside the payment's check (on PostgreSQL, on another connection),
  // and before the transaction: on PGlite a query outside it would wait for it to end.
  const [{ intentId, mismatch }, rules] = await Promise.all([
    requireSucceededPayment(deps, checkout, log),
    deps.settings.checkoutRules(),
  ]);
  if (mismatch) {
    // Refused (R6): this payment is not for this checkout as it was made, so no order is made
    // from it; the money it took goes back.
    const decided = await deps.db.transaction((tx) => refundDecision(deps, tx, checkout, 'payment_mismatch'));
    return settle(deps, decided, log, mismatch);
  }
  if (!checkout.details) {
    // The browser binds the details before it confirms the card, so a payment that succeeded
    // without them was made some other way: there is nowhere to deliver it, and waiting would
    // keep the money (the sweep only picks up checkouts with details). It goes back now.
    const decided = await deps.db.transaction((tx) => refundDecision(deps, tx, checkout, 'details_missing'));
    return settle(deps, decided, log);
  }
  let decided: Decision;
  try {
    decided = await deps.db.transaction((tx) => orderOrRefund(deps, tx, rules, checkout, intentId));
  } catch (error) {
    // A lost database or a lost race is worth another try (the sweep makes it); anything else
    // (a constraint, a trigger, a product gone, a bug) fails the same way every time, so the
    // payment goes back now instead of waiting forever for an order that cannot be written.
    if (isWorthRetrying(error)) throw error;
    securityEvent(log, 'order_not_written', { checkout: checkout.id, intent: intentId, ...databaseFacts(error) });
    decided = await deps.db.transaction((tx) => refundDecision(deps, tx, checkout, 'order_failed'));
  }
  deps.mail.nudge();
  return settle(deps, decided, log);
}

async function settle(
  deps: CheckoutDeps,
  decided: Decision,
  log: Log,
  mismatch?: PaymentMismatch,
): Promise<Settlement> {
  // An order made or a hold let go shows on this copy's next slot answer (others hear by NOTIFY).
  deps.kitchenUsage.invalidate();
  // After the decision's transaction committed, so a rolled-back one is never counted.
  if ('order' in decided || ('refund' in decided && decided.decidedNow)) countCheckout('paid');
  if ('order' in decided) countCheckout('fulfilled');
  if ('order' in decided) return { kind: 'order', order: decided.order };
  if ('orderId' in decided) return { kind: 'order', order: await deps.orders.get(decided.orderId) };
  const refunded = await refundCheckout(deps, decided.refund, log);
  return mismatch && refunded.kind === 'refunded' ? { ...refunded, mismatch } : refunded;
}

/**
 * The gateway says the checkout's intent succeeded; and whether it is the payment this checkout
 * asked for: its amount, in NZD, with metadata naming this checkout and its customer (R6).
 */
async function requireSucceededPayment(
  deps: CheckoutDeps,
  checkout: CheckoutRow,
  log: Log,
): Promise<{ intentId: string; mismatch: PaymentMismatch | null }> {
  const intentId = checkout.paymentIntentId;
  if (!intentId) throw new PaymentRequired('This checkout has no payment yet');
  const intent = await deps.gateway.retrieve(intentId);
  if (!intent) throw new NotFound('Payment not found');
  if (intent.status !== 'succeeded') throw new PaymentRequired('The payment has not been completed');
  const mismatch = paymentMismatch(intent, checkout);
  if (mismatch) {
    securityEvent(log, 'payment_mismatch', {
      checkout: checkout.id,
      intent: intentId,
      field: mismatch,
      amountCents: intent.amount,
      expectedCents: chargedCents(checkout),
      currency: intent.currency,
    });
  }
  return { intentId, mismatch };
}

function paymentMismatch(intent: PaymentIntentView, checkout: CheckoutRow): PaymentMismatch | null {
  if (intent.amount !== chargedCents(checkout)) return 'amount';
  if (intent.currency !== 'nzd') return 'currency';
  if (intent.metadata.checkoutId !== checkout.id) return 'checkoutId';
  // A checkout whose account was deleted names no one any more; it is refunded for that reason.
  if (checkout.userId !== null && intent.metadata.userId !== checkout.userId) return 'userId';
  return null;
}

/** SQLSTATE classes of a lost connection, a lost race or an operator's cancel: another try may work. */
const RETRYABLE_SQLSTATES = /^(08|40|53|55P03|57)/;

function isWorthRetrying(error: unknown): boolean {
  if (isDatabaseUnavailable(error)) return true;
  const { sqlState } = databaseFacts(error);
  return typeof sqlState === 'string' && RETRYABLE_SQLSTATES.test(sqlState);
}

/** What the database said, by code and name: never the message, which may quote the row's values. */
function databaseFacts(error: unknown): { sqlState: string | null; constraint: string | null; table: string | null } {
  let current = error as { code?: unknown; constraint?: unknown; table?: unknown; cause?: unknown } | undefined;
  for (let depth = 0; current && depth < 5; depth += 1) {
    if (typeof current.code === 'string' && /^[0-9A-Z]{5}$/.test(current.code)) {
      const text = (value: unknown) => (typeof value === 'string' ? value.slice(0, 100) : null);
      return { sqlState: current.code, constraint: text(current.constraint), table: text(current.table) };
    }
    current = current.cause as typeof current;
  }
  return { sqlState: null, constraint: null, table: null };
}

/**
 * Decides, under the checkout's lock, that its payment goes back: unless an order or a refund was
 * decided first, which is then returned as it is.
 */
async function refundDecision(
  deps: Pick<CheckoutDeps, 'loyalty' | 'storeCredit'>,
  tx: DbOrTx,
  checkout: CheckoutRow,
  reason: RefundReason,
): Promise<Decision> {
  // The customer first, then the checkout: the order an account deletion takes them in.
  if (checkout.userId) await lockCustomer(tx, checkout.userId);
  const row = await lockCheckout(tx, checkout.id);
  if (!row) throw new NotFound('Checkout not found');
  if (row.orderId) return { orderId: row.orderId };
  if (row.status === 'refunding' || row.status === 'refunded') return { refund: row };
  await markRefunding(tx, row.id, reason);
  await releaseCheckoutRewardIn(deps, tx, row, 'payment refunded');
  return { refund: { ...row, status: 'refunding', refundReason: reason }, decidedNow: true };
}

/**
 * The shop's calendar, the schedule and delivery area, checked again when the payment lands. A payment that completes
 * while the details' hold lasts is judged as of binding (the hold's minutes of grace), so paying
 * promptly for a valid slot never ends in a refund; a checkout left open past it may.
 */
function rulesBrokenSinceBinding(rules: CheckoutRules, row: CheckoutRow): RefundReason | null {
  const details = row.details!;
  // Today's push back is for new orders only: a payment under way keeps the lead time it was bound with (decision 0183).
  const scheduled = scheduleRulesFor({ ...rules, pushBackMinutes: 0 }, row.lines);
  const notice = Math.max(scheduled.leadTimeMinutes, (scheduled.noticeHours ?? 0) * 60);
  const graced = {
    leadTimeMinutes: Math.max(0, notice - SLOT_HOLD_MINUTES),
    sameDayCutoffMinutes: scheduled.sameDayCutoffMinutes + SLOT_HOLD_MINUTES,
  };
  const slot = { fulfilment: details.fulfilment, date: details.deliveryDate, slot: details.deliveryTime };
  const now = new Date();
  // Staff closed the day (or shortened its hours) while the customer paid: no grace, the shop
  // will not be open to hand the order over (issue 22).
  if (shopClosedProblem(rules.calendar, slot, now)) return 'shop_closed';
  if (scheduleProblem(slot, now, graced)) return 'too_late';
  if (details.fulfilment === 'delivery' && deliveryAreaProblem(details, rules.deliveryArea)) return 'outside_area';
  return null;
}

/** `order` and `decidedNow` mark a fate decided by this call (counted once); the others were decided before. */
type Decision = { order: StoreOrder } | { orderId: string } | { refund: CheckoutRow; decidedNow?: true };

/**
 * The one transaction that decides a paid checkout's fate, under its customer's row lock (so the
 * account cannot be deleted halfway), the checkout's row lock and then its slot's lock: the order with its points, its reward committed and emptied cart lines, or a
 * refund (with the reward given back) when the slot is full or the rules no longer allow it. A
 * decision already on the row is returned as it is.
 */
async function orderOrRefund(
  deps: CheckoutDeps,
  tx: DbOrTx,
  rules: CheckoutRules,
  checkout: CheckoutRow,
  intentId: string,
): Promise<Decision> {
  if (checkout.userId) await lockCustomer(tx, checkout.userId);
  const row = await lockCheckout(tx, checkout.id);
  if (!row) throw new NotFound('Checkout not found');
  if (row.orderId) return { orderId: row.orderId };
  if (row.status === 'refunding' || row.status === 'refunded') return { refund: row };
  const details = row.details!;
  const refund = async (reason: RefundReason): Promise<Decision> => {
    await markRefunding(tx, row.id, reason);
    await releaseCheckoutRewardIn(deps, tx, row, 'payment refunded');
    return { refund: { ...row, status: 'refunding', refundReason: reason }, decidedNow: true };
  };
  // The account was deleted while its payment completed: there is no one to make the order for.
  if (!row.userId) return refund('account_deleted');
  const userId = row.userId;
  // The discount was priced with a reserved reward; without it the order cannot be made at this
  // price. That includes a checkout priced with a reward that was never reserved at all.
  if (row.rewardId && !(row.redemptionId && (await deps.loyalty.inCheckout.isRewardReserved(tx, row.redemptionId)))) {
    return refund('reward_unavailable');
  }
  const broken = rulesBrokenSinceBinding(rules, row);
  if (broken) return refund(broken);
  await lockSlot(tx, details.deliveryDate, details.deliveryTime);
  const room = await kitchenRoomFor(tx, rules, row, details, row.lines);
  if (!room.fits) return refund('slot_full');
  const unitsLost = await batchRefundReason(tx, row.lines, details.deliveryDate, row);
  if (unitsLost) return refund(unitsLost);
  const shop = { businessName: rules.businessName, email: rules.email, publicUrl: deps.publicUrl };
  const order = await deps.orders.create(
    tx,
    {
      userId,
      cartSessionId: row.cartSessionId,
      checkoutId: row.id,
      paymentIntentId: intentId,
      details,
      lines: row.lines,
      subtotalCents: row.subtotalCents,
      discountCents: row.discountCents,
      deliveryFeeCents: row.deliveryFeeCents,
      gstCents: row.gstCents,
      totalCents: row.totalCents,
      storeCreditCents: row.storeCreditCents ?? 0,
      pointsEarned: row.pointsToEarn,
      effortMinutes: room.effortMinutes,
      rewardId: row.rewardId,
      reward: row.rewardId ? await deps.loyalty.inCheckout.rewardHeldByCheckout(tx, row.id) : null,
    },
    shop,
  );
  const { pointsToEarn: points, totalCents: spentCents } = row;
  await deps.loyalty.inCheckout.creditOrderPoints(tx, {
    userId,
    orderId: order.id,
    orderNumber: order.orderNumber,
    points,
    spentCents,
  });
  if (row.redemptionId) await deps.loyalty.inCheckout.commitReward(tx, row.redemptionId, order.id);
  const paidLines = deps.cart.paidLinesRemoval(
    tx,
    row.cartSessionId,
    row.lines.map((line) => line.cartItemId),
  );
  await markFulfilled(tx, row.id, order.id, paidLines);
  return { order };
}

/**
 * Gives a paid checkout's money back, once, and tells the customer why. The gateway's refund is
 * idempotent; when it cannot be reached the checkout stays `refunding` and the sweep retries.
 */
export async function refundCheckout(deps: CheckoutDeps, checkout: CheckoutRow, log = deps.log): Promise<Settlement> {
  const reason = (checkout.refundReason ?? 'slot_full') as RefundReason;
  if (checkout.status !== 'refunding') return { kind: 'refunded', reason };
  await deps.gateway.refund(checkout.paymentIntentId!);
  const rules = await deps.settings.checkoutRules();
  const shop = { businessName: rules.businessName, email: rules.email, publicUrl: deps.publicUrl };
  const { details } = checkout;
  const recorded = await deps.db.transaction(async (tx) => {
    if (!(await markRefunded(tx, checkout.id))) return false;
    // Without bound details there is no address to write to (the gateway's own receipt remains).
    if (details) {
      await enqueueMail(
        tx,
        // The card's part: store credit it spent comes back as credit (decision 0202).
        refundEmail(
          {
            checkoutId: checkout.id,
            totalCents: chargedCents(checkout),
            creditCents: checkout.storeCreditCents ?? 0,
            details,
            reason,
          },
          shop,
        ),
      );
    }
    return true;
  });
  if (recorded) {
    countCheckout('refunded');
    deps.mail.nudge();
    securityEvent(log, FAULT_REFUND_REASONS.includes(reason) ? 'payment_refunded_on_fault' : 'payment_refunded', {
      checkout: checkout.id,
      intent: checkout.paymentIntentId,
      amountCents: checkout.totalCents,
      reason,
    });
  }
  return { kind: 'refunded', reason };
}
